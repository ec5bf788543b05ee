/** The Saga sheet contexts the shared shells render: the views of src/rulesets/saga/sheets/ once the rich text is enriched. */
import { actorSheetContext, itemSheetContext } from "../../../applications/sheets/sheet-context.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { sagaActorSheetView } from "./actor-view.ts";
import { isSagaItemType, sagaItemSheetView } from "./item-view.ts";

export const sagaActorContext = actorSheetContext(
  SagaActorModel,
  (system) => system.notes,
  (actor, editable, enrichedNotes) => sagaActorSheetView(actor, { editable, enrichedNotes }),
);

export const sagaItemContext = itemSheetContext(isSagaItemType, (item, editable, enrichedDescription) =>
  sagaItemSheetView(item, { editable, enrichedDescription }),
);
