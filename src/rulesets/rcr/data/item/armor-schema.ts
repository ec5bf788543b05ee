import type { ConstrainedField, ConstraintTable } from "../../../../data/constraints.ts";
import {
  booleanField,
  choiceField,
  htmlField,
  integerField,
  nullableIntegerField,
} from "../../../../data/fields.ts";

/** rcr-combat.txt › Movement in Combat (the table's armor columns). */
export const ARMOR_CATEGORIES = ["light", "medium", "heavy"] as const;
export type WornArmorCategory = (typeof ARMOR_CATEGORIES)[number];

const integer = (min: number, max: number, label: string, nullable = false) =>
  ({ constraint: { kind: "integer", min, max, nullable }, label }) satisfies ConstrainedField;

export const ARMOR_CONSTRAINTS: ConstraintTable = {
  damageReduction: integer(0, 50, "SWRPG.Armor.DamageReduction"),
  maxDexBonus: integer(0, 20, "SWRPG.Armor.MaxDexBonus", true),
  armorCheckPenalty: integer(-20, 0, "SWRPG.Armor.CheckPenalty"),
  category: {
    constraint: { kind: "choice", choices: ARMOR_CATEGORIES },
    label: "SWRPG.Armor.Category.label",
  },
  equipped: { constraint: { kind: "boolean" }, label: "SWRPG.Item.Equipped" },
};

function range(path: string) {
  const field = ARMOR_CONSTRAINTS[path];
  if (field?.constraint.kind !== "integer") throw new Error(`No integer constraint at ${path}`);
  return field.constraint;
}

export function defineArmorSchema() {
  return {
    damageReduction: integerField(range("damageReduction"), 1),
    /** null = no cap on the Dexterity bonus to Defense. */
    maxDexBonus: nullableIntegerField(range("maxDexBonus")),
    armorCheckPenalty: integerField(range("armorCheckPenalty"), 0),
    category: choiceField<WornArmorCategory>(ARMOR_CATEGORIES, "light"),
    equipped: booleanField(false),
    description: htmlField(),
  };
}

export type ArmorSchema = ReturnType<typeof defineArmorSchema>;
