/**
 * The vehicle actor types of every ruleset (RCR `vehicle`, Saga `sagaVehicle`, D6 `d6Vehicle`). Shared
 * code needs only to tell a vehicle from a creature: a vehicle cannot crew a vehicle.
 */
export const VEHICLE_TYPES: readonly string[] = ["vehicle", "sagaVehicle", "d6Vehicle"];

export function isVehicleType(type: string): boolean {
  return VEHICLE_TYPES.includes(type);
}
