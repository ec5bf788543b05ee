import { requireInteger } from "../../rcr/vehicles/validate.ts";
import { addDiceCodes, type DiceCode, wholeDice } from "../dice-code.ts";
import { multipleActionPenalty } from "../multiple-actions.ts";
import type { Vehicle, VehicleCrewStation } from "./types.ts";
import { requireDiceCode } from "./validate.ts";

/** Somebody sits at the station: an operator with a sheet, or a generic crew's skill code. */
function manned(station: VehicleCrewStation | undefined): station is VehicleCrewStation {
  return station !== undefined && (station.operator !== null || (station.crewSkill ?? null) !== null);
}

/**
 * The vehicle's Maneuverability now: the built code less the whole dice lost to damage; below 0 dice it
 * is 0D with no pips (decision 22): 1D+2 less 1D is 0D+2, less 2D is 0D.
 */
export function currentManeuverability(vehicle: Vehicle): DiceCode {
  requireDiceCode(vehicle.maneuverability, "vehicle.maneuverability");
  const lost = vehicle.maneuverabilityLost ?? 0;
  requireInteger(lost, "vehicle.maneuverabilityLost");
  const dice = vehicle.maneuverability.dice - lost;
  return dice < 0 ? wholeDice(0) : { dice, pips: vehicle.maneuverability.pips };
}

/** The multi-action penalty and the extra modifiers, checked. */
function extras(actions: number | undefined, modifiers: DiceCode[] | undefined): DiceCode[] {
  const count = actions ?? 1;
  requireInteger(count, "actions");
  const extra = modifiers ?? [];
  for (const [index, code] of extra.entries()) requireDiceCode(code, `modifiers[${index}]`);
  return [multipleActionPenalty(count), ...extra];
}

/** The station a roll is made from: the given index, or the first manned "pilot" station. */
function stationAt(vehicle: Vehicle, station: number | undefined): VehicleCrewStation | undefined {
  if (station === undefined) return vehicle.crew.find((seat) => seat.role === "pilot" && manned(seat));
  requireInteger(station, "station");
  return vehicle.crew[station];
}

/**
 * Piloting + Maneuverability, for maneuvers and vehicle dodges (OD6 movement.adoc › Stunts, Vehicle
 * Attacking and Dodging): the station's piloting (or its generic crew's one skill: decision 27) + the
 * current Maneuverability + the multi-action penalty + modifiers. null: no such station or nobody there.
 */
export function vehiclePilotingDice(input: {
  vehicle: Vehicle;
  station?: number;
  actions?: number;
  modifiers?: DiceCode[];
}): DiceCode | null {
  const rest = extras(input.actions, input.modifiers);
  const maneuverability = currentManeuverability(input.vehicle);
  const station = stationAt(input.vehicle, input.station);
  if (!manned(station)) return null;
  const skill = station.operator ? station.operator.piloting : (station.crewSkill as DiceCode);
  return addDiceCodes(skill, maneuverability, ...rest);
}

/**
 * The code a station fires with (OD6 movement.adoc › Vehicle Attacking and Dodging): its gunnery (or its
 * generic crew's one skill) + the weapon's fire control (default 0D) + the multi-action penalty +
 * modifiers. Any station may fire. null: no such station or nobody there.
 */
export function vehicleGunneryDice(input: {
  vehicle: Vehicle;
  station: number;
  fireControl?: DiceCode;
  actions?: number;
  modifiers?: DiceCode[];
}): DiceCode | null {
  const rest = extras(input.actions, input.modifiers);
  const fireControl = input.fireControl ?? wholeDice(0);
  requireDiceCode(fireControl, "fireControl");
  const station = stationAt(input.vehicle, input.station);
  if (!manned(station)) return null;
  const skill = station.operator ? station.operator.gunnery : (station.crewSkill as DiceCode);
  return addDiceCodes(skill, fireControl, ...rest);
}
