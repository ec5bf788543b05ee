import { isRecord } from "../../../data/plain-data.ts";
import type { d6 } from "../../../rules/index.ts";

/**
 * What a D6 actor did this round, kept on the actor under `flags.swrpg` and stamped with its combat and round,
 * so it lapses by itself when the round ends: the actions taken (the multiple-action penalty, and whether a
 * full reaction may still be made) and the full reaction rolled (added to the difficulty of the attacks it
 * answers for the rest of the round: d6-combat.txt › Full Reaction). Outside a combat there is no round.
 */

export interface RoundStamp {
  combatId: string;
  round: number;
}

export interface D6FullReaction {
  skill: d6.ReactionSkill;
  total: number;
}

/** The world's current combat and round (null outside a started combat). */
export function currentRound(): RoundStamp | null {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return null;
  return { combatId: combat.id, round: combat.round ?? 0 };
}

function stamped(
  actor: Actor.Implementation,
  flag: string,
  now: RoundStamp | null,
): Record<string, unknown> | null {
  const stored: unknown = foundry.utils.getProperty(actor, `flags.swrpg.${flag}`);
  if (!now || !isRecord(stored)) return null;
  return stored.combatId === now.combatId && stored.round === now.round ? stored : null;
}

/** Actions the actor has taken this round (0 outside a combat). */
export function actionsTaken(actor: Actor.Implementation, now = currentRound()): number {
  const count = stamped(actor, "d6Actions", now)?.count;
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0;
}

/** The actor's full reaction this round, if it made one. */
export function fullReactionOf(actor: Actor.Implementation, now = currentRound()): D6FullReaction | null {
  const stored = stamped(actor, "d6FullReaction", now);
  if (!stored || typeof stored.skill !== "string" || typeof stored.total !== "number") return null;
  return { skill: stored.skill as d6.ReactionSkill, total: stored.total };
}

/** The update that counts `count` more actions this round (nothing outside a combat). */
export function actionsUpdate(actor: Actor.Implementation, count: number, now = currentRound()) {
  if (!now) return null;
  return { "flags.swrpg.d6Actions": { ...now, count: actionsTaken(actor, now) + count } };
}

/** The update that stores a full reaction for this round, and counts it as the round's only action. */
export function fullReactionUpdate(reaction: D6FullReaction, now: RoundStamp) {
  return {
    "flags.swrpg.d6FullReaction": { ...now, ...reaction },
    "flags.swrpg.d6Actions": { ...now, count: 1 },
  };
}
