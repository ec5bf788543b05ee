import { d6Ruleset } from "./d6/d6-ruleset.ts";
import { rcrRuleset } from "./rcr/rcr-ruleset.ts";
import type { Encounter, SimulationRuleset } from "./ruleset.ts";
import { sagaRuleset } from "./saga/saga-ruleset.ts";

/** The rulesets the simulator plays, by id: the id of their `Ruleset` record (src/rulesets/). */
export const SIMULATION_IDS = ["rcr", "saga", "d6"] as const;
export type SimulationId = (typeof SIMULATION_IDS)[number];

/** One run, as the page or the command hands it to a worker: plain values only (it is posted). */
export interface SimulationRequest {
  ruleset: string;
  encounter: Encounter<unknown>;
  fights: number;
  seed: number;
}

/**
 * A ruleset's simulator with its record type forgotten: what comes in by message is checked by `prepare`
 * (src/simulate/input-check.ts) before any fight, so any value may be handed to it.
 */
function erased<C, P>(ruleset: SimulationRuleset<C, P>): SimulationRuleset<unknown, unknown> {
  return ruleset as unknown as SimulationRuleset<unknown, unknown>;
}

const RULESETS: Readonly<Record<SimulationId, SimulationRuleset<unknown, unknown>>> = {
  rcr: erased(rcrRuleset),
  saga: erased(sagaRuleset),
  d6: erased(d6Ruleset),
};

/** The simulator of a ruleset id; throws naming the id when there is none. */
export function simulationRuleset(id: unknown): SimulationRuleset<unknown, unknown> {
  if (typeof id !== "string" || !(SIMULATION_IDS as readonly string[]).includes(id))
    throw new Error(
      `no simulator for the ruleset ${JSON.stringify(id)} (known: ${SIMULATION_IDS.join(", ")})`,
    );
  return RULESETS[id as SimulationId];
}
