import { RCR_SKILLS } from "../../../../rules/rcr/skills.ts";
import type { RcrSkillSource } from "../../data/actor/derive-skills.ts";
import type { ActorModel } from "../../data/index.ts";

/** One row of the RCR Skills tab (templates/rcr/actor/tabs/skills.hbs): lang keys and prepared numbers. */
export interface RcrSkillView {
  key: string;
  label: string;
  /** Lang key of the key ability's abbreviation; null for a language skill. */
  ability: string | null;
  ranks: number;
  misc: number;
  total: number;
  usable: boolean;
  trainedOnly: boolean;
  armorCheck: boolean;
  breakdown: { labelKey: string; value: number }[];
}

/** The Skills tab's rows, general skills then Force skills, from the model's derived `skillBonuses`. */
export function rcrSkillViews(system: ActorModel): { general: RcrSkillView[]; force: RcrSkillView[] } {
  const general: RcrSkillView[] = [];
  const force: RcrSkillView[] = [];
  // The schema's per-skill records, read by key (the declared type has no index signature).
  const skills: RcrSkillSource["skills"] = system.skills;
  for (const skill of RCR_SKILLS) {
    const bonus = system.skillBonuses[skill.key];
    const stored = skills[skill.key];
    if (!bonus) continue;
    (skill.force ? force : general).push({
      key: skill.key,
      label: `SWRPG.Skill.${skill.key}`,
      ability: skill.ability === "none" ? null : `SWRPG.Ability.Abbr.${skill.ability}`,
      ranks: stored?.ranks ?? 0,
      misc: stored?.misc ?? 0,
      total: bonus.total,
      usable: bonus.usable,
      trainedOnly: skill.trainedOnly,
      armorCheck: skill.armorCheck > 0,
      breakdown: bonus.parts.map((part) => ({
        labelKey: `SWRPG.Skill.Part.${part.label}`,
        value: part.value,
      })),
    });
  }
  return { general, force };
}
