// The pure pieces behind the Odds button: sides by token disposition, the dialog's view of the odds,
// and the worker's answer to a request.
import { describe, expect, it } from "vitest";
import { FRIENDLY, HOSTILE, oddsSides } from "../../src/applications/odds/odds-sides.ts";
import { MAX_BARS, oddsView } from "../../src/applications/odds/odds-view.ts";
import { type EncounterOdds, rcrRuleset, simulate } from "../../src/simulate/index.ts";
import { answer } from "../../src/simulate/worker/simulate-worker.ts";
import type { SimulateReply } from "../../src/simulate/worker/worker-messages.ts";
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
    expect(sides.encounter?.sides.map((s) => [s.name, s.combatants.map((c) => c.name)])).toEqual([
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
  it(`longer fights are gathered in the last of ${MAX_BARS} bars`, () => {
    const distribution = [0, ...Array.from({ length: 15 }, () => 1 / 15)];
    const bars = oddsView(oddsWith(distribution)).histogram.bars;
    expect(bars).toHaveLength(MAX_BARS);
    expect(bars.at(-1)?.label).toBe(`${MAX_BARS}+`);
    expect(bars.at(-1)?.percent).toBe(`${((4 / 15) * 100).toFixed(1)} %`);
  });
});

describe("the worker's answer", () => {
  it("progress up to 1, then the odds simulate() gives for the same request", () => {
    const request = { encounter: versus([trooper("T")], [duelist("D")]), fights: 500, seed: 3 };
    const replies: SimulateReply[] = [];
    answer(request, (reply) => replies.push(reply));
    const progress = replies.filter((r) => r.type === "progress");
    expect(progress.length).toBeGreaterThanOrEqual(50);
    expect(progress.at(-1)).toEqual({ type: "progress", done: 1 });
    expect(replies.at(-1)).toEqual({ type: "done", odds: simulate(rcrRuleset, request.encounter, request) });
  });
  it("an encounter the simulator refuses comes back as an error message", () => {
    const replies: SimulateReply[] = [];
    answer({ encounter: versus([trooper("T")], []), fights: 10, seed: 1 }, (reply) => replies.push(reply));
    expect(replies).toEqual([{ type: "error", message: "side 2 (B) has no combatants" }]);
  });
});
