import { combatProcedures } from "../../../documents/combat-procedures.ts";
import { installOpportunityReminder } from "./opportunity-reminder.ts";
import { SagaCombat } from "./saga-combat.ts";
import { SagaCombatant } from "./saga-combatant.ts";

/**
 * Saga's initiative: 1d20 + the Initiative modifier the data model prepared (Saga core, not in the texts: the
 * special text names initiative counts but not the check).
 */
export const SAGA_INITIATIVE_FORMULA = "1d20 + @initiativeBonus.total";

export const sagaCombat = combatProcedures(
  SAGA_INITIATIVE_FORMULA,
  SagaCombat,
  SagaCombatant,
  installOpportunityReminder,
);
