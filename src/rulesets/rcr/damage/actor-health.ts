import type { Health } from "../../../rules/index.ts";
import { actorModel } from "../dice/combatant-views.ts";
import "../dice/flag-config.ts";
import { type RoundStamp, woundsLostThisRound } from "./wounds-this-round.ts";

/**
 * An RCR actor's health as the engine's `applyDamage` takes it: the data model's derived health (vitality,
 * wounds, heroic, armor DR) and the wound points it already lost this round (for the Fortitude DC).
 */

/** The health record damage is routed into. */
export type RcrHealth = Health & { woundsLostThisRound: number };

/** The active combat's round, or no combat (a hit outside combat stands alone). */
export function currentRound(): RoundStamp {
  const combat = game.combat;
  return combat?.started
    ? { combatId: combat.id ?? null, round: combat.round ?? 0 }
    : { combatId: null, round: 0 };
}

/** The actor's health now; null for an actor that is not one of RCR's. */
export function actorHealth(actor: Actor.Implementation): RcrHealth | null {
  const system = actorModel(actor);
  if (!system) return null;
  return {
    ...system.health,
    woundsLostThisRound: woundsLostThisRound(actor.flags.swrpg?.woundsLostThisRound, currentRound()),
  };
}
