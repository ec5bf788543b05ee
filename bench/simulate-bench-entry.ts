/**
 * What bench/simulate-scaling.mjs bundles: the 4-vs-4 encounter of each ruleset (simulate-encounters.ts, the
 * ones bench/simulate.bench.ts times) as requests, and the pieces that play them on threads.
 */
import type { SimulationRequest } from "../src/simulate/registry.ts";
import { d6FourVersusFour, rcrFourVersusFour, sagaFourVersusFour } from "./simulate-encounters.ts";

export { LocalRunner } from "../src/simulate/parallel/local-runner.ts";
export { PortRunner } from "../src/simulate/parallel/port-runner.ts";
export { shareBlocks } from "../src/simulate/parallel/share-blocks.ts";
export { PreparedRun } from "../src/simulate/run-request.ts";
export { BlockWorker } from "../src/simulate/worker/block-worker.ts";

/** The three 4-vs-4 encounters, `fights` fights each, seed 7. */
export function requests(fights: number): SimulationRequest[] {
  return [
    { ruleset: "rcr", encounter: rcrFourVersusFour, fights, seed: 7 },
    { ruleset: "saga", encounter: sagaFourVersusFour, fights, seed: 7 },
    { ruleset: "d6", encounter: d6FourVersusFour, fights, seed: 7 },
  ];
}
