import { expiresBySystem } from "../foundry-compat/effect-duration.ts";
import { type RoundDurationSource, roundDurationSource } from "./effect-duration-source.ts";

/** An effect's round duration that began in this combat (so its start round is known). */
export type CombatDuration = RoundDurationSource & { startRound: number };

/**
 * Deletes the effects with a duration in rounds begun in this combat that the ruleset says are over
 * (`ended`), on every actor in the fight, each actor once. An actor of another ruleset is left alone: its
 * effects end by its own ruleset's rules. On v14 an effect core expires itself (one of core's expiry events)
 * is core's to end, not deleted here too (src/foundry-compat/effect-duration.ts).
 */
export async function deleteEndedEffects(
  combat: Combat.Implementation,
  ended: (duration: CombatDuration, effect: ActiveEffect.Implementation) => boolean,
): Promise<void> {
  const seen = new Set<Actor.Implementation>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor || seen.has(actor) || combatant.otherRuleset) continue;
    seen.add(actor);
    const ids = actor.effects
      .filter((effect) => {
        if (!expiresBySystem(effect)) return false;
        const duration = roundDurationSource(effect);
        if (!duration || duration.startRound === null || duration.combatId !== combat.id) return false;
        return ended({ ...duration, startRound: duration.startRound }, effect);
      })
      .flatMap((effect) => (effect.id ? [effect.id] : []));
    if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
  }
}
