import { conditionTrackLength } from "../condition-track.ts";
import type { SagaOptions } from "../types.ts";
import type { SagaVehicle } from "./types.ts";

/** A disabled vehicle: 0 hit points, or the condition at the bottom of the track (Saga core, not in the texts). */
export function vehicleDisabled(vehicle: SagaVehicle, options?: SagaOptions): boolean {
  return vehicle.hitPoints <= 0 || (vehicle.condition ?? 0) >= conditionTrackLength(options);
}
