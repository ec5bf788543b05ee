import { localize } from "../../../config/i18n.ts";
import { warn } from "../../../dice/notify.ts";
import { postSkillCheck, skillCardParts } from "../../../dice/skill-card.ts";
import { rcrForcePointDice, rcrSkill } from "../../../rules/index.ts";
import { ActorModel } from "../data/index.ts";

/**
 * Rolls an RCR skill check from the sheet (or a macro): the derived modifier, on a skill card that can take a
 * Force Point. A trained-only skill without a rank is refused (RCR core, not in the texts).
 */
export async function rollRcrSkill(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  const skill = rcrSkill(key ?? "");
  if (!skill || !(system instanceof ActorModel)) return;
  const bonus = system.skillBonuses[skill.key];
  if (!bonus) return;
  const label = `SWRPG.Skill.${skill.key}`;
  if (!bonus.usable) return warn("SWRPG.Skill.Refused.untrained", { skill: localize(label) });
  await postSkillCheck(actor, {
    skill: label,
    modifier: bonus.total,
    parts: skillCardParts(bonus.parts),
    pointDie: system.forcePoints > 0 ? rcrForcePointDice(system.level) : null,
  });
}
