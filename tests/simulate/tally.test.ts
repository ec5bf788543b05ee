// The tally (src/simulate/tally.ts): counts fight outcomes and turns them into EncounterOdds
// (docs/simulate.md › What a fight does: drops, deaths, draws, rounds). Worked examples by hand.
import { describe, expect, it } from "vitest";
import { type FightOutcome, MAX_ROUNDS } from "../../src/simulate/index.ts";
import { percentile, Tally } from "../../src/simulate/tally.ts";

const meta = {
  ruleset: "rcr",
  seed: 7,
  sideNames: ["Rebels", "Empire"],
  combatants: [
    { name: "Han", side: 0 },
    { name: "Trooper 1", side: 1 },
    { name: "Trooper 2", side: 1 },
  ],
};

function outcome(winner: number, rounds: number, dropped: number[], dead: number[]): FightOutcome {
  return { winner, rounds, dropped: Uint8Array.from(dropped), dead: Uint8Array.from(dead) };
}

describe("the tally of four fights", () => {
  // Fight 1: Rebels win in 2 rounds, Trooper 1 drops and dies.
  // Fight 2: Rebels win in 3 rounds, both troopers drop, nobody dies.
  // Fight 3: Empire wins in 2 rounds, Han drops and dies.
  // Fight 4: a draw at 50 rounds, Han and Trooper 1 drop.
  const tally = new Tally(2, 3);
  tally.add(outcome(0, 2, [0, 1, 0], [0, 1, 0]));
  tally.add(outcome(0, 3, [0, 1, 1], [0, 0, 0]));
  tally.add(outcome(1, 2, [1, 0, 0], [1, 0, 0]));
  tally.add(outcome(-1, 50, [1, 1, 0], [0, 0, 0]));
  const odds = tally.odds(meta);

  it("counts the fights and carries the ruleset and seed through", () => {
    expect(odds.fights).toBe(4);
    expect(odds.ruleset).toBe("rcr");
    expect(odds.seed).toBe(7);
  });
  it("wins by side and the draw: 2/4, 1/4 and 1/4", () => {
    expect(odds.sides).toEqual([
      { name: "Rebels", winChance: 0.5 },
      { name: "Empire", winChance: 0.25 },
    ]);
    expect(odds.drawChance).toBe(0.25);
  });
  it("each combatant's drops and deaths over the fights: Han 2 and 1, Trooper 1 3 and 1, Trooper 2 1 and 0", () => {
    expect(odds.combatants).toEqual([
      { name: "Han", side: 0, dropChance: 0.5, deathChance: 0.25 },
      { name: "Trooper 1", side: 1, dropChance: 0.75, deathChance: 0.25 },
      { name: "Trooper 2", side: 1, dropChance: 0.25, deathChance: 0 },
    ]);
  });
  it("rounds: the distribution up to the longest fight, its mean (2×½ + 3×¼ + 50×¼ = 14.25) and 90th percentile", () => {
    const expected = new Array(51).fill(0);
    expected[2] = 0.5;
    expected[3] = 0.25;
    expected[50] = 0.25;
    expect(odds.rounds.distribution).toEqual(expected);
    expect(odds.rounds.mean).toBe(14.25);
    // 2 of 4 over by round 2, 3 by round 3: 90 % (3.6 fights) only by round 50.
    expect(odds.rounds.p90).toBe(50);
  });
});

describe("the tally's edges", () => {
  it("no fights yet: every chance 0 (not 0/0), one empty round bucket, no rounds", () => {
    const odds = new Tally(2, 3).odds(meta);
    expect(odds.fights).toBe(0);
    expect(odds.sides.map((side) => side.winChance)).toEqual([0, 0]);
    expect(odds.drawChance).toBe(0);
    expect(odds.combatants.map((c) => [c.dropChance, c.deathChance])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(odds.rounds).toEqual({ mean: 0, p90: 0, distribution: [0] });
  });
  it("a fight of 50 rounds after a surprise round (51) has its own bucket; anything longer shares it", () => {
    const tally = new Tally(2, 1);
    tally.add(outcome(-1, MAX_ROUNDS + 1, [0], [0]));
    tally.add(outcome(-1, MAX_ROUNDS + 9, [0], [0]));
    tally.add(outcome(0, 1, [0], [0]));
    tally.add(outcome(0, MAX_ROUNDS, [0], [0]));
    const { distribution } = tally.odds({ ...meta, combatants: [{ name: "Han", side: 0 }] }).rounds;
    expect(distribution).toHaveLength(MAX_ROUNDS + 2);
    expect(distribution[MAX_ROUNDS + 1]).toBe(0.5);
    expect(distribution[MAX_ROUNDS]).toBe(0.25);
    expect(distribution[1]).toBe(0.25);
  });
  it("one fight in round 1: the distribution starts at round 0 and stops at the last round seen", () => {
    const tally = new Tally(2, 1);
    tally.add(outcome(1, 1, [1], [1]));
    const odds = tally.odds({ ...meta, combatants: [{ name: "Han", side: 0 }] });
    expect(odds.rounds).toEqual({ mean: 1, p90: 1, distribution: [0, 1] });
    expect(odds.sides.map((side) => side.winChance)).toEqual([0, 1]);
    expect(odds.combatants[0]).toEqual({ name: "Han", side: 0, dropChance: 1, deathChance: 1 });
  });
});

describe("percentile: the smallest round by which a share of the fights is over", () => {
  it("exactly 90 % by round 1 counts (9 of 10): the answer is 1, not 2", () => {
    expect(percentile([0, 9, 1], 10, 0.9)).toBe(1);
  });
  it("just short of the share waits for the next round (8 of 10 by round 1)", () => {
    expect(percentile([0, 8, 2], 10, 0.9)).toBe(2);
  });
  it("a share met only at the last bucket returns that bucket", () => {
    expect(percentile([1, 0, 0, 3], 4, 0.9)).toBe(3);
  });
  it("no fights: 0", () => {
    expect(percentile([0, 0, 0], 0, 0.9)).toBe(0);
  });
});
