// The world the Saga fight's flow tests share, over the stand-ins: the GM and Ana (a player who owns the
// attacking trooper), a scene on a canvas (Tokens layer active) with a 100 px grid of 1.5 m squares, a page
// (the placement hint, Escape), the real card template and lang, core Roll's stand-in with forced dice, chat
// messages that keep their author, and a DialogV2 whose `wait` a test scripts.
import { installSettings } from "../../../fakes/settings.ts";
import "../../../rolls/fake-roll.ts";
import { beforeAll, beforeEach, vi } from "vitest";
import { systemQueries } from "../../../../../src/hooks/system-queries.ts";
import { sagaStatusEffects } from "../../../../../src/rulesets/saga/status-effects.ts";
import { registerSystem } from "../../../data/fixtures.ts";
import { type FakeCanvas, installScene } from "../../../fakes/canvas.ts";
import { FakeCardMessage, installMessages } from "../../../fakes/chat-messages.ts";
import { type FakeDocument, installDocument } from "../../../fakes/dom.ts";
import { visibilityStatics } from "../../../fakes/generation.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens, ownedBy } from "../../../fakes/tokens-and-ownership.ts";
import { currentUser, FakeUser, installUsers } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

export const gm = new FakeUser("gm", "Game Master", true);
export const ana = new FakeUser("ana", "Ana");

const visibility: {
  applyRollMode?: (data: object, mode: string) => object;
  applyMode?: (data: object, mode: string) => object;
} = visibilityStatics((data: object) => data);

/** A chat message as the attack flow posts it: its author is the posting user; the content is kept. */
export class PostedMessage extends FakeCardMessage {
  static readonly cards: PostedMessage[] = [];
  content = "";
  speaker: unknown = {};
  static getSpeaker({ actor }: { actor?: { id: string; name: string } } = {}) {
    return { actor: actor?.id ?? null, alias: actor?.name };
  }
  static getSpeakerActor(): null {
    return null;
  }
  // v13's applyRollMode or v14's applyMode (fakes/generation.ts): the visibility is not what these tests see.
  static readonly applyRollMode = visibility.applyRollMode;
  static readonly applyMode = visibility.applyMode;
  static async create(data: {
    content?: string;
    speaker?: unknown;
    flags?: Record<string, unknown>;
    rolls?: unknown[];
  }) {
    const author = currentUser();
    if (!author) throw new Error("no user");
    const message = new PostedMessage(author, data);
    message.content = data.content ?? "";
    message.speaker = data.speaker;
    PostedMessage.cards.push(message);
    return message;
  }
}

/** What the next `DialogV2.wait` does: scripted per test (the placement dialog, the cover dialog). */
export const dialog = { wait: vi.fn(async (): Promise<unknown> => "confirm") };

export let scene: FakeScene;
/** The canvas showing `scene` (the Tokens layer active), and the page (the placement hint, Escape). */
export let board: FakeCanvas;
export let page: FakeDocument;

export function useSagaWorld(): void {
  const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
  beforeAll(() => {
    registerSystem();
    // The world's ruleset is Saga: its status effects, as install.ts puts them in CONFIG at init.
    CONFIG.statusEffects = sagaStatusEffects().map((effect) => ({ ...effect }));
    let id = 0;
    // foundry.utils.getProperty (common/utils/helpers.d.mts): the value at a dotted path, or undefined.
    const getProperty = (object: unknown, path: string) =>
      path
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
    Object.assign(foundry, {
      utils: { ...(foundry as { utils?: object }).utils, randomID: () => `id${++id}`, getProperty },
    });
    installTemplates({ api: { DialogV2: dialog } });
    world.ChatMessage = PostedMessage;
  });
  beforeEach(() => {
    installUsers([gm, ana], ana);
    for (const user of [gm, ana]) Object.assign(user, { targets: new Set(), active: true });
    installTokens();
    installMessages();
    systemQueries.register();
    scene = new FakeScene("s", { distance: 1.5 });
    board = installScene(scene);
    page = installDocument();
    installSettings({ ruleset: "saga", hideDefenseFromPlayers: true });
    PostedMessage.cards.length = 0;
    forcedResults.length = 0;
    dialog.wait.mockReset();
    dialog.wait.mockResolvedValue("confirm");
    vi.mocked(ui.notifications!.warn).mockClear();
  });
}

/** Makes the actor Ana's (and the GM's), as Foundry's ownership does. */
export function anas<T extends Actor.Implementation>(actor: T): T {
  return ownedBy(actor as unknown as { update(...args: never[]): Promise<unknown> }, ana) as unknown as T;
}

/** Makes the actor the GM's alone. */
export function gms<T extends Actor.Implementation>(actor: T): T {
  return ownedBy(actor as unknown as { update(...args: never[]): Promise<unknown> }, gm) as unknown as T;
}

/** Targets these tokens for the current user (game.user.targets holds Token placeables). */
export function target(user: FakeUser, ...tokens: { uuid: string }[]): void {
  (user as unknown as { targets: Set<unknown> }).targets = new Set(tokens.map((document) => ({ document })));
}

/**
 * Starts an attack that places an area, waits until its preview follows the pointer on the canvas, lets
 * `place` move the pointer and click (or cancel), and waits for the attack to end.
 */
export async function placing(attack: () => Promise<void>, place: () => void | Promise<void>): Promise<void> {
  const running = attack();
  await vi.waitFor(() => {
    if (board.areaLayer.preview.children.length !== 1) throw new Error("the area is not on the canvas yet");
  });
  await place();
  await running;
}

export function lastCard(): PostedMessage {
  const message = PostedMessage.cards.at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}
