/**
 * The render contexts the sheets build, made by the sheets' own context functions from prepared
 * fixture documents. Foundry's TextEditor would enrich the rich text; plain HTML passes unchanged.
 */

import type { ItemSheetView } from "../../../src/applications/sheets/item-sheet-view.ts";
import { actorSheetView } from "../../../src/rulesets/rcr/sheets/context/actor-sheet-context.ts";
import { rcrItemSheetView } from "../../../src/rulesets/rcr/sheets/context/item-sheet-context.ts";
import type { ActorSheetView } from "../../../src/rulesets/rcr/sheets/views/actor-sheet-view.ts";
import { actorSubject, itemSheetSubject } from "../fixtures/sheet-fixtures.ts";
import { loadEnglish, translate } from "./foundry-core-helpers.ts";

const english = loadEnglish();

export function actorContext(actor: Actor.Implementation, editable = true): ActorSheetView {
  const subject = actorSubject(actor);
  return actorSheetView(subject, {
    editable,
    enrichedBiography: subject.system.biography,
    localize: (key) => translate(english, key),
  });
}

export function itemContext(item: Item.Implementation, editable = true): ItemSheetView {
  const subject = itemSheetSubject(item);
  const description = "description" in subject.system ? String(subject.system.description) : "";
  // As the sheet does: a feat may name its owner's weapons.
  const weaponNames = (item.parent?.items.contents ?? [])
    .filter((other) => other.type === "weapon")
    .map((weapon) => weapon.name);
  return rcrItemSheetView(subject, { editable, enrichedDescription: description, weaponNames });
}
