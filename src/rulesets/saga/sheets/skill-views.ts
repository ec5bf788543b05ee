import { SAGA_SKILLS } from "../../../rules/saga/skills.ts";
import type { SagaActorModel } from "../data/actor-model.ts";
import { storedSagaSkill } from "../data/derive-skills.ts";
import { SAGA_SKILLS_STORED_ELSEWHERE } from "../data/skill-fields.ts";

/** One row of the Saga Skills tab (templates/saga/actor/tabs/skills.hbs): lang keys and prepared numbers. */
export interface SagaSkillView {
  key: string;
  label: string;
  ability: string;
  trained: boolean;
  focus: boolean;
  misc: number;
  total: number;
  armorCheck: boolean;
  /** Initiative and Use the Force: edited where they were before (Stats, Attacks tabs), shown here. */
  storedElsewhere: boolean;
  breakdown: { labelKey: string; value: number }[];
}

/** The Skills tab's rows, from the model's derived `skillBonuses`. */
export function sagaSkillViews(system: SagaActorModel): SagaSkillView[] {
  const source = {
    skills: system.skills,
    initiative: system.initiative,
    useTheForce: {
      trained: system.force.trained,
      skillFocus: system.force.skillFocus,
      misc: system.force.misc,
    },
  };
  return SAGA_SKILLS.flatMap((skill) => {
    const bonus = system.skillBonuses[skill.key];
    if (!bonus) return [];
    const stored = storedSagaSkill(source, skill.key);
    return [
      {
        key: skill.key,
        label: `SWRPG.Saga.Skill.${skill.key}`,
        ability: `SWRPG.Ability.Abbr.${skill.ability}`,
        trained: stored.trained,
        focus: stored.skillFocus,
        misc: stored.misc,
        total: bonus.total,
        armorCheck: skill.armorCheck,
        storedElsewhere: (SAGA_SKILLS_STORED_ELSEWHERE as readonly string[]).includes(skill.key),
        breakdown: bonus.parts.map((part) => ({
          labelKey: `SWRPG.Skill.Part.${part.label}`,
          value: part.value,
        })),
      },
    ];
  });
}
