// Small builders for the RCR vehicle tests: plain records, each test states what it changes.
import type { vehicles } from "../../../src/rules/index.ts";

export function operator(overrides: Partial<vehicles.Operator> = {}): vehicles.Operator {
  return { rangedAttackBonus: 5, classDefenseBonus: 4, dexModifier: 3, pilotCheck: 7, ...overrides };
}

/** A Large landspeeder with one driver with a sheet and no other crew. */
export function speeder(overrides: Partial<vehicles.Vehicle> = {}): vehicles.Vehicle {
  return {
    size: "large",
    maneuver: -1,
    hitPoints: 30,
    maxHitPoints: 30,
    damageReduction: 5,
    crew: [{ role: "pilot", operator: operator() }],
    ...overrides,
  };
}
