import { composeParts } from "./compose.ts";
import { halfLevel } from "./half-level.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

/** Trained in a skill: +5; Skill Focus: +5 more (Saga core, not in the texts). */
export const TRAINED_SKILL_BONUS = 5;
export const SKILL_FOCUS_BONUS = 5;

/** What `coreInitiative` takes. */
export interface CoreInitiativeInput {
  /** Heroic and nonheroic levels together. */
  characterLevel: number;
  dexModifier: number;
  trained?: boolean;
  skillFocus?: boolean;
  /** The condition track's penalty (`conditionPenalty`), 0 or less. */
  conditionPenalty?: number;
  other?: number;
}

/**
 * Core Saga's Initiative skill modifier (Saga core, not in the texts: the special text uses the
 * Initiative check without its formula): half the character level + Dex + 5 trained + 5 Skill Focus +
 * the condition penalty + other. The check is a d20 plus this.
 */
export function coreInitiative(input: CoreInitiativeInput): ComposedBonus {
  const parts: BonusPart[] = [
    { label: "halfLevel", value: halfLevel(input.characterLevel) },
    { label: "dexterity", value: input.dexModifier },
    { label: "trained", value: input.trained ? TRAINED_SKILL_BONUS : 0 },
    { label: "skillFocus", value: input.skillFocus ? SKILL_FOCUS_BONUS : 0 },
    { label: "condition", value: input.conditionPenalty ?? 0 },
    { label: "other", value: input.other ?? 0 },
  ];
  return composeParts(parts);
}
