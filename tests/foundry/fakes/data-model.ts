import { type DataField, initializeSource, isRecord, SchemaField, validateSource } from "./fields.ts";

/**
 * A stand-in for `foundry.abstract.TypeDataModel` (`common/abstract/data.d.mts`, `client/data/...`):
 * builds its source from `defineSchema()` after `migrateData`, cleans it like Foundry (rounding,
 * clamping, trimming, unknown keys dropped), validates the cleaned source strictly, and exposes the
 * initialized values as own properties. Lifecycle hooks are no-ops the models override.
 */
export class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }

  // DataModel.schema: the SchemaField of this class's own defineSchema().
  static get schema(): SchemaField {
    // biome-ignore lint/complexity/noThisInStatic: the schema of the subclass it is read on
    return new SchemaField(this.defineSchema());
  }

  // DataModel.migrateData: mutates the source it is given; Foundry ignores its return value.
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  readonly parent: unknown;
  readonly _source: Record<string, unknown>;

  constructor(source: Record<string, unknown> = {}, context: { parent?: unknown } = {}) {
    const model = new.target;
    const fields = model.defineSchema();
    const migrated = structuredClone(source);
    model.migrateData(migrated);
    // DataModel#_initializeSource cleans, then DataModel#validate checks the cleaned source.
    this._source = initializeSource(fields, migrated);
    validateSource(fields, this._source);
    this.parent = context.parent ?? null;
    Object.assign(this, structuredClone(this._source));
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  async _preCreate(..._args: unknown[]): Promise<boolean | undefined> {
    return undefined;
  }
  async _preUpdate(..._args: unknown[]): Promise<boolean | undefined> {
    return undefined;
  }
  _onUpdate(..._args: unknown[]): void {}
}

/** Deep-merges changes (nested objects) into a source, in place. `-=key` deletes. */
export function mergeInto(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    const current = target[key];
    if (isRecord(value) && isRecord(current)) mergeInto(current, value);
    else target[key] = structuredClone(value);
  }
}

/** Turns dotted keys into nested objects, as Foundry does before `_preUpdate`. */
export function expandObject(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split(".");
    let cursor = result;
    for (const part of parts.slice(0, -1)) {
      const next = cursor[part];
      if (isRecord(next)) cursor = next;
      else {
        const created: Record<string, unknown> = {};
        cursor[part] = created;
        cursor = created;
      }
    }
    const last = parts[parts.length - 1] ?? key;
    const existing = cursor[last];
    const expanded = isRecord(value) ? expandObject(value) : value;
    if (isRecord(existing) && isRecord(expanded)) mergeInto(existing, expanded);
    else cursor[last] = expanded;
  }
  return result;
}
