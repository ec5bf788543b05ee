import type { Refusal } from "../../../data/constraints.ts";
import { DeclaredModel } from "../../../data/declared-model.ts";
import { SAGA_ARMOR_FIELDS, type SagaArmorSchema } from "./armor-schema.ts";
import { migrateSagaTalentSource, migrateSagaWeaponSource } from "./item-migrations.ts";
import { SAGA_TALENT_FIELDS, type SagaTalentSchema } from "./talent-schema.ts";
import { guardTalentTarget } from "./talent-target-guard.ts";
import { SAGA_WEAPON_FIELDS, type SagaWeaponSchema } from "./weapon-schema.ts";

/** Item type `sagaWeapon`. Attack and damage numbers need the wielder: the actor derives them. */
export class SagaWeaponModel extends DeclaredModel<SagaWeaponSchema, Item.Implementation> {
  static override fields = SAGA_WEAPON_FIELDS;
  static override migrate = migrateSagaWeaponSource;
  // Autofire-only needs autofire, set to stun needs a stun setting, shots loaded cannot exceed the
  // magazine (when it counts shots).
  static override limits = [
    { path: "fire.autofireOnly", requires: "fire.autofire" },
    { path: "stun.active", requires: "stun.available" },
    { path: "shots.value", max: "shots.max", zeroIsNone: true },
  ];
}

/** Item type `sagaArmor`. Only the first equipped armor counts. */
export class SagaArmorModel extends DeclaredModel<SagaArmorSchema, Item.Implementation> {
  static override fields = SAGA_ARMOR_FIELDS;
}

/** Item type `sagaTalent`: a feat or talent the engine understands (and its target when it takes one). */
export class SagaTalentModel extends DeclaredModel<SagaTalentSchema, Item.Implementation> {
  static override fields = SAGA_TALENT_FIELDS;
  static override migrate = migrateSagaTalentSource;

  override refuseChanges(system: unknown): Refusal[] {
    const refusals = super.refuseChanges(system);
    refusals.push(...guardTalentTarget(system, this._source.key));
    return refusals;
  }
}
