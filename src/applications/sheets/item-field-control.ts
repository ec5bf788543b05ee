/**
 * An owned item's field edited on the actor sheet (e.g. a weapon's hand), for every ruleset's actor sheet.
 * Such controls carry `data-item-id` and `data-item-field` and no `name`, so they never enter the actor's
 * form data.
 */
import type { SheetHandle } from "../../rulesets/types.ts";

export async function updateItemField(sheet: SheetHandle, control: HTMLSelectElement): Promise<void> {
  const id = control.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const item = id ? sheet.actor.items.get(id) : undefined;
  const field = control.dataset.itemField;
  if (!item || !field || !sheet.isEditable) return;
  await item.update({ [field]: control.value } as Item.UpdateData);
}
