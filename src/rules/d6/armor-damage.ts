import { latestInOrder } from "../latest-in-order.ts";
import type { ArmorCondition } from "./armor.ts";
import type { DamageResult } from "./health.ts";

const CONDITIONS: readonly ArmorCondition[] = [
  "intact",
  "lightlyDamaged",
  "heavilyDamaged",
  "severelyDamaged",
  "destroyed",
];

// d6-combat.txt › Damaged Armor › Armor Damage Chart: the injury the wearer suffered from the hit.
// Rows that wound nobody leave the armor intact.
const BY_INJURY: Readonly<Record<DamageResult, ArmorCondition>> = {
  noEffect: "intact",
  stunned: "intact",
  unconscious: "intact",
  wounded: "lightlyDamaged",
  incapacitated: "heavilyDamaged",
  mortallyWounded: "severelyDamaged",
  killed: "destroyed",
};

/**
 * The armor's condition after a hit through a protected area, by the hit's chart row (not the level it
 * escalated to). The chart gives states, not stacking penalties, so the condition never improves and a
 * second light damage leaves it lightly damaged.
 */
export function damageArmor(condition: ArmorCondition, result: DamageResult): ArmorCondition {
  return latestInOrder(CONDITIONS, [BY_INJURY[result], condition]);
}
