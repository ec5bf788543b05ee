import { DeclaredModel } from "../../../../data/declared-model.ts";
import { migrateWeaponSource } from "../migrations/item-migrations.ts";
import { WEAPON_FIELDS, type WeaponSchema } from "./weapon-schema.ts";

type WeaponDerived = {
  fireModes: { single: boolean; multifire: boolean; autofire: boolean; autofireOnly: boolean };
};

/** Item type `weapon`. Attack and damage numbers need the wielder: the actor derives them (`system.attacks`). */
export class WeaponModel extends DeclaredModel<WeaponSchema, Item.Implementation, WeaponDerived> {
  static override fields = WEAPON_FIELDS;
  static override migrate = migrateWeaponSource;

  override prepareDerivedData(): void {
    const modes = this.fireModes;
    modes.autofireOnly = modes.autofire && !modes.single && !modes.multifire;
  }
}
