import { RANGE_PENALTY_STEP, rangeIncrements, rangePenalty } from "./range.ts";
import type { BonusPart } from "./types.ts";

/**
 * Improvised thrown weapons, thrown lightsabers and dropped objects.
 * rcr-combat.txt › Improvised Thrown Weapons (-4 nonproficient, range increment 4 m; dropped objects);
 * rcr-additional-combat-rules.txt › Throwing Lightsabers (attack action, -4, range increment 4 m, normal
 * damage; a miss lands as a grenadelike weapon).
 */

/** Nonproficiency penalty of an improvised (or dropped) weapon. */
export const IMPROVISED_PENALTY = -4;
/** Range increment of an improvised thrown weapon (a thrown lightsaber included). */
export const IMPROVISED_RANGE_INCREMENT = 4;
/** Range increment of a dropped object. */
export const DROPPED_RANGE_INCREMENT = 20;
/** Defense of the target square of a dropped object (as for a grenade). */
export const DROPPED_TARGET_DEFENSE = 5;

/** An attack with an improvised weapon's parts and the range used. */
export interface ImprovisedAttack {
  /** "improvised" (-4) and, when not 0, "range". */
  parts: BonusPart[];
  rangeIncrement: number;
  /** Full range increments, for grenadelike deviation on a miss. */
  rangeIncrements: number;
}

/**
 * An improvised thrown weapon at `distance` (a thrown lightsaber is one: it takes an attack action, deals
 * its normal damage, and on a miss deviates like a grenade). Null beyond 5 increments (20 m).
 */
export function improvisedThrow(distance: number): ImprovisedAttack | null {
  const penalty = rangePenalty(distance, IMPROVISED_RANGE_INCREMENT, "thrown");
  return improvisedAttack(penalty, distance, IMPROVISED_RANGE_INCREMENT);
}

/** The -4 improvised part and the range part (when not 0); null when out of range (no penalty). */
function improvisedAttack(
  penalty: number | null,
  distance: number,
  increment: number,
): ImprovisedAttack | null {
  if (penalty === null) return null;
  const parts: BonusPart[] = [{ label: "improvised", value: IMPROVISED_PENALTY }];
  if (penalty) parts.push({ label: "range", value: penalty });
  return { parts, rangeIncrement: increment, rangeIncrements: rangeIncrements(distance, increment) };
}

/** A dropped object's attack against its target square. */
export interface DroppedObjectAttack extends ImprovisedAttack {
  /** "altitude": range from the drop height (no maximum); "lateral": thrown from the lateral distance. */
  measuredBy: "altitude" | "lateral";
  /** The target square's Defense: 5. */
  defense: number;
}

/**
 * Dropping an object from `altitude` meters onto a square `lateral` meters away horizontally.
 * Range increment 20 m with no upper limit; when the square is more than altitude/5 meters away
 * laterally, the range penalty comes from the lateral distance as a normal throw with the object's
 * thrown range increment (default 4 m, a grenade), at most 5 increments: null beyond that.
 */
export function droppedObject(input: {
  altitude: number;
  lateral?: number;
  thrownRangeIncrement?: number;
}): DroppedObjectAttack | null {
  const lateral = input.lateral ?? 0;
  const thrownIncrement = input.thrownRangeIncrement ?? IMPROVISED_RANGE_INCREMENT;
  const byLateral = lateral > input.altitude / 5;
  const increment = byLateral ? thrownIncrement : DROPPED_RANGE_INCREMENT;
  const distance = byLateral ? lateral : input.altitude;
  const penalty = byLateral
    ? rangePenalty(lateral, thrownIncrement, "thrown")
    : RANGE_PENALTY_STEP * rangeIncrements(input.altitude, DROPPED_RANGE_INCREMENT);
  const attack = improvisedAttack(penalty, distance, increment);
  if (!attack) return null;
  return { ...attack, measuredBy: byLateral ? "lateral" : "altitude", defense: DROPPED_TARGET_DEFENSE };
}
