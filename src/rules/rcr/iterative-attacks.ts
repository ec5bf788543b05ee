/**
 * Iterative attacks from a high base attack bonus.
 * rcr-combat.txt › Full Attack (highest bonus first); rcr-additional-combat-rules.txt › How Many Shots
 * (a second attack at +6, a third at +11, a fourth at +16: at most four from the base attack bonus).
 */

/** Most attacks a base attack bonus alone gives in a full attack. */
export const MAX_ITERATIVE_ATTACKS = 4;

/** Each further attack is 5 lower than the one before it. */
export const ITERATIVE_STEP = 5;

/** How many attacks the base attack bonus gives: 1 below +6, 2 at +6, 3 at +11, 4 at +16 and above. */
export function iterativeAttackCount(bab: number): number {
  if (bab < 1 + ITERATIVE_STEP) return 1;
  return Math.min(MAX_ITERATIVE_ATTACKS, 1 + Math.floor((bab - 1) / ITERATIVE_STEP));
}

/** The base attack bonus of each attack in a full attack, highest first: 6 → [6, 1]; 16 → [16, 11, 6, 1]. */
export function iterativeAttackBonuses(bab: number): number[] {
  const count = iterativeAttackCount(bab);
  const bonuses: number[] = [];
  for (let i = 0; i < count; i++) bonuses.push(bab - i * ITERATIVE_STEP);
  return bonuses;
}
