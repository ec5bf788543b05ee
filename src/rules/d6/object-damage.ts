import { damageChartRow } from "./damage-chart.ts";

/** How badly an object (protection, a weapon, anything with a body strength) is damaged. */
export type ObjectDamageLevel =
  | "undamaged"
  | "notSeriouslyDamaged"
  | "lightlyDamaged"
  | "heavilyDamaged"
  | "severelyDamaged"
  | "destroyed";

const OBJECT_DAMAGE_CHART = [
  "undamaged",
  "notSeriouslyDamaged",
  "lightlyDamaged",
  "heavilyDamaged",
  "severelyDamaged",
  "destroyed",
] as const satisfies readonly ObjectDamageLevel[];

/**
 * The damage roll against the object's body strength roll: below 0 undamaged, 0-3 not seriously, 4-8
 * lightly, 9-12 heavily, 13-15 severely, 16+ destroyed.
 * d6-combat.txt › Protection - Table 2; Weapon Damage Chart (and its note, for every ordinary object).
 */
export function damageObject(input: { damageTotal: number; bodyStrengthTotal: number }): {
  difference: number;
  level: ObjectDamageLevel;
} {
  const difference = input.damageTotal - input.bodyStrengthTotal;
  return { difference, level: damageChartRow(OBJECT_DAMAGE_CHART, difference) };
}
