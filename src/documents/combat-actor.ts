import { isRecord } from "../data/plain-data.ts";
import type { CombatantState } from "../rules/index.ts";

/**
 * What the shared tracker reads off a combatant's actor, each ruleset filling it from its own model
 * (RCR: src/rulesets/rcr/combat/combat-actor.ts): plain numbers and the acting state.
 */
export interface CombatActorView {
  /** Dexterity score, for initiative ties (rcr-combat.txt › Initiative Checks). */
  dexterity: number;
  initiativeBonus: number;
  fortitudeBonus: number;
  wounds: number;
  state: CombatantState;
}

/**
 * Per-round counters kept on the actor under `flags.swrpg`: wound points lost this round (for the
 * Fortitude DC after wound damage, rcr-combat.txt › Fatigued), which damage code stores stamped with its
 * combat and round (RCR's `src/rulesets/rcr/damage/wounds-this-round.ts`), and attacks of opportunity made this round
 * (rcr-combat.txt › Attacks of Opportunity), a plain number. The tracker zeroes both as a round starts.
 */
export const ROUND_COUNTER_FLAGS = ["woundsLostThisRound", "attacksOfOpportunityThisRound"] as const;
export type RoundCounter = (typeof ROUND_COUNTER_FLAGS)[number];

/** A counter's stored value on the actor: a number, or a stamped `{ value }`; 0 when never set. */
export function roundCounter(actor: Actor.Implementation, counter: RoundCounter): number {
  const stored = foundry.utils.getProperty(actor, `flags.swrpg.${counter}`);
  const value = isRecord(stored) ? stored.value : stored;
  return typeof value === "number" ? value : 0;
}

/** Zeroes the actor's round counters as round `now.round` starts, writing only those not already 0. */
export async function resetRoundCounters(
  actor: Actor.Implementation,
  now: { combatId: string | null; round: number },
): Promise<void> {
  const changes: Record<string, unknown> = {};
  if (roundCounter(actor, "woundsLostThisRound") !== 0)
    changes["flags.swrpg.woundsLostThisRound"] = { ...now, value: 0 };
  if (roundCounter(actor, "attacksOfOpportunityThisRound") !== 0)
    changes["flags.swrpg.attacksOfOpportunityThisRound"] = 0;
  if (Object.keys(changes).length) await actor.update(changes as Actor.UpdateData);
}
