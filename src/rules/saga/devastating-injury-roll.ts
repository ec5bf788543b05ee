import { HEAVY_ATTACKS } from "./heavy-attack.ts";
import type { HeavyAttackTier } from "./types.ts";

/**
 * The devastating injury roll of a heavy attack (saga-variant-character-combat.txt › Special Attacks):
 * 1d20 + the attacker's relevant modifiers for a Heavy Attack, 3d20 (the best kept) for an Improved Heavy
 * Attack, a normal roll (one d20) for a Master Heavy Attack, against the target's Devastating Injury Defense
 * (› Defense Scores). Readings: like every attack in the variant (› Attacks) it succeeds when the total equals
 * or exceeds the defense, and the text gives no natural 1 or 20 rule for it.
 */
export function devastatingInjuryRoll(input: {
  tier: HeavyAttackTier;
  /** The d20s rolled: the tier's number of them (saga.HEAVY_ATTACKS[tier].injuryD20s). */
  d20s: readonly number[];
  modifier: number;
  defense: number;
}): { ok: true; kept: number; total: number; success: boolean } | { ok: false; refused: "wrongDiceCount" } {
  if (input.d20s.length !== HEAVY_ATTACKS[input.tier].injuryD20s)
    return { ok: false, refused: "wrongDiceCount" };
  const kept = Math.max(...input.d20s);
  const total = kept + input.modifier;
  return { ok: true, kept, total, success: total >= input.defense };
}

/** The injury roll's dice as a Foundry formula: "1d20", or "3d20kh" for the best of three. */
export function devastatingInjuryDice(tier: HeavyAttackTier): string {
  const count = HEAVY_ATTACKS[tier].injuryD20s;
  return count === 1 ? "1d20" : `${count}d20kh`;
}

/**
 * The injury roll's modifier, read as "your relevant modifiers": the heavy attack's own attack bonus without
 * the tier's attack penalty (the penalty buys the extra damage; the injury is a new roll). A reading, the text
 * naming no modifier.
 */
export function devastatingInjuryModifier(tier: HeavyAttackTier, attackBonus: number): number {
  return attackBonus - HEAVY_ATTACKS[tier].attackPenalty;
}
