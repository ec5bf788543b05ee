import type { ConditionStep } from "./types.ts";

/**
 * Penalty of each step of core Saga's five-step condition track: normal, −1, −2, −5, −10; the bottom step
 * is unconscious or disabled (Saga core, not in the texts). It applies to attack rolls, defenses, ability
 * and skill checks.
 */
const CORE_STEP_PENALTIES: readonly number[] = [0, -1, -2, -5, -10];

/** The penalty at a step of the core track; the bottom step (and past it) keeps the −10. */
export function conditionPenalty(step: ConditionStep): number {
  if (step <= 0) return 0;
  const last = CORE_STEP_PENALTIES.length - 1;
  return CORE_STEP_PENALTIES[Math.min(step, last)] ?? 0;
}

/** At the bottom of the track: unconscious (a creature) or disabled (a droid): helpless (Saga core). */
export function conditionHelpless(step: ConditionStep, trackLength: number): boolean {
  return step >= trackLength;
}
