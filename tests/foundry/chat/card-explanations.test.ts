// What a target's line and the damage total explain on the attack card: the total the target faced and
// what changed it from the attack's ("18 = 28 − 10 range"), the confirmation die apart from its total,
// and each die behind the damage total.
import { beforeEach, describe, expect, it } from "vitest";
import { attackCardContext } from "../../../src/rulesets/rcr/dice/attack-card-context.ts";
import { rollCardDamage } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { attackCard, targetResult } from "../damage/card-fixture.ts";
import { FakeChatMessage } from "../rolls/fake-chat.ts";
import { forcedResults } from "../rolls/fake-roll.ts";

(globalThis as unknown as { ChatMessage: unknown }).ChatMessage = FakeChatMessage;
const gm = { isGM: true, hideDefense: true };

function cardWithTarget(parts: { label: string; value: number }[], total: number) {
  const card = attackCard();
  const attack = card.attacks[0]!;
  return { ...card, attacks: [{ ...attack, targets: [targetResult("far", { parts, total })] }] };
}

describe("a target's line explains its number", () => {
  it("a range penalty: 18 = 28 − 10 Range", () => {
    const view = attackCardContext(cardWithTarget([{ label: "rangePenalty", value: -10 }], 18), "m", gm);
    const target = view.attacks[0]!.targets[0]!;
    expect(target.total).toBe(18);
    expect(target.attackTotal).toBe(28);
    expect(target.changes).toEqual([{ sign: "−", amount: 10, labelKey: "SWRPG.Attack.Part.rangePenalty" }]);
  });
  it("a bonus and a penalty keep their order and signs; a zero part is left out", () => {
    const parts = [
      { label: "pointBlank", value: 1 },
      { label: "intoMelee", value: -4 },
      { label: "flanking", value: 0 },
    ];
    const target = attackCardContext(cardWithTarget(parts, 25), "m", gm).attacks[0]!.targets[0]!;
    expect(target.changes).toEqual([
      { sign: "+", amount: 1, labelKey: "SWRPG.Attack.Part.pointBlank" },
      { sign: "−", amount: 4, labelKey: "SWRPG.Attack.Part.intoMelee" },
    ]);
  });
  it("a target with no modifiers of its own has nothing to explain", () => {
    const target = attackCardContext(cardWithTarget([], 28), "m", gm).attacks[0]!.targets[0]!;
    expect(target.changes).toEqual([]);
  });
  it("a threat shows the confirmation die apart from the total it made; a plain hit shows neither", () => {
    const [threat, miss] = attackCardContext(attackCard(), "m", gm).attacks[0]!.targets;
    expect([threat?.confirmNatural, threat?.confirmTotal]).toEqual([12, 20]);
    expect(miss?.confirmNatural).toBeNull();
  });
});

describe("the damage total shows its dice", () => {
  beforeEach(() => {
    forcedResults.length = 0;
    (game as unknown as { user: unknown }).user = { id: "gm", isGM: true };
  });
  it("each dice term with the results rolled, stored when the damage is rolled", async () => {
    const card = attackCard();
    const message = await FakeChatMessage.create({
      flags: { swrpg: { attack: { ...card, attacks: [{ ...card.attacks[0]!, damage: null }] } } },
    });
    forcedResults.push(2, 5, 6);
    expect(await rollCardDamage(message.asDocument, 0)).toEqual({ ok: true });
    const stored = message.asDocument.getFlag("swrpg", "attack");
    expect(stored?.attacks[0]?.damage?.dice).toEqual([{ faces: 6, results: [2, 5, 6] }]);
    const view = attackCardContext(stored!, "m", gm).attacks[0]!.damage;
    expect(view?.total).toBe(13);
    expect(view?.dice).toEqual([{ label: "3d6", results: [2, 5, 6] }]);
  });
  it("a card rolled before the dice were stored shows its total with no dice", () => {
    const view = attackCardContext(attackCard(), "m", gm).attacks[0]!.damage;
    expect(view?.dice).toEqual([]);
  });
});
