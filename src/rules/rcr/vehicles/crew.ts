import type { Size } from "../types.ts";
import type { CrewQuality, CrewStation, Vehicle } from "./types.ts";
import { requireOneOf } from "./validate.ts";

/** The numbers of an NPC crew (d20F › Crew). */
export interface CrewQualityRow {
  /** Every skill check of the crew, Pilot checks included. */
  skillCheck: number;
  /** The pilot's class bonus to Defense. */
  pilotClassBonus: number;
  /** The pilot's Dexterity modifier. */
  pilotDexModifier: number;
  /** The gunners' attack bonus, highest first (an ace gets two attacks). */
  attackBonuses: number[];
}

export const CREW_QUALITIES: readonly CrewQuality[] = ["untrained", "trained", "expert", "ace"];

// d20F › Crew (restated as numbers): [skill check, pilot class bonus, pilot Dex modifier, attack bonuses].
// It serves every RCR NPC crew, ground vehicles included (decision 3).
const CREW: Record<CrewQuality, [number, number, number, number[]]> = {
  untrained: [0, 1, 0, [-4]],
  trained: [4, 3, 2, [2]],
  expert: [8, 5, 4, [4]],
  ace: [12, 7, 6, [8, 3]],
};

/** An NPC crew's numbers. d20F › Crew. */
export function crewQuality(quality: CrewQuality): CrewQualityRow {
  requireOneOf(quality, CREW_QUALITIES, "crewQuality");
  const [skillCheck, pilotClassBonus, pilotDexModifier, attackBonuses] = CREW[quality];
  return { skillCheck, pilotClassBonus, pilotDexModifier, attackBonuses: [...attackBonuses] };
}

/**
 * The standard targeting system's and autopilot's equipment bonus. d20F › Attack Roll, Defense: huge +1,
 * gargantuan +2, colossal +3; smaller vehicles have none unless their record says so (decision 4).
 */
export function starshipSystemBonus(size: Size): number {
  if (size === "colossal") return 3;
  if (size === "gargantuan") return 2;
  return size === "huge" ? 1 : 0;
}

/** Somebody sits at the station: an operator with a sheet, or an NPC crew. */
export function isManned(station: CrewStation): boolean {
  return station.operator !== null || (station.crewQuality ?? null) !== null;
}

/** The pilot: the first "pilot" station with an operator or a crew quality; null when there is none. */
export function pilotStation(vehicle: Vehicle): CrewStation | null {
  return vehicle.crew.find((station) => station.role === "pilot" && isManned(station)) ?? null;
}

/** A manned station's numbers: the operator's, or the crew quality's table row (an operator always wins). */
export function stationNumbers(station: CrewStation): {
  classDefenseBonus: number;
  dexModifier: number;
  pilotCheck: number;
  attackBonus: number;
} {
  if (station.operator) {
    const { classDefenseBonus, dexModifier, pilotCheck, rangedAttackBonus } = station.operator;
    return { classDefenseBonus, dexModifier, pilotCheck, attackBonus: rangedAttackBonus };
  }
  const row = crewQuality(station.crewQuality as CrewQuality);
  return {
    classDefenseBonus: row.pilotClassBonus,
    dexModifier: row.pilotDexModifier,
    pilotCheck: row.skillCheck,
    attackBonus: row.attackBonuses[0] as number,
  };
}
