/**
 * The character and NPC sheets: ApplicationV2 + HandlebarsApplicationMixin over ActorSheetV2.
 * Classes are made by a function because Foundry's base classes exist only once Foundry has loaded.
 * Drag and drop of items (from compendiums, the sidebar and other actors) is v13 ActorSheetV2's own: its
 * `_onRender` binds a DragDrop on `.draggable` (drag start and drop allowed while the sheet is editable),
 * its `_onDragStart` gives the drag data of the item whose `data-item-id` the dragged row carries, and its
 * `_onDrop` hands a dropped Item to `_onDropItem`, which creates it here (or sorts one of this actor's).
 * fvtt-types 13.345.1 does not declare these members; the sheet only adds the item-type filter below.
 * The shell is the same for every ruleset: the ruleset's sheet entry gives the layout, the context and
 * the button actions. A document of another ruleset than the world's is shown read-only with a banner.
 */

import type { DeepPartial } from "fvtt-types/utils";
import { localize } from "../../config/i18n.ts";
import { warn } from "../../dice/notify.ts";
import { runReported } from "../../report-error.ts";
import { crossRulesetDropRefusal } from "../../rulesets/cross-ruleset-refusal.ts";
import { foreignRuleset, rulesetFor } from "../../rulesets/registry.ts";
import type { RulesetSheet, SheetAction } from "../../rulesets/types.ts";
import { TAB_GROUP } from "../sheet-layouts.ts";
import { itemDropRefusal } from "./item-drop.ts";
import { updateItemField } from "./item-field-control.ts";
import { bindRollDrags } from "./roll-drag.ts";
import { rulesetBannerText, showRulesetBanner } from "./ruleset-banner.ts";
import { handlebarsParts, sheetTabs, tabOfPart } from "./sheet-config.ts";
import { bindButtonRoleKeys, bindTabKeys } from "./sheet-keyboard.ts";
import { SubmitRefusals } from "./submit-guard.ts";

type ClickAction = foundry.applications.api.ApplicationV2.ClickAction;
type BaseRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
type BaseConfiguration = foundry.applications.sheets.ActorSheetV2.Configuration;
type BaseRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;
type Tab = foundry.applications.api.ApplicationV2.Tab;

/** The render context: Foundry's own plus the ruleset's view (any keys), and the tab of a tab part. */
type ActorSheetContext = { [key: string]: unknown; tab?: Tab };

/** v13 ActorSheetV2's drop handler for an Item, present at run time but missing from fvtt-types 13.345.1. */
interface ItemDropHandler {
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

/** An action bound as ApplicationV2 calls it: `this` is the sheet. */
function bindAction(action: SheetAction): ClickAction {
  return function (this: { actor: Actor.Implementation; isEditable: boolean }, event, target) {
    return action(this, event, target);
  };
}

/** A sheet with an edit mode (the NPC stat block: play view by default, its entered numbers on demand). */
interface EditModeSheet {
  editMode: boolean;
  render(): unknown;
}

/** The edit-mode toggle, as dnd5e's sheets have: shows or hides the fields behind the derived numbers. */
function toggleEditMode(this: EditModeSheet): void {
  this.editMode = !this.editMode;
  void this.render();
}

export function defineActorSheet(sheet: RulesetSheet<Actor.Implementation>) {
  const { HandlebarsApplicationMixin } = foundry.applications.api;
  const { ActorSheetV2 } = foundry.applications.sheets;
  const layout = sheet.layout;
  const actions: Record<string, ClickAction> = {};
  for (const [name, action] of Object.entries(sheet.actions ?? {})) actions[name] = bindAction(action);

  class SwrpgActorSheet<
    RC extends BaseRenderContext & ActorSheetContext = BaseRenderContext & ActorSheetContext,
    C extends BaseConfiguration = BaseConfiguration,
    RO extends BaseRenderOptions = BaseRenderOptions,
  > extends HandlebarsApplicationMixin(ActorSheetV2)<RC, C, RO> {
    static override DEFAULT_OPTIONS = {
      classes: layout.classes,
      position: { width: layout.width, height: layout.height },
      window: { resizable: true },
      form: { submitOnChange: true },
      actions: { ...actions, toggleEditMode },
    };

    /** Whether the entered numbers behind the derived ones are shown for editing (see toggleEditMode). */
    editMode = false;

    static override PARTS = handlebarsParts(layout);

    /** Values the model refuses, told by name before Foundry cleans the form (submit-guard.ts). */
    readonly #refusals = new SubmitRefusals();

    protected override _processFormData(
      event: SubmitEvent | null,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
    ): object {
      return this.#refusals.check(this.document, super._processFormData(event, form, formData));
    }

    protected override async _processSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      submitData: foundry.applications.ux.FormDataExtended,
      options?: unknown,
    ): Promise<void> {
      await super._processSubmitData(event, form, submitData, options);
      await this.#refusals.afterSubmit(() => this.render());
    }

    static override TABS = sheetTabs(layout);

    /** A document of another ruleset than the world's is read-only here. */
    override get isEditable(): boolean {
      return super.isEditable && !foreignRuleset(this.actor);
    }

    protected override async _prepareContext(
      options: DeepPartial<RO> & { isFirstRender: boolean },
    ): Promise<RC> {
      const context = await super._prepareContext(options);
      // Foundry prepares a lone tab group itself; doing it here keeps the nav if another group is added.
      if (layout.tabs.length > 0) context.tabs ??= this._prepareTabs(TAB_GROUP);
      const view = await sheet.context(this.actor, { editable: this.isEditable });
      return view ? Object.assign(context, view, { editMode: this.editMode && this.isEditable }) : context;
    }

    protected override async _onRender(context: DeepPartial<RC>, options: DeepPartial<RO>): Promise<void> {
      await super._onRender(context, options);
      showRulesetBanner(this.element, rulesetBannerText(this.actor));
      if (options.isFirstRender) {
        bindTabKeys(this.element);
        bindButtonRoleKeys(this.element);
        bindRollDrags(this.element, () => this.actor.uuid);
      }
    }

    protected override async _preparePartContext(
      partId: string,
      context: RC,
      options: DeepPartial<foundry.applications.api.HandlebarsApplicationMixin.RenderOptions>,
    ): Promise<RC> {
      const partContext = await super._preparePartContext(partId, context, options);
      const tabId = tabOfPart(layout, partId);
      if (tabId) partContext.tab = partContext.tabs?.[tabId];
      return partContext;
    }

    /**
     * A dropped Item (v13 ActorSheetV2#_onDropDocument calls this): refused with a message when this
     * actor cannot hold its type, otherwise created (or sorted) by core.
     */
    protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
      const crossRuleset = crossRulesetDropRefusal(this.actor, item);
      if (crossRuleset) {
        ui.notifications?.warn(crossRuleset);
        return null;
      }
      const held = rulesetFor(this.actor)?.heldItemTypes;
      const refusal = itemDropRefusal(this.actor.type, item.type, held);
      if (refusal) {
        const label = (key: string, raw: string) => (game.i18n?.has(key) ? localize(key) : raw);
        warn(refusal.key, {
          actorType: label(refusal.actorTypeLabel, this.actor.type),
          itemType: label(refusal.itemTypeLabel, item.type),
        });
        return null;
      }
      // The types package lacks v13's ActorSheetV2 drag-drop members; the runtime prototype has them.
      const core = ActorSheetV2.prototype as unknown as Partial<ItemDropHandler>;
      return (await core._onDropItem?.call(this, event, item)) ?? null;
    }

    /** A dropped Actor (v13 ActorSheetV2#_onDropDocument calls this): the sheet's own use of it, if any. */
    protected async _onDropActor(event: DragEvent, actor: Actor.Implementation): Promise<unknown> {
      if (!this.isEditable || !sheet.dropActor) return null;
      return (await sheet.dropActor(this.actor, actor, event.target)) ? actor : null;
    }

    protected override _attachPartListeners(
      partId: string,
      htmlElement: HTMLElement,
      options: DeepPartial<foundry.applications.api.HandlebarsApplicationMixin.RenderOptions>,
    ): void {
      super._attachPartListeners(partId, htmlElement, options);
      for (const control of htmlElement.querySelectorAll<HTMLSelectElement>("select[data-item-field]")) {
        control.addEventListener("change", (event) => {
          // The control edits an item, not the actor: keep it out of the actor form's submission.
          event.stopPropagation();
          runReported("swrpg.sheet.itemField", updateItemField(this, control));
        });
      }
    }
  }
  return SwrpgActorSheet;
}
