import type { EncounterOdds } from "./odds.ts";
import { type FightOutcome, MAX_ROUNDS } from "./ruleset.ts";

/**
 * The counts of some fights as plain values: what a worker posts back. Counts of different blocks add up
 * (`Tally.merge`), in any order, to the counts of all of them.
 */
export interface TallyCounts {
  fights: number;
  wins: number[];
  draws: number;
  /** By rounds played: `rounds[r]` fights lasted r rounds (the last entry: longer than MAX_ROUNDS). */
  rounds: number[];
  drops: number[];
  deaths: number[];
}

/** Who the odds are about: the sides' names and each combatant's name and side. */
export interface OddsMeta {
  ruleset: string;
  seed: number;
  sideNames: readonly string[];
  combatants: readonly { name: string; side: number }[];
}

/** Counts fight outcomes as they come, then turns the counts into `EncounterOdds`. */
export class Tally {
  fights = 0;
  private readonly wins: Float64Array;
  private draws = 0;
  private readonly roundCounts = new Float64Array(MAX_ROUNDS + 2);
  private readonly drops: Float64Array;
  private readonly deaths: Float64Array;

  constructor(sideCount: number, combatantCount: number) {
    this.wins = new Float64Array(sideCount);
    this.drops = new Float64Array(combatantCount);
    this.deaths = new Float64Array(combatantCount);
  }

  add(outcome: FightOutcome): void {
    this.fights++;
    if (outcome.winner < 0) this.draws++;
    else this.wins[outcome.winner]!++;
    this.roundCounts[Math.min(outcome.rounds, MAX_ROUNDS + 1)]!++;
    for (let i = 0; i < this.drops.length; i++) {
      this.drops[i] = this.drops[i]! + outcome.dropped[i]!;
      this.deaths[i] = this.deaths[i]! + outcome.dead[i]!;
    }
  }

  /** The counts so far, as plain values. */
  counts(): TallyCounts {
    return {
      fights: this.fights,
      wins: Array.from(this.wins),
      draws: this.draws,
      rounds: Array.from(this.roundCounts),
      drops: Array.from(this.drops),
      deaths: Array.from(this.deaths),
    };
  }

  /** Adds the counts of other fights of the same encounter (another block, another worker). */
  merge(counts: TallyCounts): void {
    this.fights += counts.fights;
    this.draws += counts.draws;
    addInto(this.wins, counts.wins);
    addInto(this.roundCounts, counts.rounds);
    addInto(this.drops, counts.drops);
    addInto(this.deaths, counts.deaths);
  }

  odds(meta: OddsMeta): EncounterOdds {
    const n = this.fights || 1;
    let last = 0;
    for (let r = 0; r < this.roundCounts.length; r++) if (this.roundCounts[r]! > 0) last = r;
    const distribution = Array.from(this.roundCounts.subarray(0, last + 1), (count) => count / n);
    let mean = 0;
    for (let r = 0; r < distribution.length; r++) mean += r * distribution[r]!;
    return {
      ruleset: meta.ruleset,
      fights: this.fights,
      seed: meta.seed,
      sides: meta.sideNames.map((name, i) => ({ name, winChance: this.wins[i]! / n })),
      drawChance: this.draws / n,
      rounds: { mean, p90: percentile(this.roundCounts, this.fights, 0.9), distribution },
      combatants: meta.combatants.map((c, i) => ({
        name: c.name,
        side: c.side,
        dropChance: this.drops[i]! / n,
        deathChance: this.deaths[i]! / n,
      })),
    };
  }
}

function addInto(into: Float64Array, counts: readonly number[]): void {
  if (counts.length !== into.length) throw new Error("the counts are of another encounter");
  for (let i = 0; i < into.length; i++) into[i] = into[i]! + counts[i]!;
}

/** The smallest r with at least `share` of the fights over in r rounds or fewer. */
export function percentile(counts: ArrayLike<number>, total: number, share: number): number {
  let seen = 0;
  for (let r = 0; r < counts.length; r++) {
    seen += counts[r]!;
    if (total > 0 && seen >= share * total) return r;
  }
  return 0;
}
