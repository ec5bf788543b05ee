import type { CombatActorView } from "../../../documents/combat-actor.ts";
import { SwrpgCombatant } from "../../../documents/combatant.ts";
import type { InitiativeSlot } from "../../../rules/index.ts";
import { type SagaActorStats, sagaActorStats } from "../data/actor-stats.ts";
import type { SagaTurnEntry } from "./turn-order.ts";

/**
 * Saga's Combatant: its initiative modifier is the Initiative skill's (the prepared stats), and the tracker's
 * shared delay and ready read it from here. The RCR injury view (`combatView`) does not apply: a Saga actor's
 * state is its hit points and condition track, read through `sagaStats`.
 */
export class SagaCombatant extends SwrpgCombatant {
  /** The actor's prepared Saga numbers (null: no Saga actor, or one of another ruleset than the world's). */
  get sagaStats(): SagaActorStats | null {
    return this.otherRuleset || !this.actor ? null : sagaActorStats(this.actor);
  }

  override get combatView(): CombatActorView | null {
    return null;
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

  override get initiativeSlot(): InitiativeSlot | null {
    if (this.initiative === null || this.initiative === undefined || !this.id) return null;
    const stats = this.sagaStats;
    const { delayed } = this.swrpg;
    return {
      id: this.id,
      count: this.initiative,
      // saga-special-combat-rules.txt › Multiple Characters Delaying: the higher initiative modifier first.
      initiativeBonus: stats?.initiativeModifier ?? 0,
      dexterity: stats?.abilityMods.dex ?? 0,
      ...(delayed ? { delayed } : {}),
    };
  }
}
