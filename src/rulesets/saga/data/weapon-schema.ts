import type { saga } from "../../../rules/index.ts";

type DamageType = saga.DamageType;

import type { ConstraintTable } from "../../../data/constraints.ts";
import {
  booleanField,
  choiceField,
  formulaField,
  htmlField,
  integerField,
  nullableIntegerField,
} from "../../../data/fields.ts";
import { choice, flag, formula, integer, integerAt } from "./constraint-helpers.ts";
import { SAGA_WEAPON_GROUPS } from "./talent-registry.ts";

export const SAGA_DAMAGE_TYPES = [
  "energy",
  "piercing",
  "slashing",
  "bludgeoning",
  "ion",
  "stun",
] as const satisfies readonly DamageType[];
/** A weapon's second damage type ("none": one type only). */
export const SECOND_DAMAGE_TYPES = ["none", ...SAGA_DAMAGE_TYPES] as const;
/** Saga's range categories (the weapon tables' range columns). */
export const SAGA_RANGE_CATEGORIES = ["melee", "thrown", "simple", "pistol", "rifle", "heavy"] as const;
export const SAGA_ACCURACY = ["normal", "accurate", "inaccurate"] as const;

export const SAGA_WEAPON_CONSTRAINTS: ConstraintTable = {
  group: choice(SAGA_WEAPON_GROUPS, "SWRPG.Saga.Weapon.Group"),
  "damage.formula": formula("SWRPG.Saga.Weapon.Damage"),
  "damage.type": choice(SAGA_DAMAGE_TYPES, "SWRPG.Saga.Weapon.DamageType"),
  "damage.secondType": choice(SECOND_DAMAGE_TYPES, "SWRPG.Saga.Weapon.SecondType"),
  lightsaber: flag("SWRPG.Saga.Weapon.Lightsaber"),
  "stun.available": flag("SWRPG.Saga.Weapon.StunSetting"),
  "stun.active": flag("SWRPG.Saga.Weapon.StunActive"),
  "fire.autofire": flag("SWRPG.Saga.Weapon.Autofire"),
  "fire.autofireOnly": flag("SWRPG.Saga.Weapon.AutofireOnly"),
  "fire.burstFire": flag("SWRPG.Saga.Weapon.BurstFire"),
  splash: flag("SWRPG.Saga.Weapon.Splash"),
  burstRadius: integer(1, 20, "SWRPG.Saga.Weapon.BurstRadius", true),
  accuracy: choice(SAGA_ACCURACY, "SWRPG.Saga.Weapon.Accuracy"),
  range: choice(SAGA_RANGE_CATEGORIES, "SWRPG.Saga.Weapon.Range"),
  "shots.value": integer(0, 999, "SWRPG.Saga.Weapon.Shots"),
  "shots.max": integer(0, 999, "SWRPG.Saga.Weapon.ShotsMax"),
  twoHanded: flag("SWRPG.Saga.Weapon.TwoHanded"),
  proficient: flag("SWRPG.Saga.Weapon.Proficient"),
  equipped: flag("SWRPG.Item.Equipped"),
};

const range = (path: string) => integerAt(SAGA_WEAPON_CONSTRAINTS, path);

export function defineSagaWeaponSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    group: choiceField(SAGA_WEAPON_GROUPS, "pistol"),
    damage: new SchemaField({
      formula: formulaField("3d6"),
      type: choiceField(SAGA_DAMAGE_TYPES, "energy"),
      secondType: choiceField(SECOND_DAMAGE_TYPES, "none"),
    }),
    /** Lightsabers ignore damage reduction unless it says otherwise (special › Damage Reduction). */
    lightsaber: booleanField(false),
    /** `available`: the weapon has a stun setting; `active`: it is set to stun. */
    stun: new SchemaField({ available: booleanField(false), active: booleanField(false) }),
    fire: new SchemaField({
      autofire: booleanField(false),
      autofireOnly: booleanField(false),
      burstFire: booleanField(false),
    }),
    splash: booleanField(false),
    /** Burst radius in squares (grenades); null: not an area weapon. */
    burstRadius: nullableIntegerField(range("burstRadius")),
    accuracy: choiceField(SAGA_ACCURACY, "normal"),
    range: choiceField(SAGA_RANGE_CATEGORIES, "pistol"),
    /** Shots loaded (autofire needs 10, Burst Fire 5); max 0: the weapon does not count shots. */
    shots: new SchemaField({
      value: integerField(range("shots.value"), 0),
      max: integerField(range("shots.max"), 0),
    }),
    twoHanded: booleanField(false),
    proficient: booleanField(true),
    equipped: booleanField(true),
    description: htmlField(),
  };
}

export type SagaWeaponSchema = ReturnType<typeof defineSagaWeaponSchema>;
