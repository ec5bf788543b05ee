import { composeParts } from "./compose.ts";
import { SKILL_FOCUS_BONUS, TRAINED_SKILL_BONUS } from "./core-initiative.ts";
import { halfLevel } from "./half-level.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

/**
 * Use the Force, the skill every Force power rolls (Saga core, not in the texts; the variant's Force Power
 * Attack adds "Use the Force Skill modifier": saga-variant-character-combat.txt › Attack Roll Formulas).
 */

/** What `useTheForceBonus` takes. */
export interface UseTheForceInput {
  /** Heroic and nonheroic levels together. */
  characterLevel: number;
  chaModifier: number;
  trained?: boolean;
  skillFocus?: boolean;
  /** The condition track's penalty (`conditionPenalty`), 0 or less. */
  conditionPenalty?: number;
  other?: number;
}

/**
 * The Use the Force skill modifier: half the character level + Charisma + 5 trained + 5 Skill Focus + the
 * condition penalty + other (Saga core, not in the texts). Parts `halfLevel`, `charisma`, `trained`,
 * `skillFocus`, `condition`, `other`.
 */
export function useTheForceBonus(input: UseTheForceInput): ComposedBonus {
  const parts: BonusPart[] = [
    { label: "halfLevel", value: halfLevel(input.characterLevel) },
    { label: "charisma", value: input.chaModifier },
    { label: "trained", value: input.trained ? TRAINED_SKILL_BONUS : 0 },
    { label: "skillFocus", value: input.skillFocus ? SKILL_FOCUS_BONUS : 0 },
    { label: "condition", value: input.conditionPenalty ?? 0 },
    { label: "other", value: input.other ?? 0 },
  ];
  return composeParts(parts);
}

/**
 * How many Force powers Force Training teaches: each time the feat is taken, 1 + the Wisdom modifier, at least
 * 1 (Saga core, not in the texts).
 */
export function forcePowersKnown(forceTraining: number, wisModifier: number): number {
  return Math.max(0, forceTraining) * Math.max(1, 1 + wisModifier);
}

/**
 * A Force power needs Use the Force trained (Force Training requires it; Saga core, not in the texts):
 * refused `untrained` otherwise.
 */
export function canUseForcePowers(trained: boolean): { ok: true } | { ok: false; refused: "untrained" } {
  return trained ? { ok: true } : { ok: false, refused: "untrained" };
}

/**
 * Force Points a heroic character has at a level: 5 + half the heroic level (Saga core, not in the texts);
 * a nonheroic character (heroic level 0) has none.
 */
export function forcePointsAtLevel(heroicLevel: number): number {
  return heroicLevel > 0 ? 5 + halfLevel(heroicLevel) : 0;
}

/**
 * The die a spent Force Point adds to a roll: 1d6 up to 7th heroic level, 2d6 keeping the higher from 8th,
 * 3d6 keeping the highest from 15th (Saga core, not in the texts). A core dice formula.
 */
export function forcePointDie(heroicLevel: number): string {
  if (heroicLevel >= 15) return "3d6kh";
  if (heroicLevel >= 8) return "2d6kh";
  return "1d6";
}
