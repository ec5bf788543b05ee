/**
 * The sheet contexts every ruleset builds the same way: for a document of its own, the rich text enriched
 * through Foundry, then the ruleset's view of the document (the views are plain functions the browser tests
 * call with fixtures).
 */
import type { RulesetSheet } from "../../rulesets/types.ts";
import { enrichHTML as enrich } from "./enrich.ts";
import { descriptionOf } from "./item-sheet-view.ts";

/** A document as a sheet view reads it. */
export interface SheetSubject<S> {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
  system: S;
}

/** An actor as a sheet view reads it: its data, items and statuses. */
export interface ActorSheetSubject<S> extends SheetSubject<S> {
  items: Actor.Implementation["items"];
  statuses: ReadonlySet<string>;
}

type SheetContext<D extends Actor.Implementation | Item.Implementation> = RulesetSheet<D>["context"];

function subjectOf<S>(document: Actor.Implementation | Item.Implementation, system: S): SheetSubject<S> {
  const { id, uuid, name, img, type } = document;
  return { id, uuid, name, img, type, system };
}

/**
 * An actor sheet's context: for an actor whose data is the ruleset's `model` (else null), its rich text
 * (`richText`) enriched, then `view`.
 */
export function actorSheetContext<M extends object>(
  model: abstract new (...args: never[]) => M,
  richText: (system: M) => string,
  view: (actor: ActorSheetSubject<M>, editable: boolean, enriched: string) => object,
): SheetContext<Actor.Implementation> {
  return async (actor, { editable }) => {
    const system: object = actor.system;
    if (!(system instanceof model)) return null;
    const subject = { ...subjectOf(actor, system), items: actor.items, statuses: actor.statuses };
    return view(subject, editable, await enrich(richText(system), actor));
  };
}

/**
 * An item sheet's context: for an item of one of the ruleset's types (`isType`, else null), its
 * description enriched, then `view` (which may read more of the item itself).
 */
export function itemSheetContext<T extends string>(
  isType: (type: string) => type is T,
  view: (
    item: SheetSubject<object> & { type: T },
    editable: boolean,
    enriched: string,
    document: Item.Implementation,
  ) => object,
): SheetContext<Item.Implementation> {
  return async (item, { editable }) => {
    const type = item.type;
    if (!isType(type)) return null;
    const system: object = item.system;
    return view(
      { ...subjectOf(item, system), type },
      editable,
      await enrich(descriptionOf(system), item),
      item,
    );
  };
}
