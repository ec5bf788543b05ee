// The driver (src/simulate/simulate.ts, docs/simulate.md › How it is built): prepares the encounter
// once, plays the fights with one seeded generator, counts them and reports progress. A scripted
// ruleset stands in for RCR so that every fight's outcome is known.
import { describe, expect, it } from "vitest";
import { type FightOutcome, Random, type SimulationRuleset, simulate } from "../../src/simulate/index.ts";

interface Fighter {
  label: string;
}

/** Fights alternate: side 0 wins in 1 round (fighter 1 drops), then side 1 in 3 rounds (fighter 0 dies). */
function scriptedRuleset(log: string[]): SimulationRuleset<Fighter, string> {
  let fought = 0;
  return {
    id: "scripted",
    nameOf: (fighter) => fighter.label.toUpperCase(),
    prepare: (encounter) => {
      log.push(`prepare ${encounter.sides.length}`);
      return "prepared";
    },
    fight: (prepared: string, random: Random, outcome: FightOutcome) => {
      log.push(`${prepared} ${random.nextUint32()}`);
      const even = fought++ % 2 === 0;
      outcome.winner = even ? 0 : 1;
      outcome.rounds = even ? 1 : 3;
      outcome.dropped.set(even ? [0, 1] : [1, 0]);
      outcome.dead.set(even ? [0, 0] : [1, 0]);
    },
  };
}

const encounter = {
  sides: [
    { name: "Left", combatants: [{ label: "a" }] },
    { name: "Right", combatants: [{ label: "b" }] },
  ],
};

describe("the driver", () => {
  it("prepares once, then plays every fight on one generator seeded as asked", () => {
    const log: string[] = [];
    simulate(scriptedRuleset(log), encounter, { fights: 3, seed: 0 });
    const seeded = new Random(0);
    expect(log).toEqual([
      "prepare 2",
      `prepared ${seeded.nextUint32()}`,
      `prepared ${seeded.nextUint32()}`,
      `prepared ${seeded.nextUint32()}`,
    ]);
  });
  it("reports the counted odds: 4 fights, 2 wins each, rounds 1 and 3 half the time each", () => {
    const odds = simulate(scriptedRuleset([]), encounter, { fights: 4, seed: 9 });
    expect(odds).toEqual({
      ruleset: "scripted",
      fights: 4,
      seed: 9,
      sides: [
        { name: "Left", winChance: 0.5 },
        { name: "Right", winChance: 0.5 },
      ],
      drawChance: 0,
      rounds: { mean: 2, p90: 3, distribution: [0, 0.5, 0, 0.5] },
      combatants: [
        { name: "A", side: 0, dropChance: 0.5, deathChance: 0.5 },
        { name: "B", side: 1, dropChance: 0.5, deathChance: 0 },
      ],
    });
  });
  it("progress every 2 of 5 fights (0.4, 0.8), then done (1)", () => {
    const shares: number[] = [];
    simulate(scriptedRuleset([]), encounter, {
      fights: 5,
      seed: 1,
      progressEvery: 2,
      onProgress: (done) => shares.push(done),
    });
    expect(shares).toEqual([0.4, 0.8, 1]);
  });
  it("progress every 500 fights unless told otherwise: 1,000 fights report 0.5, 1, then done", () => {
    const shares: number[] = [];
    simulate(scriptedRuleset([]), encounter, {
      fights: 1000,
      seed: 1,
      onProgress: (done) => shares.push(done),
    });
    expect(shares).toEqual([0.5, 1, 1]);
  });
});
