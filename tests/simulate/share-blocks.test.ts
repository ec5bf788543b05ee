// Sharing a run's blocks among runners (worker threads, Web Workers, the page): every block is played once,
// a lost runner's block goes to another, the page takes over when every worker is lost, an error of the
// simulation or a closed dialog ends the run and stops every runner.
import { describe, expect, it } from "vitest";
import { LocalRunner } from "../../src/simulate/parallel/local-runner.ts";
import { PortRunner, type WorkerPort } from "../../src/simulate/parallel/port-runner.ts";
import { type BlockRunner, RunnerLost, shareBlocks } from "../../src/simulate/parallel/share-blocks.ts";
import { MAX_ROUNDS } from "../../src/simulate/ruleset.ts";
import { PreparedRun } from "../../src/simulate/run-request.ts";
import { Tally, type TallyCounts } from "../../src/simulate/tally.ts";
import type { FromWorker, ToWorker } from "../../src/simulate/worker/worker-messages.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

/** The counts of block b: 10^b fights won by side 0, so the sum says which blocks were merged, and how often. */
const countsOf = (block: number): TallyCounts => ({
  fights: 10 ** block,
  wins: [10 ** block, 0],
  draws: 0,
  rounds: Array.from({ length: MAX_ROUNDS + 2 }, () => 0),
  drops: [],
  deaths: [],
});

/** A runner whose answers the test gives by hand, one block at a time. */
class HandRunner implements BlockRunner {
  readonly asked: number[] = [];
  stopped = 0;
  private answers: { resolve(counts: TallyCounts): void; reject(error: unknown): void }[] = [];

  play(block: number): Promise<TallyCounts> {
    this.asked.push(block);
    return new Promise((resolve, reject) => this.answers.push({ resolve, reject }));
  }
  stop(): void {
    this.stopped++;
  }
  /** Answers the oldest block asked with its counts. */
  answer(): void {
    const block = this.asked[this.asked.length - this.answers.length]!;
    this.answers.shift()!.resolve(countsOf(block));
  }
  fail(error: unknown): void {
    this.answers.shift()!.reject(error);
  }
  get waiting(): number {
    return this.answers.length;
  }
}

/** A runner that answers every block at once. */
class QuickRunner implements BlockRunner {
  readonly asked: number[] = [];
  stopped = 0;
  play(block: number): Promise<TallyCounts> {
    this.asked.push(block);
    return Promise.resolve(countsOf(block));
  }
  stop(): void {
    this.stopped++;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const tally = () => new Tally(2, 0);

describe("shareBlocks: the blocks of a run among runners", () => {
  it("each runner plays one block at a time and asks for the next; every block once, counts merged, all stopped", async () => {
    const a = new HandRunner();
    const b = new HandRunner();
    const into = tally();
    const done: number[] = [];
    const run = shareBlocks(4, [a, b], into, { onBlock: (n) => done.push(n) });
    // One block each to begin with, in order.
    expect([a.asked, b.asked]).toEqual([[0], [1]]);
    b.answer();
    await settle();
    // The runner that finished asks for the next block; the other is still busy with its first.
    expect([a.asked, b.asked]).toEqual([[0], [1, 2]]);
    b.answer();
    await settle();
    a.answer();
    await settle();
    expect([a.asked, b.asked]).toEqual([[0], [1, 2, 3]]);
    expect(a.waiting).toBe(0);
    expect(a.stopped + b.stopped).toBe(0);
    b.answer();
    await run;
    // Blocks 0-3: 1 + 10 + 100 + 1000 fights, each merged once.
    expect(into.fights).toBe(1111);
    expect(done).toEqual([1, 2, 3, 4]);
    expect([a.stopped, b.stopped]).toEqual([1, 1]);
  });

  it("no blocks: done at once, no block asked, every runner stopped", async () => {
    const a = new QuickRunner();
    await shareBlocks(0, [a], tally());
    expect(a.asked).toEqual([]);
    expect(a.stopped).toBe(1);
  });

  it("a runner that is lost (RunnerLost) hands its block back: another plays it, the lost one is stopped", async () => {
    const a = new HandRunner();
    const b = new HandRunner();
    const into = tally();
    const run = shareBlocks(3, [a, b], into);
    a.fail(new RunnerLost("the host refused the worker"));
    await settle();
    expect(a.stopped).toBe(1);
    // b is still busy with block 1: block 0 waits at the front of the queue.
    expect(b.asked).toEqual([1]);
    b.answer();
    await settle();
    expect(b.asked).toEqual([1, 0]);
    b.answer();
    await settle();
    b.answer();
    await run;
    expect(b.asked).toEqual([1, 0, 2]);
    expect(into.fights).toBe(111);
    // Stopped once when lost; not again at the end, as it is no longer one of the run's runners.
    expect(a.stopped).toBe(1);
    expect(b.stopped).toBe(1);
  });

  it("when every runner is lost the fallback (the page) plays the rest, from the lost block on", async () => {
    const a = new HandRunner();
    const page = new QuickRunner();
    const into = tally();
    let made = 0;
    const run = shareBlocks(3, [a], into, {
      fallback: () => {
        made++;
        return page;
      },
    });
    a.fail(new RunnerLost("no Worker here"));
    await run;
    expect(made).toBe(1);
    expect(page.asked).toEqual([0, 1, 2]);
    expect(into.fights).toBe(111);
    expect(page.stopped).toBe(1);
  });

  it("every runner lost and no fallback: the run fails with the runner's own reason", async () => {
    const a = new HandRunner();
    const run = shareBlocks(2, [a], tally());
    const lost = new RunnerLost("the worker failed to load");
    a.fail(lost);
    await expect(run).rejects.toBe(lost);
    expect(a.stopped).toBe(1);
  });

  it("no runner at all: the fallback plays every block; without one the run fails as RunnerLost", async () => {
    const page = new QuickRunner();
    const into = tally();
    await shareBlocks(2, [], into, { fallback: () => page });
    expect(page.asked).toEqual([0, 1]);
    expect(into.fights).toBe(11);
    const failed = shareBlocks(2, [], tally());
    await expect(failed).rejects.toBeInstanceOf(RunnerLost);
    await expect(failed).rejects.toThrow("no runner to play the fights");
  });

  it("an error of the simulation (not RunnerLost) ends the run: every runner stopped, later counts ignored", async () => {
    const a = new HandRunner();
    const b = new HandRunner();
    const into = tally();
    const done: number[] = [];
    const run = shareBlocks(4, [a, b], into, {
      onBlock: (n) => done.push(n),
      fallback: () => new QuickRunner(),
    });
    const refused = new Error("Trooper: wounds must be a finite number");
    a.fail(refused);
    await expect(run).rejects.toBe(refused);
    expect([a.stopped, b.stopped]).toEqual([1, 1]);
    b.answer();
    await settle();
    expect(into.fights).toBe(0);
    expect(done).toEqual([]);
    expect(b.asked).toEqual([1]);
  });

  it("a runner lost after the run ended changes nothing", async () => {
    const a = new HandRunner();
    const b = new HandRunner();
    let made = 0;
    const run = shareBlocks(3, [a, b], tally(), {
      fallback: () => {
        made++;
        return new QuickRunner();
      },
    });
    a.fail(new Error("refused"));
    await expect(run).rejects.toThrow("refused");
    b.fail(new RunnerLost("gone"));
    await settle();
    expect(made).toBe(0);
    expect(b.stopped).toBe(1);
  });

  it("the dialog closes (abort): the run rejects with 'stopped' and every runner stops", async () => {
    const a = new HandRunner();
    const controller = new AbortController();
    const into = tally();
    const run = shareBlocks(3, [a], into, { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toThrow("stopped");
    expect(a.stopped).toBe(1);
    a.answer();
    await settle();
    expect(into.fights).toBe(0);
    expect(a.asked).toEqual([0]);
  });

  it("already aborted: no block is asked", async () => {
    const a = new QuickRunner();
    const controller = new AbortController();
    controller.abort();
    await expect(shareBlocks(3, [a], tally(), { signal: controller.signal })).rejects.toThrow("stopped");
    expect(a.asked).toEqual([]);
    expect(a.stopped).toBe(1);
  });
});

/** A worker as the port shows it: what was posted, and a way to answer or fail. */
function fakePort() {
  const posted: ToWorker[] = [];
  let listener: ((message: FromWorker) => void) | null = null;
  let failure: ((reason: string) => void) | null = null;
  let terminated = 0;
  const port: WorkerPort = {
    post: (message) => posted.push(message),
    onMessage: (l) => {
      listener = l;
    },
    onFailure: (l) => {
      failure = l;
    },
    terminate: () => {
      terminated++;
    },
  };
  return {
    port,
    posted,
    say: (message: FromWorker) => listener?.(message),
    fail: (reason: string) => failure?.(reason),
    terminated: () => terminated,
  };
}

const request = { ruleset: "rcr", encounter: versus([trooper()], [duelist()]), fights: 10, seed: 1 } as const;

describe("PortRunner: blocks played in a worker", () => {
  it("starts the run with the first block only, then posts one block at a time", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    const first = runner.play(0);
    expect(worker.posted).toEqual([
      { type: "start", request },
      { type: "block", block: 0 },
    ]);
    worker.say({ type: "ready" });
    worker.say({ type: "counts", block: 0, counts: countsOf(0) });
    await expect(first).resolves.toEqual(countsOf(0));
    const second = runner.play(1);
    expect(worker.posted.slice(2)).toEqual([{ type: "block", block: 1 }]);
    worker.say({ type: "counts", block: 1, counts: countsOf(1) });
    await expect(second).resolves.toEqual(countsOf(1));
  });

  it("an error the worker answers is the simulation's: a plain Error with its message, not RunnerLost", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    const play = runner.play(0);
    worker.say({ type: "error", message: "Trooper: fights must be a positive whole number" });
    const error = await play.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RunnerLost);
    expect((error as Error).message).toBe("Trooper: fights must be a positive whole number");
  });

  it("an answer nobody waits for is ignored", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    worker.say({ type: "counts", block: 0, counts: countsOf(0) });
    const play = runner.play(1);
    worker.say({ type: "counts", block: 1, counts: countsOf(1) });
    // A second answer to the same wait finds nothing pending.
    worker.say({ type: "counts", block: 1, counts: countsOf(2) });
    await expect(play).resolves.toEqual(countsOf(1));
  });

  it("a worker that fails is lost: the waiting block and every later one reject with RunnerLost and its reason", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    const play = runner.play(0);
    worker.fail("the script could not be loaded");
    const error = await play.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RunnerLost);
    expect((error as Error).message).toBe("the script could not be loaded");
    const later = await runner.play(1).catch((e: unknown) => e);
    expect(later).toBeInstanceOf(RunnerLost);
    expect((later as Error).message).toBe("the script could not be loaded");
    // Nothing more is posted to a lost worker.
    expect(worker.posted).toHaveLength(2);
  });

  it("a failure without a reason still says why", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    const play = runner.play(0);
    worker.fail("");
    await expect(play).rejects.toThrow("the worker failed to load");
  });

  it("a failure while idle is kept for the next block", async () => {
    const worker = fakePort();
    const runner = new PortRunner(worker.port, request);
    worker.fail("gone");
    await expect(runner.play(0)).rejects.toBeInstanceOf(RunnerLost);
    expect(worker.posted).toEqual([]);
  });

  it("stop terminates the worker", () => {
    const worker = fakePort();
    new PortRunner(worker.port, request).stop();
    expect(worker.terminated()).toBe(1);
  });
});

describe("LocalRunner: blocks on this thread (where no Worker can start)", () => {
  it("pauses before each block, then gives the very counts the prepared run gives", async () => {
    const run = new PreparedRun(request);
    let pauses = 0;
    const runner = new LocalRunner(run, () => {
      pauses++;
      return Promise.resolve();
    });
    const counts = await runner.play(0);
    expect(pauses).toBe(1);
    expect(counts).toEqual(run.play(0));
    expect(counts.fights).toBe(10);
  });

  it("stopped during its pause, it plays no more: the block rejects with 'stopped'", async () => {
    let release = () => {};
    const runner = new LocalRunner(
      new PreparedRun(request),
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const play = runner.play(0);
    runner.stop();
    release();
    await expect(play).rejects.toThrow("stopped");
  });

  it("without a pause it plays at once", async () => {
    const runner = new LocalRunner(new PreparedRun(request));
    await expect(runner.play(0)).resolves.toMatchObject({ fights: 10 });
  });
});
