import type { Refusal } from "../../data/constraints.ts";
import { isRecord } from "../../data/plain-data.ts";
import { notifyRefusals } from "../../data/refusal-notice.ts";

/** A data model that can refuse the values of a change with its own messages (actor and item models). */
interface RefusingModel {
  refuseChanges(system: unknown): Refusal[];
}

function refusesChanges(model: unknown): model is RefusingModel {
  return isRecord(model) && "refuseChanges" in model;
}

/**
 * A sheet's submitted form, checked before Foundry sees it. DocumentSheetV2#_prepareSubmitData cleans and
 * validates the form data before `update()` runs (client/applications/api/document-sheet.d.mts): numbers
 * would be rounded and clamped without a word and a bad formula would fail the whole submit with Foundry's
 * raw error. So the model's own guard runs here first: each refused value is removed from the submit with
 * a message naming the field, and every other field of the submit is saved. Returns how many were refused.
 */
export function refuseSubmittedValues(
  document: { name: string; system: unknown },
  submitData: Record<string, unknown>,
): number {
  const system = submitData.system;
  if (!isRecord(system) || !refusesChanges(document.system)) return 0;
  const refusals = document.system.refuseChanges(system);
  notifyRefusals(refusals, document.name);
  return refusals.length;
}

/**
 * One sheet's refusals across a submit: `check` runs on the processed form data, `afterSubmit` once the
 * update is done. A refused value is still typed in the form, so the sheet renders again to show what is
 * stored (an update that changed nothing else would not re-render it).
 */
export class SubmitRefusals {
  #refused = false;

  check(document: { name: string; system: unknown }, submitData: object): object {
    this.#refused = refuseSubmittedValues(document, submitData as Record<string, unknown>) > 0;
    return submitData;
  }

  async afterSubmit(render: () => Promise<unknown>): Promise<void> {
    if (!this.#refused) return;
    this.#refused = false;
    await render();
  }
}
