import {
  choice,
  constraintsOf,
  flag,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../../data/fields.ts";
import { SIZES } from "../../../../rules/index.ts";
import { RCR_POINT_FIELDS, RCR_SKILL_FIELDS } from "./skill-fields.ts";

/** Ability keys, in sheet order. */
export const ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type AbilityKey = (typeof ABILITY_KEYS)[number];

export const SAVE_KEYS = ["fortitude", "reflex", "will"] as const;
export type SaveKey = (typeof SAVE_KEYS)[number];

const ability = (key: AbilityKey) => ({ value: integer(`SWRPG.Ability.${key}`, 0, 99, 10) });
const save = (key: SaveKey) => ({ base: integer(`SWRPG.Save.${key}`, 0, 40, 0) });

/**
 * Every stored actor field, declared once with its range and the lang key that names it in refusal
 * messages. Ranges are generous sanity bounds: scores 0-99 (0 is legal: a creature without the ability),
 * wounds down to -10 (dead; lower values are stored as -10).
 */
export const ACTOR_FIELDS = {
  heroic: flag("SWRPG.Actor.Heroic", true),
  abilities: {
    str: ability("str"),
    dex: ability("dex"),
    con: ability("con"),
    int: ability("int"),
    wis: ability("wis"),
    cha: ability("cha"),
  },
  size: choice("SWRPG.Actor.Size", SIZES, "medium"),
  level: integer("SWRPG.Actor.Level", 1, 40, 1),
  baseAttackBonus: integer("SWRPG.Actor.BaseAttackBonus", 0, 60, 0),
  classDefenseBonus: integer("SWRPG.Actor.ClassDefenseBonus", 0, 40, 0),
  saves: { fortitude: save("fortitude"), reflex: save("reflex"), will: save("will") },
  vitality: {
    value: integer("SWRPG.Actor.Vitality", 0, 9999, 0),
    max: integer("SWRPG.Actor.VitalityMax", 0, 9999, 0),
  },
  wounds: { value: integer("SWRPG.Actor.Wounds", -10, 999, 10, true) },
  speed: { base: nullableInteger("SWRPG.Actor.SpeedBase", 0, 200) },
  skills: RCR_SKILL_FIELDS,
  ...RCR_POINT_FIELDS,
  biography: html,
} as const;

export const ACTOR_CONSTRAINTS = constraintsOf(ACTOR_FIELDS);

export type ActorSchema = SchemaOf<typeof ACTOR_FIELDS>;
