/**
 * Which fields each RCR item sheet shows, grouped. Ranges, choices and field names come from the data
 * models' field declarations, so a sheet never offers what the model would refuse; each field's hint is
 * the sheet's own (`SWRPG.Sheet.Hint.<type>.<path>`).
 */
import type { ItemSheetSpec, ItemSheetWords } from "../../../../applications/sheets/item-sheet-view.ts";
import { ARMOR_FIELDS } from "../../data/item/armor-schema.ts";
import { FEAT_FIELDS } from "../../data/item/feat-schema.ts";
import { WEAPON_FIELDS } from "../../data/item/weapon-schema.ts";

export type ItemSheetType = "weapon" | "armor" | "feat";

export const ITEM_SHEET_WORDS: ItemSheetWords = { group: "SWRPG.Sheet.Group.", hint: "SWRPG.Sheet.Hint." };

export const ITEM_SHEET_SPECS: Readonly<Record<ItemSheetType, ItemSheetSpec>> = {
  weapon: {
    fields: WEAPON_FIELDS,
    groups: {
      damage: ["damage.formula", "damage.type", "threatRange"],
      attack: ["attackType", "group", "size", "rangeIncrement", "burstRadius", "burstReflexDC"],
      fireModes: ["fireModes.single", "fireModes.multifire", "fireModes.autofire"],
      special: ["stun.available", "mounted", "primitive", "lightsaber", "double"],
      carried: ["equipped", "hand"],
    },
    // The stun setting is not applied for RCR yet: the sheet offers no "Set to stun" until it is.
    // The station is chosen on the vehicle sheet's weapon row.
    omitted: ["stun.active", "station"],
  },
  armor: {
    fields: ARMOR_FIELDS,
    groups: {
      protection: ["damageReduction", "maxDexBonus", "armorCheckPenalty", "category"],
      carried: ["equipped"],
    },
    labels: { equipped: "SWRPG.Sheet.Worn" },
  },
  // The target is chosen from the weapon groups and the weapons by name (item-sheet-context.ts).
  feat: { fields: FEAT_FIELDS, groups: { feat: ["key", "target"] } },
};

export function isItemSheetType(type: string): type is ItemSheetType {
  return type in ITEM_SHEET_SPECS;
}
