// The world the special-attack tests share, over the stand-ins of Foundry's users and queries, chat messages
// (their author set by the "server", game.messages finds them), a square-grid scene and ownership: the GM,
// Ana (a player who owns her hero and its token) and Bob. Dice come from the forced-results queue in the
// order the flow rolls them; the card template is the system's own, rendered by the real handlebars.
import "../../../rolls/fake-roll.ts";
import { beforeAll, beforeEach, vi } from "vitest";
import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { systemQueries } from "../../../../../src/hooks/system-queries.ts";
import { readManeuverCard } from "../../../../../src/rulesets/rcr/maneuvers/maneuver-card.ts";
import { createActor, registerSystem } from "../../../data/fixtures.ts";
import { installScene } from "../../../fakes/canvas.ts";
import { FakeCardMessage, installMessages } from "../../../fakes/chat-messages.ts";
import { visibilityStatics } from "../../../fakes/generation.ts";
import { FakeScene, type FakeSceneToken } from "../../../fakes/scene.ts";
import { installTokens, ownedBy } from "../../../fakes/tokens-and-ownership.ts";
import { currentUser, FakeUser, installUsers } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

export const targets = new Set<{ document: unknown }>();
export const gm = Object.assign(new FakeUser("gm", "Game Master", true), { targets });
export const ana = Object.assign(new FakeUser("ana", "Ana"), { targets });
export const bob = Object.assign(new FakeUser("bob", "Bob"), { targets });

/** Messages the flow posted, oldest first. */
export const posted: FakeCardMessage[] = [];

/**
 * ChatMessage's statics as the flow calls them: the created message's author is the user of the client
 * that creates it (common/documents/chat-message.d.mts › author), whatever the data says.
 */
const FakeChatMessageClass = {
  getSpeaker: () => ({}),
  // v13 applyRollMode or v14 applyMode (fakes/generation.ts), recording the mode given.
  ...visibilityStatics((data: object, rollMode: string) => ({ ...data, rollMode })),
  async create(data: { flags?: Record<string, unknown>; rolls?: unknown[]; content?: string }) {
    const author = currentUser();
    if (!author) throw new Error("no user on this client");
    const message = Object.assign(new FakeCardMessage(author, data), { content: data.content ?? "" });
    posted.push(message);
    return message;
  },
};

export function useManeuverWorld(): void {
  const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
  beforeAll(() => {
    registerSystem();
    installTemplates();
    let id = 0;
    Object.assign(foundry, {
      utils: { ...(foundry as { utils?: object }).utils, randomID: () => `id${++id}` },
    });
    world.ChatMessage = FakeChatMessageClass;
    world.game.settings = {
      get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true),
    };
  });
  beforeEach(() => {
    installUsers([gm, ana, bob], ana);
    gm.active = true;
    installTokens();
    installMessages();
    systemQueries.register();
    posted.length = 0;
    targets.clear();
    forcedResults.length = 0;
    vi.mocked(ui.notifications!.warn).mockClear();
  });
}

/** A fighter of `data` on square (x, y) of `scene`, owned by `owner` (and GMs). */
export async function fighter(
  scene: FakeScene,
  data: Actor.CreateData,
  square: { x: number; y: number },
  owner: FakeUser,
  name?: string,
): Promise<{ actor: SwrpgActor; token: FakeSceneToken }> {
  const actor = ownedBy(await createActor(name ? { ...data, name } : data), owner);
  const token = scene.addToken(name ?? actor.id ?? "t", actor, square.x, square.y);
  return { actor, token };
}

/** A square-grid scene the canvas shows (2 m squares of 100 px). */
export function squareScene(grid: Partial<FakeScene["grid"]> = {}): FakeScene {
  const scene = new FakeScene("s", grid);
  installScene(scene);
  return scene;
}

export function target(token: FakeSceneToken): void {
  targets.add({ document: token });
}

/** The card of the last posted message. */
export function lastCard() {
  return readManeuverCard(posted.at(-1)?.asDocument);
}

export function lastWarning(): string | undefined {
  const calls = vi.mocked(ui.notifications!.warn).mock.calls;
  return calls.at(-1)?.[0] as string | undefined;
}
