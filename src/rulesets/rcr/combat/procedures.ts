/** RCR's combat procedures: the Combat and Combatant classes that run rcr-combat.txt › Combat Sequence. */

import type { CombatProcedures } from "../../types.ts";
import { listenToEffectDurations } from "./effect-durations-hooks.ts";
import { RcrCombat } from "./rcr-combat.ts";
import { INITIATIVE_FORMULA, RcrCombatantDocument } from "./rcr-combatant.ts";

export const rcrCombat: CombatProcedures = {
  initiativeFormula: INITIATIVE_FORMULA,
  install(): void {
    CONFIG.Combat.documentClass = RcrCombat;
    CONFIG.Combatant.documentClass = RcrCombatantDocument;
    listenToEffectDurations();
    CONFIG.Combat.initiative = { formula: INITIATIVE_FORMULA, decimals: 0 };
  },
};
