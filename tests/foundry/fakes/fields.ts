/**
 * A stand-in for the few `foundry.data.fields` classes the data models use. It keeps each field's
 * options (so tests can read the ranges the schema declares), gives initial values, cleans like
 * Foundry (casting, rounding, clamping, trimming, dropping unknown keys) and then validates like
 * Foundry's strict validation: a value the field would refuse throws.
 * Declarations mirrored: `common/data/fields.d.mts` (DataField#clean, #_cast, #_cleanType, #validate;
 * NumberField, StringField, BooleanField, SchemaField).
 */

export type FieldOptions = Record<string, unknown> & {
  initial?: unknown;
  nullable?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  choices?: readonly string[];
  blank?: boolean;
  trim?: boolean;
  validate?: (value: unknown) => boolean | undefined;
};

export interface CleanOptions {
  /** Partial data (an update): absent keys stay absent instead of taking their initial value. */
  partial?: boolean;
}

export class DataField {
  readonly options: FieldOptions;
  constructor(options: FieldOptions = {}) {
    this.options = options;
  }
  get initial(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? initial() : structuredClone(initial);
  }
  get min(): number | undefined {
    return this.options.min;
  }
  get max(): number | undefined {
    return this.options.max;
  }
  get nullable(): boolean {
    return this.options.nullable ?? false;
  }
  get choices(): readonly string[] | undefined {
    return this.options.choices;
  }

  /**
   * DataField#clean: undefined takes the initial value, null stays null (validation decides), anything
   * else is cast to the field's type and cleaned (`_cast`, then `_cleanType`).
   */
  clean(value: unknown, _options: CleanOptions = {}): unknown {
    if (value === undefined) return this.initial;
    if (value === null) return null;
    return this.cleanType(this.cast(value));
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  protected cleanType(value: unknown): unknown {
    return value;
  }

  /** Throws, like Foundry's strict validation, when the value is not acceptable. */
  validate(value: unknown, path: string): void {
    if (value === null) {
      if (!this.nullable) throw new Error(`${path}: may not be null`);
      return;
    }
    this.validateType(value, path);
    if (this.options.validate && this.options.validate(value) === false)
      throw new Error(`${path}: custom validation failed`);
  }
  protected validateType(_value: unknown, _path: string): void {}
}

export class NumberField extends DataField {
  // NumberField#_cast: Number(value), so "12" becomes 12 and "twelve" NaN (refused by validation).
  protected override cast(value: unknown): unknown {
    return typeof value === "number" ? value : Number(value);
  }
  // NumberField#_cleanType: integers rounded, then clamped to min and max.
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "number" || Number.isNaN(value)) return value;
    let cleaned = this.options.integer ? Math.round(value) : value;
    if (this.min !== undefined) cleaned = Math.max(cleaned, this.min);
    if (this.max !== undefined) cleaned = Math.min(cleaned, this.max);
    return cleaned;
  }
  protected override validateType(value: unknown, path: string): void {
    if (typeof value !== "number" || Number.isNaN(value)) throw new Error(`${path}: must be a number`);
    if (this.options.integer && !Number.isInteger(value)) throw new Error(`${path}: must be an integer`);
    if (this.min !== undefined && value < this.min) throw new Error(`${path}: below ${this.min}`);
    if (this.max !== undefined && value > this.max) throw new Error(`${path}: above ${this.max}`);
  }
}

export class StringField extends DataField {
  // StringField#_cast: String(value).
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value : String(value);
  }
  // StringField#_cleanType: trimmed unless the field says `trim: false`.
  protected override cleanType(value: unknown): unknown {
    return typeof value === "string" && this.options.trim !== false ? value.trim() : value;
  }
  protected override validateType(value: unknown, path: string): void {
    if (typeof value !== "string") throw new Error(`${path}: must be a string`);
    if (this.choices && !this.choices.includes(value)) throw new Error(`${path}: not a choice`);
    if (this.options.blank === false && value.trim() === "") throw new Error(`${path}: may not be blank`);
  }
}

export class HTMLField extends StringField {
  // HTMLField: { trim: false } by default (markup keeps its white space).
  protected override cleanType(value: unknown): unknown {
    return value;
  }
}

export class BooleanField extends DataField {
  // BooleanField#_cast: "true" is true, any other string false; other values by truthiness.
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    return Boolean(value);
  }
  protected override validateType(value: unknown, path: string): void {
    if (typeof value !== "boolean") throw new Error(`${path}: must be a boolean`);
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super(options);
    this.fields = fields;
  }
  override get initial(): Record<string, unknown> {
    return initializeSource(this.fields, {});
  }
  // SchemaField#_cleanType: each known key cleaned by its field, unknown keys dropped.
  override clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) return options.partial ? undefined : this.initial;
    if (!isRecord(value)) return value;
    return cleanSource(this.fields, value, options);
  }
  protected override validateType(value: unknown, path: string): void {
    if (!isRecord(value)) throw new Error(`${path}: must be an object`);
    validateSource(this.fields, value, `${path}.`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Cleans a source against its fields, in place (SchemaField#clean mutates the data it is given, which is
 * why DocumentSheetV2's submitted data arrives at `update()` already rounded and clamped). Unknown keys
 * are dropped; a partial source keeps absent keys absent; `-=key` deletions of a partial pass.
 */
export function cleanSource(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
  options: CleanOptions = {},
): Record<string, unknown> {
  for (const key of Object.keys(source)) {
    if (options.partial && key.startsWith("-=")) continue;
    if (!(key in fields)) delete source[key];
  }
  for (const [key, field] of Object.entries(fields)) {
    if (options.partial && !(key in source)) continue;
    const cleaned = field.clean(source[key], options);
    if (cleaned === undefined) delete source[key];
    else source[key] = cleaned;
  }
  return source;
}

/** A full source: missing values take each field's initial value, then every value is cleaned. */
export function initializeSource(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  return cleanSource(fields, structuredClone(source));
}

export function validateSource(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
  prefix = "",
): void {
  for (const [key, field] of Object.entries(fields)) field.validate(source[key], prefix + key);
}

/** Validates only the keys a partial source holds (DataModel#validate with `changes`). */
export function validatePartial(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
  prefix = "",
): void {
  for (const [key, value] of Object.entries(source)) {
    const field = fields[key];
    if (!field) continue;
    if (field instanceof SchemaField && isRecord(value))
      validatePartial(field.fields, value, `${prefix}${key}.`);
    else field.validate(value, prefix + key);
  }
}
