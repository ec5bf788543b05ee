// Saga's damage Roll: with advantage (saga-variant-character-combat.txt › Flanking) the card's formula is
// rolled twice as a pool keeping the higher total; without, as written; rebuilt from a message, not pooled
// again. The card asks for it with the attack's advantage.
import { describe, expect, it } from "vitest";
import { sagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { SagaDamageRoll } from "../../../../../src/rulesets/saga/card/saga-damage-roll.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

describe("SagaDamageRoll", () => {
  it("with advantage: 3d8 + 2 twice (8 and 17), the higher kept", async () => {
    const roll = new SagaDamageRoll("3d8 + 2", {}, { advantage: true });
    forcedResults.push(1, 2, 3, 5, 5, 5);
    await roll.evaluate();
    expect(roll).toMatchObject({ formula: "{3d8 + 2,3d8 + 2}kh", total: 17 });
  });
  it("without advantage: the formula as written", () => {
    expect(new SagaDamageRoll("3d8 + 2", {}, {}).formula).toBe("3d8 + 2");
  });
  it("rebuilt from its data (the formula a pool already): not pooled twice", () => {
    const roll = new SagaDamageRoll("{3d8,3d8}kh", {}, { advantage: true });
    expect(roll.formula).toBe("{3d8,3d8}kh");
  });
  it("the card rolls its damage with the attack's advantage", () => {
    const card = { attacks: [{ advantage: true }, { advantage: false }] } as never;
    expect(sagaCard.rollOptions?.(card, 0)).toEqual({ advantage: true });
    expect(sagaCard.rollOptions?.(card, 1)).toEqual({ advantage: false });
    expect(sagaCard.DamageRoll).toBe(SagaDamageRoll);
  });
});
