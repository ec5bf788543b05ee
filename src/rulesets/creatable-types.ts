/**
 * The create-document dialogs offer only the world ruleset's types. Foundry v13's
 * `Document.createDialog(data, createOptions, options)` takes `options.types`, "a restriction of the
 * selectable sub-types" (fvtt-types `common/abstract/document.d.mts` › `Document.CreateDialogOptions`);
 * core's sidebar directories call `createDialog` on the configured document class, so overriding it in
 * the system's Actor and Item classes covers the sidebar's Create buttons and every other caller.
 */
import { activeRuleset } from "./registry.ts";
import type { TypedDocumentName } from "./types.ts";

/** The world ruleset's types of `documentName`, narrowed to the caller's own restriction when given one. */
export function creatableTypes(
  documentName: TypedDocumentName,
  requested?: readonly string[] | null,
): string[] {
  const own = Object.keys(activeRuleset().documentTypes[documentName]);
  return requested ? own.filter((type) => requested.includes(type)) : own;
}

/** The dialog options with `types` restricted to the world ruleset's types. */
export function withCreatableTypes<O extends object>(
  documentName: TypedDocumentName,
  options: O | undefined,
): O & { types: string[] } {
  const requested = (options as { types?: readonly string[] | null } | undefined)?.types;
  return { ...(options ?? ({} as O)), types: creatableTypes(documentName, requested) };
}
