import { expandObject, mergeInto } from "./data-model.ts";

/** What the stand-in sheet needs of its document (the fake Actor and Item). */
interface SheetDocument {
  name: string;
  system: unknown;
  validate(options: { changes: Record<string, unknown>; clean: boolean; fallback: boolean }): boolean;
  update(data: Record<string, unknown>, options?: object): Promise<unknown>;
}

/**
 * A stand-in for DocumentSheetV2 (ActorSheetV2 and ItemSheetV2 alike), only its form submission, in
 * Foundry's order (client/applications/api/document-sheet.d.mts, api/application.d.mts):
 * `_processFormData` expands the form's flat data; `_prepareSubmitData` merges `updateData`, then
 * cleans and validates the result in place through `document.validate({changes, clean: true})`, which
 * rounds and clamps numbers and throws for a refused value; `_processSubmitData` updates the document.
 * ApplicationV2#_onSubmitForm shows a thrown error as a notification and leaves the form as it was.
 */
export class FakeDocumentSheet {
  static DEFAULT_OPTIONS: object = {};
  static PARTS: object = {};
  static TABS: object = {};

  readonly document: SheetDocument;
  /** How many times the sheet was asked to render again. */
  renders = 0;

  constructor(options: { document: SheetDocument }) {
    this.document = options.document;
  }
  get actor(): SheetDocument {
    return this.document;
  }
  get item(): SheetDocument {
    return this.document;
  }
  get isEditable(): boolean {
    return true;
  }
  async render(): Promise<this> {
    this.renders++;
    return this;
  }

  protected _processFormData(
    _event: unknown,
    _form: unknown,
    formData: { object: Record<string, unknown> },
  ): object {
    return expandObject(formData.object);
  }

  protected _prepareSubmitData(
    event: unknown,
    form: unknown,
    formData: { object: Record<string, unknown> },
    updateData?: Record<string, unknown>,
  ): object {
    const submitData = this._processFormData(event, form, formData) as Record<string, unknown>;
    if (updateData) mergeInto(submitData, expandObject(updateData));
    this.document.validate({ changes: submitData, clean: true, fallback: false });
    return submitData;
  }

  protected async _processSubmitData(
    _event: unknown,
    _form: unknown,
    submitData: object,
    options?: object,
  ): Promise<void> {
    await this.document.update(submitData as Record<string, unknown>, options);
  }

  /** The user changes a field: the form's flat data (name → value) is submitted as Foundry does. */
  async submitForm(object: Record<string, unknown>): Promise<void> {
    try {
      const submitData = this._prepareSubmitData(null, null, { object });
      await this._processSubmitData(null, null, submitData);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  }
}

/** HandlebarsApplicationMixin adds rendering by parts only, which these tests do not exercise. */
export function FakeHandlebarsApplicationMixin<T>(base: T): T {
  return base;
}
