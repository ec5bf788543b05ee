/**
 * What the D6 item sheets show: the data models' declared fields grouped (a sheet never offers what the
 * model refuses), each with its hint (`SWRPG.D6.Hint.<type>.<path>`), and the description.
 */
import {
  type ItemSheetSpec,
  itemSheetView,
  type SheetItemSubject,
} from "../../../applications/sheets/item-sheet-view.ts";
import { D6_ARMOR_FIELDS } from "../data/armor-schema.ts";
import { D6_WEAPON_FIELDS } from "../data/weapon-schema.ts";

export type D6ItemType = "d6Weapon" | "d6Armor";

const SPECS: Readonly<Record<D6ItemType, ItemSheetSpec>> = {
  d6Weapon: {
    fields: D6_WEAPON_FIELDS,
    groups: {
      attack: ["skill", "damage", "damageType", "difficulty", "equipped"],
      range: [
        "range.short",
        "range.medium",
        "range.long",
        "ammo.value",
        "ammo.max",
        "stun.available",
        "stun.active",
      ],
      blast: [
        "blast.band1.radius",
        "blast.band1.damage",
        "blast.band2.radius",
        "blast.band2.damage",
        "blast.band3.radius",
        "blast.band3.damage",
        "blast.band4.radius",
        "blast.band4.damage",
        "activator",
      ],
      state: ["bodyStrength", "condition"],
    },
  },
  d6Armor: {
    fields: D6_ARMOR_FIELDS,
    groups: {
      protection: ["physical", "energy", "dexterityPenalty", "condition", "equipped"],
      covers: [
        "covers.head",
        "covers.torso",
        "covers.leftArm",
        "covers.rightArm",
        "covers.leftLeg",
        "covers.rightLeg",
      ],
    },
  },
};

export function isD6ItemType(type: string): type is D6ItemType {
  return type in SPECS;
}

/** An item as its sheet reads it. */
export interface D6ItemSubject extends SheetItemSubject {
  type: D6ItemType;
}

export function d6ItemSheetView(
  item: D6ItemSubject,
  options: { editable: boolean; enrichedDescription: string },
) {
  return itemSheetView(
    item,
    SPECS[item.type],
    { group: "SWRPG.D6.Sheet.Group.", hint: "SWRPG.D6.Hint." },
    options,
  );
}
