import { requireInteger } from "../../rcr/vehicles/validate.ts";
import { composeParts } from "../compose.ts";
import { conditionPenalty } from "../condition-penalty.ts";
import { NONPROFICIENT_PENALTY } from "../core-attack-bonus.ts";
import type { ComposedBonus, SagaOptions } from "../types.ts";
import { checkSagaVehicle } from "./check-vehicle.ts";
import { isSagaStationManned, vehicleCrewQuality } from "./crew.ts";
import { isColossalClass } from "./size.ts";
import type { SagaCrewQuality, SagaVehicle, SagaVehicleSize } from "./types.ts";

/** Saga core, not in the texts (Attack with Vehicle Weapon): a trained pilot firing her own weapon. */
export const TRAINED_PILOT_BONUS = 2;
/** Saga core, not in the texts: a frigate, cruiser or station firing at anything smaller than Colossal. */
export const CAPITAL_SHIP_PENALTY = -20;
/** Saga core, not in the texts (Dogfight): firing into a dogfight from outside, without Precise Shot. */
export const FIRING_INTO_DOGFIGHT_PENALTY = -5;

/** A vehicle weapon fired from one station. */
export interface SagaVehicleAttackInput {
  vehicle: SagaVehicle;
  /** Who fires: a "pilot" or "gunner" station. */
  station: number;
  /** The weapon is crewed by the pilot; default true when the station is the pilot's. */
  pilotWeapon?: boolean;
  /** The weapon's range modifier, 0 or less. */
  rangeModifier?: number;
  /** For the capital ship penalty. */
  targetSize?: SagaVehicleSize;
  /** Point-defense weapons ignore that penalty. */
  pointDefense?: boolean;
  /** Firing into a dogfight this vehicle is not part of. */
  intoDogfight?: boolean;
  /** The Precise Shot feat: no penalty for that. */
  preciseShot?: boolean;
  /** E.g. the -5 a lost dogfight check puts on the gunners (DOGFIGHT_GUNNER_PENALTY). */
  other?: number;
}

/** The capital ship penalty: a colossal class shooting at a target smaller than Colossal, without point defense. */
function capitalShipPenalty(input: SagaVehicleAttackInput): number {
  const target = input.targetSize;
  if (!isColossalClass(input.vehicle.size) || target === undefined || input.pointDefense === true) return 0;
  return target === "colossal" || isColossalClass(target) ? 0 : CAPITAL_SHIP_PENALTY;
}

/**
 * A vehicle weapon's attack bonus from one station (Saga core, not in the texts: Attack with Vehicle
 * Weapon, Dogfight): the gunner's base attack bonus (or the crew's attack bonus) + the vehicle's Int,
 * +2 for a pilot trained in Pilot firing a pilot-crewed weapon (never a crew-quality pilot: decision 14),
 * -5 nonproficient, the range modifier, the vehicle's condition penalty, -20 for a capital ship's shot at a
 * smaller target, -5 into a dogfight without Precise Shot, other.
 */
export function vehicleAttackBonus(
  input: SagaVehicleAttackInput,
  options?: SagaOptions,
): ({ ok: true } & ComposedBonus) | { ok: false; refused: "notAWeaponStation" | "emptyStation" } {
  const { vehicle } = input;
  checkSagaVehicle(vehicle);
  requireInteger(input.station, "station");
  const range = input.rangeModifier ?? 0;
  requireInteger(range, "rangeModifier");
  if (range > 0) throw new RangeError("rangeModifier must be 0 or less");
  const other = input.other ?? 0;
  requireInteger(other, "other");
  const station = vehicle.crew[input.station];
  if (!station || (station.role !== "pilot" && station.role !== "gunner"))
    return { ok: false, refused: "notAWeaponStation" };
  if (!isSagaStationManned(station)) return { ok: false, refused: "emptyStation" };
  const operator = station.operator;
  const bab = operator
    ? operator.baseAttackBonus
    : vehicleCrewQuality(station.crewQuality as SagaCrewQuality).attackBonus;
  const trainedPilot =
    station.role === "pilot" && input.pilotWeapon !== false && operator?.trainedInPilot === true;
  return {
    ok: true,
    ...composeParts([
      { label: "bab", value: bab },
      { label: "intelligence", value: vehicle.intModifier },
      { label: "trainedPilot", value: trainedPilot ? TRAINED_PILOT_BONUS : 0 },
      { label: "nonproficient", value: operator?.proficient === false ? NONPROFICIENT_PENALTY : 0 },
      { label: "range", value: range },
      { label: "condition", value: conditionPenalty(vehicle.condition ?? 0, options) },
      { label: "capitalShip", value: capitalShipPenalty(input) },
      {
        label: "intoDogfight",
        value: input.intoDogfight === true && input.preciseShot !== true ? FIRING_INTO_DOGFIGHT_PENALTY : 0,
      },
      { label: "other", value: other },
    ]),
  };
}
