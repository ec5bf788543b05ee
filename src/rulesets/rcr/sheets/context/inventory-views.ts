/** The inventory and feat rows of an actor sheet. */

import type { ArmorModel, WeaponModel } from "../../data/index.ts";
import { featLabel, isFeatKey } from "../../data/item/feat-registry.ts";
import { WEAPON_HANDS } from "../../data/item/weapon-schema.ts";
import type { FeatView, InventoryItemView } from "../views/actor-sheet-view.ts";
import { choicesOf, HAND_PREFIX } from "./labels.ts";
import { DEFAULT_ITEM_IMAGE, isArmor, isFeat, isWeapon, type SheetActor } from "./sheet-subjects.ts";

const HAND_CHOICES = choicesOf(WEAPON_HANDS, HAND_PREFIX);

export interface InventoryViews {
  weapons: InventoryItemView<WeaponModel>[];
  armor: InventoryItemView<ArmorModel>[];
  feats: FeatView[];
  handChoices: typeof HAND_CHOICES;
}

/** Sorts the actor's items into weapon, armor and feat rows, in item order. */
export function inventoryViews(
  actor: SheetActor,
  localize: (key: string) => string = (key) => key,
): InventoryViews {
  const views: InventoryViews = { weapons: [], armor: [], feats: [], handChoices: HAND_CHOICES };
  for (const item of actor.items) {
    if (!item.id) continue;
    const base = { id: item.id, name: item.name, img: item.img ?? DEFAULT_ITEM_IMAGE };
    if (isWeapon(item)) views.weapons.push({ ...base, system: item.system });
    else if (isArmor(item)) views.armor.push({ ...base, system: item.system });
    else if (isFeat(item)) {
      const key = item.system.key;
      const label = isFeatKey(key) ? featLabel(key) : null;
      // "Weapon Focus (blaster pistols)" needs no "Weapon Focus" beside it: the rule shows only when the
      // item's own name does not already say it.
      const ruleInName = label !== null && item.name.toLowerCase().includes(localize(label).toLowerCase());
      views.feats.push({ ...base, featKeyLabel: label, ruleInName });
    }
  }
  return views;
}
