/**
 * The render contexts the sheets build, made by the sheets' own context functions from prepared
 * fixture documents. Foundry's TextEditor would enrich the rich text; plain HTML passes unchanged.
 */
import { actorSheetView } from "../../../src/rulesets/rcr/sheets/context/actor-sheet-context.ts";
import { itemSheetView } from "../../../src/rulesets/rcr/sheets/context/item-sheet-context.ts";
import type { ActorSheetView } from "../../../src/rulesets/rcr/sheets/views/actor-sheet-view.ts";
import type { ItemSheetView } from "../../../src/rulesets/rcr/sheets/views/item-sheet-view.ts";
import { actorSubject, itemSheetSubject } from "../fixtures/sheet-fixtures.ts";

export function actorContext(actor: Actor.Implementation, editable = true): ActorSheetView {
  const subject = actorSubject(actor);
  return actorSheetView(subject, { editable, enrichedBiography: subject.system.biography });
}

export function itemContext(item: Item.Implementation, editable = true): ItemSheetView {
  const subject = itemSheetSubject(item);
  const description = "description" in subject.system ? String(subject.system.description) : "";
  // As the sheet does: a feat may name its owner's weapons.
  const weaponNames = (item.parent?.items.contents ?? [])
    .filter((other) => other.type === "weapon")
    .map((weapon) => weapon.name);
  return itemSheetView(subject, { editable, enrichedDescription: description, weaponNames });
}
