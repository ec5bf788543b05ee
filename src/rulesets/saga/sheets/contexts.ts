/** The Saga sheet contexts the shared shells render: enrich the rich text through Foundry, then build the view. */
import { enrichHTML } from "../../../applications/sheets/enrich.ts";
import { descriptionOf } from "../../../applications/sheets/item-sheet-view.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { sagaActorSheetView } from "./actor-view.ts";
import { isSagaItemType, sagaItemSheetView } from "./item-view.ts";

export async function sagaActorContext(
  actor: Actor.Implementation,
  options: { editable: boolean },
): Promise<object | null> {
  const system = actor.system;
  if (!(system instanceof SagaActorModel)) return null;
  const enrichedNotes = await enrichHTML(system.notes, actor);
  return sagaActorSheetView(
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
    { editable: options.editable, enrichedNotes },
  );
}

export async function sagaItemContext(
  item: Item.Implementation,
  options: { editable: boolean },
): Promise<object | null> {
  const type = item.type;
  if (!isSagaItemType(type)) return null;
  const system = item.system as object;
  return sagaItemSheetView(
    { id: item.id, uuid: item.uuid, name: item.name, img: item.img, type, system },
    { editable: options.editable, enrichedDescription: await enrichHTML(descriptionOf(system), item) },
  );
}
