import {
  choice,
  constraintsOf,
  flag,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../../data/fields.ts";

/** rcr-combat.txt › Movement in Combat (the table's armor columns). */
export const ARMOR_CATEGORIES = ["light", "medium", "heavy"] as const;
export type WornArmorCategory = (typeof ARMOR_CATEGORIES)[number];

/** Every stored armor field, declared once: the schema, the update guard and the sheet derive from it. */
export const ARMOR_FIELDS = {
  damageReduction: integer("SWRPG.Armor.DamageReduction", 0, 50, 1),
  /** null = no cap on the Dexterity bonus to Defense. */
  maxDexBonus: nullableInteger("SWRPG.Armor.MaxDexBonus", 0, 20, "SWRPG.Sheet.NoLimit"),
  armorCheckPenalty: integer("SWRPG.Armor.CheckPenalty", -20, 0, 0),
  category: choice("SWRPG.Armor.Category.label", ARMOR_CATEGORIES, "light", "SWRPG.Armor.Category."),
  equipped: flag("SWRPG.Item.Equipped"),
  description: html,
} as const;

export const ARMOR_CONSTRAINTS = constraintsOf(ARMOR_FIELDS);

export type ArmorSchema = SchemaOf<typeof ARMOR_FIELDS>;
