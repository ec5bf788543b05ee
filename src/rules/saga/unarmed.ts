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
