// The pure pieces behind the Odds button: sides by token disposition, the dialog's view of the odds,
// and the worker's answer to a request.
import { describe, expect, it } from "vitest";
import { FRIENDLY, HOSTILE, oddsSides } from "../../src/applications/odds/odds-sides.ts";
import { MAX_BARS, oddsView } from "../../src/applications/odds/odds-view.ts";
import { type EncounterOdds, rcrRuleset, simulate } from "../../src/simulate/index.ts";
import { PreparedRun } from "../../src/simulate/run-request.ts";
import { BlockWorker } from "../../src/simulate/worker/block-worker.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

const names = { friendly: "Friendly", hostile: "Hostile" };

describe("sides by token disposition", () => {
  it("friendly against hostile; neutral, secret and actor-less combatants are left out by name", () => {
    const sides = oddsSides(
      [
        { name: "Hero", disposition: FRIENDLY, combatant: duelist("Hero") },
        { name: "Trooper", disposition: HOSTILE, combatant: trooper("Trooper") },
        { name: "Jawa", disposition: 0, combatant: trooper("Jawa") },
        { name: "Spy", disposition: -2, combatant: trooper("Spy") },
        { name: "Crate", disposition: HOSTILE, combatant: null },
      ],
      names,
    );
    expect(
      sides.encounter?.sides.map((s) => [s.name, s.combatants.map((c) => (c as { name: string }).name)]),
    ).toEqual([
      ["Friendly", ["Hero"]],
      ["Hostile", ["Trooper"]],
    ]);
    expect(sides.ignored).toEqual(["Jawa", "Spy", "Crate"]);
  });
  it("no encounter without someone on both sides", () => {
    const sides = oddsSides([{ name: "Hero", disposition: FRIENDLY, combatant: duelist("Hero") }], names);
    expect(sides.encounter).toBeNull();
  });
});

function oddsWith(distribution: number[]): EncounterOdds {
  return {
    ruleset: "rcr",
    fights: 10_000,
    seed: 1,
    sides: [
      { name: "A", winChance: 0.6125 },
      { name: "B", winChance: 0.3875 },
    ],
    drawChance: 0,
    rounds: { mean: 3.25, p90: 5, distribution },
    combatants: [{ name: "X", side: 1, dropChance: 0.5, deathChance: 0.125 }],
  };
}

describe("the dialog's view of the odds", () => {
  it("percentages with one decimal, meter widths, the side's name on each combatant", () => {
    const view = oddsView(oddsWith([0, 0.25, 0.5, 0.25]));
    expect(view.fights).toBe("10,000");
    expect(view.sides).toEqual([
      { name: "A", percent: "61.3 %", width: 61.3 },
      { name: "B", percent: "38.8 %", width: 38.8 },
    ]);
    expect(view.hasDraws).toBe(false);
    expect(view.mean).toBe("3.3");
    expect(view.combatants).toEqual([{ name: "X", side: "B", drop: "50.0 %", death: "12.5 %" }]);
  });
  it("histogram: one bar per round, the tallest reaching the top, heights in proportion", () => {
    const { bars, baseline } = oddsView(oddsWith([0, 0.25, 0.5, 0.25])).histogram;
    expect(bars.map((b) => b.label)).toEqual(["1", "2", "3"]);
    expect(bars[1]?.y).toBe(4);
    expect(bars[1]?.height).toBe(baseline - 4);
    expect(bars[0]?.height).toBe((baseline - 4) / 2);
    expect(bars[0]?.y).toBe(baseline - (bars[0]?.height ?? 0));
  });
  it("fights over before anyone acted (a side started down) get a bar for round 0 and a line of their own", () => {
    const view = oddsView({
      ...oddsWith([0.3, 0.7]),
      rounds: { mean: 0.7, p90: 1, distribution: [0.3, 0.7] },
    });
    expect(view.histogram.bars.map((b) => [b.label, b.percent])).toEqual([
      ["0", "30.0 %"],
      ["1", "70.0 %"],
    ]);
    expect(view.startShare).toBe("30.0 %");
    expect(view.beforeStart).toBe(false);
    const all = oddsView({ ...oddsWith([1]), rounds: { mean: 0, p90: 0, distribution: [1] } });
    expect(all.beforeStart).toBe(true);
    expect(oddsView(oddsWith([0, 1])).startShare).toBeNull();
  });
  it(`longer fights are gathered in the last of ${MAX_BARS} bars`, () => {
    const distribution = [0, ...Array.from({ length: 15 }, () => 1 / 15)];
    const bars = oddsView(oddsWith(distribution)).histogram.bars;
    expect(bars).toHaveLength(MAX_BARS);
    expect(bars.at(-1)?.label).toBe(`${MAX_BARS}+`);
    expect(bars.at(-1)?.percent).toBe(`${((4 / 15) * 100).toFixed(1)} %`);
  });
});

describe("a worker's answers (src/simulate/worker/block-worker.ts)", () => {
  it("start, then blocks: the counts of each block add up to the odds simulate() gives", () => {
    const request = {
      ruleset: "rcr",
      encounter: versus([trooper("T")], [duelist("D")]),
      fights: 600,
      seed: 3,
    };
    const worker = new BlockWorker();
    expect(worker.answer({ type: "start", request })).toEqual({ type: "ready" });
    const replies = [2, 0, 1].map((block) => worker.answer({ type: "block", block }));
    expect(replies.map((r) => (r.type === "counts" ? [r.block, r.counts.fights] : r))).toEqual([
      [2, 100],
      [0, 250],
      [1, 250],
    ]);
    const run = new PreparedRun(request);
    const tally = run.tally();
    for (const reply of replies) if (reply.type === "counts") tally.merge(reply.counts);
    expect(run.odds(tally)).toEqual(simulate(rcrRuleset, request.encounter, request));
  });
  it("an encounter the simulator refuses comes back as an error message naming the field", () => {
    const worker = new BlockWorker();
    const request = { ruleset: "rcr", encounter: versus([trooper("T")], []), fights: 10, seed: 1 };
    expect(worker.answer({ type: "start", request })).toEqual({
      type: "error",
      message: "side 2 (B): combatants must not be empty",
    });
    expect(worker.answer({ type: "block", block: 0 })).toEqual({
      type: "error",
      message: "a block was asked before the run started",
    });
  });
  it("an unknown ruleset and a bad run are refused too", () => {
    const worker = new BlockWorker();
    const encounter = versus([trooper("T")], [duelist("D")]);
    expect(
      worker.answer({ type: "start", request: { ruleset: "d20", encounter, fights: 1, seed: 1 } }),
    ).toEqual({
      type: "error",
      message: expect.stringMatching(/^no simulator for the ruleset "d20"/),
    });
    expect(
      worker.answer({ type: "start", request: { ruleset: "rcr", encounter, fights: 0, seed: 1 } }),
    ).toEqual({
      type: "error",
      message: "the simulation: fights must be a whole number from 1 to 1000000, got 0",
    });
  });
});
