// The GM relay refuses forged requests: only the card's author, only a token the attack hit, only the
// card's amount.
import { describe, expect, it } from "vitest";
import { parseRelayRequest, type RelayContext, validateRelay } from "../../../src/damage/relay-validation.ts";
import { attackCard } from "./card-fixture.ts";

const request = {
  action: "apply" as const,
  requestId: "r1",
  userId: "player",
  messageId: "m1",
  attackIndex: 0,
  tokenUuid: "Scene.s.Token.a",
  amount: 10,
  mode: "full" as const,
};
const context: RelayContext = {
  card: attackCard(),
  requesterIsAuthor: true,
  rolledDamageTotal: 9,
  hasLogEntry: false,
};

describe("validateRelay", () => {
  it("accepts the card's own damage for a token the attack hit", () => {
    expect(validateRelay(request, context)).toEqual({
      ok: true,
      spec: { amount: 10, critical: true, halfDamage: false, vitalityOnly: false },
    });
  });
  it.each([
    ["noCard", request, { card: null }],
    ["notAuthor", request, { requesterIsAuthor: false }],
    ["noAttack", { ...request, attackIndex: 4 }, {}],
    ["notTarget", { ...request, tokenUuid: "Scene.s.Token.stranger" }, {}],
    ["notHit", { ...request, tokenUuid: "Scene.s.Token.b" }, {}],
    ["amountMismatch", { ...request, amount: 50 }, {}],
    ["rollMismatch", request, { rolledDamageTotal: 30 }],
    ["stun", request, { card: attackCard({ stun: true }) }],
  ] as const)("refuses a forged request: %s", (refused, forged, change) => {
    expect(validateRelay(forged, { ...context, ...change })).toEqual({ ok: false, refused });
  });
  it("refuses damage not yet rolled", () => {
    const card = attackCard();
    const unrolled = { ...card, attacks: card.attacks.map((a) => ({ ...a, damage: null })) };
    expect(validateRelay(request, { ...context, card: unrolled })).toEqual({
      ok: false,
      refused: "noDamage",
    });
  });
  it("undo needs a log entry from this card", () => {
    const undo = { ...request, action: "undo" as const };
    expect(validateRelay(undo, context)).toEqual({ ok: false, refused: "noEntry" });
    expect(validateRelay(undo, { ...context, hasLogEntry: true })).toEqual({ ok: true, spec: null });
  });
});

describe("parseRelayRequest", () => {
  it("reads a well-formed request", () => {
    expect(parseRelayRequest({ ...request, extra: 1 })).toEqual(request);
    expect(parseRelayRequest({ ...request, action: "undo" })).toMatchObject({ action: "undo" });
  });
  it.each([
    ["not an object", "apply"],
    ["unknown action", { ...request, action: "heal" }],
    ["fractional amount", { ...request, amount: 2.5 }],
    ["unknown mode", { ...request, mode: "double" }],
    ["negative attack index", { ...request, attackIndex: -1 }],
    ["missing message id", { ...request, messageId: "" }],
  ])("rejects %s", (_, data) => {
    expect(parseRelayRequest(data)).toBeNull();
  });
});
