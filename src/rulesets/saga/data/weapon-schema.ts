import { saga } from "../../../rules/index.ts";

type DamageType = saga.DamageType;

import {
  choice,
  constraintsOf,
  flag,
  formula,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../data/fields.ts";
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
/** The defenses a Saga attack may name (src/rules/saga/target-defense.ts). */
export const SAGA_TARGET_DEFENSES = [
  "reflex",
  "fortitude",
  "will",
] as const satisfies readonly saga.TargetDefense[];
export const SAGA_ACCURACY = ["normal", "accurate", "inaccurate"] as const;

const DAMAGE_TYPE = "SWRPG.Saga.DamageTypeChoice.";

/** Every stored Saga weapon field, declared once: the schema, the update guard and the sheet derive from it. */
export const SAGA_WEAPON_FIELDS = {
  /** The weapon's form (melee, pistol, carbine...): melee or ranged, who threatens, who braces. */
  group: choice("SWRPG.Saga.Weapon.Group", SAGA_WEAPON_GROUPS, "pistol", "SWRPG.Saga.Group."),
  /** The book's weapon group its proficiency, Weapon Focus and Weapon Specialization name (saga.weaponGroupTraining). */
  proficiencyGroup: choice(
    "SWRPG.Saga.Weapon.ProficiencyGroup",
    saga.WEAPON_PROFICIENCY_GROUPS,
    "pistols",
    "SWRPG.Saga.ProficiencyGroup.",
  ),
  damage: {
    formula: formula("SWRPG.Saga.Weapon.Damage", "3d6"),
    type: choice("SWRPG.Saga.Weapon.DamageType", SAGA_DAMAGE_TYPES, "energy", DAMAGE_TYPE),
    secondType: choice("SWRPG.Saga.Weapon.SecondType", SECOND_DAMAGE_TYPES, "none", DAMAGE_TYPE),
  },
  /** Lightsabers ignore damage reduction unless it says otherwise (special › Damage Reduction). */
  lightsaber: flag("SWRPG.Saga.Weapon.Lightsaber"),
  /** `available`: the weapon has a stun setting; `active`: it is set to stun. */
  stun: {
    available: flag("SWRPG.Saga.Weapon.StunSetting"),
    active: flag("SWRPG.Saga.Weapon.StunActive"),
  },
  fire: {
    autofire: flag("SWRPG.Saga.Weapon.Autofire"),
    autofireOnly: flag("SWRPG.Saga.Weapon.AutofireOnly"),
    burstFire: flag("SWRPG.Saga.Weapon.BurstFire"),
  },
  splash: flag("SWRPG.Saga.Weapon.Splash"),
  /** Burst radius in squares (grenades); null: not an area weapon. */
  burstRadius: nullableInteger("SWRPG.Saga.Weapon.BurstRadius", 1, 20, "SWRPG.Saga.Sheet.NoArea"),
  accuracy: choice("SWRPG.Saga.Weapon.Accuracy", SAGA_ACCURACY, "normal", "SWRPG.Saga.AccuracyChoice."),
  range: choice("SWRPG.Saga.Weapon.Range", SAGA_RANGE_CATEGORIES, "pistol", "SWRPG.Saga.RangeChoice."),
  /** The defense it attacks: Reflex, or the Fortitude or Will its text names (a stun grenade, a gas). */
  defense: choice("SWRPG.Saga.Weapon.Defense", SAGA_TARGET_DEFENSES, "reflex", "SWRPG.Saga.Card.Defense."),
  /** Shots loaded (autofire needs 10, Burst Fire 5); max 0: the weapon does not count shots. */
  shots: {
    value: integer("SWRPG.Saga.Weapon.Shots", 0, 999, 0),
    max: integer("SWRPG.Saga.Weapon.ShotsMax", 0, 999, 0),
  },
  twoHanded: flag("SWRPG.Saga.Weapon.TwoHanded"),
  equipped: flag("SWRPG.Item.Equipped", true),
  description: html,
} as const;

export const SAGA_WEAPON_CONSTRAINTS = constraintsOf(SAGA_WEAPON_FIELDS);

export type SagaWeaponSchema = SchemaOf<typeof SAGA_WEAPON_FIELDS>;
