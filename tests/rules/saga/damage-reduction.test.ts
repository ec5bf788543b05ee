// saga-special-combat-rules.txt › Damage Reduction; saga-variant-character-combat.txt › Damage Resistance.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const blaster = { types: ["energy"] as saga.DamageType[] };

describe("damage reduction", () => {
  it("an object with DR 10 ignores the first 10 points of an attack", () => {
    expect(saga.applyDamageReduction(14, [{ amount: 10 }], {})).toEqual({ damage: 4, reducedBy: 10 });
  });
  it("DR never turns damage negative: 6 against DR 10 deals 0 and stops 6", () => {
    expect(saga.applyDamageReduction(6, [{ amount: 10 }], {})).toEqual({ damage: 0, reducedBy: 6 });
  });
  it("exactly the DR: nothing gets through", () => {
    expect(saga.applyDamageReduction(10, [{ amount: 10 }], {})).toEqual({ damage: 0, reducedBy: 10 });
  });
  it("negative damage counts as 0", () => {
    expect(saga.applyDamageReduction(-3, [{ amount: 2 }], {})).toEqual({ damage: 0, reducedBy: 0 });
  });
  it("no reductions: the damage passes whole", () => {
    expect(saga.applyDamageReduction(7, [], blaster)).toEqual({ damage: 7, reducedBy: 0 });
  });
  it("DR 5/energy ignores 5 of a vibroblade's slashing damage but nothing of a blaster's", () => {
    const dr = [{ amount: 5, bypassedBy: ["energy"] as saga.DamageType[] }];
    expect(saga.applyDamageReduction(12, dr, { types: ["slashing"] })).toEqual({ damage: 7, reducedBy: 5 });
    expect(saga.applyDamageReduction(12, dr, blaster)).toEqual({ damage: 12, reducedBy: 0 });
  });
  it("DR 10/piercing or slashing is bypassed by either type, and by a hit carrying one of them", () => {
    const dr = [{ amount: 10, bypassedBy: ["piercing", "slashing"] as saga.DamageType[] }];
    expect(saga.applyDamageReduction(15, dr, { types: ["piercing"] }).damage).toBe(15);
    expect(saga.applyDamageReduction(15, dr, { types: ["bludgeoning", "slashing"] }).damage).toBe(15);
    expect(saga.applyDamageReduction(15, dr, { types: ["bludgeoning"] }).damage).toBe(5);
  });
  it("DR 1 and DR 10/energy against a blaster: the text's example uses DR 1", () => {
    const dr = [{ amount: 1 }, { amount: 10, bypassedBy: ["energy"] as saga.DamageType[] }];
    expect(saga.applyDamageReduction(9, dr, blaster)).toEqual({ damage: 8, reducedBy: 1 });
  });
  it("the most favourable reduction is used, never the sum", () => {
    expect(saga.applyDamageReduction(20, [{ amount: 3 }, { amount: 8 }, { amount: 5 }], {})).toEqual({
      damage: 12,
      reducedBy: 8,
    });
  });
  it("lightsabers ignore damage reduction unless it says otherwise", () => {
    expect(saga.applyDamageReduction(12, [{ amount: 10 }], { lightsaber: true })).toEqual({
      damage: 12,
      reducedBy: 0,
    });
    expect(
      saga.applyDamageReduction(12, [{ amount: 10, stopsLightsabers: true }], { lightsaber: true }),
    ).toEqual({
      damage: 2,
      reducedBy: 10,
    });
    expect(
      saga.applyDamageReduction(12, [{ amount: 10, stopsLightsabers: false }], { lightsaber: true }).damage,
    ).toBe(12);
  });
  it("variant Damage Resistance limited to energy works against a blaster, not against a club", () => {
    const dr = [{ amount: 4, appliesTo: ["energy"] as saga.DamageType[] }];
    expect(saga.applyDamageReduction(10, dr, blaster)).toEqual({ damage: 6, reducedBy: 4 });
    expect(saga.applyDamageReduction(10, dr, { types: ["bludgeoning"] })).toEqual({
      damage: 10,
      reducedBy: 0,
    });
    expect(saga.applyDamageReduction(10, dr, {})).toEqual({ damage: 10, reducedBy: 0 });
  });
  it("variant Damage Resistance to energy or ion works against a hit of either type", () => {
    const dr = [{ amount: 4, appliesTo: ["energy", "ion"] as saga.DamageType[] }];
    expect(saga.applyDamageReduction(10, dr, blaster)).toEqual({ damage: 6, reducedBy: 4 });
    expect(saga.applyDamageReduction(10, dr, { types: ["ion"] })).toEqual({ damage: 6, reducedBy: 4 });
  });
  it("a hit of no type is not bypassed by DR/energy", () => {
    expect(saga.applyDamageReduction(10, [{ amount: 3, bypassedBy: ["energy"] }], {})).toEqual({
      damage: 7,
      reducedBy: 3,
    });
  });
  it("damageReductionApplies answers for a single reduction", () => {
    expect(saga.damageReductionApplies({ amount: 5 }, {})).toBe(true);
    expect(saga.damageReductionApplies({ amount: 5, bypassedBy: ["ion"] }, { types: ["ion"] })).toBe(false);
  });
});
