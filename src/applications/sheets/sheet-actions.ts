/**
 * The actor-sheet buttons every ruleset has, made from what differs: which item types its sheet creates,
 * which statuses it toggles, which item field a toggle flips, which attack flow its Attack buttons start.
 * The templates name them by `data-action`; a ruleset lists them beside its own in its sheet's actions.
 */
import type { AttackFlow, AttackRequest, SheetAction, SheetHandle } from "../../rulesets/types.ts";

type DefaultNameContext = Parameters<typeof Item.implementation.defaultName>[0];

/** The item of the row the clicked button sits in. */
export function rowItem(sheet: SheetHandle, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? sheet.actor.items.get(id) : undefined;
}

/** An Attack button: its weapon (an empty id is the unarmed attack), Shift for "no dialog". */
export function attackAction(flow: AttackFlow, mode: AttackRequest["mode"]): SheetAction {
  return (sheet, event, target) =>
    flow.start(sheet.actor, target.dataset.itemId || null, { mode, skipDialog: event.shiftKey });
}

/** A condition toggle: the button's status, when it is one of the ruleset's `statusIds`. */
export function toggleStatusAction(statusIds: readonly string[]): SheetAction {
  return async (sheet, _event, target) => {
    const id = target.dataset.statusId;
    if (id && statusIds.includes(id) && sheet.isEditable) await sheet.actor.toggleStatusEffect(id);
  };
}

/**
 * A toggle of one true/false field of the row's item (`system.<field>`): `current` reads it, undefined
 * for an item that has no such field.
 */
export function toggleItemFieldAction(
  field: string,
  current: (item: Item.Implementation) => boolean | undefined,
): SheetAction {
  return async (sheet, _event, target) => {
    const item = rowItem(sheet, target);
    const value = item && sheet.isEditable ? current(item) : undefined;
    if (item && value !== undefined) await item.update({ [`system.${field}`]: !value } as Item.UpdateData);
  };
}

/** The item rows' create (of one of `heldTypes`, the button's `data-type`), edit and delete buttons. */
export function itemRowActions(heldTypes: readonly string[]): Record<string, SheetAction> {
  return {
    async createItem(sheet, _event, target) {
      const type = heldTypes.find((held) => held === target.dataset.type);
      if (!type || !sheet.isEditable) return;
      // fvtt-types knows only the item types its DataModelConfig declares; the rulesets' are registered at run time.
      const context = { type, parent: sheet.actor } as unknown as DefaultNameContext;
      const name = Item.implementation.defaultName(context);
      const created = await sheet.actor.createEmbeddedDocuments("Item", [
        { name, type } as unknown as Item.CreateData,
      ]);
      await created?.[0]?.sheet?.render(true);
    },
    async editItem(sheet, _event, target) {
      await rowItem(sheet, target)?.sheet?.render(true);
    },
    async deleteItem(sheet, _event, target) {
      if (sheet.isEditable) await rowItem(sheet, target)?.deleteDialog();
    },
  };
}
