import { BlockWorker } from "./block-worker.ts";
import type { FromWorker, ToWorker } from "./worker-messages.ts";

/**
 * A Web Worker of the Odds button (built to dist/simulate-worker.mjs by vite.config.ts): plays the blocks
 * of fights the page hands it, off the page's thread; the page starts one per core (src/applications/odds).
 */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
  postMessage(reply: FromWorker): void;
}
const scope = typeof self === "undefined" ? null : (self as unknown as WorkerScope);

if (scope && typeof scope.addEventListener === "function") {
  const worker = new BlockWorker();
  scope.addEventListener("message", (event) => scope.postMessage(worker.answer(event.data)));
}
