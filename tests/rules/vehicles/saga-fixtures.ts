// Small builders for the Saga vehicle tests: plain records, each test states what it changes.
import type { saga } from "../../../src/rules/index.ts";

export function sagaOperator(overrides: Partial<saga.SagaVehicleOperator> = {}): saga.SagaVehicleOperator {
  return { heroicLevel: 6, baseAttackBonus: 6, pilot: 12, trainedInPilot: true, ...overrides };
}

/** A Huge starfighter: Str +8, Dex +5, Int +3, armor +5, 120 hp, DR 10, SR 15, one pilot with a sheet. */
export function starfighter(overrides: Partial<saga.SagaVehicle> = {}): saga.SagaVehicle {
  return {
    kind: "starfighter",
    size: "huge",
    strModifier: 8,
    dexModifier: 5,
    intModifier: 3,
    armorBonus: 5,
    hitPoints: 120,
    maxHitPoints: 120,
    damageReduction: 10,
    shieldRating: 15,
    crew: [{ role: "pilot", operator: sagaOperator() }],
    ...overrides,
  };
}
