import type { BonusPart } from "./types.ts";

/**
 * Range increments, range penalty and maximum range.
 * rcr-combat.txt › Range Penalty (-2 per full range increment; thrown 5 increments, energy and
 * projectile 10), Ranged Attacks (some weapons have a shorter maximum range).
 */

/** How a ranged weapon reaches its target. "energy" is the same as "projectile". */
export type RangeKind = "thrown" | "projectile" | "energy";

/** Each full range increment costs -2. */
export const RANGE_PENALTY_STEP = -2;

/** Maximum range in range increments: thrown 5, energy and projectile 10. */
export function maxRangeIncrements(kind: RangeKind): number {
  return kind === "thrown" ? 5 : 10;
}

/** Full range increments between attacker and target: 38 m at 10 m → 3. */
export function rangeIncrements(distance: number, rangeIncrement: number): number {
  if (rangeIncrement <= 0) throw new RangeError(`range increment must be positive, got ${rangeIncrement}`);
  return Math.floor(Math.max(0, distance) / rangeIncrement);
}

/** Maximum range in meters; `maxIncrements` overrides the kind's (a weapon with a shorter maximum range). */
export function maxRange(rangeIncrement: number, kind: RangeKind, maxIncrements?: number): number {
  return rangeIncrement * (maxIncrements ?? maxRangeIncrements(kind));
}

/**
 * The range penalty: -2 per full range increment (0 within the first increment), or null when the
 * target is beyond maximum range. 38 m with a 10 m blaster pistol → -6.
 */
export function rangePenalty(
  distance: number,
  rangeIncrement: number,
  kind: RangeKind,
  maxIncrements?: number,
): number | null {
  const increments = rangeIncrements(distance, rangeIncrement);
  if (distance > maxRange(rangeIncrement, kind, maxIncrements)) return null;
  return increments === 0 ? 0 : RANGE_PENALTY_STEP * increments;
}

/** The range penalty as a labelled part ("range"), empty when 0; null beyond maximum range. */
export function rangeParts(
  distance: number,
  rangeIncrement: number,
  kind: RangeKind,
  maxIncrements?: number,
): BonusPart[] | null {
  const penalty = rangePenalty(distance, rangeIncrement, kind, maxIncrements);
  if (penalty === null) return null;
  return penalty ? [{ label: "range", value: penalty }] : [];
}
