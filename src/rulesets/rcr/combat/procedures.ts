/** RCR's combat procedures: the Combat and Combatant classes that run rcr-combat.txt › Combat Sequence. */
import { combatProcedures } from "../../../documents/combat-procedures.ts";
import { bindHealingCard } from "../healing/healing-flow.ts";
import { installOpportunity } from "../opportunity/index.ts";
import { listenToEffectDurations } from "./effect-durations-hooks.ts";
import { RcrCombat } from "./rcr-combat.ts";
import { INITIATIVE_FORMULA, RcrCombatantDocument } from "./rcr-combatant.ts";

export const rcrCombat = combatProcedures(INITIATIVE_FORMULA, RcrCombat, RcrCombatantDocument, () => {
  listenToEffectDurations();
  installOpportunity();
  Hooks.on("renderChatMessageHTML", (message, html) => bindHealingCard(message, html));
});
