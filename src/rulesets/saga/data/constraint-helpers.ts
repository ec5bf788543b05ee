import type { ConstrainedField, ConstraintTable, FieldConstraint } from "../../../data/constraints.ts";

/** An integer field's constraint with the lang key naming it. */
export const integer = (min: number, max: number, label: string, nullable = false) =>
  ({ constraint: { kind: "integer", min, max, nullable }, label }) satisfies ConstrainedField;

export const choice = (choices: readonly string[], label: string) =>
  ({ constraint: { kind: "choice", choices }, label }) satisfies ConstrainedField;

export const flag = (label: string) =>
  ({ constraint: { kind: "boolean" }, label }) satisfies ConstrainedField;

export const formula = (label: string) =>
  ({ constraint: { kind: "formula" }, label }) satisfies ConstrainedField;

/** The integer constraint at a path of a table (the schema builds its field from it). */
export function integerAt(
  table: ConstraintTable,
  path: string,
): Extract<FieldConstraint, { kind: "integer" }> {
  const field = table[path];
  if (field?.constraint.kind !== "integer") throw new Error(`No integer constraint at ${path}`);
  return field.constraint;
}
