/**
 * RCR inside the shared Item document, for an item on an actor: equipping a second armor unequips the
 * first, and a weapon that needs the off hand is refused (with a message) while another weapon holds
 * it; the rest of an update is kept.
 */
import { readChange, removeChange } from "../../../data/guard-changes.ts";
import { notifyRefusals } from "../../../data/refusal-notice.ts";
import type { ItemBehaviour } from "../../types.ts";
import { ArmorModel } from "../data/item/armor-model.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { armorToUnequip, type EquippedItem, hasFreeHand } from "./equipment.ts";

function asEquipped(item: Item.Implementation): EquippedItem {
  const system = item.system;
  if (system instanceof WeaponModel)
    return {
      id: item.id ?? "",
      type: "weapon",
      equipped: system.equipped,
      size: system.size,
      hand: system.hand,
    };
  if (system instanceof ArmorModel) return { id: item.id ?? "", type: "armor", equipped: system.equipped };
  return { id: item.id ?? "", type: item.type, equipped: false };
}

const NO_FREE_HAND = {
  path: "hand",
  label: "SWRPG.Weapon.Hand.label",
  reason: "noFreeHand",
  data: {},
} as const;

async function unequipOtherArmor(
  actor: Actor.Implementation,
  items: readonly EquippedItem[],
  keepId: string,
): Promise<void> {
  const ids = armorToUnequip(items, keepId);
  if (ids.length === 0) return;
  await actor.updateEmbeddedDocuments(
    "Item",
    ids.map((_id) => ({ _id, system: { equipped: false } })),
  );
}

export const rcrItemBehaviour: ItemBehaviour = {
  async preCreate(item, actor) {
    const candidate = asEquipped(item);
    const others = actor.items.map(asEquipped);
    if (!hasFreeHand(others, candidate)) {
      item.updateSource({ system: { equipped: false } } as Item.UpdateData);
      notifyRefusals([NO_FREE_HAND], item.name);
    }
    if (candidate.type === "armor" && candidate.equipped)
      await unequipOtherArmor(actor, others, candidate.id);
    return undefined;
  },
  async preUpdate(item, actor, changed) {
    const system = changed.system as Record<string, unknown> | undefined;
    if (!system) return undefined;
    const current = asEquipped(item);
    const equipped = readChange(system, "equipped");
    const hand = readChange(system, "hand");
    const size = readChange(system, "size");
    const candidate: EquippedItem = {
      ...current,
      equipped: typeof equipped === "boolean" ? equipped : current.equipped,
      ...(typeof hand === "string" ? { hand } : {}),
      ...(typeof size === "string" ? { size } : {}),
    };
    const others = actor.items.map(asEquipped);
    if (!hasFreeHand(others, candidate)) {
      removeChange(system, "equipped");
      removeChange(system, "hand");
      removeChange(system, "size");
      notifyRefusals([NO_FREE_HAND], item.name);
      return undefined;
    }
    if (candidate.type === "armor" && equipped === true) await unequipOtherArmor(actor, others, candidate.id);
    return undefined;
  },
};
