import { combatProcedures } from "../../../documents/combat-procedures.ts";
import { D6Combat } from "./d6-combat.ts";
import { D6Combatant } from "./d6-combatant.ts";

/**
 * D6's initiative: each combatant rolls its Perception code (D6Combatant#getInitiativeRoll: D6 core, not in the
 * text). The formula is core's fallback for a combatant with no D6 actor: an average Perception, 2D.
 */
export const D6_INITIATIVE_FORMULA = "2d6";

export const d6Combat = combatProcedures(D6_INITIATIVE_FORMULA, D6Combat, D6Combatant, () => {});
