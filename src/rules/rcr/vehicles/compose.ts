import { sumParts } from "../compose.ts";
import type { BonusPart, ComposedBonus } from "../types.ts";

/** A composed bonus from its parts, parts of value 0 left out (shared/RULES-API-VEHICLES.md › Conventions). */
export function composeNonZero(parts: readonly BonusPart[]): ComposedBonus {
  const kept = parts.filter((part) => part.value !== 0);
  return { total: sumParts(kept), parts: kept };
}
