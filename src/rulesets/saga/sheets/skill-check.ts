import { postSkillCheck, skillCardParts } from "../../../dice/skill-card.ts";
import { saga } from "../../../rules/index.ts";
import { SagaActorModel } from "../data/actor-model.ts";

/** Rolls a Saga skill check from the sheet: the derived modifier, on a skill card that can take a Force Point. */
export async function rollSagaSkill(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  const skill = saga.sagaSkill(key ?? "");
  if (!skill || !(system instanceof SagaActorModel)) return;
  const bonus = system.skillBonuses[skill.key];
  if (!bonus) return;
  await postSkillCheck(actor, {
    skill: `SWRPG.Saga.Skill.${skill.key}`,
    modifier: bonus.total,
    parts: skillCardParts(bonus.parts),
    pointDie: system.force.points > 0 ? saga.forcePointDie(system.heroicLevel) : null,
  });
}
