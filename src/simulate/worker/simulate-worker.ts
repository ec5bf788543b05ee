import { rcrRuleset } from "../rcr/rcr-ruleset.ts";
import { simulate } from "../simulate.ts";
import type { SimulateReply, SimulateRequest } from "./worker-messages.ts";

/**
 * The Web Worker of the Odds button (built to dist/simulate-worker.mjs by scripts/build.mjs): runs the
 * fights off the page's thread, so the interface never freezes, and reports progress as it goes.
 */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<SimulateRequest>) => void): void;
  postMessage(reply: SimulateReply): void;
}
const scope = typeof self === "undefined" ? null : (self as unknown as WorkerScope);

/** Runs one request and returns the replies it posts (progress, then the odds or the error). */
export function answer(request: SimulateRequest, post: (reply: SimulateReply) => void): void {
  try {
    const odds = simulate(rcrRuleset, request.encounter, {
      fights: request.fights,
      seed: request.seed,
      progressEvery: Math.max(1, Math.floor(request.fights / 50)),
      onProgress: (done) => post({ type: "progress", done }),
    });
    post({ type: "done", odds });
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

if (scope && typeof scope.addEventListener === "function")
  scope.addEventListener("message", (event) => answer(event.data, (reply) => scope.postMessage(reply)));
