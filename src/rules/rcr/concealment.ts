import type { CoverDegree } from "./types.ts";

// rcr-combat.txt › Concealment Table (miss chance in percent).
const MISS_CHANCE: Readonly<Record<CoverDegree, number>> = {
  none: 0,
  quarter: 10,
  half: 20,
  threeQuarters: 30,
  nineTenths: 40,
  total: 50,
};

/**
 * Miss chance (percent) of one degree of concealment. Total concealment is 50% and the attacker must
 * also guess the target's location. rcr-combat.txt › Concealment Miss Chance, Concealment Table.
 */
export function concealmentMissChance(degree: CoverDegree): number {
  return MISS_CHANCE[degree];
}

/**
 * Several concealment conditions: the highest miss chance applies, never their sum.
 * rcr-combat.txt › Concealment Miss Chance.
 */
export function combinedMissChance(degrees: Iterable<CoverDegree>): number {
  let best = 0;
  for (const degree of degrees) best = Math.max(best, MISS_CHANCE[degree]);
  return best;
}

/** A hit is turned into a miss when the d% roll (1-100) is within the miss chance. */
export function concealmentMisses(d100: number, missChance: number): boolean {
  return d100 <= missChance;
}
