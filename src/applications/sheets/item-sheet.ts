/**
 * The weapon, armor and feat sheets: ApplicationV2 + HandlebarsApplicationMixin over ItemSheetV2.
 * Every change submits at once; a value the data model refuses is dropped from the update with a
 * warning naming the field (the model's `_preUpdate`), and the rest of the change is saved.
 * The shell is the same for every ruleset: the ruleset's sheet entry gives the layout and the context.
 * An item of another ruleset than the world's is shown read-only with a banner.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { foreignRuleset } from "../../rulesets/registry.ts";
import type { RulesetSheet } from "../../rulesets/types.ts";
import { rulesetBannerText, showRulesetBanner } from "./ruleset-banner.ts";
import { handlebarsParts } from "./sheet-config.ts";
import { bindButtonRoleKeys, bindTabKeys } from "./sheet-keyboard.ts";
import { SubmitRefusals } from "./submit-guard.ts";

// ItemSheetV2's namespace is not re-exported by the types package; its members are DocumentSheetV2's.
type BaseRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type BaseConfiguration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type BaseRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

/** The render context: Foundry's own plus the ruleset's view (any keys). */
type ItemSheetContext = { [key: string]: unknown };

export function defineItemSheet(sheet: RulesetSheet<Item.Implementation>) {
  const layout = sheet.layout;
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

    /** A document of another ruleset than the world's is read-only here. */
    override get isEditable(): boolean {
      return super.isEditable && !foreignRuleset(this.item);
    }

    protected override async _prepareContext(
      options: DeepPartial<RO> & { isFirstRender: boolean },
    ): Promise<RC> {
      const context = await super._prepareContext(options);
      const view = await sheet.context(this.item, { editable: this.isEditable });
      return view ? Object.assign(context, view) : context;
    }

    protected override async _onRender(context: DeepPartial<RC>, options: DeepPartial<RO>): Promise<void> {
      await super._onRender(context, options);
      showRulesetBanner(this.element, rulesetBannerText(this.item));
      if (options.isFirstRender) {
        bindTabKeys(this.element);
        bindButtonRoleKeys(this.element);
      }
    }
  }
  return SwrpgItemSheet;
}
