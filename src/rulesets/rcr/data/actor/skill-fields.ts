import { integer } from "../../../../data/fields.ts";
import { RCR_SKILLS } from "../../../../rules/rcr/skills.ts";

/** Ranks: up to 23 (20th level + 3, a class skill's cap; RCR core, not in the texts). */
const MAX_RANKS = 23;

/**
 * Each RCR skill's stored ranks and other modifier, `skills.<key>.ranks` / `.misc` (the refusal names the
 * skill). The list and key abilities are the engine's (src/rules/rcr/skills.ts).
 */
export const RCR_SKILL_FIELDS = Object.fromEntries(
  RCR_SKILLS.map((skill) => {
    const label = `SWRPG.Skill.${skill.key}`;
    return [skill.key, { ranks: integer(label, 0, MAX_RANKS, 0), misc: integer(label, -20, 20, 0) }];
  }),
);

/** Force Points and Dark Side Points (RCR core, not in the texts), counted on the sheet. */
export const RCR_POINT_FIELDS = {
  forcePoints: integer("SWRPG.Points.ForcePoints", 0, 99, 0),
  darkSidePoints: integer("SWRPG.Points.DarkSidePoints", 0, 99, 0),
};
