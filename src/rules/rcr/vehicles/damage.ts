import { checkVehicle } from "./check-vehicle.ts";
import type { StarshipType, Vehicle } from "./types.ts";
import { requireFinite } from "./validate.ts";

export type VehicleStatus = "operational" | "disabled" | "destroyed";

/** What one hit did to a vehicle. */
export interface VehicleDamageResult {
  /** What the damage reduction stopped (never more than the damage). */
  reducedBy: number;
  hitPointsLost: number;
  /** Old - lost; may go below 0 (not clamped). */
  hitPoints: number;
  status: VehicleStatus;
  /** This hit disabled it and took half its full hit points or more. */
  explodes: boolean;
}

/** The status hit points give a vehicle: above 0 operational, 0 or below disabled, at `destroyedAt` destroyed. */
export function vehicleStatus(vehicle: Vehicle, hitPoints: number): VehicleStatus {
  if (hitPoints <= (vehicle.destroyedAt ?? -vehicle.maxHitPoints)) return "destroyed";
  return hitPoints <= 0 ? "disabled" : "operational";
}

/**
 * One hit through damage reduction into hit points. MSRD › Damaging Vehicles: hardness (RCR's object
 * damage reduction) comes off every hit, with no minimum; at 0 hit points the vehicle is disabled; at
 * minus its full normal total destroyed (the default: decision 9; d20F › Hit Points' table is the
 * vehicle's `destroyedAt`); a hit that disables it and deals half its full hit points or more (after DR)
 * makes it explode, and so does a hit that destroys it outright (decision 10).
 */
export function applyDamage(
  vehicle: Vehicle,
  hit: { amount: number; ignoreDamageReduction?: boolean },
): VehicleDamageResult {
  checkVehicle(vehicle);
  requireFinite(hit.amount, "hit.amount");
  const amount = Math.max(0, hit.amount);
  const reducedBy = hit.ignoreDamageReduction === true ? 0 : Math.min(vehicle.damageReduction, amount);
  const hitPointsLost = amount - reducedBy;
  const hitPoints = vehicle.hitPoints - hitPointsLost;
  const status = vehicleStatus(vehicle, hitPoints);
  const disabledByIt = vehicle.hitPoints > 0 && hitPoints <= 0;
  const explodes = disabledByIt && (status === "destroyed" || hitPointsLost * 2 >= vehicle.maxHitPoints);
  return { reducedBy, hitPointsLost, hitPoints, status, explodes };
}

// d20F › Hit Points: the destruction thresholds by starship type.
const DESTRUCTION: Record<StarshipType, number> = {
  ultralight: -20,
  light: -40,
  mediumweight: -60,
  heavy: -80,
  superheavy: -100,
};

/** d20F's destruction threshold of a starship type: ultralight -20 ... superheavy -100. */
export function starshipDestructionThreshold(type: StarshipType): number {
  const threshold = DESTRUCTION[type];
  if (threshold === undefined) throw new RangeError(`type must be a starship type (got ${type})`);
  return threshold;
}
