// Small builders for the D6 vehicle tests: plain records, each test states what it changes.
import type { d6 } from "../../../src/rules/index.ts";

export const code = (dice: number, pips = 0): d6.DiceCode => ({ dice, pips });

/** A landspeeder: scale 6, Move 70, Maneuverability 2D+1, Toughness 2D, armor 1D, one driver with a sheet. */
export function landspeeder(overrides: Partial<d6.Vehicle> = {}): d6.Vehicle {
  return {
    scale: 6,
    move: 70,
    maneuverability: code(2, 1),
    toughness: code(2),
    armor: code(1),
    crew: [{ role: "pilot", operator: { piloting: code(4, 1), gunnery: code(3, 2) } }],
    ...overrides,
  };
}
