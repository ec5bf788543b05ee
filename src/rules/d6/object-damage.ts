/** How badly an object (protection, a weapon, anything with a body strength) is damaged. */
export type ObjectDamageLevel =
  | "undamaged"
  | "notSeriouslyDamaged"
  | "lightlyDamaged"
  | "heavilyDamaged"
  | "severelyDamaged"
  | "destroyed";

/** The chart's rows: the highest difference of each level. A difference above the last is destroyed. */
const OBJECT_DAMAGE_CHART: readonly (readonly [number, ObjectDamageLevel])[] = [
  [-1, "undamaged"],
  [3, "notSeriouslyDamaged"],
  [8, "lightlyDamaged"],
  [12, "heavilyDamaged"],
  [15, "severelyDamaged"],
];

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
  const row = OBJECT_DAMAGE_CHART.find(([highest]) => difference <= highest);
  return { difference, level: row ? row[1] : "destroyed" };
}
