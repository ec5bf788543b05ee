/**
 * The weapon, armor and feat sheets: ApplicationV2 + HandlebarsApplicationMixin over ItemSheetV2.
 * Every change submits at once; a value the data model refuses is dropped from the update with a
 * warning naming the field (the model's `_preUpdate`), and the rest of the change is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { isItemSheetType } from "../context/item-fields.ts";
import { itemSheetView } from "../context/item-sheet-context.ts";
import type { SheetLayout } from "../sheet-layouts.ts";
import type { ItemSheetView } from "../views/item-sheet-view.ts";
import { handlebarsParts } from "./sheet-config.ts";
import { refuseSubmittedValues } from "./submit-guard.ts";

// ItemSheetV2's namespace is not re-exported by the types package; its members are DocumentSheetV2's.
type BaseRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type BaseConfiguration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type BaseRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

type ItemSheetContext = Partial<ItemSheetView>;

function descriptionOf(system: object): string {
  return "description" in system && typeof system.description === "string" ? system.description : "";
}

export function defineItemSheet(layout: SheetLayout) {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  const { ItemSheetV2 } = foundry.applications.sheets;

  class SwrpgItemSheet<
    RC extends BaseRenderContext & ItemSheetContext = BaseRenderContext & ItemSheetContext,
    C extends BaseConfiguration = BaseConfiguration,
    RO extends BaseRenderOptions = BaseRenderOptions,
  > extends HandlebarsApplicationMixin(ItemSheetV2)<RC, C, RO> {
    static override DEFAULT_OPTIONS = {
      classes: layout.classes,
      position: { width: layout.width, height: layout.height },
      window: { resizable: true },
      form: { submitOnChange: true },
    };

    static override PARTS = handlebarsParts(layout);

    /** A value the model refuses was typed: the form still shows it until the sheet renders again. */
    #refusedOnSubmit = false;

    protected override _processFormData(
      event: SubmitEvent | null,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
    ): object {
      const submitData = super._processFormData(event, form, formData) as Record<string, unknown>;
      this.#refusedOnSubmit = refuseSubmittedValues(this.document, submitData) > 0;
      return submitData;
    }

    protected override async _processSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      submitData: foundry.applications.ux.FormDataExtended,
      options?: unknown,
    ): Promise<void> {
      await super._processSubmitData(event, form, submitData, options);
      if (!this.#refusedOnSubmit) return;
      this.#refusedOnSubmit = false;
      await this.render();
    }

    protected override async _prepareContext(
      options: DeepPartial<RO> & { isFirstRender: boolean },
    ): Promise<RC> {
      const context = await super._prepareContext(options);
      const item = this.item;
      const type = item.type;
      if (!isItemSheetType(type)) return context;
      const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
        descriptionOf(item.system),
        { relativeTo: item, secrets: item.isOwner },
      );
      const view = itemSheetView(
        { id: item.id, uuid: item.uuid, name: item.name, img: item.img, type, system: item.system },
        { editable: this.isEditable, enrichedDescription },
      );
      return Object.assign(context, view);
    }
  }
  return SwrpgItemSheet;
}
