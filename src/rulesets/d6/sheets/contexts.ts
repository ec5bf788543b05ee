/** The D6 sheet contexts the shared shells render: the views of src/rulesets/d6/sheets/ once the rich text is enriched. */
import { enrichHTML } from "../../../applications/sheets/enrich.ts";
import { itemSheetContext } from "../../../applications/sheets/sheet-context.ts";
import type { RulesetSheet } from "../../types.ts";
import { D6ActorModel } from "../data/actor-model.ts";
import { d6ActorSheetView } from "./actor-view.ts";
import { d6ItemSheetView, isD6ItemType } from "./item-view.ts";

/** A D6 actor's sheet context (null for another ruleset's actor): its biography and notes enriched. */
export const d6ActorContext: RulesetSheet<Actor.Implementation>["context"] = async (actor, { editable }) => {
  const system: object = actor.system;
  if (!(system instanceof D6ActorModel)) return null;
  const { id, uuid, name, img, type, items, statuses } = actor;
  return d6ActorSheetView(
    { id, uuid, name, img, type, system, items, statuses },
    {
      editable,
      enrichedBiography: await enrichHTML(system.biography, actor),
      enrichedNotes: await enrichHTML(system.notes, actor),
    },
  );
};

export const d6ItemContext = itemSheetContext(isD6ItemType, (item, editable, enrichedDescription) =>
  d6ItemSheetView(item, { editable, enrichedDescription }),
);
