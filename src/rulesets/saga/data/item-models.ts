import type { EmptyObject } from "fvtt-types/utils";
import type { Refusal } from "../../../data/constraints.ts";
import { guardChanges } from "../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../data/refusal-notice.ts";
import { defineSagaArmorSchema, SAGA_ARMOR_CONSTRAINTS, type SagaArmorSchema } from "./armor-schema.ts";
import { guardTalentTarget, guardWeaponFlags } from "./item-guards.ts";
import { defineSagaTalentSchema, SAGA_TALENT_CONSTRAINTS, type SagaTalentSchema } from "./talent-schema.ts";
import { defineSagaWeaponSchema, SAGA_WEAPON_CONSTRAINTS, type SagaWeaponSchema } from "./weapon-schema.ts";

type WeaponPreUpdate = Parameters<
  foundry.abstract.TypeDataModel<SagaWeaponSchema, Item.Implementation>["_preUpdate"]
>;
type ArmorPreUpdate = Parameters<
  foundry.abstract.TypeDataModel<SagaArmorSchema, Item.Implementation>["_preUpdate"]
>;
type TalentPreUpdate = Parameters<
  foundry.abstract.TypeDataModel<SagaTalentSchema, Item.Implementation>["_preUpdate"]
>;

/** Item type `sagaWeapon`. Attack and damage numbers need the wielder: the actor derives them. */
export class SagaWeaponModel extends foundry.abstract.TypeDataModel<
  SagaWeaponSchema,
  Item.Implementation,
  EmptyObject,
  EmptyObject
> {
  static override defineSchema(): SagaWeaponSchema {
    return defineSagaWeaponSchema();
  }

  /** Removes the values of a (partial) `system` change that this item refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    const refusals = guardChanges(SAGA_WEAPON_CONSTRAINTS, system);
    const source = this._source;
    refusals.push(
      ...guardWeaponFlags(system, {
        autofire: source.fire.autofire,
        stunAvailable: source.stun.available,
        shotsMax: source.shots.max,
      }),
    );
    return refusals;
  }

  protected override async _preUpdate(
    ...[changes, options, user]: WeaponPreUpdate
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}

/** Item type `sagaArmor`. Only the first equipped armor counts. */
export class SagaArmorModel extends foundry.abstract.TypeDataModel<SagaArmorSchema, Item.Implementation> {
  static override defineSchema(): SagaArmorSchema {
    return defineSagaArmorSchema();
  }

  refuseChanges(system: unknown): Refusal[] {
    return guardChanges(SAGA_ARMOR_CONSTRAINTS, system);
  }

  protected override async _preUpdate(
    ...[changes, options, user]: ArmorPreUpdate
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}

/** Item type `sagaTalent`: a feat or talent the engine understands (and its target when it takes one). */
export class SagaTalentModel extends foundry.abstract.TypeDataModel<SagaTalentSchema, Item.Implementation> {
  static override defineSchema(): SagaTalentSchema {
    return defineSagaTalentSchema();
  }

  refuseChanges(system: unknown): Refusal[] {
    const refusals = guardChanges(SAGA_TALENT_CONSTRAINTS, system);
    refusals.push(...guardTalentTarget(system, this._source.key));
    return refusals;
  }

  protected override async _preUpdate(
    ...[changes, options, user]: TalentPreUpdate
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}
