import type { ConstraintTable } from "../../../data/constraints.ts";
import {
  booleanField,
  choiceField,
  htmlField,
  integerField,
  nullableIntegerField,
} from "../../../data/fields.ts";
import { choice, flag, integer, integerAt } from "./constraint-helpers.ts";
import { SAGA_ARMOR_TYPES, type SagaArmorType } from "./talent-registry.ts";

export const SAGA_ARMOR_CONSTRAINTS: ConstraintTable = {
  armorType: choice(SAGA_ARMOR_TYPES, "SWRPG.Saga.Armor.Type"),
  reflexBonus: integer(0, 20, "SWRPG.Saga.Armor.ReflexBonus"),
  fortitudeBonus: integer(0, 10, "SWRPG.Saga.Armor.FortitudeBonus"),
  maxDexBonus: integer(0, 20, "SWRPG.Saga.Armor.MaxDex", true),
  damageReduction: integer(0, 50, "SWRPG.Saga.Armor.DamageReduction"),
  shieldRating: integer(0, 100, "SWRPG.Saga.Armor.ShieldRating"),
  equipped: flag("SWRPG.Item.Equipped"),
};

const range = (path: string) => integerAt(SAGA_ARMOR_CONSTRAINTS, path);

export function defineSagaArmorSchema() {
  return {
    armorType: choiceField<SagaArmorType>(SAGA_ARMOR_TYPES, "light"),
    reflexBonus: integerField(range("reflexBonus"), 2),
    /** Equipment bonus to Fortitude Defense (counts only for a wearer proficient with the armor type). */
    fortitudeBonus: integerField(range("fortitudeBonus"), 0),
    /** null: no cap on the Dexterity bonus to Reflex Defense. */
    maxDexBonus: nullableIntegerField(range("maxDexBonus")),
    damageReduction: integerField(range("damageReduction"), 0),
    /** A built-in shield generator's SR (0: none); the wearer's shield maximum is the higher of it and their own. */
    shieldRating: integerField(range("shieldRating"), 0),
    equipped: booleanField(false),
    description: htmlField(),
  };
}

export type SagaArmorSchema = ReturnType<typeof defineSagaArmorSchema>;
