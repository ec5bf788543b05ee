import type { EmptyObject } from "fvtt-types/utils";
import type { Refusal } from "../../../data/constraints.ts";
import { guardChanges } from "../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../data/refusal-notice.ts";
import { guardSagaActorLimits } from "./actor-guard.ts";
import type { SagaActorRecord } from "./actor-record.ts";
import { defineSagaActorSchema, SAGA_ACTOR_CONSTRAINTS, type SagaActorSchema } from "./actor-schema.ts";
import { deriveSagaActor, type SagaActorDerived } from "./derive-actor.ts";
import { sagaItemRecords } from "./item-records.ts";

type PreUpdateArgs = Parameters<
  foundry.abstract.TypeDataModel<SagaActorSchema, Actor.Implementation>["_preUpdate"]
>;

/**
 * Shared model of `sagaCharacter` and `sagaNpc`: the stored fields (actor-schema.ts) and the derived
 * numbers (derive-actor.ts), which come only from the Saga engine.
 */
export abstract class SagaActorModel extends foundry.abstract.TypeDataModel<
  SagaActorSchema,
  Actor.Implementation,
  EmptyObject,
  SagaActorDerived
> {
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
      hp: { ...this.hp },
      condition: this.condition.step,
      shield: { ...this.shield },
      damageReduction: this.damageReduction,
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
    const derived = deriveSagaActor(this.toRecord());
    const { abilities, ...rest } = derived;
    for (const key of Object.keys(abilities) as (keyof typeof abilities)[])
      Object.assign(this.abilities[key], abilities[key]);
    Object.assign(this, rest);
  }

  /** Removes the values of a (partial) `system` change that this actor refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    const refusals = guardChanges(SAGA_ACTOR_CONSTRAINTS, system);
    refusals.push(...guardSagaActorLimits(system, { hpMax: this._source.hp.max }));
    return refusals;
  }

  protected override async _preUpdate(
    ...[changes, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}

/** Actor type `sagaCharacter`: a heroic character (heroic level 1 by default). */
export class SagaCharacterModel extends SagaActorModel {
  static override defineSchema(): SagaActorSchema {
    return defineSagaActorSchema(1);
  }
}

/** Actor type `sagaNpc`: the same schema, nonheroic by default, shown as a compact stat block. */
export class SagaNpcModel extends SagaActorModel {
  static override defineSchema(): SagaActorSchema {
    return defineSagaActorSchema(0);
  }
}
