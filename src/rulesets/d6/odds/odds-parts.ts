/** D6's part of the tracker's Odds button: its combatants as simulator records, meters between tokens. */
import type { SwrpgCombatant } from "../../../documents/combatant.ts";
import type { OddsParts } from "../../types.ts";
import { d6Options } from "../options.ts";
import { d6OddsCombatant } from "./odds-combatant.ts";

/** Meters between two tokens on the scene's grid. */
export function metersBetween(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number {
  const grid = a.parent?.grid ?? canvas?.grid;
  if (!grid) return 0;
  return grid.measurePath([a.getCenterPoint(), b.getCenterPoint()], {}).distance;
}

export const d6Odds: OddsParts = {
  simulation: "d6",
  combatant: (combatant) => d6OddsCombatant(combatant, !!(combatant as SwrpgCombatant).swrpg?.unaware),
  distance: metersBetween,
  options: () => {
    const options = d6Options();
    return { wildDie: options.wildDie === true, hitLocation: options.hitLocation === true };
  },
};
