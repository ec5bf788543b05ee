import type { SimulationRuleset } from "../ruleset.ts";
import { playSagaFight } from "./fight.ts";
import { SagaFightState } from "./fight-state.ts";
import { canHurt, prepareSagaEncounter } from "./prepare.ts";
import type { SagaCombatant } from "./saga-combatant.ts";

/** What the Saga simulator keeps between fights: the prepared encounter inside one reusable fight state. */
export interface SagaPrepared {
  state: SagaFightState;
}

/** Saga Edition (with the variant's options that change a fight) behind the simulator's seam. */
export const sagaRuleset: SimulationRuleset<SagaCombatant, SagaPrepared> = {
  id: "saga",
  nameOf: (combatant) => combatant.name,
  prepare: (encounter) => ({ state: new SagaFightState(prepareSagaEncounter(encounter)) }),
  fight: (prepared, random, outcome) => playSagaFight(prepared.state, random, outcome),
  threatens({ state }) {
    const all = state.encounter.combatants;
    return all.some((self) =>
      all.some((foe) => foe.side !== self.side && canHurt(self, foe.index, all.length)),
    );
  },
};
