/** RCR's part of the tracker's Odds button: its combatants as simulator records, distances on the scene. */
import type { SwrpgCombatant } from "../../../documents/combatant.ts";
import type { OddsParts } from "../../types.ts";
import { distanceBetween } from "../dice/combatant-views.ts";
import { oddsCombatant } from "./odds-combatant.ts";

export const rcrOdds: OddsParts = {
  simulation: "rcr",
  combatant: (combatant) => oddsCombatant(combatant, !!(combatant as SwrpgCombatant).swrpg?.unaware),
  distance: distanceBetween,
};
