import type { CombatProcedures } from "../../types.ts";
import { installOpportunityReminder } from "./opportunity-reminder.ts";
import { SagaCombat } from "./saga-combat.ts";
import { SagaCombatant } from "./saga-combatant.ts";

/**
 * Saga's initiative: 1d20 + the Initiative modifier the data model prepared (Saga core, not in the texts: the
 * special text names initiative counts but not the check).
 */
export const SAGA_INITIATIVE_FORMULA = "1d20 + @initiativeBonus.total";

export const sagaCombat: CombatProcedures = {
  initiativeFormula: SAGA_INITIATIVE_FORMULA,
  install(): void {
    CONFIG.Combat.documentClass = SagaCombat;
    CONFIG.Combatant.documentClass = SagaCombatant;
    CONFIG.Combat.initiative = { formula: SAGA_INITIATIVE_FORMULA, decimals: 0 };
    installOpportunityReminder();
  },
};
