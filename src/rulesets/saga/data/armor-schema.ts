import {
  choice,
  constraintsOf,
  flag,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../data/fields.ts";
import { SAGA_ARMOR_TYPES } from "./talent-registry.ts";

/** Every stored Saga armor field, declared once: the schema, the update guard and the sheet derive from it. */
export const SAGA_ARMOR_FIELDS = {
  armorType: choice("SWRPG.Saga.Armor.Type", SAGA_ARMOR_TYPES, "light", "SWRPG.Saga.ArmorType."),
  reflexBonus: integer("SWRPG.Saga.Armor.ReflexBonus", 0, 20, 2),
  /** Equipment bonus to Fortitude Defense (counts only for a wearer proficient with the armor type). */
  fortitudeBonus: integer("SWRPG.Saga.Armor.FortitudeBonus", 0, 10, 0),
  /** null: no cap on the Dexterity bonus to Reflex Defense. */
  maxDexBonus: nullableInteger("SWRPG.Saga.Armor.MaxDex", 0, 20, "SWRPG.Saga.Sheet.NoCap"),
  damageReduction: integer("SWRPG.Saga.Armor.DamageReduction", 0, 50, 0),
  /** A built-in shield generator's SR (0: none); the wearer's shield maximum is the higher of it and their own. */
  shieldRating: integer("SWRPG.Saga.Armor.ShieldRating", 0, 100, 0),
  equipped: flag("SWRPG.Item.Equipped"),
  description: html,
} as const;

export const SAGA_ARMOR_CONSTRAINTS = constraintsOf(SAGA_ARMOR_FIELDS);

export type SagaArmorSchema = SchemaOf<typeof SAGA_ARMOR_FIELDS>;
