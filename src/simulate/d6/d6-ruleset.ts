import type { SimulationRuleset } from "../ruleset.ts";
import type { D6Combatant } from "./d6-combatant.ts";
import { playD6Fight } from "./fight.ts";
import { D6FightState } from "./fight-state.ts";
import { canHurt, prepareD6Encounter } from "./prepare.ts";

/** What the D6 simulator keeps between fights: the prepared encounter inside one reusable fight state. */
export interface D6Prepared {
  state: D6FightState;
}

/** WEG Star Wars D6 behind the simulator's seam. */
export const d6Ruleset: SimulationRuleset<D6Combatant, D6Prepared> = {
  id: "d6",
  nameOf: (combatant) => combatant.name,
  prepare: (encounter) => ({ state: new D6FightState(prepareD6Encounter(encounter)) }),
  fight: (prepared, random, outcome) => playD6Fight(prepared.state, random, outcome),
  threatens({ state }) {
    const all = state.encounter.combatants;
    return all.some((self) =>
      all.some((foe) => foe.side !== self.side && canHurt(self, foe.index, all.length)),
    );
  },
};
