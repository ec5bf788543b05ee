import {
  choice,
  constraintsOf,
  flag,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../data/fields.ts";
import { SIZES, saga } from "../../../rules/index.ts";
import { SAGA_SKILL_FIELDS } from "./skill-fields.ts";
import { SAGA_DAMAGE_TYPES } from "./weapon-schema.ts";

/** Ability keys, in sheet order. */
export const SAGA_ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type SagaAbilityKey = (typeof SAGA_ABILITY_KEYS)[number];

export const SAGA_DEFENSE_KEYS = ["reflex", "fortitude", "will"] as const;
export type SagaDefenseKey = (typeof SAGA_DEFENSE_KEYS)[number];

/**
 * The stored condition step: 0 (normal) to 15, the bottom of the variant's 15-step track, whatever the
 * world runs (src/rules/saga/condition-track.ts); a step past the world's track counts as its bottom.
 */
export const SAGA_CONDITION_MAX = 15;

/** The variant's limb condition tracks (saga-variant-character-combat.txt › Limb Condition Track). */
export const SAGA_LIMBS = ["leftArm", "rightArm", "leftLeg", "rightLeg"] as const;

const V = "SWRPG.Saga.Variant.Sheet.";
const limb = (key: (typeof SAGA_LIMBS)[number]) => integer(`${V}Limb.${key}`, 0, saga.LIMB_TRACK_LENGTH, 0);

const ability = (key: SagaAbilityKey) => ({ value: integer(`SWRPG.Ability.${key}`, 0, 99, 10) });
const classDefense = (key: SagaDefenseKey) => integer(`SWRPG.Saga.Actor.ClassDefense.${key}`, 0, 20, 0);

/**
 * Every stored Saga actor field, declared once with its range and the lang key naming it in refusal
 * messages: one schema for characters and NPCs (the NPC sheet is the compact stat block). Ranges are
 * generous sanity bounds; a score of 0 is legal (a droid has no Constitution).
 */
export const SAGA_ACTOR_FIELDS = {
  abilities: {
    str: ability("str"),
    dex: ability("dex"),
    con: ability("con"),
    int: ability("int"),
    wis: ability("wis"),
    cha: ability("cha"),
  },
  heroicLevel: integer("SWRPG.Saga.Actor.HeroicLevel", 0, 20, 1),
  nonheroicLevel: integer("SWRPG.Saga.Actor.NonheroicLevel", 0, 20, 0),
  classDefense: {
    reflex: classDefense("reflex"),
    fortitude: classDefense("fortitude"),
    will: classDefense("will"),
    /** The variant's class bonuses to General and Devastating Injury Defense (read with sagaVariantDefenses). */
    general: integer(`${V}ClassGeneral`, 0, 20, 0),
    devastatingInjury: integer(`${V}ClassDevastatingInjury`, 0, 20, 0),
  },
  /** The variant's inputs (read only with sagaVariantDefenses): Combat Maneuver Attack Bonus, the thresholds' other modifiers. */
  combatManeuverBonus: integer(`${V}CombatManeuverBonus`, -20, 40, 0),
  thresholdMisc: {
    damage: integer(`${V}DamageThresholdMisc`, -50, 50, 0),
    mental: integer(`${V}MentalThresholdMisc`, -50, 50, 0),
  },
  /** The variant's second wind (read with sagaVariantSecondWind): uses today, uses a day, the Extra Second Wind feat. */
  secondWind: {
    used: integer(`${V}SecondWindUsed`, 0, 20, 0),
    perDay: integer(`${V}SecondWindPerDay`, 1, 20, 1),
    extra: flag(`${V}ExtraSecondWind`),
  },
  /** Each limb's step down its 5-step track (read with sagaVariantLimbTracks). */
  limbs: {
    leftArm: limb("leftArm"),
    rightArm: limb("rightArm"),
    leftLeg: limb("leftLeg"),
    rightLeg: limb("rightLeg"),
  },
  baseAttackBonus: integer("SWRPG.Saga.Actor.BaseAttackBonus", 0, 40, 0),
  hp: {
    value: integer("SWRPG.Saga.Actor.HitPoints", 0, 9999, 10),
    max: integer("SWRPG.Saga.Actor.HitPointsMax", 1, 9999, 10),
    temp: integer("SWRPG.Saga.Actor.TemporaryHitPoints", 0, 9999, 0),
  },
  condition: {
    step: integer("SWRPG.Saga.Actor.ConditionStep", 0, SAGA_CONDITION_MAX, 0),
    persistent: flag("SWRPG.Saga.Actor.ConditionPersistent"),
  },
  shield: {
    value: integer("SWRPG.Saga.Actor.ShieldRating", 0, 100, 0),
    max: integer("SWRPG.Saga.Actor.ShieldRatingMax", 0, 100, 0),
  },
  /** Natural damage reduction (worn armor's is added as its own entry). */
  damageReduction: integer("SWRPG.Saga.Actor.DamageReduction", 0, 50, 0),
  /** Which damage types the natural DR stops (variant › Damage Resistance, read with sagaVariantDefenses). */
  damageReductionTypes: {
    mode: choice(`${V}DrMode`, ["all", "appliesTo", "bypassedBy"], "all"),
    type: choice(`${V}DrType`, SAGA_DAMAGE_TYPES, "energy"),
  },
  size: choice("SWRPG.Saga.Actor.Size", SIZES, "medium"),
  /** Speed in squares, before armor. */
  speed: integer("SWRPG.Saga.Actor.Speed", 0, 60, 6),
  /** Reach in squares; null: the size's (Small and Medium 1). */
  reach: nullableInteger("SWRPG.Saga.Actor.Reach", 0, 10),
  initiative: {
    trained: flag("SWRPG.Saga.Actor.InitiativeTrained"),
    skillFocus: flag("SWRPG.Saga.Actor.InitiativeSkillFocus"),
    misc: integer("SWRPG.Saga.Actor.InitiativeMisc", -20, 20, 0),
  },
  /** Use the Force (trained, Skill Focus, other), Force Training taken, Force Points left (src/rulesets/saga/force/). */
  force: {
    trained: flag("SWRPG.Saga.Force.Actor.Trained"),
    skillFocus: flag("SWRPG.Saga.Force.Actor.SkillFocus"),
    misc: integer("SWRPG.Saga.Force.Actor.Misc", -20, 20, 0),
    training: integer("SWRPG.Saga.Force.Actor.Training", 0, 10, 0),
    points: integer("SWRPG.Saga.Force.Actor.Points", 0, 99, 0),
  },
  /** Every other skill (initiative and force hold Initiative and Use the Force). */
  skills: SAGA_SKILL_FIELDS,
  /** Destiny Points (Saga core, not in the texts), counted on the sheet. */
  destinyPoints: integer("SWRPG.Points.DestinyPoints", 0, 99, 0),
  /** A droid: immune to stun, affected by ion; its Strength stands for Constitution. */
  droid: flag("SWRPG.Saga.Actor.Droid"),
  /** Cybernetic prosthetics: ion damage moves the creature down the condition track. */
  cybernetic: flag("SWRPG.Saga.Actor.Cybernetic"),
  /** The variant's flanking: blindsense, flexible eyes or a passive Perception of 18 or more cannot be flanked. */
  flankImmunity: {
    blindsense: flag("SWRPG.Saga.Variant.Sheet.Blindsense"),
    flexibleEyes: flag("SWRPG.Saga.Variant.Sheet.FlexibleEyes"),
    passivePerception: integer("SWRPG.Saga.Variant.Sheet.PassivePerception", 0, 99, 0),
  },
  notes: html,
} as const;

export const SAGA_ACTOR_CONSTRAINTS = constraintsOf(SAGA_ACTOR_FIELDS);

export type SagaActorSchema = SchemaOf<typeof SAGA_ACTOR_FIELDS>;
