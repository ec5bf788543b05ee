/** Small arithmetic shared by the Saga engine's files. */
import { sumParts } from "../rcr/compose.ts";
import type { BonusPart, ComposedBonus } from "../rcr/types.ts";

/** A composed bonus from its parts, leaving out parts of value 0; `total` is the sum of `parts`. */
export function composeParts(parts: readonly BonusPart[]): ComposedBonus {
  const kept = parts.filter((part) => part.value !== 0);
  return { total: sumParts(kept), parts: kept };
}

/** Half, rounded down: every half in the Saga engine is (shared/RULES-API-SAGA.md › Conventions). */
export function half(value: number): number {
  return Math.floor(value / 2);
}
