import type { Tally, TallyCounts } from "../tally.ts";

/**
 * Shares a run's blocks among runners (worker threads, Web Workers, the page itself): each runner plays one
 * block at a time and asks for the next, so fast runners play more. The counts add up in any order, so the
 * odds are the same on any number of runners (src/simulate/blocks.ts).
 */

/** Plays blocks of one prepared run. */
export interface BlockRunner {
  /** The counts of one block. Rejects with `RunnerLost` when the runner itself failed (its block is played by another). */
  play(block: number): Promise<TallyCounts>;
  stop(): void;
}

/** The runner could not start or died (a Worker the host refused): not the simulation's fault. */
export class RunnerLost extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RunnerLost";
  }
}

export interface ShareOptions {
  /** After each block: how many blocks are done. */
  onBlock?: (done: number) => void;
  /** A runner to use when every runner was lost (the page, in slices); none: the run fails. */
  fallback?: () => BlockRunner;
  /** Stops the run (the dialog closed): every runner stops and the promise rejects. */
  signal?: AbortSignal;
}

/** Plays blocks 0 … `total` - 1 on the runners, merging their counts into `tally`; stops every runner at the end. */
export function shareBlocks(
  total: number,
  runners: readonly BlockRunner[],
  tally: Tally,
  options: ShareOptions = {},
): Promise<void> {
  const queue = Array.from({ length: total }, (_, block) => block);
  const active = new Set(runners);
  let done = 0;
  let over = false;
  return new Promise<void>((resolve, reject) => {
    const end = (error?: unknown) => {
      if (over) return;
      over = true;
      for (const runner of active) runner.stop();
      if (error === undefined) resolve();
      else reject(error);
    };
    const lose = (runner: BlockRunner, block: number, error: RunnerLost) => {
      queue.unshift(block);
      active.delete(runner);
      runner.stop();
      if (active.size > 0) return;
      const fallback = options.fallback?.();
      if (!fallback) return end(error);
      active.add(fallback);
      next(fallback);
    };
    const next = (runner: BlockRunner) => {
      if (over || !active.has(runner)) return;
      const block = queue.shift();
      if (block === undefined) return;
      runner.play(block).then(
        (counts) => {
          if (over) return;
          tally.merge(counts);
          done++;
          options.onBlock?.(done);
          if (done === total) end();
          else next(runner);
        },
        (error: unknown) => {
          if (over) return;
          if (error instanceof RunnerLost) lose(runner, block, error);
          else end(error);
        },
      );
    };
    options.signal?.addEventListener("abort", () => end(new Error("stopped")));
    if (options.signal?.aborted) return end(new Error("stopped"));
    if (total === 0) return end();
    if (active.size === 0) {
      const fallback = options.fallback?.();
      if (!fallback) return end(new RunnerLost("no runner to play the fights"));
      active.add(fallback);
    }
    for (const runner of [...active]) next(runner);
  });
}
