import type { ConstrainedField, ConstraintTable } from "../../../../data/constraints.ts";
import { booleanField, choiceField, formulaField, htmlField, integerField } from "../../../../data/fields.ts";

export const DAMAGE_TYPES = [
  "energy",
  "ion",
  "slashing",
  "piercing",
  "bludgeoning",
  "fire",
  "cold",
  "acid",
  "electricity",
  "sonic",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Weapon proficiency groups. */
export const WEAPON_GROUPS = [
  "simple",
  "primitive",
  "blasterPistols",
  "blasterRifles",
  "heavyWeapons",
  "slugthrowers",
  "vibroWeapons",
  "lightsabers",
  "exotic",
] as const;
export type WeaponGroup = (typeof WEAPON_GROUPS)[number];

/** Size relative to a Medium-size wielder: rcr-combat.txt › Attacking with Two Weapons (light weapons). */
export const WEAPON_SIZES = ["light", "one-handed", "two-handed"] as const;
export type WeaponSize = (typeof WEAPON_SIZES)[number];

export const ATTACK_TYPES = ["melee", "ranged", "thrown", "grenadelike"] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];

/** Where an equipped weapon is held. */
export const WEAPON_HANDS = ["primary", "off-hand", "two-hands"] as const;
export type WeaponHand = (typeof WEAPON_HANDS)[number];

const integer = (min: number, max: number, label: string) =>
  ({ constraint: { kind: "integer", min, max }, label }) satisfies ConstrainedField;
const choice = (choices: readonly string[], label: string) =>
  ({ constraint: { kind: "choice", choices }, label }) satisfies ConstrainedField;
const flag = (label: string) => ({ constraint: { kind: "boolean" }, label }) satisfies ConstrainedField;

export const WEAPON_CONSTRAINTS: ConstraintTable = {
  "damage.formula": { constraint: { kind: "formula" }, label: "SWRPG.Weapon.Damage" },
  "damage.type": choice(DAMAGE_TYPES, "SWRPG.Weapon.DamageType.label"),
  threatRange: integer(2, 20, "SWRPG.Weapon.ThreatRange"),
  group: choice(WEAPON_GROUPS, "SWRPG.Weapon.Group.label"),
  size: choice(WEAPON_SIZES, "SWRPG.Weapon.Size.label"),
  attackType: choice(ATTACK_TYPES, "SWRPG.Weapon.AttackType.label"),
  rangeIncrement: integer(0, 2000, "SWRPG.Weapon.RangeIncrement"),
  "fireModes.single": flag("SWRPG.Weapon.FireMode.single"),
  "fireModes.multifire": flag("SWRPG.Weapon.FireMode.multifire"),
  "fireModes.autofire": flag("SWRPG.Weapon.FireMode.autofire"),
  "stun.available": flag("SWRPG.Weapon.Stun.available"),
  "stun.active": flag("SWRPG.Weapon.Stun.active"),
  burstRadius: integer(0, 100, "SWRPG.Weapon.BurstRadius"),
  burstReflexDC: integer(0, 60, "SWRPG.Grenade.ReflexDC"),
  mounted: flag("SWRPG.Weapon.Mounted"),
  primitive: flag("SWRPG.Weapon.Primitive"),
  lightsaber: flag("SWRPG.Weapon.Lightsaber"),
  equipped: flag("SWRPG.Item.Equipped"),
  hand: choice(WEAPON_HANDS, "SWRPG.Weapon.Hand.label"),
};

function range(path: string) {
  const field = WEAPON_CONSTRAINTS[path];
  if (field?.constraint.kind !== "integer") throw new Error(`No integer constraint at ${path}`);
  return field.constraint;
}

export function defineWeaponSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    damage: new SchemaField({
      formula: formulaField("1d8"),
      type: choiceField<DamageType>(DAMAGE_TYPES, "energy"),
    }),
    /** Lowest natural d20 that threatens a critical (20 = only a natural 20; lightsabers 19). */
    threatRange: integerField(range("threatRange"), 20),
    group: choiceField<WeaponGroup>(WEAPON_GROUPS, "blasterPistols"),
    size: choiceField<WeaponSize>(WEAPON_SIZES, "one-handed"),
    attackType: choiceField<AttackType>(ATTACK_TYPES, "ranged"),
    /** Meters; 0 for melee weapons. */
    rangeIncrement: integerField(range("rangeIncrement"), 10),
    /** A weapon with autofire and neither single nor multifire is autofire-only. */
    fireModes: new SchemaField({
      single: booleanField(true),
      multifire: booleanField(false),
      autofire: booleanField(false),
    }),
    stun: new SchemaField({ available: booleanField(false), active: booleanField(false) }),
    /** Meters; grenadelike weapons. */
    burstRadius: integerField(range("burstRadius"), 0),
    /** The Reflex save DC for half damage in the burst (rcr-combat.txt › Grenadelike Weapon Attacks). */
    burstReflexDC: integerField(range("burstReflexDC"), 15),
    mounted: booleanField(false),
    primitive: booleanField(false),
    lightsaber: booleanField(false),
    equipped: booleanField(false),
    hand: choiceField<WeaponHand>(WEAPON_HANDS, "primary"),
    description: htmlField(),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;
