// The driver (src/simulate/simulate.ts, docs/simulate.md › How it is built): prepares the encounter
// once, plays the fights with one seeded generator, counts them and reports progress. A scripted
// ruleset stands in for RCR so that every fight's outcome is known.
import { describe, expect, it } from "vitest";
import { type FightOutcome, Random, type SimulationRuleset, simulate } from "../../src/simulate/index.ts";
import { checkRun } from "../../src/simulate/simulate.ts";

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
    threatens: () => true,
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
  it("progress after each block of 250 fights: 1,000 fights report 0.25, 0.5, 0.75, then done (1)", () => {
    const shares: number[] = [];
    simulate(scriptedRuleset([]), encounter, {
      fights: 1000,
      seed: 1,
      onProgress: (done) => shares.push(done),
    });
    expect(shares).toEqual([0.25, 0.5, 0.75, 1]);
  });
  it("a short last block: 260 fights report 250 / 260, then 1", () => {
    const shares: number[] = [];
    simulate(scriptedRuleset([]), encounter, { fights: 260, seed: 1, onProgress: (d) => shares.push(d) });
    expect(shares).toEqual([250 / 260, 1]);
  });
  it("each block of 250 fights has its own stretch of 2^20 draws: fight 251 starts at draw 2^20", () => {
    const log: string[] = [];
    simulate(scriptedRuleset(log), encounter, { fights: 251, seed: 5 });
    const jumped = new Random(5);
    for (let i = 0; i < 2 ** 20; i++) jumped.nextUint32();
    expect(log[251]).toBe(`prepared ${jumped.nextUint32()}`);
  });
});

describe("the driver refuses a run it cannot play (naming the field)", () => {
  const run = (fights: unknown, seed: unknown) => () =>
    simulate(scriptedRuleset([]), encounter, { fights: fights as number, seed: seed as number });
  it.each([
    [0, "fights must be a whole number from 1 to 1000000, got 0"],
    [-3, "fights must be a whole number from 1 to 1000000, got -3"],
    [2.5, "fights must be a whole number from 1 to 1000000, got 2.5"],
    [Number.NaN, "fights must be a whole number from 1 to 1000000, got NaN"],
    [Number.POSITIVE_INFINITY, "got Infinity"],
    [1_000_001, "got 1000001"],
    ["10", 'got "10"'],
  ])("fights %s", (fights, message) => {
    expect(run(fights, 1)).toThrow(message);
  });
  it.each([
    [Number.NaN, "seed must be a whole number from 0 to 4294967295, got NaN"],
    [Number.NEGATIVE_INFINITY, "got -Infinity"],
    [-1, "got -1"],
    [4294967296, "got 4294967296"],
    [0.5, "got 0.5"],
  ])("seed %s", (seed, message) => {
    expect(run(10, seed)).toThrow(message);
  });
  it("the edges are allowed: 1 and 1,000,000 fights, seed 0 and 4294967295", () => {
    expect(run(1, 0)).not.toThrow();
    expect(run(1, 4294967295)).not.toThrow();
    expect(() => checkRun({ fights: 1_000_000, seed: 0 })).not.toThrow();
  });
});
