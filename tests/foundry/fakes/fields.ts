/**
 * A stand-in for the few `foundry.data.fields` classes the data models use. It keeps each field's
 * options (so tests can read the ranges the schema declares), gives initial values, and validates
 * like Foundry's strict validation: a value the field would refuse throws.
 */

export type FieldOptions = Record<string, unknown> & {
  initial?: unknown;
  nullable?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  choices?: readonly string[];
  blank?: boolean;
  validate?: (value: unknown) => boolean | undefined;
};

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
  protected override validateType(value: unknown, path: string): void {
    if (typeof value !== "number" || Number.isNaN(value)) throw new Error(`${path}: must be a number`);
    if (this.options.integer && !Number.isInteger(value)) throw new Error(`${path}: must be an integer`);
    if (this.min !== undefined && value < this.min) throw new Error(`${path}: below ${this.min}`);
    if (this.max !== undefined && value > this.max) throw new Error(`${path}: above ${this.max}`);
  }
}

export class StringField extends DataField {
  protected override validateType(value: unknown, path: string): void {
    if (typeof value !== "string") throw new Error(`${path}: must be a string`);
    if (this.choices && !this.choices.includes(value)) throw new Error(`${path}: not a choice`);
    if (this.options.blank === false && value.trim() === "") throw new Error(`${path}: may not be blank`);
  }
}

export class HTMLField extends StringField {}

export class BooleanField extends DataField {
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
  protected override validateType(value: unknown, path: string): void {
    if (!isRecord(value)) throw new Error(`${path}: must be an object`);
    validateSource(this.fields, value, `${path}.`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fills missing values with each field's initial value (recursing into schema fields). */
export function initializeSource(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = source[key];
    if (field instanceof SchemaField) {
      result[key] = initializeSource(field.fields, isRecord(value) ? value : {});
    } else result[key] = value === undefined ? field.initial : value;
  }
  return result;
}

export function validateSource(
  fields: Record<string, DataField>,
  source: Record<string, unknown>,
  prefix = "",
): void {
  for (const [key, field] of Object.entries(fields)) field.validate(source[key], prefix + key);
}
