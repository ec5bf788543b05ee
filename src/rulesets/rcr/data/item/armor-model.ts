import type { Refusal } from "../../../../data/constraints.ts";
import { guardChanges } from "../../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../../data/refusal-notice.ts";
import { migrateArmorSource } from "../migrations/item-migrations.ts";
import { ARMOR_CONSTRAINTS, type ArmorSchema, defineArmorSchema } from "./armor-schema.ts";

type PreUpdateArgs = Parameters<
  foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation>["_preUpdate"]
>;

/** Item type `armor`. Only one armor is worn: equipping one unequips the others (see documents/item.ts). */
export class ArmorModel extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return defineArmorSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    // biome-ignore lint/complexity/noThisInStatic: the migration chain must reach Foundry's own migrateData
    return super.migrateData(migrateArmorSource(source));
  }

  /** Removes the values of a (partial) `system` change that this item refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    return guardChanges(ARMOR_CONSTRAINTS, system);
  }

  protected override async _preUpdate(
    ...[changes, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}
