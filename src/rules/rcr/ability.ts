/** Ability modifiers. rcr-combat.txt › Combat Statistics (modifiers from ability scores). */
import type { BonusPart } from "./types.ts";

/** floor((score - 10) / 2): 10-11 → 0, 12-13 → +1, 8-9 → -1, 0-1 → -5. */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** The abilities fatigue lowers. rcr-combat.txt › Fatigued: -2 to Strength and Dexterity. */
export const FATIGUE_ABILITIES: readonly string[] = ["str", "dex"];

/** An ability as it counts now: the score entered, the score that counts, its modifier, and why they differ. */
export interface EffectiveAbility {
  score: number;
  effective: number;
  modifier: number;
  /** What changes the score ("fatigued"), empty when it counts as entered. */
  parts: BonusPart[];
}

/**
 * The ability `key` with score `score` while the character suffers `fatiguePenalty` (injuryEffects'
 * abilityPenalty: -2 when fatigued, else 0). rcr-combat.txt › Fatigued: the penalty applies to the Strength
 * and Dexterity scores, so the modifiers follow the lowered score (Str 12 counts as 10: +0, not +1).
 */
export function effectiveAbility(key: string, score: number, fatiguePenalty: number): EffectiveAbility {
  const parts: BonusPart[] =
    fatiguePenalty !== 0 && FATIGUE_ABILITIES.includes(key)
      ? [{ label: "fatigued", value: fatiguePenalty }]
      : [];
  let effective = score;
  for (const part of parts) effective += part.value;
  return { score, effective, modifier: abilityModifier(effective), parts };
}
