// The shipped code, exercised: builds dist/ with the real build script, imports the BUILT swrpg.mjs (minified,
// with its engine.mjs) over the Foundry stand-ins of tests/foundry/fakes, runs its init hook, and plays a full
// RCR attack and its damage through the bundle's own entry points only: the hotbar macro API
// (game.swrpg.macros.run → the sheet's Attack action → the attack dialog → the card), then the card's
// buttons as the bundle's renderChatMessageHTML hook binds them (Roll damage, Apply). No source module of
// the system is imported here: a minifier that changed behaviour fails this test.
// rcr-combat.txt › Attack Rolls (d20 + base attack + Dex + Weapon Focus against Defense), › Point Blank Range
// (a target within 2 m: +1 on attack and damage; with no scene measured here the target is at 0 m), › Damage
// (vitality first). The soldier: BAB +1, Dex 13 (+1), Weapon Focus (blaster rifles) +1; the target: Defense
// 10 + class +3 + Dex +1 = 14, 12 vitality.
import path from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../lang/en.json" with { type: "json" };
import manifest from "../../system.json" with { type: "json" };
import { FakeCardMessage, installMessages } from "../foundry/fakes/chat-messages.ts";
import { fakeConfig } from "../foundry/fakes/config.ts";
import { TypeDataModel } from "../foundry/fakes/data-model.ts";
import { FakeDocumentSheet, FakeHandlebarsApplicationMixin } from "../foundry/fakes/document-sheet.ts";
import { FakeActor, FakeItem } from "../foundry/fakes/documents.ts";
import { escapeHTML } from "../foundry/fakes/escape-html.ts";
import { BooleanField, HTMLField, NumberField, SchemaField, StringField } from "../foundry/fakes/fields.ts";
import { fakeI18n } from "../foundry/fakes/i18n.ts";
import { installTokens, ownedBy, placeToken } from "../foundry/fakes/tokens-and-ownership.ts";
import { currentUser, FakeUser, installUsers } from "../foundry/fakes/users-and-queries.ts";
import { renderTemplate } from "../foundry/rolls/card-template.ts";
import { FakeRoll, forcedResults } from "../foundry/rolls/fake-roll.ts";
import { buildSystemInto } from "./built-system.ts";

type Listener = (...args: unknown[]) => unknown;
const hooks = new Map<string, Listener[]>();
const gm = new FakeUser("gm", "Game Master", true);
const settings = new Map<string, unknown>();
const actors = new Map<string, BuiltActor>();

/** A chat message as the bundle creates it (ChatMessage.create): authored by this client's user. */
type MessageData = { content?: string; speaker?: object; flags?: Record<string, unknown>; rolls?: unknown[] };

class BuiltChatMessage extends FakeCardMessage {
  content: string;
  speaker: object;
  constructor(data: MessageData) {
    const author = currentUser();
    if (!author) throw new Error("no user");
    super(author, data);
    this.content = data.content ?? "";
    this.speaker = data.speaker ?? {};
  }
  static getSpeaker = ({ actor }: { actor?: { id?: string } } = {}) => ({ actor: actor?.id ?? null });
  static applyRollMode = <T>(data: T) => data;
  /** ChatMessage.getSpeakerActor: the actor the speaker names, by id (game.actors). */
  static getSpeakerActor = (speaker: { actor?: string | null }) => actors.get(speaker.actor ?? "") ?? null;
  static async create(data: MessageData) {
    return new BuiltChatMessage(data);
  }
}

/**
 * The HTML element core hands to renderChatMessageHTML, in the DOM calls the bundle's card hook makes
 * (querySelector of the card, its outerHTML replaced by the viewer's render, querySelectorAll of its
 * buttons with their dataset and click listeners); the card's HTML is the bundle's own render.
 */
function chatElement(content: string) {
  const listeners = new Map<string, Listener>();
  let html = content;
  const card = {
    title: "",
    set outerHTML(value: string) {
      html = value;
    },
  };
  const element = {
    // The token links' hover and click (chat-token-links.ts) listen on the whole message.
    addEventListener: () => undefined,
    querySelector: (selector: string) => (selector === ".swrpg-attack-card" ? card : null),
    querySelectorAll: (selector: string) => {
      if (selector !== ".swrpg-attack-card button[data-action]") return [];
      return [...html.matchAll(/<button[^>]*data-action="(\w+)"[^>]*>/g)].map((match) => {
        const attack = /data-attack="(\d+)"/.exec(match[0])?.[1];
        const button = {
          dataset: { action: match[1], attack },
          disabled: /\sdisabled[\s>]/.test(match[0]),
          addEventListener: (_type: "click", fn: Listener) => listeners.set(match[1] ?? "", fn),
        };
        return button;
      });
    },
  };
  return { element, html: () => html, listeners };
}

/** Renders the message through the bundle's hooks and clicks the button named `action`. */
async function click(message: BuiltChatMessage, action: string): Promise<void> {
  const shown = chatElement(message.content);
  for (const fn of hooks.get("renderChatMessageHTML") ?? []) fn(message, shown.element);
  await vi.waitFor(() => expect(shown.listeners.has(action)).toBe(true));
  shown.listeners.get(action)?.({ preventDefault: () => undefined });
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function installFoundry(): void {
  const listen = (name: string, fn: Listener) => hooks.set(name, [...(hooks.get(name) ?? []), fn]);
  Object.assign(fakeConfig, {
    Dice: { rolls: [FakeRoll] },
    Combat: { initiative: { formula: "1d20", decimals: 0 } },
    Combatant: {},
    ui: {},
  });
  Object.assign(globalThis, {
    CONFIG: fakeConfig,
    Handlebars,
    Hooks: {
      on: listen,
      once: listen,
      callAll: (name: string, ...args: unknown[]) => {
        for (const fn of hooks.get(name) ?? []) fn(...args);
        return true;
      },
      call: (name: string, ...args: unknown[]) =>
        (hooks.get(name) ?? []).every((fn) => fn(...args) !== false),
      onError: vi.fn(),
    },
    foundry: {
      abstract: { TypeDataModel },
      data: { fields: { BooleanField, HTMLField, NumberField, SchemaField, StringField } },
      utils: { escapeHTML, randomID: () => `id${Math.random().toString(36).slice(2, 10)}` },
      applications: {
        api: {
          HandlebarsApplicationMixin: FakeHandlebarsApplicationMixin,
          // DialogV2.wait: the player presses the default button on the form as it opened (no field changed).
          DialogV2: {
            wait: async (config: {
              buttons: { default?: boolean; callback(e: unknown, b: unknown): unknown }[];
            }) => config.buttons.find((button) => button.default)?.callback({}, { form: null }) ?? null,
          },
        },
        sheets: { ActorSheetV2: FakeDocumentSheet, ItemSheetV2: FakeDocumentSheet },
        sidebar: { tabs: { CombatTracker: class {} } },
        handlebars: { loadTemplates: async () => [], renderTemplate },
        apps: { DocumentSheetConfig: { registerSheet: () => undefined } },
      },
    },
    game: {
      i18n: { ...fakeI18n, lang: "en", translations: en },
      system: { id: manifest.id, primaryTokenAttribute: manifest.primaryTokenAttribute },
      settings: {
        register: (scope: string, key: string, data: { default: unknown }) =>
          settings.set(`${scope}.${key}`, data.default),
        get: (scope: string, key: string) =>
          scope === "core" && key === "rollMode" ? "publicroll" : settings.get(`${scope}.${key}`),
        set: async (scope: string, key: string, value: unknown) => settings.set(`${scope}.${key}`, value),
      },
    },
    ui: { notifications: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
    Actor: FakeActor,
    Item: FakeItem,
    Combat: class {},
    Combatant: class {},
    Roll: FakeRoll,
    ChatMessage: BuiltChatMessage,
    canvas: { tokens: { controlled: [] } },
  });
  installUsers([gm], gm);
  installTokens();
  installMessages();
}

const blasterRifle = {
  name: "Blaster rifle",
  type: "weapon",
  system: {
    damage: { formula: "3d8", type: "energy" },
    group: "blasterRifles",
    size: "two-handed",
    attackType: "ranged",
    rangeIncrement: 30,
    fireModes: { single: true, multifire: false, autofire: true },
    equipped: true,
    hand: "two-hands",
  },
};

function soldier(name: string) {
  return {
    name,
    type: "character",
    system: {
      abilities: { str: { value: 14 }, dex: { value: 13 }, con: { value: 15 } },
      level: 1,
      baseAttackBonus: 1,
      classDefenseBonus: 3,
      vitality: { value: 12, max: 12 },
      wounds: { value: 15 },
    },
    items: [
      blasterRifle,
      {
        name: "Weapon Focus (blaster rifle)",
        type: "feat",
        system: { key: "weaponFocus", target: "blasterRifles" },
      },
    ],
  };
}

/** An actor of the bundle's own Actor class (SwrpgActor over the stand-in). */
type BuiltActor = Actor.Implementation;

let dist = "";
beforeAll(async () => {
  dist = await buildSystemInto("bundle-attack");
  installFoundry();
  await import(pathToFileURL(path.join(dist, "swrpg.mjs")).href);
  Hooks.callAll("init");
  Hooks.callAll("setup");
  Hooks.callAll("ready");
});

describe("the built bundle (dist/swrpg.mjs and engine.mjs, minified) plays an attack and its damage", () => {
  it("a natural 12 with the blaster rifle (+3, +1 point blank) hits Defense 14; 3d8 (2, 3, 4) + 1 = 10 damage takes the target's vitality from 12 to 2", async () => {
    const ActorClass = CONFIG.Actor.documentClass as unknown as { create(data: object): Promise<BuiltActor> };
    expect(ActorClass).not.toBe(FakeActor);
    const shooter = ownedBy(await ActorClass.create(soldier("Shooter")), gm);
    const target = ownedBy(await ActorClass.create(soldier("Target")), gm);
    for (const actor of [shooter, target]) actors.set(actor.id ?? "", actor);
    Object.assign(shooter, { getActiveTokens: () => [] });
    const token = placeToken("Scene.s.Token.t", target);
    Object.assign(token, { name: "Target", texture: { src: "target.webp" } });
    placeToken("Scene.s.Token.s", shooter);
    Object.assign(gm, {
      targets: new Set([{ document: token }]),
      getFlag: () => undefined,
      setFlag: async () => undefined,
    });

    const rifle = shooter.items.find((item) => item.name === "Blaster rifle");
    forcedResults.push(12);
    await game.swrpg?.macros.run(shooter.uuid, "attack", { itemId: rifle?.id ?? "" });
    expect(vi.mocked(ui.notifications!.warn)).not.toHaveBeenCalled();

    const [message] = [...FakeCardMessage.posted.values()] as BuiltChatMessage[];
    if (!message) throw new Error("no card posted");
    const card = message.flags.swrpg?.attack as {
      attacks: {
        total: number;
        targets: { total: number; defense: number; hit: boolean; damageBonus: number }[];
        damage?: { total: number } | null;
      }[];
    };
    expect(card.attacks[0]?.total).toBe(15);
    expect(card.attacks[0]?.targets[0]).toMatchObject({ total: 16, defense: 14, hit: true, damageBonus: 1 });
    expect(message.content).toContain("Shooter");

    forcedResults.push(2, 3, 4);
    await click(message, "rollDamage");
    const rolled = message.flags.swrpg?.attack as typeof card;
    expect(rolled.attacks[0]?.damage?.total).toBe(9);

    await click(message, "applyTargeted");
    expect((target.system as unknown as { vitality: { value: number } }).vitality.value).toBe(2);
    expect(Object.values((message.flags.swrpg?.applied ?? {}) as object)).toEqual([
      expect.objectContaining({ tokenUuid: "Scene.s.Token.t", taken: { vitality: 10, wounds: 0 } }),
    ]);
    expect(vi.mocked(Hooks.onError)).not.toHaveBeenCalled();
  });
});
