import { flag, integer } from "../../../data/fields.ts";
import { SAGA_SKILLS } from "../../../rules/saga/skills.ts";

/**
 * The skills stored as `initiative.*` and `force.*` before there was a skill list (the combat tracker and the
 * Force powers read them): they stay there, and the list reads them.
 */
export const SAGA_SKILLS_STORED_ELSEWHERE = ["initiative", "useTheForce"] as const;

/** Each other Saga skill's trained, Skill Focus and other modifier, `skills.<key>.*` (the refusal names the skill). */
export const SAGA_SKILL_FIELDS = Object.fromEntries(
  SAGA_SKILLS.filter((skill) => !(SAGA_SKILLS_STORED_ELSEWHERE as readonly string[]).includes(skill.key)).map(
    (skill) => {
      const label = `SWRPG.Saga.Skill.${skill.key}`;
      return [skill.key, { trained: flag(label), focus: flag(label), misc: integer(label, -20, 20, 0) }];
    },
  ),
);
