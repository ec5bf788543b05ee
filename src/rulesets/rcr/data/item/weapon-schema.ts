import {
  choice,
  constraintsOf,
  flag,
  formula,
  html,
  integer,
  type SchemaOf,
} from "../../../../data/fields.ts";
import { WEAPON_STATIONS } from "../../../../vehicles/crew-fields.ts";

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

const PREFIX = "SWRPG.Weapon.";

/** Every stored weapon field, declared once: the schema, the update guard and the sheet derive from it. */
export const WEAPON_FIELDS = {
  damage: {
    formula: formula("SWRPG.Weapon.Damage", "1d8"),
    type: choice("SWRPG.Weapon.DamageType.label", DAMAGE_TYPES, "energy", `${PREFIX}DamageType.`),
  },
  /** Lowest natural d20 that threatens a critical (20 = only a natural 20; lightsabers 19). */
  threatRange: integer("SWRPG.Weapon.ThreatRange", 2, 20, 20),
  group: choice("SWRPG.Weapon.Group.label", WEAPON_GROUPS, "blasterPistols", `${PREFIX}Group.`),
  size: choice("SWRPG.Weapon.Size.label", WEAPON_SIZES, "one-handed", `${PREFIX}Size.`),
  attackType: choice("SWRPG.Weapon.AttackType.label", ATTACK_TYPES, "ranged", `${PREFIX}AttackType.`),
  /** Meters; 0 for melee weapons. */
  rangeIncrement: integer("SWRPG.Weapon.RangeIncrement", 0, 2000, 10),
  /** A weapon with autofire and neither single nor multifire is autofire-only. */
  fireModes: {
    single: flag("SWRPG.Weapon.FireMode.single", true),
    multifire: flag("SWRPG.Weapon.FireMode.multifire"),
    autofire: flag("SWRPG.Weapon.FireMode.autofire"),
  },
  stun: { available: flag("SWRPG.Weapon.Stun.available"), active: flag("SWRPG.Weapon.Stun.active") },
  /** Meters; grenadelike weapons. */
  burstRadius: integer("SWRPG.Weapon.BurstRadius", 0, 100, 0),
  /** The Reflex save DC for half damage in the burst (rcr-combat.txt › Grenadelike Weapon Attacks). */
  burstReflexDC: integer("SWRPG.Grenade.ReflexDC", 0, 60, 15),
  mounted: flag("SWRPG.Weapon.Mounted"),
  primitive: flag("SWRPG.Weapon.Primitive"),
  lightsaber: flag("SWRPG.Weapon.Lightsaber"),
  /** A double weapon: its other end makes the extra attack (rcr-combat.txt › Double Weapon). */
  double: flag("SWRPG.Weapon.Double"),
  equipped: flag("SWRPG.Item.Equipped"),
  hand: choice("SWRPG.Weapon.Hand.label", WEAPON_HANDS, "primary", `${PREFIX}Hand.`),
  /** On a vehicle: the crew station that fires it (issue 37); "none" on a character. */
  station: choice("SWRPG.Vehicle.Station.label", WEAPON_STATIONS, "none", "SWRPG.Vehicle.Station."),
  description: html,
} as const;

export const WEAPON_CONSTRAINTS = constraintsOf(WEAPON_FIELDS);

export type WeaponSchema = SchemaOf<typeof WEAPON_FIELDS>;
