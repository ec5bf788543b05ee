// Pins the core Roll stand-in's dice syntax beyond "NdF + N", as core parses and evaluates it
// (client/dice/terms/die.d.mts `keep`, pool.d.mts, parenthetical.d.mts, the OperatorTerm "*"): the kept
// result is the one the natural die reads (`active`, not `discarded`), a pool keeps its higher total, and a
// formula core cannot parse throws.
import { beforeEach, describe, expect, it } from "vitest";
import { naturalOf } from "../../../src/dice/collected-rolls.ts";
import { FakeRoll, forcedResults } from "./fake-roll.ts";

beforeEach(() => {
  forcedResults.length = 0;
});

async function rolled(formula: string, ...results: number[]) {
  forcedResults.push(...results);
  return new FakeRoll(formula).evaluate();
}

describe("the Roll stand-in's syntax", () => {
  it("1d6x6[wild]: a 6 explodes as long as sixes come, each marked exploded; the flavor is the term's", async () => {
    const roll = await rolled("2d6 + 1d6x6[wild] + 1", 3, 4, 6, 6, 2);
    expect(roll.total).toBe(22);
    expect(roll.dice[1]?.results).toEqual([
      { result: 6, active: true, exploded: true },
      { result: 6, active: true, exploded: true },
      { result: 2, active: true },
    ]);
    expect(roll.dice[1]?.options).toEqual({ flavor: "wild" });
    expect(roll.dice[0]?.options).toEqual({});
  });
  it("a die that does not show the face does not explode", async () => {
    const roll = await rolled("1d6x6", 5);
    expect(roll.dice[0]?.results).toEqual([{ result: 5, active: true }]);
  });
  it("2d20kh + 3: the higher die counts, the lower is discarded and inactive", async () => {
    const roll = await rolled("2d20kh + 3", 6, 15);
    expect(roll.total).toBe(18);
    expect(roll.dice[0]?.results).toEqual([
      { result: 6, active: false, discarded: true },
      { result: 15, active: true },
    ]);
    expect(naturalOf(roll as unknown as Roll.Any)).toBe(15);
  });
  it("{2d6 + 5,2d6 + 5}kh: the higher of the two totals (7 and 16)", async () => {
    expect((await rolled("{2d6 + 5,2d6 + 5}kh", 1, 1, 6, 5)).total).toBe(16);
  });
  it("(2d6)*3 + 4 multiplies the dice only; 1d4*2 - 1 binds the factor to the die", async () => {
    expect((await rolled("(2d6)*3 + 4", 2, 3)).total).toBe(19);
    expect((await rolled("1d4*2 - 1", 3)).total).toBe(5);
  });
  it("the plain formulas are unchanged: 3d8 + 2 - 1", async () => {
    expect((await rolled("3d8 + 2 - 1", 1, 2, 3)).total).toBe(7);
  });
  it("what core cannot parse throws: an open parenthesis, a pool without its modifier, a dangling sign", () => {
    for (const formula of ["(2d6", "{2d6,2d6}", "2d6 +", "2d6 ** 2"])
      expect(() => new FakeRoll(formula), formula).toThrow("Unable to parse formula");
  });
});
