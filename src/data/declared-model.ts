import type { AnyObject, EmptyObject } from "fvtt-types/utils";
import type { Refusal } from "./constraints.ts";
import { type FieldLimit, guardLimits } from "./field-limits.ts";
import { constraintsOf, type FieldDeclarations, fieldsByPath, schemaOf } from "./fields.ts";
import { guardChanges } from "./guard-changes.ts";
import { notifyRefusals } from "./refusal-notice.ts";

type Source = Record<string, unknown>;

/**
 * The data model of every ruleset's Actor and Item types: the schema comes from the type's declared
 * fields, older stored shapes pass through `migrate` first, and an update is checked against the same
 * declarations (and the type's `limits`) before it is saved: a refused value is dropped with a warning
 * naming the field, the rest of the change goes through. A ruleset's model sets the statics.
 */
export abstract class DeclaredModel<
  Schema extends foundry.data.fields.DataSchema,
  Parent extends Actor.Implementation | Item.Implementation,
  Derived extends AnyObject = EmptyObject,
> extends foundry.abstract.TypeDataModel<Schema, Parent, EmptyObject, Derived> {
  /** The type's stored fields. */
  static fields: FieldDeclarations = {};
  /** Top-level initial values that differ from the declarations' (an NPC is not heroic by default). */
  static initials: Readonly<Record<string, unknown>> = {};
  /** Checks between two fields. */
  static limits: readonly FieldLimit[] = [];

  /** Moves an older stored shape into today's, in place (idempotent: today's shape passes through). */
  static migrate(source: Source): Source {
    return source;
  }

  static override defineSchema(): foundry.data.fields.DataSchema {
    // biome-ignore lint/complexity/noThisInStatic: each model class reads its own declarations
    return schemaOf(this.fields, this.initials);
  }

  static override migrateData(source: Source): Source {
    // biome-ignore lint/complexity/noThisInStatic: the migration chain must reach Foundry's own migrateData
    return super.migrateData(this.migrate(source));
  }

  /** Removes the values of a (partial) `system` change that this document refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    const { fields, limits } = this.constructor as typeof DeclaredModel;
    const refusals = guardChanges(constraintsOf(fields), system);
    refusals.push(...guardLimits(limits, fieldsByPath(fields), system, this._source));
    return refusals;
  }

  protected override async _preUpdate(
    ...[changes, options, user]: Parameters<foundry.abstract.TypeDataModel<Schema, Parent>["_preUpdate"]>
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}
