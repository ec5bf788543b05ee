import { CONDITION_TRACK_LENGTH } from "./condition-track.ts";
import type { ConditionStep, SagaOptions } from "./types.ts";

/**
 * The penalty at a step of core Saga's five-step condition track: normal 0, then −1, −2, −5, −10 (Saga core,
 * not in the texts). It applies to attack rolls, defenses, ability and skill checks. The bottom step (5, and
 * past it) is unconscious or disabled: no numeric penalty there, the helpless rules apply instead
 * (saga-special-combat-rules.txt › Helpless Opponents; Saga core, not in the texts). With
 * `variantConditionTrack` the track has 15 steps and saga-variant-character-combat.txt › The Condition Track
 * names no penalty for any of them: 0 (a reading; only the bottom, helpless, has an effect).
 */
export function conditionPenalty(step: ConditionStep, options?: SagaOptions): number {
  if (options?.variantConditionTrack) return 0;
  if (step >= CONDITION_TRACK_LENGTH) return 0;
  if (step >= 4) return -10;
  if (step >= 3) return -5;
  if (step >= 2) return -2;
  if (step >= 1) return -1;
  return 0;
}

/** At the bottom of the track: unconscious (a creature) or disabled (a droid): helpless (Saga core). */
export function conditionHelpless(step: ConditionStep, trackLength: number): boolean {
  return step >= trackLength;
}
