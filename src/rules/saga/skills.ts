import { composeParts } from "./compose.ts";
import { SKILL_FOCUS_BONUS, TRAINED_SKILL_BONUS } from "./core-initiative.ts";
import { halfLevel } from "./half-level.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

/** A Saga skill's key ability. */
export type SagaSkillAbility = "str" | "dex" | "con" | "int" | "wis" | "cha";

/** One Saga skill: its key ability and whether the armor check penalty applies (Saga core, not in the texts). */
export interface SagaSkill {
  key: string;
  ability: SagaSkillAbility;
  armorCheck: boolean;
}

const skill = (key: string, ability: SagaSkillAbility, armorCheck = false): SagaSkill => ({
  key,
  ability,
  armorCheck,
});

/**
 * Saga's skill list (Saga core, not in the texts; the special rules name Acrobatics, Endurance, Initiative,
 * Mechanics, Perception and Use the Force without their rules). Knowledge is one entry, not one per field.
 */
export const SAGA_SKILLS: readonly SagaSkill[] = [
  skill("acrobatics", "dex", true),
  skill("climb", "str", true),
  skill("deception", "cha"),
  skill("endurance", "con", true),
  skill("gatherInformation", "cha"),
  skill("initiative", "dex", true),
  skill("jump", "str", true),
  skill("knowledge", "int"),
  skill("mechanics", "int"),
  skill("perception", "wis"),
  skill("persuasion", "cha"),
  skill("pilot", "dex"),
  skill("ride", "dex"),
  skill("stealth", "dex", true),
  skill("survival", "wis"),
  skill("swim", "str", true),
  skill("treatInjury", "wis"),
  skill("useComputer", "int"),
  skill("useTheForce", "cha"),
];

/** A skill of the list by key, or undefined. */
export function sagaSkill(key: string): SagaSkill | undefined {
  return SAGA_SKILLS.find((entry) => entry.key === key);
}

/**
 * The armor check penalty of armor worn without proficiency: light −2, medium −5, heavy −10; none with
 * proficiency or without armor (Saga core, not in the texts).
 */
export function sagaArmorCheckPenalty(
  armor: "none" | "light" | "medium" | "heavy",
  proficient: boolean,
): number {
  if (proficient || armor === "none") return 0;
  if (armor === "heavy") return -10;
  return armor === "medium" ? -5 : -2;
}

/** What `sagaSkillBonus` takes. */
export interface SagaSkillInput {
  skill: SagaSkill;
  /** Heroic and nonheroic levels together. */
  characterLevel: number;
  abilityModifier: number;
  trained?: boolean;
  skillFocus?: boolean;
  /** The condition track's penalty (`conditionPenalty`), 0 or less. */
  conditionPenalty?: number;
  /** `sagaArmorCheckPenalty`, 0 or less; counted only for a skill that takes it. */
  armorCheckPenalty?: number;
  other?: number;
}

/**
 * A Saga skill modifier: half the character level + the key ability + 5 trained + 5 Skill Focus + the
 * condition penalty + the armor check penalty where the skill takes it + other (Saga core, not in the texts).
 * Parts `halfLevel`, `ability`, `trained`, `skillFocus`, `condition`, `armorCheck`, `other`.
 */
export function sagaSkillBonus(input: SagaSkillInput): ComposedBonus {
  const parts: BonusPart[] = [
    { label: "halfLevel", value: halfLevel(input.characterLevel) },
    { label: "ability", value: input.abilityModifier },
    { label: "trained", value: input.trained ? TRAINED_SKILL_BONUS : 0 },
    { label: "skillFocus", value: input.skillFocus ? SKILL_FOCUS_BONUS : 0 },
    { label: "condition", value: Math.min(0, input.conditionPenalty ?? 0) },
    { label: "armorCheck", value: input.skill.armorCheck ? Math.min(0, input.armorCheckPenalty ?? 0) : 0 },
    { label: "other", value: input.other ?? 0 },
  ];
  return composeParts(parts);
}

/**
 * Tumbling through threatened squares (saga-special-combat-rules.txt › Moving Through Occupied Squares ›
 * Tumbling names it): a trained Acrobatics check of 15 moves through them without provoking attacks of opportunity (Saga
 * core, not in the texts). Not certain: the DC.
 */
export const SAGA_TUMBLE_DC = 15;

export function sagaTumbles(total: number, trained: boolean): boolean {
  return trained && total >= SAGA_TUMBLE_DC;
}
