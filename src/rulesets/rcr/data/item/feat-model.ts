import type { Refusal } from "../../../../data/constraints.ts";
import { guardChanges } from "../../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../../data/refusal-notice.ts";
import { migrateFeatSource } from "../migrations/item-migrations.ts";
import { defineFeatSchema, FEAT_CONSTRAINTS, type FeatSchema } from "./feat-schema.ts";

type PreUpdateArgs = Parameters<
  foundry.abstract.TypeDataModel<FeatSchema, Item.Implementation>["_preUpdate"]
>;

/** Item type `feat`: a key from the feat registry (and a weapon target for targeted feats). */
export class FeatModel extends foundry.abstract.TypeDataModel<FeatSchema, Item.Implementation> {
  static override defineSchema(): FeatSchema {
    return defineFeatSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    // biome-ignore lint/complexity/noThisInStatic: the migration chain must reach Foundry's own migrateData
    return super.migrateData(migrateFeatSource(source));
  }

  /** Removes the values of a (partial) `system` change that this item refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    return guardChanges(FEAT_CONSTRAINTS, system);
  }

  protected override async _preUpdate(
    ...[changes, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}
