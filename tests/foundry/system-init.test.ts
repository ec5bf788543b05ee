// Runs the system's real `init` hook (src/swrpg.ts) against stand-ins for the few Foundry APIs that
// registration calls, and checks that every part a world needs is in place afterwards.
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as rules from "../../src/rules/index.ts";
import { CONDITION_IDS } from "../../src/rulesets/rcr/status-effects.ts";
import { V14 } from "./fakes/generation.ts";

interface SheetRegistration {
  documentName: string;
  scope: string;
  label: string;
  types: string[];
  makeDefault: boolean;
}

const sheets: SheetRegistration[] = [];
const settings = new Map<string, { scope: string; config: boolean; default: unknown }>();
const hooks = new Map<string, number>();

/** A base class standing in for each Foundry application class the system subclasses at init. */
class FakeApplication {}

function installRegistrationStandIns(): void {
  const g = globalThis as unknown as Record<string, Record<string, unknown>>;
  g.Handlebars = Handlebars as unknown as Record<string, unknown>;
  const foundryGlobal = g.foundry as Record<string, unknown>;
  foundryGlobal.applications = {
    api: { HandlebarsApplicationMixin: (base: typeof FakeApplication) => class extends base {} },
    sheets: { ActorSheetV2: FakeApplication, ItemSheetV2: FakeApplication },
    sidebar: { tabs: { CombatTracker: FakeApplication } },
    handlebars: { loadTemplates: vi.fn(async () => []) },
    apps: {
      DocumentSheetConfig: {
        registerSheet(
          document: unknown,
          scope: string,
          _sheet: unknown,
          options: Omit<SheetRegistration, "documentName" | "scope">,
        ) {
          const documentName = document === Actor ? "Actor" : document === Item ? "Item" : "other";
          sheets.push({ documentName, scope, ...options });
        },
      },
    },
  };
  const config = g.CONFIG as Record<string, unknown>;
  Object.assign(config, { Combat: {}, Combatant: {}, ui: {} });
  const game = g.game as Record<string, unknown>;
  game.settings = {
    register(namespace: string, key: string, data: { scope: string; config: boolean; default: unknown }) {
      settings.set(`${namespace}.${key}`, data);
    },
    // ClientSettings#get of a setting never saved in the world: its registered default.
    get: (namespace: string, key: string) => settings.get(`${namespace}.${key}`)?.default,
  };
  const coreHooks = g.Hooks as Record<string, (name: string, fn: () => void) => void>;
  const once = coreHooks.once;
  const on = coreHooks.on;
  g.Hooks = {
    ...coreHooks,
    on: (name: string, fn: () => void) => {
      hooks.set(name, (hooks.get(name) ?? 0) + 1);
      on?.(name, fn);
    },
    once: (name: string, fn: () => void) => {
      hooks.set(name, (hooks.get(name) ?? 0) + 1);
      once?.(name, fn);
    },
  } as unknown as Record<string, unknown>;
}

beforeAll(async () => {
  installRegistrationStandIns();
  await import("../../src/swrpg.ts");
  Hooks.callAll("init");
});

describe("the system's init hook", () => {
  it("publishes the pure rules engine as game.swrpg.rules", () => {
    expect(game.swrpg?.rules).toBe(rules);
  });

  it("registers a data model for every Actor and Item type", () => {
    expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual([
      "character",
      "d6Character",
      "d6Npc",
      "npc",
      "sagaCharacter",
      "sagaNpc",
      "vehicle",
    ]);
    expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual([
      "armor",
      "d6Armor",
      "d6Weapon",
      "feat",
      "sagaArmor",
      "sagaForcePower",
      "sagaTalent",
      "sagaWeapon",
      "weapon",
    ]);
  });

  it("installs the system's document classes, combat classes and the initiative formula", () => {
    for (const documentName of ["Actor", "Item", "Combat", "Combatant"] as const) {
      expect(CONFIG[documentName].documentClass, documentName).toEqual(expect.any(Function));
    }
    expect(CONFIG.Combat.initiative.formula).toMatch(/^1d20/);
    expect(CONFIG.ui.combat).toEqual(expect.any(Function));
  });

  it("adds the attack and damage roll classes so chat messages can rebuild them", () => {
    const names = CONFIG.Dice.rolls.map((rollClass) => rollClass.name);
    expect(names).toEqual(expect.arrayContaining(["AttackRoll", "DamageRoll"]));
  });

  it("publishes the roll classes by name for macros as game.swrpg.rolls", () => {
    const attack = CONFIG.Dice.rolls.find((rollClass) => rollClass.name === "AttackRoll");
    expect(attack).toBeDefined();
    expect(game.swrpg?.rolls.AttackRoll).toBe(attack);
  });

  it("offers every condition as a status effect, in the generation's shape (v13 an array, v14 a record by id)", () => {
    const config: unknown = CONFIG.statusEffects;
    expect(Array.isArray(config)).toBe(!V14);
    const effects = Object.values(config as Record<string, { id: string }>);
    if (V14) for (const [key, effect] of Object.entries(config as object)) expect(effect.id).toBe(key);
    expect(effects.map((effect) => effect.id)).toEqual(expect.arrayContaining([...CONDITION_IDS]));
  });

  it("registers one default sheet for each actor and item type", () => {
    const byType = sheets.map((s) => `${s.documentName}:${s.types.join(",")}:${s.makeDefault}:${s.scope}`);
    expect(byType.sort()).toEqual(
      [
        "Actor:character:true:swrpg",
        "Actor:npc:true:swrpg",
        "Actor:vehicle:true:swrpg",
        "Item:armor:true:swrpg",
        "Item:feat:true:swrpg",
        "Item:weapon:true:swrpg",
        "Actor:sagaCharacter:true:swrpg",
        "Actor:sagaNpc:true:swrpg",
        "Item:sagaArmor:true:swrpg",
        "Item:sagaForcePower:true:swrpg",
        "Item:sagaTalent:true:swrpg",
        "Item:sagaWeapon:true:swrpg",
        "Actor:d6Character:true:swrpg",
        "Actor:d6Npc:true:swrpg",
        "Item:d6Armor:true:swrpg",
        "Item:d6Weapon:true:swrpg",
      ].sort(),
    );
  });

  it("registers the world settings", () => {
    for (const key of ["swrpg.ruleset", "swrpg.hideDefenseFromPlayers", "swrpg.groupInitiative"]) {
      expect(settings.get(key)?.scope, key).toBe("world");
    }
  });

  it("listens for chat card rendering and registers the GM relay's queries", () => {
    expect(hooks.get("renderChatMessageHTML")).toBeGreaterThan(0);
    expect(
      Object.keys(CONFIG.queries)
        .filter((name) => name.startsWith("swrpg."))
        .sort(),
    ).toEqual(["swrpg.damage", "swrpg.initiative", "swrpg.maneuver", "swrpg.woundSave"]);
  });
});
