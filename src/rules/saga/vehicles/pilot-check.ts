import { requireInteger } from "../../rcr/vehicles/validate.ts";
import { composeParts } from "../compose.ts";
import { conditionPenalty } from "../condition-penalty.ts";
import type { ComposedBonus, SagaOptions } from "../types.ts";
import { checkSagaVehicle } from "./check-vehicle.ts";
import { sagaPilotStation, vehicleCrewQuality } from "./crew.ts";
import { vehicleDisabled } from "./disabled.ts";
import { vehicleSizeModifiers } from "./size.ts";
import type { SagaCrewQuality, SagaVehicle } from "./types.ts";

/**
 * The pilot's Pilot check modifier with the vehicle's parts (Saga core, not in the texts: Pilot, Vehicle
 * Combat): the pilot's Pilot modifier (or the NPC crew's check modifier) + the vehicle's size (the Reflex
 * column) + its Dex modifier + its condition penalty + other. The vehicle's state does not change it
 * (decision 18). A disabled vehicle cannot be piloted.
 */
export function vehiclePilotCheck(
  vehicle: SagaVehicle,
  situation: { other?: number } = {},
  options?: SagaOptions,
): ({ ok: true } & ComposedBonus) | { ok: false; refused: "disabled" | "noPilot" } {
  checkSagaVehicle(vehicle);
  const other = situation.other ?? 0;
  requireInteger(other, "situation.other");
  if (vehicleDisabled(vehicle, options)) return { ok: false, refused: "disabled" };
  const pilot = sagaPilotStation(vehicle);
  if (!pilot) return { ok: false, refused: "noPilot" };
  const skill = pilot.operator
    ? pilot.operator.pilot
    : vehicleCrewQuality(pilot.crewQuality as SagaCrewQuality).checkModifier;
  return {
    ok: true,
    ...composeParts([
      { label: "pilot", value: skill },
      { label: "size", value: vehicleSizeModifiers(vehicle.size).reflex },
      { label: "dexterity", value: vehicle.dexModifier },
      { label: "condition", value: conditionPenalty(vehicle.condition ?? 0, options) },
      { label: "other", value: other },
    ]),
  };
}
