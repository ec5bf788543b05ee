import type { SagaSize } from "./types.ts";

/**
 * Unarmed bludgeoning damage dice (Strength is added by the caller). saga-special-combat-rules.txt › Unarmed
 * Attacks: Medium 1d4, Small 1d3; other sizes are not in the texts (null).
 */
export function unarmedDamage(size: SagaSize): string | null {
  if (size === "medium") return "1d4";
  if (size === "small") return "1d3";
  return null;
}

/** The damage die ladder an unarmed attack climbs (Saga core, not in the texts). */
export const UNARMED_DIE_STEPS = ["1d3", "1d4", "1d6", "1d8", "1d10", "1d12"] as const;

/**
 * Unarmed damage with the Martial Arts feats: each of Martial Arts I, II and III raises the die one step
 * (Medium 1d4 → 1d6 → 1d8 → 1d10; Small 1d3 → 1d4 → 1d6 → 1d8); more than three count as three (Saga core,
 * not in the texts). A size without unarmed dice gives null.
 */
export function martialArtsDamage(size: SagaSize, martialArtsFeats: number): string | null {
  const base = unarmedDamage(size);
  const start = UNARMED_DIE_STEPS.findIndex((die) => die === base);
  if (start < 0) return null;
  const steps = Math.max(0, Math.min(3, Math.trunc(martialArtsFeats)));
  return UNARMED_DIE_STEPS[start + steps] ?? null;
}
