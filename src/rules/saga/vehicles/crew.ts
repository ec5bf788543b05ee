import type { SagaCrewQuality, SagaCrewStation, SagaVehicle } from "./types.ts";

export const SAGA_CREW_QUALITIES: readonly SagaCrewQuality[] = [
  "untrained",
  "normal",
  "skilled",
  "expert",
  "ace",
];

// Saga core, not in the texts (Crew Quality), restated as numbers: [attack, check, CL] (decision 13).
const CREW: Record<SagaCrewQuality, [number, number, number]> = {
  untrained: [-5, 0, -1],
  normal: [0, 5, 0],
  skilled: [2, 6, 1],
  expert: [5, 8, 2],
  ace: [10, 12, 4],
};

/**
 * An NPC crew's numbers (Saga core, not in the texts: Crew Quality). The attack bonus stands in for the
 * gunner's base attack bonus; the vehicle's Intelligence still adds (decision 13). Generic crews are nonheroic.
 */
export function vehicleCrewQuality(quality: SagaCrewQuality): {
  attackBonus: number;
  checkModifier: number;
  clModifier: number;
} {
  const row = CREW[quality];
  if (!row)
    throw new RangeError(`crewQuality must be one of ${SAGA_CREW_QUALITIES.join(", ")} (got ${quality})`);
  const [attackBonus, checkModifier, clModifier] = row;
  return { attackBonus, checkModifier, clModifier };
}

/** Somebody sits at the station: an operator with a sheet, or an NPC crew. */
export function isSagaStationManned(station: SagaCrewStation): boolean {
  return station.operator !== null || (station.crewQuality ?? null) !== null;
}

/** The pilot: the first "pilot" station with an operator or a crew quality; null when there is none. */
export function sagaPilotStation(vehicle: SagaVehicle): SagaCrewStation | null {
  return vehicle.crew.find((station) => station.role === "pilot" && isSagaStationManned(station)) ?? null;
}
