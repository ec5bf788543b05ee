import { rollIndex } from "../roll-index.ts";
import { type DiceCode, wholeDice } from "./dice-code.ts";
import type { RangeBand } from "./range.ts";

/** Where a missed grenade strays from its target point, seen from the thrower. */
export type DeviationDirection = "long" | "long-right" | "short-right" | "short" | "short-left" | "long-left";

// The Grenade Deviation Diagram is not in the text; its only fact is that a 4 falls short. The contract's
// layout: 1 beyond the target point, then clockwise 60° a step.
const DIRECTIONS: readonly DeviationDirection[] = [
  "long",
  "long-right",
  "short-right",
  "short",
  "short-left",
  "long-left",
];

// d6-combat.txt › Grenade Deviation: point-blank or short 1D meters, medium 2D, long 3D.
const DEVIATION_DICE: Readonly<Record<RangeBand, number>> = { pointBlank: 1, short: 1, medium: 2, long: 3 };

/** The dice of meters a missed throw at this range strays. */
export function grenadeDeviationDice(band: RangeBand): DiceCode {
  return wholeDice(DEVIATION_DICE[band]);
}

/**
 * A missed throw's deviation: the 1D direction face (faces outside 1-6 wrap) and the rolled meters.
 * d6-combat.txt › Grenade Deviation.
 */
export function grenadeDeviation(input: { directionRoll: number; distanceRoll: number }): {
  direction: DeviationDirection;
  meters: number;
} {
  const index = rollIndex(input.directionRoll, 6);
  return { direction: DIRECTIONS[index] as DeviationDirection, meters: input.distanceRoll };
}

const HALF_ROOT_3 = Math.sqrt(3) / 2;
// Each direction as [meters along the throw, meters to the thrower's right] per meter strayed.
const UNIT: Readonly<Record<DeviationDirection, readonly [number, number]>> = {
  long: [1, 0],
  "long-right": [0.5, HALF_ROOT_3],
  "short-right": [-0.5, HALF_ROOT_3],
  short: [-1, 0],
  "short-left": [-0.5, -HALF_ROOT_3],
  "long-left": [0.5, -HALF_ROOT_3],
};

/**
 * Where a deviated grenade lands, with the target point straight ahead of the thrower: meters past the
 * target point along the throw (negative: short of it), meters to the thrower's right, and the straight
 * distance from the thrower. Sandor's 20 m throw that falls 7 m short lands 13 m from him.
 */
export function grenadeLanding(input: {
  targetDistance: number;
  direction: DeviationDirection;
  meters: number;
}): {
  beyond: number;
  right: number;
  fromThrower: number;
} {
  const [along, across] = UNIT[input.direction];
  const beyond = along * input.meters;
  const right = across * input.meters;
  return { beyond, right, fromThrower: Math.hypot(input.targetDistance + beyond, right) };
}
