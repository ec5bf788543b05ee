/** The inventory and feat rows of an actor sheet. */

import { featLabel, isFeatKey } from "../../data/item/feat-registry.ts";
import { WEAPON_HANDS } from "../../data/item/weapon-schema.ts";
import type { FeatView, InventoryItemView } from "../views/actor-sheet-view.ts";
import { choicesOf, DAMAGE_TYPE_PREFIX, HAND_PREFIX } from "./labels.ts";
import { DEFAULT_ITEM_IMAGE, isArmor, isFeat, isWeapon, type SheetActor } from "./sheet-subjects.ts";

const HAND_CHOICES = choicesOf(WEAPON_HANDS, HAND_PREFIX);

export interface InventoryViews {
  weapons: InventoryItemView[];
  armor: InventoryItemView[];
  feats: FeatView[];
}

/** Sorts the actor's items into weapon, armor and feat rows, in item order. */
export function inventoryViews(actor: SheetActor): InventoryViews {
  const views: InventoryViews = { weapons: [], armor: [], feats: [] };
  for (const item of actor.items) {
    if (!item.id) continue;
    const base = { id: item.id, name: item.name, img: item.img ?? DEFAULT_ITEM_IMAGE };
    if (isWeapon(item)) {
      views.weapons.push({
        ...base,
        equipped: item.system.equipped,
        hand: item.system.hand,
        handChoices: HAND_CHOICES,
        damage: item.system.damage.formula,
        damageTypeLabel: `${DAMAGE_TYPE_PREFIX}${item.system.damage.type}`,
        damageReduction: null,
      });
    } else if (isArmor(item)) {
      views.armor.push({
        ...base,
        equipped: item.system.equipped,
        hand: null,
        handChoices: [],
        damage: null,
        damageTypeLabel: null,
        damageReduction: item.system.damageReduction,
      });
    } else if (isFeat(item)) {
      const key = item.system.key;
      views.feats.push({ ...base, featKeyLabel: isFeatKey(key) ? featLabel(key) : null });
    }
  }
  return views;
}
