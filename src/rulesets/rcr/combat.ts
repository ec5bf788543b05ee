/** RCR's combat procedures: the Combat and Combatant classes that run rcr-combat.txt › Combat Sequence. */
import { SwrpgCombat } from "../../documents/combat.ts";
import { INITIATIVE_FORMULA, SwrpgCombatant } from "../../documents/combatant.ts";
import type { CombatProcedures } from "../types.ts";

export const rcrCombat: CombatProcedures = {
  initiativeFormula: INITIATIVE_FORMULA,
  install(): void {
    CONFIG.Combat.documentClass = SwrpgCombat;
    CONFIG.Combatant.documentClass = SwrpgCombatant;
    CONFIG.Combat.initiative = { formula: INITIATIVE_FORMULA, decimals: 0 };
  },
};
