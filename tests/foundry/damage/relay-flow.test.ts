// Apply buttons and the GM relay over the system socket: nothing half-applied, no GM means no change,
// and the GM's client refuses a forged amount before touching the target.
import "../rolls/fake-roll.ts";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyFromCard } from "../../../src/damage/card-actions.ts";
import { onSocketMessage, relayToGM } from "../../../src/damage/damage-relay.ts";
import type { AttackCardData } from "../../../src/dice/attack-card-data.ts";
import { DamageRoll } from "../../../src/dice/damage-roll.ts";
import { createActor, registerSystem, soldier, systemOf } from "../data/fixtures.ts";
import { FakeRoll, forcedResults } from "../rolls/fake-roll.ts";
import { attackCard } from "./card-fixture.ts";

const A = "Scene.s.Token.a";
const B = "Scene.s.Token.b";

class FakeTokenDocument {
  constructor(
    readonly uuid: string,
    readonly actor: Actor.Implementation,
  ) {}
}

const tokens = new Map<string, FakeTokenDocument>();
const emit = vi.fn();
let damageRoll: DamageRoll;
const message = {
  id: "m1",
  isOwner: true,
  author: { id: "player" },
  get rolls() {
    return [null, null, damageRoll];
  },
  getFlag: (): AttackCardData => attackCard(),
};

// The globals the relay touches, as small as the code needs (Foundry cannot run here).
const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };

beforeAll(async () => {
  registerSystem();
  Object.assign(foundry, { utils: { randomID: () => "req1" } });
  world.TokenDocument = FakeTokenDocument;
  world.fromUuid = async (uuid: string) => tokens.get(uuid) ?? null;
  world.canvas = { tokens: { controlled: [] } };
  world.ChatMessage = { getSpeaker: () => ({}) };
  forcedResults.push(4, 5);
  damageRoll = new DamageRoll("3d6", {}, {});
  forcedResults.push(0);
  await damageRoll.evaluate();
});

async function owned(uuid: string, isOwner: boolean) {
  const actor = await createActor(soldier());
  Object.defineProperty(actor, "isOwner", { value: isOwner });
  tokens.set(uuid, new FakeTokenDocument(uuid, actor));
  return actor;
}

function asPlayer(gmOnline: boolean) {
  world.game.user = { id: "player", isGM: false };
  world.game.users = { activeGM: gmOnline ? { id: "gm" } : null, find: () => undefined };
  world.game.socket = { emit };
  world.game.messages = { get: () => message };
}

beforeEach(() => {
  tokens.clear();
  emit.mockClear();
  vi.mocked(ui.notifications!.warn).mockClear();
});

/** The fixture card with the attack landing on both A and B (A: 10, a critical; B: the rolled 9). */
function bothLandCard(): AttackCardData {
  const card = attackCard();
  const attack = card.attacks[0]!;
  return {
    ...card,
    attacks: [{ ...attack, targets: attack.targets.map((t) => ({ ...t, hit: true, lands: true })) }],
  };
}
const bothLandMessage = {
  id: "m1",
  isOwner: true,
  author: { id: "player" },
  get rolls() {
    return [null, null, damageRoll];
  },
  getFlag: bothLandCard,
};
const bothLand = bothLandMessage as unknown as ChatMessage.Implementation;

const lastWarning = () => vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0];

describe("Apply to targets", () => {
  it("a deleted target stops the whole click: no target is changed", async () => {
    asPlayer(true);
    const a = await owned(A, true);
    const card = attackCard();
    const both = {
      ...card,
      attacks: [
        { ...card.attacks[0]!, targets: card.attacks[0]!.targets.map((t) => ({ ...t, lands: true })) },
      ],
    };
    const msg = { ...message, getFlag: () => both } as unknown as ChatMessage.Implementation;
    await applyFromCard(msg, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.TargetGone");
    expect(systemOf(a).vitality.value).toBe(12);
  });
  it("with a token the player does not own and no GM online, nothing changes and the player is told", async () => {
    asPlayer(false);
    const a = await owned(A, true);
    await owned(B, false);
    const card = attackCard();
    const both = {
      ...card,
      attacks: [
        { ...card.attacks[0]!, targets: card.attacks[0]!.targets.map((t) => ({ ...t, lands: true })) },
      ],
    };
    const msg = { ...message, getFlag: () => both } as unknown as ChatMessage.Implementation;
    await applyFromCard(msg, 0, "full", "targets");
    expect(lastWarning()).toBe("SWRPG.Damage.NoGM");
    expect(systemOf(a).vitality.value).toBe(12);
    expect(emit).not.toHaveBeenCalled();
  });
  it("the GM refusing the token the player does not own stops the click before the player's own token changes", async () => {
    asPlayer(true);
    const a = await owned(A, true);
    await owned(B, false);
    const card = attackCard();
    const both = {
      ...card,
      attacks: [
        { ...card.attacks[0]!, targets: card.attacks[0]!.targets.map((t) => ({ ...t, lands: true })) },
      ],
    };
    const msg = { ...message, getFlag: () => both } as unknown as ChatMessage.Implementation;
    const click = applyFromCard(msg, 0, "full", "targets");
    await vi.waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
    expect(emit.mock.calls[0]?.[1]).toMatchObject({
      type: "damageRequest",
      request: { targets: [{ tokenUuid: B, amount: 9 }] },
    });
    await onSocketMessage({
      type: "damageAnswer",
      requestId: "req1",
      userId: "player",
      refused: "notAuthor",
    });
    await click;
    expect(lastWarning()).toBe("SWRPG.Damage.Refused.notAuthor");
    expect(systemOf(a).vitality.value).toBe(12);
    expect(systemOf(a).wounds.value).toBe(15);
  });
  it("several tokens the player does not own go to the GM as one request, checked as a whole", async () => {
    asPlayer(true);
    await owned(A, false);
    await owned(B, false);
    const click = applyFromCard(bothLand, 0, "full", "targets");
    await vi.waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
    expect(emit.mock.calls[0]?.[1]).toMatchObject({
      type: "damageRequest",
      request: {
        targets: [
          { tokenUuid: A, amount: 10 },
          { tokenUuid: B, amount: 9 },
        ],
      },
    });
    await onSocketMessage({ type: "damageAnswer", requestId: "req1", userId: "player", refused: null });
    await click;
    expect(emit).toHaveBeenCalledTimes(1);
  });
  it("a player's request waits for the GM's answer", async () => {
    asPlayer(true);
    const request = {
      action: "undo" as const,
      requestId: "r9",
      userId: "player",
      messageId: "m1",
      attackIndex: 0,
      tokenUuid: A,
    };
    const answer = relayToGM(request);
    expect(emit).toHaveBeenCalledWith("system.swrpg", { type: "damageRequest", request });
    await onSocketMessage({ type: "damageAnswer", requestId: "r9", userId: "player", refused: "noEntry" });
    expect(await answer).toBe("Refused.noEntry");
  });
});

describe("the active GM's client answers relayed requests", () => {
  const honest = {
    action: "apply",
    requestId: "r1",
    userId: "player",
    messageId: "m1",
    attackIndex: 0,
    mode: "full",
    targets: [{ tokenUuid: A, amount: 10 }],
  };
  function asGM() {
    world.game.user = { id: "gm", isGM: true };
    world.game.users = { activeGM: { id: "gm" }, find: () => undefined };
    world.game.socket = { emit };
    world.game.messages = { get: (id: string) => (id === "m1" ? message : undefined) };
  }
  it.each<[string, Record<string, unknown>]>([
    ["amountMismatch", { targets: [{ tokenUuid: A, amount: 99 }] }],
    ["notAuthor", { userId: "someone-else" }],
    ["notHit", { targets: [{ tokenUuid: B, amount: 10 }] }],
    ["noCard", { messageId: "forged" }],
  ])("refuses a forged request (%s) and changes nothing", async (refused, forgery) => {
    asGM();
    const a = await owned(A, true);
    await owned(B, true);
    await onSocketMessage({ type: "damageRequest", request: { ...honest, ...forgery } });
    expect(emit).toHaveBeenCalledWith("system.swrpg", {
      type: "damageAnswer",
      requestId: "r1",
      userId: forgery.userId ?? "player",
      refused,
    });
    expect(systemOf(a).vitality.value).toBe(12);
  });
  it("a request refused for one token changes none of its tokens (all or nothing)", async () => {
    asGM();
    world.game.messages = { get: () => bothLandMessage };
    const a = await owned(A, true);
    const b = await owned(B, true);
    const targets = [
      { tokenUuid: A, amount: 10 },
      { tokenUuid: B, amount: 99 },
    ];
    await onSocketMessage({ type: "damageRequest", request: { ...honest, targets } });
    expect(emit).toHaveBeenCalledWith("system.swrpg", {
      type: "damageAnswer",
      requestId: "r1",
      userId: "player",
      refused: "amountMismatch",
    });
    expect([systemOf(a).vitality.value, systemOf(a).wounds.value]).toEqual([12, 15]);
    expect([systemOf(b).vitality.value, systemOf(b).wounds.value]).toEqual([12, 15]);
  });
  it("a sound request for several tokens applies every one of them", async () => {
    asGM();
    world.game.messages = { get: () => bothLandMessage };
    const a = await owned(A, true);
    const b = await owned(B, true);
    forcedResults.push(20); // A's Fortitude save (critical: all 10 to wounds) succeeds
    const targets = [
      { tokenUuid: A, amount: 10 },
      { tokenUuid: B, amount: 9 },
    ];
    await onSocketMessage({ type: "damageRequest", request: { ...honest, targets } });
    expect(emit).toHaveBeenCalledWith("system.swrpg", {
      type: "damageAnswer",
      requestId: "r1",
      userId: "player",
      refused: null,
    });
    expect(systemOf(a).wounds.value).toBe(5);
    expect(systemOf(b).vitality.value).toBe(3);
  });
  it("a failure on the GM's client is reported there and answered as a refusal, not left to time out", async () => {
    asGM();
    const a = await owned(A, true);
    const failure = new Error("the server refused the update");
    a.update = () => Promise.reject(failure);
    vi.mocked(Hooks.onError).mockClear();
    await onSocketMessage({ type: "damageRequest", request: honest });
    expect(emit).toHaveBeenCalledWith("system.swrpg", {
      type: "damageAnswer",
      requestId: "r1",
      userId: "player",
      refused: "failed",
    });
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.damageRequest", failure, {
      notify: "error",
      log: "error",
    });
  });
  it("applies the card's own damage (9 rolled + 1 point blank, critical: all to wounds), answers, and rolls the wound save", async () => {
    asGM();
    const a = await owned(A, true);
    forcedResults.push(1); // the Fortitude save: 1 + 4 against DC 5 + 10 fails
    await onSocketMessage({ type: "damageRequest", request: honest });
    expect(emit).toHaveBeenCalledWith("system.swrpg", {
      type: "damageAnswer",
      requestId: "r1",
      userId: "player",
      refused: null,
    });
    expect(systemOf(a).vitality.value).toBe(12);
    expect(systemOf(a).wounds.value).toBe(5);
    expect(FakeRoll.posted.at(-1)).toMatchObject({ formula: "1d20 + 4", total: 5 });
    expect(a.statuses.has("knockedOut")).toBe(true);
    expect(a.flags.swrpg?.damageLog?.[0]?.knockedOut).toBe(true);
  });
});
