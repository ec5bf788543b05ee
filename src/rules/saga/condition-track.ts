import type { ConditionStep, SagaOptions } from "./types.ts";

/** Core Saga's condition track: five steps down from normal to the bottom (Saga core, not in the texts). */
export const CONDITION_TRACK_LENGTH = 5;
/** saga-variant-character-combat.txt › The Condition Track: 15 steps. */
export const VARIANT_CONDITION_TRACK_LENGTH = 15;
/** saga-variant-character-combat.txt › Limb Condition Track: 5 steps for each limb. */
export const LIMB_TRACK_LENGTH = 5;

/** How many steps the condition track has down to its bottom. */
export function conditionTrackLength(options?: SagaOptions): number {
  return options?.variantConditionTrack ? VARIANT_CONDITION_TRACK_LENGTH : CONDITION_TRACK_LENGTH;
}

/**
 * Moves along a condition track: `stepsDown` down (negative: up), clamped to 0 ... trackLength.
 * `bottom`: the creature is at the track's last step.
 */
export function moveConditionTrack(
  current: ConditionStep,
  stepsDown: number,
  trackLength: number,
): { condition: ConditionStep; bottom: boolean } {
  const condition = Math.min(trackLength, Math.max(0, current + stepsDown));
  return { condition, bottom: condition === trackLength };
}
