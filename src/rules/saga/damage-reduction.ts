import type { DamageReduction, DamageType } from "./types.ts";

/** What kind of hit meets the damage reduction. */
export interface DamageReductionHit {
  types?: readonly DamageType[];
  lightsaber?: boolean;
}

/**
 * Whether one damage reduction works against a hit. saga-special-combat-rules.txt › Damage Reduction: a type
 * after the slash bypasses it; lightsabers ignore it unless it says otherwise. saga-variant-character-combat.txt
 * › Damage Resistance: a reduction limited to some types works only against those.
 */
export function damageReductionApplies(reduction: DamageReduction, hit: DamageReductionHit): boolean {
  const carries = (type: DamageType) => hit.types?.includes(type) === true;
  if (reduction.bypassedBy?.some(carries)) return false;
  if (reduction.appliesTo && !reduction.appliesTo.some(carries)) return false;
  return !hit.lightsaber || reduction.stopsLightsabers === true;
}

/**
 * Damage after damage reduction. saga-special-combat-rules.txt › Damage Reduction: of the reductions that
 * work against the hit, the largest is used, never their sum (DR 1 and DR 10/energy against a blaster: DR 1).
 * `reducedBy` is what the reduction actually stopped (never more than the damage).
 */
export function applyDamageReduction(
  amount: number,
  reductions: readonly DamageReduction[],
  hit: DamageReductionHit,
): { damage: number; reducedBy: number } {
  const damage = Math.max(0, amount);
  let best = 0;
  for (const reduction of reductions) {
    if (damageReductionApplies(reduction, hit)) best = Math.max(best, reduction.amount);
  }
  const reducedBy = Math.min(best, damage);
  return { damage: damage - reducedBy, reducedBy };
}
