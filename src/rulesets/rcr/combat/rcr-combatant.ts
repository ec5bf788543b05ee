import type { CombatActorView } from "../../../documents/combat-actor.ts";
import { SwrpgCombatant } from "../../../documents/combatant.ts";
import { readCombatActor } from "./combat-actor.ts";

/**
 * An initiative check is a Dexterity check: 1d20 + the derived initiative bonus (Dex modifier, Improved
 * Initiative). rcr-combat.txt › Initiative Checks. Same as system.json's `initiative`.
 */
export const INITIATIVE_FORMULA = "1d20 + @initiative.bonus";

/** RCR's Combatant: its actor's combat numbers and injury state come from the RCR model. */
export class RcrCombatantDocument extends SwrpgCombatant {
  override get combatView(): CombatActorView | null {
    return this.otherRuleset ? null : readCombatActor(this.actor);
  }
}
