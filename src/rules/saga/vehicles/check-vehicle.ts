import { SIZES } from "../../rcr/types.ts";
import { requireInteger, requireOneOf } from "../../rcr/vehicles/validate.ts";
import type { SagaVehicle, SagaVehicleKind, SagaVehicleSize } from "./types.ts";

const KINDS: readonly SagaVehicleKind[] = [
  "airspeeder",
  "starfighter",
  "groundVehicle",
  "spaceTransport",
  "capitalShip",
  "spaceStation",
];
const VEHICLE_SIZES: readonly SagaVehicleSize[] = [
  ...SIZES,
  "colossalFrigate",
  "colossalCruiser",
  "colossalStation",
];

/** A whole number of at least `min`, or a RangeError naming `field`. */
function atLeast(value: number, min: number, field: string): void {
  requireInteger(value, field);
  if (value < min) throw new RangeError(`${field} must be at least ${min} (got ${value})`);
}

/** The numbers and categories of a Saga vehicle record; a bad one is refused, naming the field. */
export function checkSagaVehicle(vehicle: SagaVehicle): void {
  requireOneOf(vehicle.kind, KINDS, "vehicle.kind");
  requireOneOf(vehicle.size, VEHICLE_SIZES, "vehicle.size");
  requireInteger(vehicle.strModifier, "vehicle.strModifier");
  requireInteger(vehicle.dexModifier, "vehicle.dexModifier");
  requireInteger(vehicle.intModifier, "vehicle.intModifier");
  atLeast(vehicle.armorBonus, 0, "vehicle.armorBonus");
  atLeast(vehicle.hitPoints, 0, "vehicle.hitPoints");
  atLeast(vehicle.maxHitPoints, 1, "vehicle.maxHitPoints");
  atLeast(vehicle.damageReduction ?? 0, 0, "vehicle.damageReduction");
  atLeast(vehicle.shieldRating ?? 0, 0, "vehicle.shieldRating");
  atLeast(vehicle.condition ?? 0, 0, "vehicle.condition");
}
