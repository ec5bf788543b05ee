import type { EncounterOdds } from "../../simulate/index.ts";
import { LocalRunner } from "../../simulate/parallel/local-runner.ts";
import { PortRunner, type WorkerPort } from "../../simulate/parallel/port-runner.ts";
import { type BlockRunner, shareBlocks } from "../../simulate/parallel/share-blocks.ts";
import type { SimulationRequest } from "../../simulate/registry.ts";
import { PreparedRun } from "../../simulate/run-request.ts";

/** Where the build puts the worker (vite.config.ts; it imports engine.mjs beside it). */
export const WORKER_PATH = "systems/swrpg/simulate-worker.mjs";

/** The most Web Workers one run starts, however many cores the machine reports. */
export const MAX_WORKERS = 8;

/** A running simulation: the odds when it ends, how it ran, and a way to stop it (closing the dialog). */
export interface OddsRun {
  result: Promise<EncounterOdds>;
  stop(): void;
  /** Whether the page played some blocks itself (no Worker could start, or all of them failed). */
  inPage(): boolean;
}

/** A module Web Worker as the PortRunner talks to it. */
function webWorkerPort(worker: Worker): WorkerPort {
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.addEventListener("message", (event) => listener(event.data)),
    onFailure: (listener) => {
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        listener(event.message);
      });
      worker.addEventListener("messageerror", () => listener("a message could not be read"));
    },
    terminate: () => worker.terminate(),
  };
}

/** Web Workers that could be started (none where the host refuses them, e.g. a module served from another origin). */
function startWorkers(url: string, count: number, request: SimulationRequest): BlockRunner[] {
  const runners: BlockRunner[] = [];
  for (let i = 0; i < count; i++) {
    try {
      const worker = new Worker(url, { type: "module", name: `swrpg-odds-${i + 1}` });
      runners.push(new PortRunner(webWorkerPort(worker), request));
    } catch {
      break;
    }
  }
  return runners;
}

/** Gives the page a turn between two blocks played in it (the progress bar moves, the interface answers). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the fights on one Web Worker per core (at most MAX_WORKERS, at most one per block), each playing a
 * block at a time; where no Worker starts, or all of them fail, the page plays the rest itself, a block per
 * task. `onProgress` gets the share done (0..1). The odds are the same however many workers played.
 */
export function runOdds(
  url: string,
  request: SimulationRequest,
  onProgress: (done: number) => void,
  cores: number = globalThis.navigator?.hardwareConcurrency || 2,
): OddsRun {
  let run: PreparedRun;
  try {
    run = new PreparedRun(request);
  } catch (error) {
    return { result: Promise.reject(error), stop() {}, inPage: () => false };
  }
  const tally = run.tally();
  const controller = new AbortController();
  const workers = typeof Worker === "undefined" ? 0 : Math.min(cores, MAX_WORKERS, run.blocks);
  const runners = startWorkers(url, workers, request);
  let inPage = false;
  const result = shareBlocks(run.blocks, runners, tally, {
    onBlock: (done) => onProgress(done / run.blocks),
    fallback: () => {
      inPage = true;
      return new LocalRunner(run, nextTask);
    },
    signal: controller.signal,
  }).then(() => run.odds(tally));
  return { result, stop: () => controller.abort(), inPage: () => inPage };
}
