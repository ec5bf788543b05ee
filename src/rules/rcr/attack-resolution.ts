/** What `resolveAttack` takes (shared/RULES-API.md › Attacks and criticals). */
export interface AttackInput {
  /** Natural result of the attack roll. */
  d20: number;
  /** Every modifier already summed. */
  attackBonus: number;
  /** The target's Defense for this attack (flat-footed/touch already applied). */
  defense: number;
  /** Lowest natural roll that threatens; default 20 (lightsaber 19). See `threatRange`. */
  threatRange?: number;
  /** Natural result of the confirmation roll, when one was made. */
  confirmD20?: number;
  /**
   * False when this attack cannot score a critical hit (unarmed strike without Martial Arts, target
   * immune to criticals: see `canScoreCritical`); then nothing threatens. Default true.
   */
  canCritical?: boolean;
}

/** The outcome of `resolveAttack`. */
export interface AttackResult {
  natural: number;
  total: number;
  /** Natural 1 always misses, natural 20 always hits. */
  hit: boolean;
  /** In threat range AND the attack hit. */
  threat: boolean;
  /** Threat AND the confirmation roll (same bonus) hits. */
  critical: boolean;
  /** Total of the confirmation roll; null when there was no threat or no confirmation roll. */
  confirmTotal: number | null;
}

// rcr-combat.txt › Attack Rolls; Automatic Misses and Hits: natural 1 misses, natural 20 hits.
function hits(natural: number, total: number, defense: number): boolean {
  if (natural <= 1) return false;
  if (natural >= 20) return true;
  return total >= defense;
}

/**
 * Resolves one attack roll and its confirmation.
 * rcr-combat.txt › Attack Rolls, Automatic Misses and Hits, Critical Hits, Increased Threat Range
 * (a roll that misses cannot threaten). The confirmation is another attack roll with the same modifiers,
 * so natural 1 and 20 work the same way on it.
 */
export function resolveAttack(input: AttackInput): AttackResult {
  const natural = input.d20;
  const total = natural + input.attackBonus;
  const hit = hits(natural, total, input.defense);
  const threat = hit && input.canCritical !== false && natural >= (input.threatRange ?? 20);
  let confirmTotal: number | null = null;
  let critical = false;
  if (threat && input.confirmD20 !== undefined) {
    confirmTotal = input.confirmD20 + input.attackBonus;
    critical = hits(input.confirmD20, confirmTotal, input.defense);
  }
  return { natural, total, hit, threat, critical, confirmTotal };
}
