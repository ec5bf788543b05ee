import type { PreparedRun } from "../run-request.ts";
import type { TallyCounts } from "../tally.ts";
import type { BlockRunner } from "./share-blocks.ts";

/**
 * Plays blocks on this thread, one at a time, yielding between blocks (`pause`: a timer in the page) so the
 * interface keeps responding and the progress bar moves: where no Worker can start.
 */
export class LocalRunner implements BlockRunner {
  private stopped = false;

  constructor(
    private readonly run: PreparedRun,
    private readonly pause: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async play(block: number): Promise<TallyCounts> {
    await this.pause();
    if (this.stopped) throw new Error("stopped");
    return this.run.play(block);
  }

  stop(): void {
    this.stopped = true;
  }
}
