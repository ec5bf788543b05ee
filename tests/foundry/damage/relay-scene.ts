// The world the damage relay tests share, over the stand-ins of Foundry's users, query API, chat messages
// and ownership: the GM, Ana (the author, who owns the attacking hero and token A) and Bob; tokens B and
// C owned by the GM alone; Ana's card: 9 damage landing on A and B, missing C.
import "../rolls/fake-roll.ts";
import { beforeAll, beforeEach, vi } from "vitest";
import { systemQueries } from "../../../src/hooks/system-queries.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { createActor, registerSystem, soldier, systemOf } from "../data/fixtures.ts";
import { FakeCardMessage, installMessages } from "../fakes/chat-messages.ts";
import { installTokens, ownedBy, placeDocument, placeToken } from "../fakes/tokens-and-ownership.ts";
import { FakeUser, installUsers } from "../fakes/users-and-queries.ts";
import { forcedResults } from "../rolls/fake-roll.ts";
import { attackCard, targetResult } from "./card-fixture.ts";

export const A = "Scene.s.Token.a";
export const B = "Scene.s.Token.b";
export const C = "Scene.s.Token.c";

export const gm = new FakeUser("gm", "Game Master", true);
export const ana = new FakeUser("ana", "Ana");
export const bob = new FakeUser("bob", "Bob");
let damageRoll: DamageRoll;

/** Installs the stand-ins before each test (call at the top of a test file). */
export function useRelayWorld(): void {
  const world = globalThis as unknown as Record<string, unknown>;
  beforeAll(async () => {
    registerSystem();
    let id = 0;
    Object.assign(foundry, {
      utils: { ...(foundry as { utils?: object }).utils, randomID: () => `id${++id}` },
    });
    world.canvas = { tokens: { controlled: [] } };
    world.ChatMessage = { getSpeaker: () => ({}) };
    forcedResults.push(4, 5, 0);
    damageRoll = new DamageRoll("3d6", {}, {});
    await damageRoll.evaluate(); // 9
  });
  beforeEach(() => {
    installUsers([gm, ana, bob], ana);
    gm.active = true;
    bob.active = true;
    installTokens();
    installMessages();
    systemQueries.register();
    vi.mocked(ui.notifications!.warn).mockClear();
    vi.mocked(Hooks.onError).mockClear();
  });
}

/** Ana's hero shoots: 9 damage, no critical, landing on A and B, missing C. */
export function card(): AttackCardData {
  const base = attackCard();
  return {
    ...base,
    attacks: [
      {
        ...base.attacks[0]!,
        targets: [targetResult("a"), targetResult("b"), targetResult("c", { hit: false, lands: false })],
      },
    ],
  };
}

/** A card message by `author`, with the rolled damage where the card says it is. */
export function postCard(author: FakeUser, data: AttackCardData = card()): FakeCardMessage {
  return new FakeCardMessage(author, { flags: { swrpg: { attack: data } }, rolls: [null, null, damageRoll] });
}

/** The world: Ana owns the hero (the attacker) and token A; the GM alone owns B and C. */
export async function scene(author: FakeUser = ana) {
  const hero = ownedBy(await createActor(soldier()), ana);
  placeDocument("Actor.hero", hero);
  const a = ownedBy(await createActor(soldier()), ana);
  const b = ownedBy(await createActor(soldier()), gm);
  const c = ownedBy(await createActor(soldier()), gm);
  placeToken(A, a);
  placeToken(B, b);
  placeToken(C, c);
  const message = postCard(author);
  return { a, b, c, message, doc: message.asDocument };
}

export const vitality = (...actors: Actor.Implementation[]) =>
  actors.map((actor) => systemOf(actor).vitality.value);
export const lastWarning = () => vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0];
/** The damage query, as any client may send it to the GM. */
export const damageQuery = (data: object) => gm.query("swrpg.damage", data);
