import type { SimulationRequest } from "../registry.ts";
import type { TallyCounts } from "../tally.ts";

/** What the page (or the command) posts to a worker: the run once, then one block at a time. */
export type ToWorker = { type: "start"; request: SimulationRequest } | { type: "block"; block: number };

/** What a worker posts back: ready to play, a block's counts, or why it cannot go on. */
export type FromWorker =
  | { type: "ready" }
  | { type: "counts"; block: number; counts: TallyCounts }
  | { type: "error"; message: string };
