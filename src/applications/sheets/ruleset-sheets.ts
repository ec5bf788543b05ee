/** A ruleset's sheet entries, from what differs per sheet (type, name, layout) and what its kind shares. */

import type { Ruleset, RulesetSheet, SheetAction } from "../../rulesets/types.ts";
import type { SheetLayout } from "../sheet-layouts.ts";

/** One sheet: its document type, the lang key of its name in the sheet configuration, its layout. */
export type SheetEntry = readonly [type: string, label: string, layout: SheetLayout];

/** The actor sheets share a context and the button actions; the item sheets share a context. */
export function rulesetSheets(
  actor: {
    context: RulesetSheet<Actor.Implementation>["context"];
    actions: Readonly<Record<string, SheetAction>>;
    sheets: readonly SheetEntry[];
  },
  item: { context: RulesetSheet<Item.Implementation>["context"]; sheets: readonly SheetEntry[] },
): Ruleset["sheets"] {
  return {
    Actor: actor.sheets.map(([type, label, layout]) => ({
      type,
      label,
      layout,
      context: actor.context,
      actions: actor.actions,
    })),
    Item: item.sheets.map(([type, label, layout]) => ({ type, label, layout, context: item.context })),
  };
}
