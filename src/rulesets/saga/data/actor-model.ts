import { DeclaredModel } from "../../../data/declared-model.ts";
import { sagaVariant } from "../variant.ts";
import type { SagaActorRecord } from "./actor-record.ts";
import { SAGA_ACTOR_FIELDS, type SagaActorSchema } from "./actor-schema.ts";
import { deriveSagaActor, type SagaActorDerived } from "./derive-actor.ts";
import { sagaItemRecords } from "./item-records.ts";

/**
 * Shared model of `sagaCharacter` and `sagaNpc`: the stored fields (actor-schema.ts) and the derived
 * numbers (derive-actor.ts), which come only from the Saga engine.
 */
export abstract class SagaActorModel extends DeclaredModel<
  SagaActorSchema,
  Actor.Implementation,
  SagaActorDerived
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
    Object.assign(this, deriveSagaActor(this.toRecord(), sagaVariant()));
  }
}

/** Actor type `sagaCharacter`: a heroic character (heroic level 1 by default). */
export class SagaCharacterModel extends SagaActorModel {}

/** Actor type `sagaNpc`: the same schema, nonheroic by default, shown as a compact stat block. */
export class SagaNpcModel extends SagaActorModel {
  static override initials = { heroicLevel: 0, nonheroicLevel: 1 };
}
