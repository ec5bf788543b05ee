import type { InitiativeSlot, TurnOrderEntry } from "../rules/index.ts";
import { foreignRuleset } from "../rulesets/registry.ts";
import type { Ruleset } from "../rulesets/types.ts";
import type { CombatActorView } from "./combat-actor.ts";
import type { CombatantFlags } from "./combat-flags.ts";

/**
 * The system's Combatant, shared by every ruleset: its tracker flags, and whether its actor belongs to
 * another ruleset than the world's (the tracker then leaves it alone). Each ruleset's subclass reads
 * what its combat sequence needs from the actor.
 */
export class SwrpgCombatant extends Combatant {
  /**
   * Created while the fight is running (Joining a Battle): marked so that only the active GM's `_onEnter`
   * rolls its initiative. Core's Actor#rollInitiative({createCombatants: true}) creates it and then rolls on
   * the creator's client while `_onEnter` rolls on the GM's: without the mark it would roll twice. With no
   * GM connected `_onEnter` never runs (FOUNDRY-NOTES › _onEnter): no mark, the creator's roll counts.
   */
  protected override async _preCreate(
    ...[data, options, user]: Parameters<Combatant["_preCreate"]>
  ): Promise<boolean | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // Only when a GM is connected to run `_onEnter`: otherwise the creator's own roll is the one.
    if (this.combat?.started && this.initiative == null && game.users?.activeGM)
      this.updateSource({ flags: { swrpg: { rollOnEnter: true } } });
  }

  /** The tracker's flags on this combatant. */
  get swrpg(): CombatantFlags {
    return this.flags.swrpg ?? {};
  }

  /** The ruleset of an actor that belongs to another ruleset than the world's: the tracker leaves it alone. */
  get otherRuleset(): Ruleset | null {
    return foreignRuleset(this.actor);
  }

  /**
   * The actor's numbers and acting state as the shared tracker reads them (delay, ready, badges); each
   * ruleset's subclass reads them from its own model. Null: none to read.
   */
  get combatView(): CombatActorView | null {
    return null;
  }

  /** This combatant as the turn-order comparator sees it. */
  get turnOrderEntry(): TurnOrderEntry {
    const { tieBreak, place } = this.swrpg;
    return {
      initiative: this.initiative ?? null,
      dexterity: this.combatView?.dexterity ?? 0,
      ...(tieBreak === undefined ? {} : { tieBreak }),
      ...(place == null ? {} : { place }),
    };
  }

  /** This combatant as the delay and ready rules see it (only once initiative is rolled). */
  get initiativeSlot(): InitiativeSlot | null {
    if (this.initiative === null || this.initiative === undefined || !this.id) return null;
    const { delayed } = this.swrpg;
    return {
      id: this.id,
      count: this.initiative,
      initiativeBonus: this.combatView?.initiativeBonus ?? 0,
      // rcr-combat.txt › Delay: two delayers tied on initiative bonus are ordered by Dexterity.
      dexterity: this.combatView?.dexterity ?? 0,
      ...(delayed ? { delayed } : {}),
    };
  }
}
