import type { SimulationRequest } from "../registry.ts";
import type { TallyCounts } from "../tally.ts";
import type { FromWorker, ToWorker } from "../worker/worker-messages.ts";
import { type BlockRunner, RunnerLost } from "./share-blocks.ts";

/** A worker as the runner talks to it: a Web Worker and a Node worker thread each fit this. */
export interface WorkerPort {
  post(message: ToWorker): void;
  /** Every message the worker posts. */
  onMessage(listener: (message: FromWorker) => void): void;
  /** The worker failed to load or died: no message will come. */
  onFailure(listener: (reason: string) => void): void;
  terminate(): void;
}

/**
 * Runs blocks in a worker (src/simulate/worker/block-worker.ts answers): starts the run with the first
 * block, then one block at a time. A worker that fails before its first answer is lost (`RunnerLost`, the
 * page takes over); an error it answers is the simulation's (a refused input) and ends the run.
 */
export class PortRunner implements BlockRunner {
  private started = false;
  private pending: { resolve(counts: TallyCounts): void; reject(error: Error): void } | null = null;
  private lost: string | null = null;

  constructor(
    private readonly port: WorkerPort,
    private readonly request: SimulationRequest,
  ) {
    port.onMessage((message) => this.receive(message));
    port.onFailure((reason) => {
      this.lost = reason || "the worker failed to load";
      this.pending?.reject(new RunnerLost(this.lost));
      this.pending = null;
    });
  }

  play(block: number): Promise<TallyCounts> {
    if (this.lost !== null) return Promise.reject(new RunnerLost(this.lost));
    return new Promise<TallyCounts>((resolve, reject) => {
      this.pending = { resolve, reject };
      if (!this.started) {
        this.started = true;
        this.port.post({ type: "start", request: this.request });
      }
      this.port.post({ type: "block", block });
    });
  }

  private receive(message: FromWorker): void {
    if (message.type === "ready") return;
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (message.type === "counts") pending.resolve(message.counts);
    else pending.reject(new Error(message.message));
  }

  stop(): void {
    this.port.terminate();
  }
}
