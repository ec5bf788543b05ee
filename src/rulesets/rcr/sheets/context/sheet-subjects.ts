/**
 * The shapes of the documents the sheet contexts read: Foundry's Actor and Item fit them, and so
 * do the test fixtures built from the same data models. Only what the sheets show is listed.
 */
import type { ActorModel, ArmorModel, FeatModel, WeaponModel } from "../../data/index.ts";

export interface SheetDocument {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
}

/** An item as the sheets read it: the system data is one of the item models. */
export interface SheetItem extends SheetDocument {
  system: WeaponModel | ArmorModel | FeatModel | object;
}

/** An actor as the sheets read it: stored and derived system data, embedded items and statuses. */
export interface SheetActor extends SheetDocument {
  system: ActorModel;
  items: Iterable<SheetItem>;
  statuses: ReadonlySet<string>;
}

export function isWeapon(item: SheetItem): item is SheetItem & { system: WeaponModel } {
  return item.type === "weapon" && "damage" in item.system;
}

export function isArmor(item: SheetItem): item is SheetItem & { system: ArmorModel } {
  return item.type === "armor" && "damageReduction" in item.system;
}

export function isFeat(item: SheetItem): item is SheetItem & { system: FeatModel } {
  return item.type === "feat" && "key" in item.system;
}

/** Foundry's default image for items without one. */
export const DEFAULT_ITEM_IMAGE = "icons/svg/item-bag.svg";
