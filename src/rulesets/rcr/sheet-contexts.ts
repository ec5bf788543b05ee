/**
 * RCR's sheet contexts: what the shared sheet shells (src/applications/sheets/) render for an RCR
 * actor or item. Enriches the rich text through Foundry, then builds the view from prepared data.
 */

import { enrichHTML } from "../../applications/sheets/enrich.ts";
import { descriptionOf } from "../../applications/sheets/item-sheet-view.ts";
import { ActorModel } from "./data/index.ts";
import { actorSheetView } from "./sheets/context/actor-sheet-context.ts";
import { isItemSheetType } from "./sheets/context/item-fields.ts";
import { rcrItemSheetView } from "./sheets/context/item-sheet-context.ts";

/** The character sheet's and NPC stat block's view (null for an actor without RCR's model). */
export async function actorSheetContext(
  actor: Actor.Implementation,
  options: { editable: boolean },
): Promise<object | null> {
  const system = actor.system;
  if (!(system instanceof ActorModel)) return null;
  const enrichedBiography = await enrichHTML(system.biography, actor);
  return actorSheetView(
    {
      id: actor.id,
      uuid: actor.uuid,
      name: actor.name,
      img: actor.img,
      type: actor.type,
      system,
      items: actor.items,
      statuses: actor.statuses,
    },
    { editable: options.editable, enrichedBiography, localize: (key) => game.i18n?.localize(key) ?? key },
  );
}

/** The weapon, armor and feat sheets' view (null for another item type). */
export async function itemSheetContext(
  item: Item.Implementation,
  options: { editable: boolean },
): Promise<object | null> {
  const type = item.type;
  if (!isItemSheetType(type)) return null;
  const enrichedDescription = await enrichHTML(descriptionOf(item.system), item);
  return rcrItemSheetView(
    { id: item.id, uuid: item.uuid, name: item.name, img: item.img, type, system: item.system },
    { editable: options.editable, enrichedDescription, weaponNames: weaponNamesFor(item) },
  );
}

/** The weapons a feat may name: its owner's, or the world's for a feat in the sidebar or a pack. */
function weaponNamesFor(item: Item.Implementation): string[] {
  if (item.type !== "feat") return [];
  const owner = item.parent;
  const items = owner ? owner.items.contents : (game.items?.contents ?? []);
  return items.filter((other) => other.type === "weapon").map((weapon) => weapon.name);
}
