import type { EncounterOdds, RcrCombatant } from "../../simulate/index.ts";
import type { Encounter } from "../../simulate/ruleset.ts";
import type { SimulateReply, SimulateRequest } from "../../simulate/worker/worker-messages.ts";

/** Where the build puts the worker (vite.config.ts; it imports engine.mjs beside it). */
export const WORKER_PATH = "systems/swrpg/simulate-worker.mjs";

/** A running simulation: the odds when it ends, and a way to stop it (closing the dialog). */
export interface OddsRun {
  result: Promise<EncounterOdds>;
  stop(): void;
}

/**
 * Runs the fights in a module Web Worker, off the interface's thread. `onProgress` gets the share
 * done (0..1) as the worker reports it.
 */
export function runInWorker(
  url: string,
  request: { encounter: Encounter<RcrCombatant>; fights: number; seed: number },
  onProgress: (done: number) => void,
): OddsRun {
  const worker = new Worker(url, { type: "module", name: "swrpg-odds" });
  const result = new Promise<EncounterOdds>((resolve, reject) => {
    worker.addEventListener("message", (event: MessageEvent<SimulateReply>) => {
      const reply = event.data;
      if (reply.type === "progress") return onProgress(reply.done);
      worker.terminate();
      if (reply.type === "done") resolve(reply.odds);
      else reject(new Error(reply.message));
    });
    worker.addEventListener("error", (event) => {
      worker.terminate();
      reject(new Error(event.message || "worker failed to load"));
    });
  });
  const message: SimulateRequest = request;
  worker.postMessage(message);
  return { result, stop: () => worker.terminate() };
}
