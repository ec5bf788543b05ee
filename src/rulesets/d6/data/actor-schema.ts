import {
  constraintsOf,
  type DiceCodeDeclaration,
  diceCode,
  flag,
  html,
  integer,
  type SchemaOf,
} from "../../../data/fields.ts";
import { d6 } from "../../../rules/index.ts";
import {
  D6_ATTRIBUTES,
  D6_FORCE_SKILLS,
  D6_SKILL_KEYS,
  type D6Attribute,
  type D6ForceSkill,
  type D6Skill,
} from "./skills.ts";

/** The stored wound level: its index in the engine's `d6.WOUND_LEVELS` (0 healthy ... 5 killed). */
export const D6_WOUND_MAX = d6.WOUND_LEVELS.length - 1;

/** Sanity bounds of a character's codes (the text's highest damage code is a thermal detonator's 10D). */
const MAX_DICE = 30;

const attribute = (key: D6Attribute) => diceCode(`SWRPG.D6.Attribute.${key}`, "2D", { maxDice: MAX_DICE });
const skill = (key: D6Skill | D6ForceSkill) =>
  diceCode(`SWRPG.D6.Skill.${key}`, "", { blank: true, maxDice: MAX_DICE });

const record = <K extends string, V>(keys: readonly K[], make: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;

/**
 * Every stored D6 actor field, declared once with the lang key naming it in refusal messages: one schema
 * for characters and NPCs (the NPC sheet is the compact stat block). Attributes and skills are dice codes,
 * checked on every path (sheet, API update, import: src/rulesets/d6/data/migrate.ts).
 */
export const D6_ACTOR_FIELDS = {
  attributes: record(D6_ATTRIBUTES, attribute) as Record<D6Attribute, DiceCodeDeclaration>,
  skills: record(D6_SKILL_KEYS, skill) as Record<D6Skill, DiceCodeDeclaration>,
  force: record(D6_FORCE_SKILLS, skill) as Record<D6ForceSkill, DiceCodeDeclaration>,
  characterPoints: integer("SWRPG.D6.Actor.CharacterPoints", 0, 999, 5),
  forcePoints: integer("SWRPG.D6.Actor.ForcePoints", 0, 99, 1),
  darkSidePoints: integer("SWRPG.D6.Actor.DarkSidePoints", 0, 99, 0),
  forceSensitive: flag("SWRPG.D6.Actor.ForceSensitive"),
  /** Move in meters a round (D6 core, not in the texts: "Movement and Chases" is another chapter). */
  move: integer("SWRPG.D6.Actor.Move", 0, 99, 10),
  /** The injury state the engine's `d6.Health` holds (d6-combat.txt › Character Damage Chart; Stun Damage). */
  wounds: {
    /** Index in `d6.WOUND_LEVELS`: 0 healthy, 1 wounded, 2 wounded twice, 3 incapacitated, 4 mortally wounded, 5 killed. */
    value: integer("SWRPG.D6.Actor.WoundLevel", 0, D6_WOUND_MAX, 0),
    mortallyWoundedRounds: integer("SWRPG.D6.Actor.MortallyWoundedRounds", 0, 99, 0),
    stabilized: flag("SWRPG.D6.Actor.Stabilized"),
    treated: flag("SWRPG.D6.Actor.Treated"),
  },
  stun: {
    /** Stuns still affecting him (d6.Health.stuns). */
    value: integer("SWRPG.D6.Actor.Stuns", 0, 99, 0),
    /** Rounds the stun's -1D still applies (d6.Health.stunRounds). */
    rounds: integer("SWRPG.D6.Actor.StunRounds", 0, 2, 0),
    unconscious: flag("SWRPG.D6.Actor.Unconscious"),
  },
  biography: html,
  notes: html,
} as const;

export const D6_ACTOR_CONSTRAINTS = constraintsOf(D6_ACTOR_FIELDS);

export type D6ActorSchema = SchemaOf<typeof D6_ACTOR_FIELDS>;
