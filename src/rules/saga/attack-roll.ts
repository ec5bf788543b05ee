/** What `resolveAttack` takes. */
export interface SagaAttackInput {
  /** Natural result of the d20. */
  d20: number;
  /** Every modifier summed (attackModifiers, autofire penalty, ...). */
  attackBonus: number;
  /** The defense attacked (usually Reflex), cover already added. */
  defense: number;
  /** Lowest natural roll that is a critical; default 20 (variant: the weapon's Critical Threat Range). */
  threatRange?: number;
}

/** The outcome of `resolveAttack`. */
export interface SagaAttackResult {
  natural: number;
  total: number;
  hit: boolean;
  /** A hit on a natural roll in the threat range; there is no confirmation roll. */
  critical: boolean;
}

/**
 * Whether a roll hits a defense: the total equals or beats it (variant › Attacks: "equals or exceeds").
 * A natural 20 always hits (special › Area Attacks) and a natural 1 always misses
 * (Saga core, not in the texts).
 */
export function rollHits(natural: number, total: number, defense: number): boolean {
  if (natural === 20) return true;
  if (natural === 1) return false;
  return total >= defense;
}

/**
 * One attack roll against one defense. Critical: a hit whose natural roll is in the threat range
 * (Saga core, not in the texts: a natural 20 is a critical hit, with no confirmation roll).
 */
export function resolveAttack(input: SagaAttackInput): SagaAttackResult {
  const natural = input.d20;
  const total = natural + input.attackBonus;
  const hit = rollHits(natural, total, input.defense);
  const critical = hit && natural >= (input.threatRange ?? 20);
  return { natural, total, hit, critical };
}
