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

const L = "SWRPG.Saga.Weapon";

export const SAGA_WEAPON_CONSTRAINTS: ConstraintTable = {
  group: choice(SAGA_WEAPON_GROUPS, `${L}.Group`),
  "damage.formula": formula(`${L}.Damage`),
  "damage.type": choice(SAGA_DAMAGE_TYPES, `${L}.DamageType`),
  "damage.secondType": choice(SECOND_DAMAGE_TYPES, `${L}.SecondType`),
  lightsaber: flag(`${L}.Lightsaber`),
  "stun.available": flag(`${L}.StunSetting`),
  "stun.active": flag(`${L}.StunActive`),
  "fire.autofire": flag(`${L}.Autofire`),
  "fire.autofireOnly": flag(`${L}.AutofireOnly`),
  "fire.burstFire": flag(`${L}.BurstFire`),
  splash: flag(`${L}.Splash`),
  burstRadius: integer(1, 20, `${L}.BurstRadius`, true),
  accuracy: choice(SAGA_ACCURACY, `${L}.Accuracy`),
  range: choice(SAGA_RANGE_CATEGORIES, `${L}.Range`),
  "shots.value": integer(0, 999, `${L}.Shots`),
  "shots.max": integer(0, 999, `${L}.ShotsMax`),
  twoHanded: flag(`${L}.TwoHanded`),
  proficient: flag(`${L}.Proficient`),
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
