/**
 * Attacks of opportunity a Saga actor made this round (`flags.swrpg.sagaAttacksOfOpportunity`), stamped
 * with the combat and round so a new round starts from 0 without a reset. The tracker's menu counts one;
 * the reminder reads it (saga-special-combat-rules.txt › Making Attacks of Opportunity: one per round
 * unless Combat Reflexes).
 */

export const AOO_FLAG = "sagaAttacksOfOpportunity";

export interface RoundStamp {
  combatId: string | null;
  round: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The count stored for `now`'s round (0 for another round or combat, or a malformed flag). */
export function madeThisRound(stored: unknown, now: RoundStamp): number {
  if (!isRecord(stored) || stored.combatId !== now.combatId || stored.round !== now.round) return 0;
  return Number.isInteger(stored.made) ? (stored.made as number) : 0;
}

function stored(actor: Actor.Implementation): unknown {
  const flags: unknown = actor.flags.swrpg;
  return isRecord(flags) ? flags[AOO_FLAG] : undefined;
}

/** The current round of the viewed combat (none outside a started combat). */
export function currentRound(): RoundStamp {
  const combat = game.combat;
  return combat?.started
    ? { combatId: combat.id ?? null, round: combat.round ?? 0 }
    : { combatId: null, round: 0 };
}

export function aooMadeThisRound(actor: Actor.Implementation): number {
  return madeThisRound(stored(actor), currentRound());
}

/** Counts one more attack of opportunity this round. */
export async function countAttackOfOpportunity(actor: Actor.Implementation): Promise<void> {
  const now = currentRound();
  const made = madeThisRound(stored(actor), now) + 1;
  await actor.update({ [`flags.swrpg.${AOO_FLAG}`]: { ...now, made } } as Actor.UpdateData);
}
