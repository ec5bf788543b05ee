/**
 * Which item types each actor type holds, and the drop filter of the actor sheets. A dropped item
 * (from a compendium, the sidebar or another actor) of any other type is refused with a message.
 */

/** Item types an actor of each type can hold (system.json › documentTypes: weapon, armor, feat for both). */
export const HELD_ITEM_TYPES: Readonly<Record<string, readonly string[]>> = {
  character: ["weapon", "armor", "feat"],
  npc: ["weapon", "armor", "feat"],
};

/** A refused drop: the lang key and its data (localized labels are looked up by the caller). */
export interface DropRefusal {
  key: "SWRPG.Sheet.DropRefused";
  actorTypeLabel: string;
  itemTypeLabel: string;
}

/** Null when `actorType` can hold an item of `itemType` (by its ruleset's `held` list); otherwise why not. */
export function itemDropRefusal(
  actorType: string,
  itemType: string,
  held: Readonly<Record<string, readonly string[]>> = HELD_ITEM_TYPES,
): DropRefusal | null {
  if (held[actorType]?.includes(itemType)) return null;
  return {
    key: "SWRPG.Sheet.DropRefused",
    actorTypeLabel: `TYPES.Actor.${actorType}`,
    itemTypeLabel: `TYPES.Item.${itemType}`,
  };
}
