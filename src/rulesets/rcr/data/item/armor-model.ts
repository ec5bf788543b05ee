import { DeclaredModel } from "../../../../data/declared-model.ts";
import { migrateArmorSource } from "../migrations/item-migrations.ts";
import { ARMOR_FIELDS, type ArmorSchema } from "./armor-schema.ts";

/** Item type `armor`. Only one armor is worn: equipping one unequips the others (see documents/item.ts). */
export class ArmorModel extends DeclaredModel<ArmorSchema, Item.Implementation> {
  static override fields = ARMOR_FIELDS;
  static override migrate = migrateArmorSource;
}
