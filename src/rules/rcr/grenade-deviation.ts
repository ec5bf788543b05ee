import { rollIndex } from "../roll-index.ts";
/** Directions of the deviation die. */
export type DeviationDirection =
  | "long"
  | "long-right"
  | "right"
  | "short-right"
  | "short"
  | "short-left"
  | "left"
  | "long-left";

// rcr-combat.txt › Grenadelike Weapon Attacks: 1 long, 2 long and right, 3 right, 4 short and right,
// 5 short, 6 short and left, 7 left, 8 long and left.
const DIRECTIONS: readonly DeviationDirection[] = [
  "long",
  "long-right",
  "right",
  "short-right",
  "short",
  "short-left",
  "left",
  "long-left",
];

/**
 * Where a missed grenadelike weapon lands: 1d3 meters, +1 meter per two range increments of the throw,
 * in the direction of the d8. rcr-combat.txt › Grenadelike Weapon Attacks.
 * `rangeIncrements` is the distance thrown in range increments (whole increments count).
 */
export function grenadeDeviation(input: { d3: number; d8: number; rangeIncrements: number }): {
  meters: number;
  direction: DeviationDirection;
} {
  const meters = input.d3 + Math.floor(Math.max(0, input.rangeIncrements) / 2);
  const index = rollIndex(input.d8, 8);
  return { meters, direction: DIRECTIONS[index] as DeviationDirection };
}

/**
 * A grenade thrown at a square: Defense 5. rcr-combat.txt › Grenadelike Weapon Attacks.
 * The range penalty comes from `rangePenalty` as for any ranged attack.
 */
export const GRENADE_SQUARE_DEFENSE = 5;
