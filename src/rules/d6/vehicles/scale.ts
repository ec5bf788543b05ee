import { requireFinite } from "../../rcr/vehicles/validate.ts";

/** Who adds the scale modifier where. */
export interface ScaleModifier {
  /** |attacker - defender|. */
  modifier: number;
  /** Added to the attacker's skill total (attacker smaller). */
  attackTotal: number;
  /** Added to the combat difficulty (attacker larger). */
  difficulty: number;
  /** Added to the damage total (attacker larger). */
  damageTotal: number;
  /** Added to the defender's damage resistance total (attacker smaller). */
  resistanceTotal: number;
}

/**
 * OD6 combat_options.adoc › Scale: the modifier is the difference of the two scale values (its two cases
 * are one absolute difference when the chart's small sizes read as values below 0: decision 24). A larger
 * attacker puts it on the difficulty and its damage; a smaller one on its attack and the defender's
 * resistance. Equal scales: nothing.
 */
export function scaleModifier(attackerScale: number, defenderScale: number): ScaleModifier {
  requireFinite(attackerScale, "attackerScale");
  requireFinite(defenderScale, "defenderScale");
  const modifier = Math.abs(attackerScale - defenderScale);
  const larger = attackerScale > defenderScale ? modifier : 0;
  const smaller = attackerScale < defenderScale ? modifier : 0;
  return {
    modifier,
    attackTotal: smaller,
    difficulty: larger,
    damageTotal: larger,
    resistanceTotal: smaller,
  };
}
