import type { StuntCondition, Terrain, VehicleStunt } from "./types.ts";

// OD6 movement.adoc › Stunts, Stunt Difficulties and Modifiers (restated as numbers).
const BASE: Record<VehicleStunt, number> = {
  straight: 0,
  easyTurn: 5,
  fastTurn45: 9,
  fastTurn90: 15,
  fastTurn180: 21,
  changeSpeed: 10,
  sideswipe: 10,
  regainControl: 15,
  dock: 6,
  land: 10,
};
// OD6 movement.adoc › Condition Modifier For All Vehicles, For Land and Water Vehicles, For Air Vehicles.
const CONDITION: Record<StuntCondition, number> = {
  reverse: 6,
  ramming: 10,
  curbOrDebris: 3,
  limitedParking: 3,
  offRoad: 6,
  unlimitedLanding: -3,
  limitedLanding: 3,
  almostNoLanding: 6,
  roughLanding: 3,
  steepClimbOrDive: 6,
};
// OD6 movement.adoc › Movement Difficulty Modifiers: by terrain.
const TERRAIN: Record<Terrain, number> = {
  easy: 0,
  moderate: 5,
  rough: 10,
  veryRough: 15,
  hazardous: 20,
  veryHazardous: 25,
};
/** The Easy piloting roll a driver makes to do something else too (straight driving with other actions). */
export const OTHER_ACTIONS_BASE = 5;

/**
 * The piloting difficulty of a maneuver (OD6 movement.adoc › Stunts and the tables after it): the stunt's
 * base + each condition once + the terrain (default easy). Straight driving while doing something else is
 * an Easy roll (5); the other stunts keep their bases.
 */
export function vehicleStuntDifficulty(input: {
  stunt: VehicleStunt;
  conditions?: StuntCondition[];
  terrain?: Terrain;
  otherActions?: boolean;
}): number {
  const base = BASE[input.stunt];
  if (base === undefined) throw new RangeError(`stunt must be a vehicle stunt (got ${input.stunt})`);
  const terrain = TERRAIN[input.terrain ?? "easy"];
  if (terrain === undefined) throw new RangeError(`terrain must be a terrain (got ${input.terrain})`);
  let difficulty = input.stunt === "straight" && input.otherActions === true ? OTHER_ACTIONS_BASE : base;
  for (const condition of new Set(input.conditions ?? [])) {
    const modifier = CONDITION[condition];
    if (modifier === undefined)
      throw new RangeError(`conditions must be stunt conditions (got ${condition})`);
    difficulty += modifier;
  }
  return difficulty + terrain;
}
