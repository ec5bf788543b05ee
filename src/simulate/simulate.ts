import { BLOCK_FIGHTS, blockCount, blockFights, blockRandom, MAX_FIGHTS } from "./blocks.ts";
import { checkNumber, MAX_SEED } from "./input-check.ts";
import type { EncounterOdds } from "./odds.ts";
import type { Encounter, FightOutcome, SimulationRuleset } from "./ruleset.ts";
import { type OddsMeta, Tally } from "./tally.ts";

/** How many fights, which seed, and how to report progress. */
export interface SimulateOptions {
  fights: number;
  seed: number;
  /** Called after each block of fights (blocks.ts) with the share done (0..1), and with 1 at the end. */
  onProgress?: (done: number) => void;
}

/** Refuses a run that is not a whole number of fights from 1 to MAX_FIGHTS, or a seed that is not a 32-bit word. */
export function checkRun(options: { fights: unknown; seed: unknown }): void {
  checkNumber("the simulation", "fights", options.fights, { min: 1, max: MAX_FIGHTS, whole: true });
  checkNumber("the simulation", "seed", options.seed, { min: 0, max: MAX_SEED, whole: true });
}

/** The names of the sides and of every combatant, in the order the counts use. */
export function oddsMeta<Combatant>(
  ruleset: Pick<SimulationRuleset<Combatant, unknown>, "id" | "nameOf">,
  encounter: Encounter<Combatant>,
  seed: number,
): OddsMeta {
  return {
    ruleset: ruleset.id,
    seed,
    sideNames: encounter.sides.map((side) => side.name),
    combatants: encounter.sides.flatMap((side, index) =>
      side.combatants.map((c) => ({ name: ruleset.nameOf(c), side: index })),
    ),
  };
}

/** Plays the fights of one block into the tally, each written into the reused `outcome`. */
export function playBlock<Prepared>(
  ruleset: Pick<SimulationRuleset<never, Prepared>, "fight">,
  prepared: Prepared,
  run: { fights: number; seed: number },
  block: number,
  tally: Tally,
  outcome: FightOutcome,
): void {
  const random = blockRandom(run.seed, block);
  const fights = blockFights(run.fights, block);
  for (let i = 0; i < fights; i++) {
    ruleset.fight(prepared, random, outcome);
    tally.add(outcome);
  }
}

/** A tally and an outcome record sized for the encounter. */
export function tallyFor(meta: OddsMeta): { tally: Tally; outcome: FightOutcome } {
  const n = meta.combatants.length;
  return {
    tally: new Tally(meta.sideNames.length, n),
    outcome: { winner: -1, rounds: 0, dropped: new Uint8Array(n), dead: new Uint8Array(n) },
  };
}

/**
 * Runs `fights` fights of the encounter under the ruleset on this thread, block after block, and reports the
 * odds. The same encounter, ruleset and seed always give the same odds, here or spread over many threads.
 */
export function simulate<Combatant, Prepared>(
  ruleset: SimulationRuleset<Combatant, Prepared>,
  encounter: Encounter<Combatant>,
  options: SimulateOptions,
): EncounterOdds {
  checkRun(options);
  const prepared = ruleset.prepare(encounter);
  const meta = oddsMeta(ruleset, encounter, options.seed);
  const { tally, outcome } = tallyFor(meta);
  const blocks = blockCount(options.fights);
  for (let block = 0; block < blocks; block++) {
    playBlock(ruleset, prepared, options, block, tally, outcome);
    if (block < blocks - 1) options.onProgress?.(((block + 1) * BLOCK_FIGHTS) / options.fights);
  }
  options.onProgress?.(1);
  return tally.odds(meta);
}
