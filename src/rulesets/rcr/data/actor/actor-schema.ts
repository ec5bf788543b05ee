import type { ConstrainedField, ConstraintTable } from "../../../../data/constraints.ts";
import {
  booleanField,
  choiceField,
  htmlField,
  integerField,
  nullableIntegerField,
} from "../../../../data/fields.ts";
import { SIZES, type Size } from "../../../../rules/index.ts";

/** Ability keys, in sheet order. */
export const ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type AbilityKey = (typeof ABILITY_KEYS)[number];

export const SAVE_KEYS = ["fortitude", "reflex", "will"] as const;
export type SaveKey = (typeof SAVE_KEYS)[number];

const integer = (
  min: number,
  max: number,
  label: string,
  extra: { nullable?: boolean; clampBelow?: boolean } = {},
) => ({ constraint: { kind: "integer", min, max, ...extra }, label }) satisfies ConstrainedField;

/**
 * Every stored actor field with its range and the lang key that names it in refusal messages.
 * Ranges are generous sanity bounds: scores 0-99 (0 is legal: a creature without the ability),
 * wounds down to -10 (dead; lower values are stored as -10).
 */
export const ACTOR_CONSTRAINTS: ConstraintTable = {
  heroic: { constraint: { kind: "boolean" }, label: "SWRPG.Actor.Heroic" },
  ...Object.fromEntries(
    ABILITY_KEYS.map((key) => [`abilities.${key}.value`, integer(0, 99, `SWRPG.Ability.${key}`)] as const),
  ),
  size: { constraint: { kind: "choice", choices: SIZES }, label: "SWRPG.Actor.Size" },
  level: integer(1, 40, "SWRPG.Actor.Level"),
  baseAttackBonus: integer(0, 60, "SWRPG.Actor.BaseAttackBonus"),
  classDefenseBonus: integer(0, 40, "SWRPG.Actor.ClassDefenseBonus"),
  ...Object.fromEntries(
    SAVE_KEYS.map((key) => [`saves.${key}.base`, integer(0, 40, `SWRPG.Save.${key}`)] as const),
  ),
  "vitality.value": integer(0, 9999, "SWRPG.Actor.Vitality"),
  "vitality.max": integer(0, 9999, "SWRPG.Actor.VitalityMax"),
  "wounds.value": integer(-10, 999, "SWRPG.Actor.Wounds", { clampBelow: true }),
  "speed.base": integer(0, 200, "SWRPG.Actor.SpeedBase", { nullable: true }),
};

function constraintAt(path: string) {
  const field = ACTOR_CONSTRAINTS[path];
  if (field?.constraint.kind !== "integer") throw new Error(`No integer constraint at ${path}`);
  return field.constraint;
}

function abilityField() {
  return new foundry.data.fields.SchemaField({
    value: integerField(constraintAt("abilities.str.value"), 10),
  });
}

function saveField() {
  return new foundry.data.fields.SchemaField({ base: integerField(constraintAt("saves.fortitude.base"), 0) });
}

/** The actor schema; `heroic` is the only difference between a character and an NPC by default. */
export function defineActorSchema(heroic: boolean) {
  const { SchemaField } = foundry.data.fields;
  return {
    heroic: booleanField(heroic),
    abilities: new SchemaField({
      str: abilityField(),
      dex: abilityField(),
      con: abilityField(),
      int: abilityField(),
      wis: abilityField(),
      cha: abilityField(),
    }),
    size: choiceField<Size>(SIZES, "medium"),
    level: integerField(constraintAt("level"), 1),
    baseAttackBonus: integerField(constraintAt("baseAttackBonus"), 0),
    classDefenseBonus: integerField(constraintAt("classDefenseBonus"), 0),
    saves: new SchemaField({ fortitude: saveField(), reflex: saveField(), will: saveField() }),
    vitality: new SchemaField({
      value: integerField(constraintAt("vitality.value"), 0),
      max: integerField(constraintAt("vitality.max"), 0),
    }),
    wounds: new SchemaField({ value: integerField(constraintAt("wounds.value"), 10) }),
    speed: new SchemaField({ base: nullableIntegerField(constraintAt("speed.base")) }),
    biography: htmlField(),
  };
}

export type ActorSchema = ReturnType<typeof defineActorSchema>;
