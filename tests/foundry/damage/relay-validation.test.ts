// The GM relay decides from the card alone (Foundry does not tell it who asks): a card whose author owns
// its attacker, only a token the attack hit, only the card's amount, once per token until undone.
import { beforeAll, describe, expect, it } from "vitest";
import { parseRelayRequest, type RelayContext, validateRelay } from "../../../src/damage/relay-validation.ts";
import { damageSpec } from "../../../src/rulesets/rcr/damage/damage-plan.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import type { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { attackCard } from "./card-fixture.ts";
import { damageRollOf } from "./damage-roll-fixture.ts";

const request = {
  action: "apply" as const,
  messageId: "m1",
  attackIndex: 0,
  tokenUuid: "Scene.s.Token.a",
  amount: 10,
  mode: "full" as const,
};

/** The message's DamageRoll the card names (9). */
let nine: DamageRoll;
let context: RelayContext;
beforeAll(async () => {
  nine = await damageRollOf(9);
  context = contextOf(attackCard());
});

/** The context the GM's client builds for an RCR card: its view, and RCR's spec for the request's token. */
function contextOf(card: AttackCardData | null, check = request): RelayContext {
  return {
    view: card ? { attackerUuid: card.attacker.uuid, attacks: card.attacks } : null,
    authorOwnsAttacker: true,
    spec: card ? damageSpec(card, check.attackIndex, check.tokenUuid, check.mode, nine) : null,
    rollRefusal: null,
    applied: false,
  };
}

describe("validateRelay", () => {
  it("accepts the card's own damage for a token the attack hit", () => {
    expect(validateRelay(request, context)).toEqual({
      ok: true,
      spec: { roll: nine, amount: 10, bonus: 1, critical: true, halfDamage: false, vitalityOnly: false },
    });
  });
  it.each([
    ["noCard", request, { view: null }],
    ["authorNotOwner", request, { authorOwnsAttacker: false }],
    ["noAttack", { ...request, attackIndex: 4 }, {}],
    ["notTarget", { ...request, tokenUuid: "Scene.s.Token.stranger" }, {}],
    ["amountMismatch", { ...request, amount: 50 }, {}],
    ["alreadyApplied", request, { applied: true }],
    ["malformed", request, { spec: null }],
    ["rollMismatch", request, { rollRefusal: "rollMismatch" }],
  ] as const)("refuses a forged request: %s", (refused, forged, change) => {
    expect(validateRelay(forged, { ...context, ...change })).toEqual({ ok: false, refused });
  });
  it("refuses with the ruleset's own reason when its spec refuses the token (a miss, stun, no roll yet)", () => {
    const miss = { ...request, tokenUuid: "Scene.s.Token.b" };
    expect(validateRelay(miss, contextOf(attackCard(), miss))).toEqual({ ok: false, refused: "notHit" });
    expect(validateRelay(request, contextOf(attackCard({ stun: true })))).toEqual({
      ok: false,
      refused: "stun",
    });
    const card = attackCard();
    const unrolled = { ...card, attacks: card.attacks.map((a) => ({ ...a, damage: null })) };
    expect(validateRelay(request, contextOf(unrolled))).toEqual({ ok: false, refused: "noDamage" });
  });
  it("a refusal of the ruleset's spec comes before the amount check; an applied token is refused last", () => {
    const miss = { ...request, tokenUuid: "Scene.s.Token.b", amount: 99 };
    expect(validateRelay(miss, { ...contextOf(attackCard(), miss), applied: true })).toEqual({
      ok: false,
      refused: "notHit",
    });
    expect(validateRelay({ ...request, amount: 99 }, { ...context, applied: true })).toEqual({
      ok: false,
      refused: "amountMismatch",
    });
  });
  it("undo needs damage from this card and attack on the token", () => {
    const undo = { ...request, action: "undo" as const };
    expect(validateRelay(undo, { ...context, spec: null })).toEqual({ ok: false, refused: "noEntry" });
    expect(validateRelay(undo, { ...context, spec: null, applied: true })).toEqual({ ok: true, spec: null });
  });
});

describe("parseRelayRequest", () => {
  const apply = {
    action: "apply" as const,
    messageId: "m1",
    attackIndex: 0,
    mode: "full" as const,
    targets: [
      { tokenUuid: "Scene.s.Token.a", amount: 10 },
      { tokenUuid: "Scene.s.Token.c", amount: 9 },
    ],
  };
  const undo = {
    action: "undo" as const,
    messageId: "m1",
    attackIndex: 0,
    tokenUuid: "Scene.s.Token.a",
  };
  it("reads a well-formed request: an apply with all its tokens, an undo of one; a claimed user is dropped", () => {
    expect(parseRelayRequest({ ...apply, userId: "gm", extra: 1 })).toEqual(apply);
    expect(parseRelayRequest({ ...undo, extra: 1 })).toEqual(undo);
  });
  it.each([
    ["not an object", "apply"],
    ["unknown action", { ...apply, action: "heal" }],
    ["fractional amount", { ...apply, targets: [{ tokenUuid: "Scene.s.Token.a", amount: 2.5 }] }],
    ["no tokens", { ...apply, targets: [] }],
    ["no token list", { ...apply, targets: "Scene.s.Token.a" }],
    ["a token that is not an object", { ...apply, targets: ["Scene.s.Token.a"] }],
    ["a token twice", { ...apply, targets: [apply.targets[0], apply.targets[0]] }],
    ["a mode that is not a name", { ...apply, mode: 3 }],
    ["negative attack index", { ...apply, attackIndex: -1 }],
    ["missing message id", { ...apply, messageId: "" }],
    ["undo without a token", { ...undo, tokenUuid: "" }],
  ])("rejects %s", (_, data) => {
    expect(parseRelayRequest(data)).toBeNull();
  });
});
