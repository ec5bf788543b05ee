import { requireInteger } from "../../rcr/vehicles/validate.ts";
import { conditionPenalty } from "../condition-penalty.ts";
import type { SagaOptions } from "../types.ts";
import { checkSagaVehicle } from "./check-vehicle.ts";
import { sagaPilotStation } from "./crew.ts";
import { vehicleDisabled } from "./disabled.ts";
import { vehicleSizeModifiers } from "./size.ts";
import type { SagaVehicle, SagaVehicleState } from "./types.ts";

/** A vehicle that cannot move at all counts its Dexterity as 0: modifier -5 (Saga core, not in the texts). */
export const IMMOBILE_VEHICLE_DEX = -5;
const DEFENSE_BASE = 10;

/** The vehicle's Dexterity modifier on Reflex in its state. */
function reflexDexterity(
  vehicle: SagaVehicle,
  state: SagaVehicleState | undefined,
  options?: SagaOptions,
): number {
  if (state === "fullStop" || state === "poweredDown" || vehicleDisabled(vehicle, options))
    return IMMOBILE_VEHICLE_DEX;
  if (state === "flatFooted" || state === "outOfControl" || state === "allOut")
    return Math.min(0, vehicle.dexModifier);
  return vehicle.dexModifier;
}

/**
 * A vehicle's defenses (Saga core, not in the texts: Defenses, Damage Threshold). Reflex = 10 + Dex + size +
 * the higher of its armor and the pilot's heroic level (decision 12) + condition penalty + other; Fortitude =
 * 10 + Str + condition penalty; threshold = Fortitude before the condition penalty + the size's bonus
 * (decision 15). Flat-footed, out of control and all-out movement drop a Dex bonus; a full stop, a
 * powered-down or a disabled vehicle has Dex modifier -5.
 */
export function vehicleDefenses(
  vehicle: SagaVehicle,
  situation: { state?: SagaVehicleState; other?: number } = {},
  options?: SagaOptions,
): { reflex: number; fortitude: number; damageThreshold: number } {
  checkSagaVehicle(vehicle);
  const other = situation.other ?? 0;
  requireInteger(other, "situation.other");
  const size = vehicleSizeModifiers(vehicle.size);
  const penalty = conditionPenalty(vehicle.condition ?? 0, options);
  const pilot = sagaPilotStation(vehicle)?.operator;
  const armor = Math.max(vehicle.armorBonus, pilot ? pilot.heroicLevel : 0);
  const dex = reflexDexterity(vehicle, situation.state, options);
  const fortitude = DEFENSE_BASE + vehicle.strModifier;
  return {
    reflex: DEFENSE_BASE + dex + size.reflex + armor + penalty + other,
    fortitude: fortitude + penalty,
    damageThreshold: fortitude + size.damageThreshold,
  };
}
