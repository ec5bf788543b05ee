/**
 * Equipment rules that span several items of one actor. Pure: the Item document applies them.
 */

/** An item as equipment checks see it. */
export interface EquippedItem {
  id: string;
  type: string;
  equipped: boolean;
  /** Weapons only. */
  size?: string;
  hand?: string;
}

/** Only one armor is worn: the ids of the other equipped armor to unequip when `equippingId` is equipped. */
export function armorToUnequip(items: readonly EquippedItem[], equippingId: string): string[] {
  return items
    .filter((item) => item.type === "armor" && item.equipped && item.id !== equippingId)
    .map((item) => item.id);
}

/** Whether a weapon occupies the off hand: held off-hand, in two hands, or two-handed by size. */
export function usesOffHand(weapon: { size?: string; hand?: string }): boolean {
  return weapon.hand === "off-hand" || weapon.hand === "two-hands" || weapon.size === "two-handed";
}

/**
 * An off-hand weapon needs a free hand: a weapon that would occupy the off hand (held off-hand, in
 * two hands, or two-handed) cannot be equipped while another equipped weapon already occupies it.
 * rcr-combat.txt › Attacking with Two Weapons (one weapon in the off hand).
 */
export function hasFreeHand(items: readonly EquippedItem[], candidate: EquippedItem): boolean {
  if (candidate.type !== "weapon" || !candidate.equipped || !usesOffHand(candidate)) return true;
  return !items.some(
    (item) => item.type === "weapon" && item.id !== candidate.id && item.equipped && usesOffHand(item),
  );
}
