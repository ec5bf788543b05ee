import type { ComposedBonus } from "../../../rules/index.ts";
import { SAGA_SKILLS, sagaArmorCheckPenalty, sagaSkillBonus } from "../../../rules/saga/skills.ts";
import type { SagaAbilityKey } from "./actor-schema.ts";

type Stored = { trained: boolean; skillFocus: boolean; misc: number };

/** Where a Saga actor's skills are stored: `skills`, and Initiative and Use the Force in `initiative` and `force`. */
export interface SagaStoredSkills {
  skills: Readonly<Record<string, { trained: boolean; focus: boolean; misc: number } | undefined>>;
  initiative: Stored;
  useTheForce: Stored;
}

/** What a Saga actor's skills are derived from: its stored skills and numbers already derived. */
export interface SagaSkillSource extends SagaStoredSkills {
  characterLevel: number;
  abilityMods: Readonly<Record<SagaAbilityKey, number>>;
  conditionPenalty: number;
  armor: { type: "none" | "light" | "medium" | "heavy"; proficient: boolean };
}

/** The stored trained / Skill Focus / other of a skill, wherever it is kept. */
export function storedSagaSkill(source: SagaStoredSkills, key: string): Stored {
  if (key === "initiative") return source.initiative;
  if (key === "useTheForce") return source.useTheForce;
  const stored = source.skills[key];
  return { trained: stored?.trained ?? false, skillFocus: stored?.focus ?? false, misc: stored?.misc ?? 0 };
}

/** Every skill's modifier by key, from the engine only. */
export function deriveSagaSkills(source: SagaSkillSource): Record<string, ComposedBonus> {
  const armorCheckPenalty = sagaArmorCheckPenalty(source.armor.type, source.armor.proficient);
  const bonuses: Record<string, ComposedBonus> = {};
  for (const skill of SAGA_SKILLS) {
    const stored = storedSagaSkill(source, skill.key);
    bonuses[skill.key] = sagaSkillBonus({
      skill,
      characterLevel: source.characterLevel,
      abilityModifier: source.abilityMods[skill.ability],
      trained: stored.trained,
      skillFocus: stored.skillFocus,
      conditionPenalty: source.conditionPenalty,
      armorCheckPenalty,
      other: stored.misc,
    });
  }
  return bonuses;
}
