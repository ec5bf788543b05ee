import { ActorModel } from "../data/actor/actor-model.ts";
import type { CombatantState } from "../rules/index.ts";

/** What the combat tracker reads off an actor: plain numbers and the injury state. */
export interface CombatActorView {
  /** Dexterity score, for initiative ties (rcr-combat.txt › Initiative Checks). */
  dexterity: number;
  initiativeBonus: number;
  fortitudeBonus: number;
  wounds: number;
  state: CombatantState;
}

/** The actor's combat view, or null for an actor without the system's data model. */
export function readCombatActor(actor: Actor.Implementation | null | undefined): CombatActorView | null {
  const system = actor?.system;
  if (!actor || !(system instanceof ActorModel)) return null;
  return {
    dexterity: system.abilities.dex.value,
    initiativeBonus: system.initiative.bonus,
    fortitudeBonus: system.saves.fortitude.total,
    wounds: system.wounds.value,
    state: {
      condition: system.condition,
      knockedOut: actor.statuses.has("knockedOut"),
      stable: actor.statuses.has("stable"),
    },
  };
}

/**
 * Per-round counters kept on the actor under `flags.swrpg`: wound points lost this round (for the
 * Fortitude DC after wound damage, rcr-combat.txt › Fatigued) and attacks of opportunity made this round
 * (rcr-combat.txt › Attacks of Opportunity). Damage and attack code add to them; the tracker zeroes
 * them at the start of every round.
 */
export const ROUND_COUNTER_FLAGS = ["woundsLostThisRound", "attacksOfOpportunityThisRound"] as const;
export type RoundCounter = (typeof ROUND_COUNTER_FLAGS)[number];

/** A counter's value on the actor (0 when never set). */
export function roundCounter(actor: Actor.Implementation, counter: RoundCounter): number {
  const value = foundry.utils.getProperty(actor, `flags.swrpg.${counter}`);
  return typeof value === "number" ? value : 0;
}

/** Zeroes the actor's round counters, writing only when one is not already 0. */
export async function resetRoundCounters(actor: Actor.Implementation): Promise<void> {
  const changes: Record<string, number> = {};
  for (const counter of ROUND_COUNTER_FLAGS) {
    if (roundCounter(actor, counter) !== 0) changes[`flags.swrpg.${counter}`] = 0;
  }
  if (Object.keys(changes).length) await actor.update(changes as Actor.UpdateData);
}
