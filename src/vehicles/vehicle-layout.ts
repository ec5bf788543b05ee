/** The vehicle sheet's layout, the same in every ruleset: one scrolling part (templates/vehicle/). */
import type { SheetLayout } from "../applications/sheet-layouts.ts";

export function vehicleLayout(ruleset: string): SheetLayout {
  return {
    classes: ["swrpg", "sheet", "actor", "vehicle", ruleset],
    width: 640,
    height: 780,
    parts: { sheet: { template: "vehicle/vehicle-sheet.hbs", scrollable: [""] } },
    tabs: [],
  };
}
