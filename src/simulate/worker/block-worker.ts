import { PreparedRun } from "../run-request.ts";
import type { FromWorker, ToWorker } from "./worker-messages.ts";

/**
 * What every worker does with a message, whatever it runs in (a Web Worker, a Node worker thread): "start"
 * prepares the run, "block" plays one block of it. Every answer is a message; nothing throws out of it.
 */
export class BlockWorker {
  private run: PreparedRun | null = null;

  answer(message: ToWorker): FromWorker {
    try {
      if (message.type === "start") {
        this.run = new PreparedRun(message.request);
        return { type: "ready" };
      }
      if (!this.run) return { type: "error", message: "a block was asked before the run started" };
      return { type: "counts", block: message.block, counts: this.run.play(message.block) };
    } catch (error) {
      return { type: "error", message: error instanceof Error ? error.message : String(error) };
    }
  }
}
