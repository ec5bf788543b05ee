import { type Refusal, refusalKey } from "./constraints.ts";

/** The localized message for one refused value: names the document, the field and the reason. */
function refusalMessage(refusal: Refusal, documentName: string): string {
  const i18n = game.i18n;
  if (!i18n) return `${documentName}: ${refusal.path} (${refusal.reason})`;
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(refusal.data)) {
    // A formula error arrives as a lang key of its own.
    data[key] =
      typeof value === "string" && value.startsWith("SWRPG.") ? i18n.localize(value) : String(value);
  }
  return i18n.format("SWRPG.Validation.Refused", {
    document: documentName,
    field: i18n.localize(refusal.label),
    reason: i18n.format(refusalKey(refusal.reason), data),
  });
}

/** Warns the user once per refused value; the rest of their update has already gone through. */
export function notifyRefusals(refusals: readonly Refusal[], documentName: string): void {
  for (const refusal of refusals) ui.notifications?.warn(refusalMessage(refusal, documentName));
}
