import { SIZES } from "../types.ts";
import { SPEED_CATEGORIES } from "./speed.ts";
import type { Vehicle } from "./types.ts";
import { requireInteger, requireOneOf } from "./validate.ts";

/** An optional whole number: absent passes. */
function optionalInteger(value: number | undefined, field: string): void {
  if (value !== undefined) requireInteger(value, field);
}

/** The numbers and categories of an RCR vehicle record. */
export function checkVehicle(vehicle: Vehicle): void {
  requireOneOf(vehicle.size, SIZES, "vehicle.size");
  requireInteger(vehicle.maneuver, "vehicle.maneuver");
  requireInteger(vehicle.hitPoints, "vehicle.hitPoints");
  requireInteger(vehicle.maxHitPoints, "vehicle.maxHitPoints");
  if (vehicle.maxHitPoints < 1) throw new RangeError("vehicle.maxHitPoints must be at least 1");
  requireInteger(vehicle.damageReduction, "vehicle.damageReduction");
  if (vehicle.damageReduction < 0) throw new RangeError("vehicle.damageReduction must not be negative");
  optionalInteger(vehicle.destroyedAt, "vehicle.destroyedAt");
  optionalInteger(vehicle.targetingBonus, "vehicle.targetingBonus");
  optionalInteger(vehicle.autopilotBonus, "vehicle.autopilotBonus");
  if (vehicle.speed !== undefined) requireOneOf(vehicle.speed, SPEED_CATEGORIES, "vehicle.speed");
}
