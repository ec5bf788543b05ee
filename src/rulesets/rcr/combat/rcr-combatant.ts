import { SwrpgCombatant } from "../../../documents/combatant.ts";
import type { InitiativeSlot, TurnOrderEntry } from "../../../rules/index.ts";
import { type CombatActorView, readCombatActor } from "./combat-actor.ts";

/**
 * An initiative check is a Dexterity check: 1d20 + the derived initiative bonus (Dex modifier, Improved
 * Initiative). rcr-combat.txt › Initiative Checks. Same as system.json's `initiative`.
 */
export const INITIATIVE_FORMULA = "1d20 + @initiative.bonus";

/**
 * RCR's Combatant: reads what the tracker needs from its actor and its own flags. The rules live in
 * `src/rules/`; the round's bookkeeping in the Combat.
 */
export class RcrCombatantDocument extends SwrpgCombatant {
  /**
   * The actor's combat numbers and injury state (null for an actor without the system's model, or of
   * another ruleset than the world's).
   */
  get combatView(): CombatActorView | null {
    return this.otherRuleset ? null : readCombatActor(this.actor);
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

/** The combat view of a combatant of the RCR combat (null for any other). */
export function combatViewOf(combatant: Combatant.Implementation | null | undefined): CombatActorView | null {
  return combatant instanceof RcrCombatantDocument ? combatant.combatView : null;
}

/** A combatant as the turn-order comparator sees it (a combatant of no RCR combat: its count alone). */
export function turnOrderEntry(combatant: Combatant.Implementation): TurnOrderEntry {
  return combatant instanceof RcrCombatantDocument
    ? combatant.turnOrderEntry
    : { initiative: combatant.initiative ?? null, dexterity: 0 };
}

/** A combatant as the delay and ready rules see it (null before it rolled, or outside an RCR combat). */
export function initiativeSlotOf(
  combatant: Combatant.Implementation | null | undefined,
): InitiativeSlot | null {
  return combatant instanceof RcrCombatantDocument ? combatant.initiativeSlot : null;
}
