import {
  choice,
  constraintsOf,
  damageCode,
  diceCode,
  flag,
  html,
  integer,
  type SchemaOf,
} from "../../../data/fields.ts";
import { D6_WEAPON_SKILL_KEYS } from "./skills.ts";

export const D6_DAMAGE_TYPES = ["energy", "physical"] as const;
/** d6-combat.txt › Damaged Weapons › Weapon Damage Chart (d6.ObjectDamageLevel). */
export const D6_OBJECT_DAMAGE = [
  "undamaged",
  "notSeriouslyDamaged",
  "lightlyDamaged",
  "heavilyDamaged",
  "severelyDamaged",
  "destroyed",
] as const;
/** The difficulty ladder (d6.DifficultyLevel): a melee weapon's difficulty to hit. */
export const D6_DIFFICULTY_LEVELS = [
  "veryEasy",
  "easy",
  "moderate",
  "difficult",
  "veryDifficult",
  "heroic",
] as const;
/** How a grenade goes off (d6-combat.txt › Grenades and Thermal Detonators; d6.grenadeDetonation). */
export const D6_GRENADE_ACTIVATORS = ["contact", "timer"] as const;
/** The blast bands a grenade lists, nearest first (the text's fragmentation grenade has four). */
export const D6_BLAST_BANDS = ["band1", "band2", "band3", "band4"] as const;

const blastBand = (band: (typeof D6_BLAST_BANDS)[number]) => ({
  /** The band's outer edge in meters; 0: the band is not used. */
  radius: integer(`SWRPG.D6.Weapon.Blast.Radius.${band}`, 0, 200, 0),
  damage: diceCode(`SWRPG.D6.Weapon.Blast.Damage.${band}`, "", { blank: true }),
});

/** Every stored D6 weapon field, declared once: the schema, the update guard and the sheet derive from it. */
export const D6_WEAPON_FIELDS = {
  skill: choice("SWRPG.D6.Weapon.Skill", D6_WEAPON_SKILL_KEYS, "blaster", "SWRPG.D6.Skill."),
  /** "4D"; a melee weapon adds the wielder's Strength: "STR+1D"; brawling is "STR". */
  damage: damageCode("SWRPG.D6.Weapon.Damage", "4D"),
  damageType: choice("SWRPG.D6.Weapon.DamageType", D6_DAMAGE_TYPES, "energy", "SWRPG.D6.DamageType."),
  /** A melee weapon's difficulty to hit (the ranged weapon's comes from the range band). */
  difficulty: choice("SWRPG.D6.Weapon.Difficulty", D6_DIFFICULTY_LEVELS, "moderate", "SWRPG.D6.Difficulty."),
  /** The farthest meters of each band (point-blank is 3 m: d6.POINT_BLANK_METERS); all 0 for a melee weapon. */
  range: {
    short: integer("SWRPG.D6.Weapon.Range.short", 0, 100000, 10),
    medium: integer("SWRPG.D6.Weapon.Range.medium", 0, 100000, 30),
    long: integer("SWRPG.D6.Weapon.Range.long", 0, 100000, 120),
  },
  /** Shots left and a full power pack; max 0: the weapon does not count shots. */
  ammo: {
    value: integer("SWRPG.D6.Weapon.Ammo", 0, 9999, 0),
    max: integer("SWRPG.D6.Weapon.AmmoMax", 0, 9999, 0),
  },
  /** `available`: the weapon has a stun setting (d6.canSetForStun); `active`: it is set for stun. */
  stun: {
    available: flag("SWRPG.D6.Weapon.StunSetting"),
    active: flag("SWRPG.D6.Weapon.StunActive"),
  },
  /** A grenade's blast, band by band (d6.Blast); no band with a radius: not an area weapon. */
  blast: {
    band1: blastBand("band1"),
    band2: blastBand("band2"),
    band3: blastBand("band3"),
    band4: blastBand("band4"),
  },
  activator: choice("SWRPG.D6.Weapon.Activator", D6_GRENADE_ACTIVATORS, "timer", "SWRPG.D6.Activator."),
  /** The object's body strength (d6-combat.txt › Damaged Weapons › Note: most hand weapons 2D). */
  bodyStrength: diceCode("SWRPG.D6.Weapon.BodyStrength", "2D"),
  condition: choice("SWRPG.D6.Weapon.Condition", D6_OBJECT_DAMAGE, "undamaged", "SWRPG.D6.ObjectDamage."),
  equipped: flag("SWRPG.Item.Equipped", true),
  description: html,
} as const;

export const D6_WEAPON_CONSTRAINTS = constraintsOf(D6_WEAPON_FIELDS);

export type D6WeaponSchema = SchemaOf<typeof D6_WEAPON_FIELDS>;
