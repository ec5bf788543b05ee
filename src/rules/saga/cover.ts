import { latestInOrder } from "../latest-in-order.ts";
import type { SagaCoverDegree } from "./types.ts";

/** Degrees from worst to best: a degree's index is its rank. */
const COVER_ORDER: readonly SagaCoverDegree[] = ["none", "cover", "improved", "total"];

/**
 * The bonuses a degree of cover gives; null for total cover (the target cannot be attacked).
 * saga-special-combat-rules.txt › Cover (+5 Reflex), Improved Cover (double: +10 Reflex, +5 Stealth),
 * Total Cover (no attack).
 */
export function coverBonus(degree: SagaCoverDegree): { reflex: number; stealth: number } | null {
  switch (degree) {
    case "none":
      return { reflex: 0, stealth: 0 };
    case "cover":
      return { reflex: 5, stealth: 0 };
    case "improved":
      return { reflex: 10, stealth: 5 };
    case "total":
      return null;
  }
}

/** One thing between the attacker and the target. */
export interface CoverSource {
  degree: SagaCoverDegree;
  /** A low object in the attacker's own space or an adjacent square: the attacker shoots over it. */
  lowObjectNearAttacker?: boolean;
}

/**
 * The cover a target has: the best single source, never added up, however many creatures and features are
 * in the way. saga-special-combat-rules.txt › Cover: low objects near the attacker are ignored; an
 * adjacent opponent never has cover (total cover, no line of effect at all, is kept).
 */
export function effectiveCover(input: {
  sources: readonly CoverSource[];
  targetAdjacent?: boolean;
}): SagaCoverDegree {
  const counted = input.sources.filter((source) => !source.lowObjectNearAttacker);
  const best = latestInOrder(
    COVER_ORDER,
    counted.map((source) => source.degree),
  );
  if (input.targetAdjacent && best !== "total") return "none";
  return best;
}
