import { DeclaredModel } from "../../../data/declared-model.ts";
import { D6_ARMOR_FIELDS, type D6ArmorSchema } from "./armor-schema.ts";
import { migrateDiceCodes } from "./migrate.ts";
import { D6_WEAPON_FIELDS, type D6WeaponSchema } from "./weapon-schema.ts";

/** Item type `d6Weapon`. The skill code and damage dice need the wielder: the actor derives them. */
export class D6WeaponModel extends DeclaredModel<D6WeaponSchema, Item.Implementation> {
  static override fields = D6_WEAPON_FIELDS;
  // Set to stun needs a stun setting; shots left up to a full pack (when it counts shots); the range bands
  // in order.
  static override limits = [
    { path: "stun.active", requires: "stun.available" },
    { path: "ammo.value", max: "ammo.max", zeroIsNone: true },
    { path: "range.short", max: "range.medium" },
    { path: "range.medium", max: "range.long" },
  ];
  static override migrate = (source: Record<string, unknown>) => migrateDiceCodes(source, D6_WEAPON_FIELDS);
}

/** Item type `d6Armor`. Only the first equipped armor is worn. */
export class D6ArmorModel extends DeclaredModel<D6ArmorSchema, Item.Implementation> {
  static override fields = D6_ARMOR_FIELDS;
  static override migrate = (source: Record<string, unknown>) => migrateDiceCodes(source, D6_ARMOR_FIELDS);
}
