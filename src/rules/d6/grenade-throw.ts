import { type DifficultyLevel, difficultyLevel } from "./difficulty.ts";
import { bandEdges, type RangeBand, type WeaponRanges } from "./range.ts";

/**
 * A target of a grenade that dodges hits the deck and takes no damage when his dodge beats the throw's total
 * (the trooper needs 18 against Sandor's 17). d6-combat.txt › Dodging Grenades.
 */
export function dodgesGrenade(input: { throwTotal: number; dodgeTotal: number }): boolean {
  return input.dodgeTotal > input.throwTotal;
}

// d6-combat.txt › Tossing Grenades Away: the total's level is the range it reaches (13 is Moderate: medium).
const BAND_BY_LEVEL: Readonly<Record<DifficultyLevel, RangeBand>> = {
  veryEasy: "pointBlank",
  easy: "short",
  moderate: "medium",
  difficult: "long",
  veryDifficult: "long",
  heroic: "long",
};

/**
 * A grenade thrown "as far away as possible": the band the total's level reaches, and the whole meters it
 * spans (the band before's farthest + 1, up to its own farthest; from 0 at point-blank).
 */
export function tossAway(input: { total: number; ranges: WeaponRanges }): {
  level: DifficultyLevel;
  band: RangeBand;
  minMeters: number;
  maxMeters: number;
} {
  const level = difficultyLevel(input.total);
  const band = BAND_BY_LEVEL[level];
  const edges = bandEdges(input.ranges);
  const index = edges.findIndex(([name]) => name === band);
  const before = edges[index - 1];
  return {
    level,
    band,
    minMeters: before ? before[1] + 1 : 0,
    maxMeters: (edges[index] as readonly [RangeBand, number])[1],
  };
}

/**
 * When a grenade goes off: a contact grenade when it hits something; a timer under five seconds at the end
 * of the round it was thrown; a longer one when its timer runs out. d6-combat.txt › Grenades and Thermal
 * Detonators.
 */
export function grenadeDetonation(
  grenade: { activator: "contact" } | { activator: "timer"; seconds: number },
): "impact" | "endOfRound" | "timer" {
  if (grenade.activator === "contact") return "impact";
  return grenade.seconds < 5 ? "endOfRound" : "timer";
}
