import { DeclaredModel } from "../../../data/declared-model.ts";
import { sagaVariant } from "../variant.ts";
import type { SagaActorRecord } from "./actor-record.ts";
import {
  SAGA_ABILITY_KEYS,
  SAGA_ACTOR_FIELDS,
  type SagaAbilityKey,
  type SagaActorSchema,
} from "./actor-schema.ts";
import { deriveSagaActor, type SagaActorDerived } from "./derive-actor.ts";
import { deriveSagaSkills } from "./derive-skills.ts";

/** The derived numbers: derive-actor.ts's and each skill's modifier (`skillBonuses.<key>`). */
export type SagaActorModelDerived = SagaActorDerived & { skillBonuses: ReturnType<typeof deriveSagaSkills> };

import { sagaItemRecords } from "./item-records.ts";

/**
 * Shared model of `sagaCharacter` and `sagaNpc`: the stored fields (actor-schema.ts) and the derived
 * numbers (derive-actor.ts), which come only from the Saga engine.
 */
export abstract class SagaActorModel extends DeclaredModel<
  SagaActorSchema,
  Actor.Implementation,
  SagaActorModelDerived
> {
  static override fields = SAGA_ACTOR_FIELDS;
  /** Current hit points up to the maximum. */
  static override limits = [{ path: "hp.value", max: "hp.max" }];

  /** The actor as the engine sees it. */
  toRecord(): SagaActorRecord {
    const actor = this.parent;
    return {
      abilities: {
        str: this.abilities.str.value,
        dex: this.abilities.dex.value,
        con: this.abilities.con.value,
        int: this.abilities.int.value,
        wis: this.abilities.wis.value,
        cha: this.abilities.cha.value,
      },
      heroicLevel: this.heroicLevel,
      nonheroicLevel: this.nonheroicLevel,
      classDefense: { ...this.classDefense },
      baseAttackBonus: this.baseAttackBonus,
      combatManeuverBonus: this.combatManeuverBonus,
      thresholdMisc: { ...this.thresholdMisc },
      hp: { ...this.hp },
      condition: this.condition.step,
      shield: { ...this.shield },
      damageReduction: this.damageReduction,
      damageReductionTypes: { ...this.damageReductionTypes },
      size: this.size,
      speed: this.speed,
      reach: this.reach,
      initiative: { ...this.initiative },
      droid: this.droid,
      cybernetic: this.cybernetic,
      statuses: actor.statuses,
      ...sagaItemRecords(actor.items),
    };
  }

  override prepareDerivedData(): void {
    const derived = deriveSagaActor(this.toRecord(), sagaVariant());
    const abilityMods = {} as Record<SagaAbilityKey, number>;
    for (const key of SAGA_ABILITY_KEYS) abilityMods[key] = derived.abilities[key].mod;
    const skillBonuses = deriveSagaSkills({
      skills: this.skills,
      initiative: this.initiative,
      useTheForce: { trained: this.force.trained, skillFocus: this.force.skillFocus, misc: this.force.misc },
      characterLevel: derived.characterLevel,
      abilityMods,
      conditionPenalty: derived.conditionPenalty,
      armor: { type: derived.armor.type, proficient: derived.armor.proficient },
    });
    // Initiative is a skill: the tracker rolls the list's modifier, armor check penalty included.
    const initiativeBonus = skillBonuses.initiative ?? derived.initiativeBonus;
    Object.assign(this, derived, { skillBonuses, initiativeBonus });
  }
}

/** Actor type `sagaCharacter`: a heroic character (heroic level 1 by default). */
export class SagaCharacterModel extends SagaActorModel {}

/** Actor type `sagaNpc`: the same schema, nonheroic by default, shown as a compact stat block. */
export class SagaNpcModel extends SagaActorModel {
  static override initials = { heroicLevel: 0, nonheroicLevel: 1 };
}
