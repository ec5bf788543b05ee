import type { CombatProcedures } from "../rulesets/types.ts";
import type { SwrpgCombat } from "./combat.ts";
import type { SwrpgCombatant } from "./combatant.ts";

/**
 * A ruleset's combat procedures: its initiative formula (rolled with the actor's roll data), its Combat
 * and Combatant classes, and the hooks its fight listens to, installed for the world's ruleset.
 */
export function combatProcedures(
  initiativeFormula: string,
  Combat: typeof SwrpgCombat,
  Combatant: typeof SwrpgCombatant,
  listen: () => void,
): CombatProcedures {
  return {
    initiativeFormula,
    install(): void {
      CONFIG.Combat.documentClass = Combat;
      CONFIG.Combatant.documentClass = Combatant;
      CONFIG.Combat.initiative = { formula: initiativeFormula, decimals: 0 };
      listen();
    },
  };
}
