/**
 * The vehicle sheet's buttons every ruleset shares (seat and unseat, the weapon rows' edit and delete), and
 * the drop of an actor on a station. The ruleset adds its own (fire, checks).
 */
import { itemRowActions } from "../applications/sheets/sheet-actions.ts";
import type { SheetAction } from "../rulesets/types.ts";
import { seatActor, unseat } from "./crew-seats.ts";

export function vehicleSheetActions(weaponType: string): Record<string, SheetAction> {
  return {
    ...itemRowActions([weaponType]),
    async unseat(sheet, _event, target) {
      if (sheet.isEditable) await unseat(sheet.actor, target.dataset.station);
    },
  };
}

/** A drop of an actor on the vehicle sheet: seated at the station it was dropped on. */
export async function dropOnStation(
  vehicle: Actor.Implementation,
  actor: Actor.Implementation,
  target: EventTarget | null,
): Promise<boolean> {
  const element = target as { closest?: (selector: string) => HTMLElement | null } | null;
  const station = typeof element?.closest === "function" ? element.closest("[data-station]") : null;
  return seatActor(vehicle, station?.dataset.station, actor);
}
