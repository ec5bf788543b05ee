import type { ConstraintTable } from "../../../data/constraints.ts";
import {
  booleanField,
  choiceField,
  htmlField,
  integerField,
  nullableIntegerField,
} from "../../../data/fields.ts";
import { SIZES, type Size } from "../../../rules/index.ts";
import { choice, flag, integer, integerAt } from "./constraint-helpers.ts";

/** Ability keys, in sheet order. */
export const SAGA_ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type SagaAbilityKey = (typeof SAGA_ABILITY_KEYS)[number];

export const SAGA_DEFENSE_KEYS = ["reflex", "fortitude", "will"] as const;
export type SagaDefenseKey = (typeof SAGA_DEFENSE_KEYS)[number];

/** Core Saga's condition track: 0 (normal) to 5 (the bottom); see src/rules/saga/condition-track.ts. */
export const SAGA_CONDITION_MAX = 5;

/**
 * Every stored Saga actor field with its range and the lang key naming it in refusal messages. Ranges
 * are generous sanity bounds; a score of 0 is legal (a droid has no Constitution).
 */
export const SAGA_ACTOR_CONSTRAINTS: ConstraintTable = {
  ...Object.fromEntries(
    SAGA_ABILITY_KEYS.map(
      (key) => [`abilities.${key}.value`, integer(0, 99, `SWRPG.Ability.${key}`)] as const,
    ),
  ),
  heroicLevel: integer(0, 20, "SWRPG.Saga.Actor.HeroicLevel"),
  nonheroicLevel: integer(0, 20, "SWRPG.Saga.Actor.NonheroicLevel"),
  ...Object.fromEntries(
    SAGA_DEFENSE_KEYS.map(
      (key) => [`classDefense.${key}`, integer(0, 20, `SWRPG.Saga.Actor.ClassDefense.${key}`)] as const,
    ),
  ),
  baseAttackBonus: integer(0, 40, "SWRPG.Saga.Actor.BaseAttackBonus"),
  "hp.value": integer(0, 9999, "SWRPG.Saga.Actor.HitPoints"),
  "hp.max": integer(1, 9999, "SWRPG.Saga.Actor.HitPointsMax"),
  "hp.temp": integer(0, 9999, "SWRPG.Saga.Actor.TemporaryHitPoints"),
  "condition.step": integer(0, SAGA_CONDITION_MAX, "SWRPG.Saga.Actor.ConditionStep"),
  "condition.persistent": flag("SWRPG.Saga.Actor.ConditionPersistent"),
  "shield.value": integer(0, 100, "SWRPG.Saga.Actor.ShieldRating"),
  "shield.max": integer(0, 100, "SWRPG.Saga.Actor.ShieldRatingMax"),
  damageReduction: integer(0, 50, "SWRPG.Saga.Actor.DamageReduction"),
  size: choice(SIZES, "SWRPG.Saga.Actor.Size"),
  speed: integer(0, 60, "SWRPG.Saga.Actor.Speed"),
  reach: integer(0, 10, "SWRPG.Saga.Actor.Reach", true),
  "initiative.trained": flag("SWRPG.Saga.Actor.InitiativeTrained"),
  "initiative.skillFocus": flag("SWRPG.Saga.Actor.InitiativeSkillFocus"),
  "initiative.misc": integer(-20, 20, "SWRPG.Saga.Actor.InitiativeMisc"),
  droid: flag("SWRPG.Saga.Actor.Droid"),
  cybernetic: flag("SWRPG.Saga.Actor.Cybernetic"),
};

const range = (path: string) => integerAt(SAGA_ACTOR_CONSTRAINTS, path);

function abilityField() {
  return new foundry.data.fields.SchemaField({ value: integerField(range("abilities.str.value"), 10) });
}

/** The Saga actor schema: one for characters and NPCs (the NPC sheet is the compact stat block). */
export function defineSagaActorSchema(heroicLevel: number) {
  const { SchemaField } = foundry.data.fields;
  const classDefense = () => integerField(range("classDefense.reflex"), 0);
  return {
    abilities: new SchemaField({
      str: abilityField(),
      dex: abilityField(),
      con: abilityField(),
      int: abilityField(),
      wis: abilityField(),
      cha: abilityField(),
    }),
    heroicLevel: integerField(range("heroicLevel"), heroicLevel),
    nonheroicLevel: integerField(range("nonheroicLevel"), heroicLevel > 0 ? 0 : 1),
    classDefense: new SchemaField({
      reflex: classDefense(),
      fortitude: classDefense(),
      will: classDefense(),
    }),
    baseAttackBonus: integerField(range("baseAttackBonus"), 0),
    hp: new SchemaField({
      value: integerField(range("hp.value"), 10),
      max: integerField(range("hp.max"), 10),
      temp: integerField(range("hp.temp"), 0),
    }),
    condition: new SchemaField({
      step: integerField(range("condition.step"), 0),
      persistent: booleanField(false),
    }),
    shield: new SchemaField({
      value: integerField(range("shield.value"), 0),
      max: integerField(range("shield.max"), 0),
    }),
    /** Natural damage reduction (worn armor's is added as its own entry). */
    damageReduction: integerField(range("damageReduction"), 0),
    size: choiceField<Size>(SIZES, "medium"),
    /** Speed in squares, before armor. */
    speed: integerField(range("speed"), 6),
    /** Reach in squares; null: the size's (Small and Medium 1). */
    reach: nullableIntegerField(range("reach")),
    initiative: new SchemaField({
      trained: booleanField(false),
      skillFocus: booleanField(false),
      misc: integerField(range("initiative.misc"), 0),
    }),
    /** A droid: immune to stun, affected by ion; its Strength stands for Constitution. */
    droid: booleanField(false),
    /** Cybernetic prosthetics: ion damage moves the creature down the condition track. */
    cybernetic: booleanField(false),
    notes: htmlField(),
  };
}

export type SagaActorSchema = ReturnType<typeof defineSagaActorSchema>;
