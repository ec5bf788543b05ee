import type { BonusPart } from "./types.ts";

/**
 * Combined fire. rcr-combat.txt › Combined Fire: each contributor adds a +1 synergy bonus to the primary
 * shooter's attack (at most +5); contributors give up their own chance to hit; a full-round action for
 * the contributors and the primary shooter alike.
 */

export const COMBINED_FIRE_MAX = 5;

/** The primary shooter's "combinedFire" synergy bonus from this many contributors (empty for none). */
export function combinedFireParts(contributors: number): BonusPart[] {
  const bonus = Math.min(COMBINED_FIRE_MAX, Math.max(0, Math.floor(contributors)));
  return bonus ? [{ label: "combinedFire", value: bonus }] : [];
}

/** Every participant (contributors and the primary shooter) spends a full-round action. */
export const COMBINED_FIRE_ACTION = "fullRound" as const;
