import type { HeavyAttackTier } from "./types.ts";

/**
 * The heavy attacks. saga-variant-character-combat.txt › Special Attacks: Heavy (BAB 6, two attack actions,
 * -6, dice ×3, one d20 for the injury), Improved Heavy (BAB 12, three actions, -12, ×4, three d20s), Master
 * Heavy (BAB 18, two actions as written, -18, ×5, the "normal" injury roll read as one d20). The dice
 * multipliers are the description's, not the formula list's (×2/×3/×4).
 */
export const HEAVY_ATTACKS: Record<
  HeavyAttackTier,
  {
    minimumBab: number;
    attackActions: number;
    attackPenalty: number;
    diceMultiplier: number;
    injuryD20s: number;
  }
> = {
  heavy: { minimumBab: 6, attackActions: 2, attackPenalty: -6, diceMultiplier: 3, injuryD20s: 1 },
  improvedHeavy: { minimumBab: 12, attackActions: 3, attackPenalty: -12, diceMultiplier: 4, injuryD20s: 3 },
  masterHeavy: { minimumBab: 18, attackActions: 2, attackPenalty: -18, diceMultiplier: 5, injuryD20s: 1 },
};

/** What a heavy attack costs and gives, or why the attacker cannot make it yet. */
export function heavyAttack(
  tier: HeavyAttackTier,
  bab: number,
):
  | { ok: true; attackActions: number; attackPenalty: number; diceMultiplier: number }
  | { ok: false; refused: "babTooLow" } {
  const row = HEAVY_ATTACKS[tier];
  if (bab < row.minimumBab) return { ok: false, refused: "babTooLow" };
  return {
    ok: true,
    attackActions: row.attackActions,
    attackPenalty: row.attackPenalty,
    diceMultiplier: row.diceMultiplier,
  };
}

/**
 * saga-variant-character-combat.txt › Special Attacks: a heavy attack whose damage exceeds the target's damage
 * threshold inflicts a Devastating Injury, rolled with the tier's number of d20s (0 when none is inflicted).
 */
export function devastatingInjury(input: {
  tier: HeavyAttackTier;
  damage: number;
  damageThreshold: number;
}): {
  inflicted: boolean;
  injuryD20s: number;
} {
  const inflicted = input.damage > input.damageThreshold;
  return { inflicted, injuryD20s: inflicted ? HEAVY_ATTACKS[input.tier].injuryD20s : 0 };
}
