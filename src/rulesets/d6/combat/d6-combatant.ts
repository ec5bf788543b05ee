import type { CombatActorView } from "../../../documents/combat-actor.ts";
import { SwrpgCombatant } from "../../../documents/combatant.ts";
import { type D6ActorStats, d6ActorStats } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { d6Options } from "../options.ts";
import { d6CombatantState } from "./combat-view.ts";

/**
 * D6's Combatant: initiative is its Perception code rolled (D6 core, not in the text: each character rolls
 * his Perception, the Wild Die by the world's option), and the tracker reads its injuries from the prepared
 * stats.
 */
export class D6Combatant extends SwrpgCombatant {
  /** The actor's prepared D6 numbers (null: no D6 actor, or one of another ruleset than the world's). */
  get d6Stats(): D6ActorStats | null {
    return this.otherRuleset || !this.actor ? null : d6ActorStats(this.actor);
  }

  /** The Perception code's own roll, as it is rolled now (the injuries' penalty included). */
  override getInitiativeRoll(formula?: string): Roll.Implementation {
    const stats = this.d6Stats;
    if (!stats) return super.getInitiativeRoll(formula);
    const roll = D6Roll.fromCode(stats.attributes.perception.roll, { wildDie: d6Options().wildDie === true });
    // A D6Roll is a core Roll; fvtt-types' Roll.Implementation names the configured class only.
    return roll as unknown as Roll.Implementation;
  }

  override get combatView(): CombatActorView | null {
    const stats = this.d6Stats;
    if (!stats) return null;
    return {
      dexterity: 0,
      initiativeBonus: 0,
      fortitudeBonus: 0,
      wounds: 0,
      state: d6CombatantState(stats.health, stats.injury),
    };
  }
}
