import type { SagaOptions } from "./types.ts";

/**
 * Steps down the condition track one attack's damage causes.
 * Core: one step when the damage equals or exceeds the threshold (Saga core, not in the texts: the special
 * text gives ordinary damage no threshold rule, so the variant's first sentence is used).
 * With `variantDamageThreshold` (saga-variant-character-combat.txt › Damage Threshold): one step at the
 * threshold, one more for each multiple k ≥ 2 the damage exceeds (more than k × threshold), and one more
 * on a critical hit, which never gives a step on its own. No damage, no step.
 */
export function thresholdSteps(
  amount: number,
  threshold: number,
  critical?: boolean,
  options?: SagaOptions,
): number {
  if (amount <= 0 || amount < threshold) return 0;
  if (!options?.variantDamageThreshold) return 1;
  // A threshold below 1 has no multiples to count: it is read as 1 (not in the texts).
  const unit = Math.max(1, threshold);
  const multiplesExceeded = Math.max(0, Math.ceil(amount / unit) - 2);
  return 1 + multiplesExceeded + (critical ? 1 : 0);
}
