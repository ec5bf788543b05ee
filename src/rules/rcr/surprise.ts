import type { TurnLimit } from "./turn-budget.ts";

/**
 * Surprise. rcr-combat.txt › Combat Sequence, Awareness and Surprise, The Surprise Round, Unaware
 * Combatants, Flat-Footed: a surprise round happens when some but not all combatants are aware; only the
 * aware roll initiative and act in it, each a single attack or move action; everyone is flat-footed until
 * acting (so the unaware stay flat-footed until their first regular turn).
 */

/** A combatant as the surprise rules see it. */
export interface AwarenessEntry {
  id: string;
  /** Aware of its opponents at the start of the battle (the GM decides). */
  aware: boolean;
}

/** Who does what before the first regular round. */
export interface SurpriseRound {
  /** False when everyone or no one is aware. */
  occurs: boolean;
  /** Act in the surprise round (and roll initiative for it), in the order given. */
  actors: string[];
  /** Cannot act in the surprise round; roll initiative before the first regular round. */
  surprised: string[];
}

/** One attack or move action each in the surprise round: pass as `checkTurn`'s limit. */
export const SURPRISE_ROUND_LIMIT: TurnLimit = "single";

/** Who acts in the surprise round. */
export function surpriseRound(combatants: readonly AwarenessEntry[]): SurpriseRound {
  const actors = combatants.filter((c) => c.aware).map((c) => c.id);
  const surprised = combatants.filter((c) => !c.aware).map((c) => c.id);
  const occurs = actors.length > 0 && surprised.length > 0;
  return { occurs, actors: occurs ? actors : [], surprised: occurs ? surprised : [] };
}

/**
 * Flat-footed: every combatant until it first acts (in the surprise round or its first regular turn).
 * A flat-footed character loses its Dex bonus to Defense.
 */
export function flatFooted(input: { actedInSurpriseRound?: boolean; regularTurnsTaken: number }): boolean {
  return !input.actedInSurpriseRound && input.regularTurnsTaken === 0;
}
