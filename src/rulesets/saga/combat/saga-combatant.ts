import type { CombatActorView } from "../../../documents/combat-actor.ts";
import { SwrpgCombatant } from "../../../documents/combatant.ts";
import { type SagaActorStats, sagaActorStats } from "../data/actor-stats.ts";
import type { SagaTurnEntry } from "./turn-order.ts";

/**
 * Saga's Combatant: what the turn order and the tracker read from its actor's prepared stats (the Initiative
 * modifier, Dexterity), and its place among those sharing a count after a delay or a readied action.
 */
export class SagaCombatant extends SwrpgCombatant {
  /** The actor's prepared Saga numbers (null: no Saga actor, or one of another ruleset than the world's). */
  get sagaStats(): SagaActorStats | null {
    return this.otherRuleset || !this.actor ? null : sagaActorStats(this.actor);
  }

  /**
   * What the shared tracker reads (delay, ready, badges): the Initiative modifier, Dexterity (its modifier
   * orders ties as the score does), and the acting state in the shared terms: dead; unconscious or a
   * disabled droid cannot act; otherwise a full turn.
   */
  override get combatView(): CombatActorView | null {
    const stats = this.sagaStats;
    const statuses = this.actor?.statuses;
    if (!stats || !statuses) return null;
    const dead = statuses.has("dead");
    const down = !dead && (statuses.has("unconscious") || statuses.has("disabled"));
    return {
      dexterity: stats.abilityMods.dex,
      initiativeBonus: stats.initiativeModifier,
      fortitudeBonus: stats.defenses.fortitude,
      wounds: 0,
      state: {
        condition: dead ? "dead" : down ? "dying" : "unhurt",
        knockedOut: false,
        stable: down,
        conscious: false,
      },
    };
  }

  /** The Dexterity score's stand-in for ties: the modifier orders the same way. */
  get sagaTurnEntry(): SagaTurnEntry {
    const stats = this.sagaStats;
    return {
      id: this.id ?? "",
      initiative: this.initiative ?? null,
      initiativeModifier: stats?.initiativeModifier ?? 0,
      dexterity: stats?.abilityMods.dex ?? 0,
      place: this.swrpg.place ?? null,
    };
  }
}
