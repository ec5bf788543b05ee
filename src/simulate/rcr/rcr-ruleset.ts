import type { SimulationRuleset } from "../ruleset.ts";
import { playFight } from "./fight.ts";
import { FightState } from "./fight-state.ts";
import { canHurt, prepareEncounter } from "./prepare.ts";
import type { RcrCombatant } from "./rcr-combatant.ts";

/** What the RCR simulator keeps between fights: the prepared encounter inside one reusable fight state. */
export interface RcrPrepared {
  state: FightState;
}

/** The d20 Revised Core Rules behind the simulator's seam. */
export const rcrRuleset: SimulationRuleset<RcrCombatant, RcrPrepared> = {
  id: "rcr",
  nameOf: (combatant) => combatant.name,
  prepare(encounter) {
    const prepared = prepareEncounter(encounter);
    return { state: new FightState(prepared) };
  },
  fight(prepared, random, outcome) {
    playFight(prepared.state, random, outcome);
  },
  threatens({ state }) {
    const all = state.encounter.combatants;
    return all.some((self) =>
      all.some((foe) => foe.side !== self.side && canHurt(self, foe.index, all.length)),
    );
  },
};
