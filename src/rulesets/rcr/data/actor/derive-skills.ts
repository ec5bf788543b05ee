import { RCR_SKILLS, type RcrSkillBonus, rcrSkillBonus } from "../../../../rules/rcr/skills.ts";
import type { AbilityKey } from "./actor-schema.ts";

/** What an RCR actor's skills are derived from: its stored skills and numbers already derived. */
export interface RcrSkillSource {
  skills: Readonly<Record<string, { ranks: number; misc: number } | undefined>>;
  abilityMods: Readonly<Record<AbilityKey, number>>;
  armorCheckPenalty: number;
  statuses: ReadonlySet<string>;
}

/** Every skill's modifier by key, from the engine only (grappled or pinned: grappling). */
export function deriveRcrSkills(source: RcrSkillSource): Record<string, RcrSkillBonus> {
  const grappling = source.statuses.has("grappled") || source.statuses.has("pinned");
  const bonuses: Record<string, RcrSkillBonus> = {};
  for (const skill of RCR_SKILLS) {
    const stored = source.skills[skill.key];
    bonuses[skill.key] = rcrSkillBonus({
      skill,
      ranks: stored?.ranks ?? 0,
      abilityModifier: skill.ability === "none" ? 0 : source.abilityMods[skill.ability],
      armorCheckPenalty: source.armorCheckPenalty,
      grappling,
      misc: stored?.misc ?? 0,
    });
  }
  return bonuses;
}
