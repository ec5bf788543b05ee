import type { EmptyObject } from "fvtt-types/utils";
import type { Refusal } from "../../../../data/constraints.ts";
import { guardChanges } from "../../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../../data/refusal-notice.ts";
import { migrateWeaponSource } from "../migrations/item-migrations.ts";
import { defineWeaponSchema, WEAPON_CONSTRAINTS, type WeaponSchema } from "./weapon-schema.ts";

type PreUpdateArgs = Parameters<
  foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation>["_preUpdate"]
>;

type WeaponDerived = {
  fireModes: { single: boolean; multifire: boolean; autofire: boolean; autofireOnly: boolean };
};

/** Item type `weapon`. Attack and damage numbers need the wielder: the actor derives them (`system.attacks`). */
export class WeaponModel extends foundry.abstract.TypeDataModel<
  WeaponSchema,
  Item.Implementation,
  EmptyObject,
  WeaponDerived
> {
  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    // biome-ignore lint/complexity/noThisInStatic: the migration chain must reach Foundry's own migrateData
    return super.migrateData(migrateWeaponSource(source));
  }

  override prepareDerivedData(): void {
    const modes = this.fireModes;
    modes.autofireOnly = modes.autofire && !modes.single && !modes.multifire;
  }

  /** Removes the values of a (partial) `system` change that this item refuses; returns why, per field. */
  refuseChanges(system: unknown): Refusal[] {
    return guardChanges(WEAPON_CONSTRAINTS, system);
  }

  protected override async _preUpdate(
    ...[changes, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    const system = changes.system;
    if (system) notifyRefusals(this.refuseChanges(system), this.parent.name);
  }
}
