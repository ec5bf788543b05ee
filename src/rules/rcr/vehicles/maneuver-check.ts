import { AID_ANOTHER_BONUS } from "../aid-another.ts";
import type { ComposedBonus } from "../types.ts";
import { checkVehicle } from "./check-vehicle.ts";
import { composeNonZero } from "./compose.ts";
import { pilotStation, stationNumbers } from "./crew.ts";
import { speedCategory } from "./speed.ts";
import type { Vehicle } from "./types.ts";
import { requireInteger } from "./validate.ts";

/**
 * The driver's Drive or Pilot check modifier. MSRD › Driving a Vehicle, Stunts: the pilot's skill
 * modifier (or the NPC crew's skill check) + the vehicle's maneuver modifier; MSRD › The Effects of
 * Speed: the speed category's check modifier; MSRD › Characters in Vehicles: a copilot aids another (+2).
 * MSRD › Damaging Vehicles: a disabled vehicle only coasts or makes a 45-degree turn, which needs no check.
 */
export function maneuverCheck(
  vehicle: Vehicle,
  situation: { copilotAid?: boolean; other?: number } = {},
): ({ ok: true } & ComposedBonus) | { ok: false; refused: "disabled" | "noPilot" } {
  checkVehicle(vehicle);
  const other = situation.other ?? 0;
  requireInteger(other, "situation.other");
  if (vehicle.hitPoints <= 0) return { ok: false, refused: "disabled" };
  const pilot = pilotStation(vehicle);
  if (!pilot) return { ok: false, refused: "noPilot" };
  return {
    ok: true,
    ...composeNonZero([
      { label: "pilot", value: stationNumbers(pilot).pilotCheck },
      { label: "maneuver", value: vehicle.maneuver },
      { label: "speed", value: speedCategory(vehicle.speed ?? "stationary").check },
      { label: "copilot", value: situation.copilotAid === true ? AID_ANOTHER_BONUS : 0 },
      { label: "other", value: other },
    ]),
  };
}
