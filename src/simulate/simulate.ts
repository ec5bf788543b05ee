import type { EncounterOdds } from "./odds.ts";
import { Random } from "./random.ts";
import type { Encounter, FightOutcome, SimulationRuleset } from "./ruleset.ts";
import { Tally } from "./tally.ts";

/** How many fights, which seed, and how to report progress. */
export interface SimulateOptions {
  fights: number;
  seed: number;
  /** Called every `progressEvery` fights with the share done (0..1). */
  onProgress?: (done: number) => void;
  progressEvery?: number;
}

/**
 * Runs `fights` fights of the encounter under the ruleset with one seeded generator, and reports the
 * odds. The same encounter, ruleset and seed always give the same odds.
 */
export function simulate<Combatant, Prepared>(
  ruleset: SimulationRuleset<Combatant, Prepared>,
  encounter: Encounter<Combatant>,
  options: SimulateOptions,
): EncounterOdds {
  const prepared = ruleset.prepare(encounter);
  const combatants = encounter.sides.flatMap((side, index) =>
    side.combatants.map((c) => ({ name: ruleset.nameOf(c), side: index })),
  );
  const random = new Random(options.seed);
  const outcome: FightOutcome = {
    winner: -1,
    rounds: 0,
    dropped: new Uint8Array(combatants.length),
    dead: new Uint8Array(combatants.length),
  };
  const tally = new Tally(encounter.sides.length, combatants.length);
  const every = options.progressEvery ?? 500;
  for (let i = 0; i < options.fights; i++) {
    ruleset.fight(prepared, random, outcome);
    tally.add(outcome);
    if (options.onProgress && (i + 1) % every === 0) options.onProgress((i + 1) / options.fights);
  }
  options.onProgress?.(1);
  return tally.odds({
    ruleset: ruleset.id,
    seed: options.seed,
    sideNames: encounter.sides.map((side) => side.name),
    combatants,
  });
}
