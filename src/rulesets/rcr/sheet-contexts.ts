/**
 * RCR's sheet contexts: what the shared sheet shells (src/applications/sheets/) render for an RCR
 * actor or item, built from prepared data once the rich text is enriched.
 */

import { actorSheetContext, itemSheetContext } from "../../applications/sheets/sheet-context.ts";
import { localize } from "../../config/i18n.ts";
import { ActorModel } from "./data/index.ts";
import { actorSheetView } from "./sheets/context/actor-sheet-context.ts";
import { isItemSheetType } from "./sheets/context/item-fields.ts";
import { rcrItemSheetView } from "./sheets/context/item-sheet-context.ts";

/** The character sheet's and NPC stat block's view (null for an actor without RCR's model). */
export const actorContext = actorSheetContext(
  ActorModel,
  (system) => system.biography,
  (actor, editable, enrichedBiography) =>
    actorSheetView(actor, {
      editable,
      enrichedBiography,
      localize,
    }),
);

/** The weapon, armor and feat sheets' view (null for another item type). */
export const itemContext = itemSheetContext(
  isItemSheetType,
  (item, editable, enrichedDescription, document) =>
    rcrItemSheetView(item, { editable, enrichedDescription, weaponNames: weaponNamesFor(document) }),
);

/** The weapons a feat may name: its owner's, or the world's for a feat in the sidebar or a pack. */
function weaponNamesFor(item: Item.Implementation): string[] {
  if (item.type !== "feat") return [];
  const owner = item.parent;
  const items = owner ? owner.items.contents : (game.items?.contents ?? []);
  return items.filter((other) => other.type === "weapon").map((weapon) => weapon.name);
}
