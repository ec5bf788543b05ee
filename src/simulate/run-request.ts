import { blockCount } from "./blocks.ts";
import type { EncounterOdds } from "./odds.ts";
import { type SimulationRequest, simulationRuleset } from "./registry.ts";
import type { SimulationRuleset } from "./ruleset.ts";
import { checkRun, oddsMeta, playBlock, tallyFor } from "./simulate.ts";
import type { OddsMeta, Tally, TallyCounts } from "./tally.ts";

/**
 * A request prepared once, then played block by block on this thread: what each worker (a Web Worker, a
 * worker thread) and the page's own fallback hold.
 */
export class PreparedRun {
  readonly meta: OddsMeta;
  readonly blocks: number;
  private readonly ruleset: SimulationRuleset<unknown, unknown>;
  private readonly prepared: unknown;

  /** Checks and prepares the request; throws a `SimulationInputError` naming what it refuses. */
  constructor(readonly request: SimulationRequest) {
    checkRun(request);
    this.ruleset = simulationRuleset(request.ruleset);
    this.prepared = this.ruleset.prepare(request.encounter);
    this.meta = oddsMeta(this.ruleset, request.encounter, request.seed);
    this.blocks = blockCount(request.fights);
  }

  /** Whether anyone can hurt a foe at all. */
  threatens(): boolean {
    return this.ruleset.threatens(this.prepared);
  }

  /** A fresh tally for this encounter's counts. */
  tally(): Tally {
    return tallyFor(this.meta).tally;
  }

  /** The counts of one block's fights. */
  play(block: number): TallyCounts {
    const { tally, outcome } = tallyFor(this.meta);
    playBlock(this.ruleset, this.prepared, this.request, block, tally, outcome);
    return tally.counts();
  }

  /** The odds of these counts (of every block). */
  odds(tally: Tally): EncounterOdds {
    return tally.odds(this.meta);
  }
}
