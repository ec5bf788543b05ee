import { isValidDiceFormula } from "../rules/index.ts";
import type { FieldConstraint } from "./constraints.ts";

/**
 * Foundry field builders made from the same constraints the update guard checks, so the schema
 * and the refusal messages can never disagree about a range. `foundry.data.fields` is read when a
 * schema is defined (inside the init hook), never at import time.
 */

type IntegerConstraint = Extract<FieldConstraint, { kind: "integer" }>;

/** A required integer within the constraint's range. */
export function integerField(constraint: IntegerConstraint, initial: number) {
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: constraint.min,
    max: constraint.max,
    initial,
  });
}

/** An integer within the constraint's range, or null ("not set": e.g. no Dex cap, speed by size). */
export function nullableIntegerField(constraint: IntegerConstraint) {
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: constraint.min,
    max: constraint.max,
    initial: null,
  });
}

/** One of a fixed list of keys. */
export function choiceField<const Choice extends string>(
  choices: readonly Choice[],
  initial: NoInfer<Choice>,
) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    choices,
    initial,
  });
}

export function booleanField(initial: boolean) {
  return new foundry.data.fields.BooleanField({ required: true, nullable: false, initial });
}

/** A dice formula, refused unless the rules' parser accepts it (the update guard says why first). */
export function formulaField(initial: string) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    initial,
    validate: (value: unknown) => typeof value === "string" && isValidDiceFormula(value),
  });
}

/** Rich text (declared in template.json's htmlFields too). */
export function htmlField() {
  return new foundry.data.fields.HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

/** A free-text key such as a feat's weapon target. */
export function textField() {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: true, initial: "" });
}
