import { isValidDiceFormula } from "../rules/index.ts";
import {
  type ConstraintTable,
  checkValue,
  type DiceCodeConstraint,
  type FieldConstraint,
} from "./constraints.ts";

/**
 * Every stored field of a document type is declared once, in a nested record of declarations: its
 * constraint, initial value and the lang key naming it. The Foundry schema (`schemaOf`), the update
 * guard's constraint table (`constraintsOf`) and the item sheets' rows are all derived from it, so they
 * can never disagree about a range. `foundry.data.fields` is read when a schema is defined (inside the
 * init hook), never at import time.
 */

type IntegerConstraint = Extract<FieldConstraint, { kind: "integer" }>;

/** An integer; `initial: null` makes it nullable ("not set": no Dex cap, speed by size). */
export type IntegerDeclaration<Initial extends number | null = number | null> = IntegerConstraint & {
  label: string;
  initial: Initial;
  /** Lang key shown in the sheet's empty (null) input. */
  placeholder?: string;
};

export interface ChoiceDeclaration<Choice extends string = string> {
  kind: "choice";
  choices: readonly Choice[];
  initial: Choice;
  label: string;
  /** Lang key prefix of the choices' names on a sheet, ending with a dot (`<prefix><value>`). */
  prefix?: string;
}

export type FieldDeclaration =
  | IntegerDeclaration
  | ChoiceDeclaration
  | { kind: "boolean"; initial: boolean; label: string }
  | { kind: "formula"; initial: string; label: string }
  | DiceCodeDeclaration
  | { kind: "damageCode"; initial: string; label: string }
  /** Free text the guard does not check (a feat's target); the label is the sheet's. */
  | { kind: "text"; label: string }
  /** Rich text (declared in system.json › documentTypes › htmlFields too). */
  | { kind: "html" };

/** A WEG D6 dice code (constraints.ts › DiceCodeConstraint), stored as text ("3D+2"; "" when `blank`). */
export type DiceCodeDeclaration = DiceCodeConstraint & { initial: string; label: string };

/** A document type's fields: declarations, nested as the stored data is. */
export interface FieldDeclarations {
  readonly [key: string]: FieldDeclaration | FieldDeclarations;
}

export const integer = (
  label: string,
  min: number,
  max: number,
  initial: number,
  clampBelow?: boolean,
): IntegerDeclaration<number> => ({ kind: "integer", label, min, max, initial, clampBelow });

export const nullableInteger = (
  label: string,
  min: number,
  max: number,
  placeholder?: string,
): IntegerDeclaration<null> => ({
  kind: "integer",
  label,
  min,
  max,
  nullable: true,
  initial: null,
  placeholder,
});

export const choice = <const Choice extends string>(
  label: string,
  choices: readonly Choice[],
  initial: NoInfer<Choice>,
  prefix?: string,
): ChoiceDeclaration<Choice> => ({ kind: "choice", label, choices, initial, prefix });

export const flag = (label: string, initial = false) => ({ kind: "boolean", label, initial }) as const;

/** A dice formula, refused unless the rules' parser accepts it (the update guard says why first). */
export const formula = (label: string, initial: string) => ({ kind: "formula", label, initial }) as const;

/** A WEG D6 dice code: 0D or more (a penalty: 0D or less), at most `maxDice` dice; "" allowed when `blank`. */
export const diceCode = (
  label: string,
  initial: string,
  options: { blank?: boolean; penalty?: boolean; maxDice?: number } = {},
): DiceCodeDeclaration => ({ kind: "diceCode", label, initial, maxDice: 30, ...options });

/** A WEG D6 damage code: "4D", "STR", "STR+1D+2". */
export const damageCode = (label: string, initial: string) =>
  ({ kind: "damageCode", label, initial }) as const;

export const text = (label: string) => ({ kind: "text", label }) as const;

export const html = { kind: "html" } as const;

function isDeclaration(node: FieldDeclaration | FieldDeclarations): node is FieldDeclaration {
  return typeof node.kind === "string";
}

function integerField(field: IntegerDeclaration, initial: number) {
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: field.min,
    max: field.max,
    initial,
  });
}

function nullableIntegerField(field: IntegerDeclaration) {
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: field.min,
    max: field.max,
    initial: null,
  });
}

function choiceField<const Choice extends string>(choices: readonly Choice[], initial: Choice) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    choices,
    initial,
  });
}

function booleanField(initial: boolean) {
  return new foundry.data.fields.BooleanField({ required: true, nullable: false, initial });
}

function formulaField(initial: string) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    initial,
    validate: (value: unknown) => typeof value === "string" && isValidDiceFormula(value),
  });
}

/** A D6 code as text, valid only as the guard would store it (so Foundry never keeps a code the guard refuses). */
function codeField(constraint: FieldConstraint, initial: string, blank: boolean) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank,
    initial,
    validate: (value: unknown) => {
      const checked = checkValue(constraint, value);
      return checked.ok && checked.value === value;
    },
  });
}

function htmlField() {
  return new foundry.data.fields.HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

function textField() {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: true, initial: "" });
}

/** The Foundry field a declaration makes. */
type FieldOf<D> = D extends { kind: "integer"; initial: null }
  ? ReturnType<typeof nullableIntegerField>
  : D extends { kind: "integer" }
    ? ReturnType<typeof integerField>
    : D extends ChoiceDeclaration<infer Choice>
      ? ReturnType<typeof choiceField<Choice>>
      : D extends { kind: "boolean" }
        ? ReturnType<typeof booleanField>
        : D extends { kind: "formula" }
          ? ReturnType<typeof formulaField>
          : D extends { kind: "diceCode" } | { kind: "damageCode" }
            ? ReturnType<typeof codeField>
            : D extends { kind: "html" }
              ? ReturnType<typeof htmlField>
              : ReturnType<typeof textField>;

/** The Foundry schema declarations make: a field per declaration, a SchemaField per nested record. */
export type SchemaOf<Fields> = {
  [Key in keyof Fields]: Fields[Key] extends { kind: string }
    ? FieldOf<Fields[Key]>
    : foundry.data.fields.SchemaField<SchemaOf<Fields[Key]>>;
};

function fieldOf(field: FieldDeclaration, initial: unknown) {
  switch (field.kind) {
    case "integer":
      return field.initial === null ? nullableIntegerField(field) : integerField(field, initial as number);
    case "choice":
      return choiceField(field.choices, initial as string);
    case "boolean":
      return booleanField(initial as boolean);
    case "formula":
      return formulaField(initial as string);
    case "diceCode":
      return codeField(field, initial as string, field.blank === true);
    case "damageCode":
      return codeField(field, initial as string, false);
    case "html":
      return htmlField();
    case "text":
      return textField();
  }
}

/**
 * The schema of declared fields. `initials` overrides top-level initial values (an NPC is not heroic
 * by default, a character is).
 */
export function schemaOf<const Fields extends FieldDeclarations>(
  fields: Fields,
  initials: Readonly<Record<string, unknown>> = {},
): SchemaOf<Fields> {
  const schema: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(fields)) {
    schema[key] = isDeclaration(node)
      ? fieldOf(node, initials[key] ?? ("initial" in node ? node.initial : undefined))
      : new foundry.data.fields.SchemaField(schemaOf(node));
  }
  return schema as SchemaOf<Fields>;
}

/** Every declaration by dotted path inside `system` ("damage.formula"). */
export function fieldsByPath(fields: FieldDeclarations, prefix = ""): Record<string, FieldDeclaration> {
  const flat: Record<string, FieldDeclaration> = {};
  for (const [key, node] of Object.entries(fields)) {
    if (isDeclaration(node)) flat[prefix + key] = node;
    else Object.assign(flat, fieldsByPath(node, `${prefix + key}.`));
  }
  return flat;
}

/** The update guard's table: every checked declaration (not free or rich text) by dotted path. */
export function constraintsOf(fields: FieldDeclarations): ConstraintTable {
  const table: Record<string, { constraint: FieldConstraint; label: string }> = {};
  for (const [path, field] of Object.entries(fieldsByPath(fields)))
    if (field.kind !== "text" && field.kind !== "html")
      table[path] = { constraint: field, label: field.label };
  return table;
}
