import { requireFinite } from "../../rcr/vehicles/validate.ts";
import { scaleModifier } from "./scale.ts";

/** OD6 movement.adoc › Vehicle Attacking and Dodging: the base difficulty to hit a vehicle. */
export const VEHICLE_BASE_DIFFICULTY = 10;

/**
 * The difficulty to hit a vehicle and the attacker's scale bonus (OD6 movement.adoc › Vehicle Attacking
 * and Dodging; combat/_.adoc › Partial Defense, Full Defense): the GM's range number (default 10); a
 * vehicle dodge replaces it, even when lower; a full dodge adds to it (decision 25); then the scale
 * modifier (a larger attacker) and the modifiers. A smaller attacker adds the scale modifier to its total.
 */
export function vehicleAttackDifficulty(input: {
  difficulty?: number;
  attackerScale: number;
  defenderScale: number;
  dodge?: { total: number; full?: boolean };
  modifiers?: number[];
}): { difficulty: number; attackBonus: number } {
  const base = input.difficulty ?? VEHICLE_BASE_DIFFICULTY;
  requireFinite(base, "difficulty");
  const scale = scaleModifier(input.attackerScale, input.defenderScale);
  let difficulty = base;
  if (input.dodge) {
    requireFinite(input.dodge.total, "dodge.total");
    difficulty = input.dodge.full === true ? base + input.dodge.total : input.dodge.total;
  }
  difficulty += scale.difficulty;
  for (const [index, modifier] of (input.modifiers ?? []).entries()) {
    requireFinite(modifier, `modifiers[${index}]`);
    difficulty += modifier;
  }
  return { difficulty, attackBonus: scale.attackTotal };
}
