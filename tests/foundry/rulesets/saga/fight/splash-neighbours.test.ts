// A splash weapon's neighbours (saga-special-combat-rules.txt › Splash Weapons): the tokens a square from
// the struck one, corners included. Which tokens an area covers is tests/foundry/canvas/area-geometry.test.ts.
import { describe, expect, it } from "vitest";
import { adjacentTokens } from "../../../../../src/rulesets/saga/attack/splash-neighbours.ts";

const grid = { size: 100 };
/** A Medium token whose top-left square is (i, j). */
const at = (id: string, i: number, j: number, size = 1) => ({
  id,
  x: i * 100,
  y: j * 100,
  width: size,
  height: size,
});

describe("splash: the struck token's neighbours", () => {
  const primary = at("p", 5, 5);
  it("the eight squares around it, corners included; two squares away is not adjacent", () => {
    const tokens = [primary, at("n", 5, 4), at("ne", 6, 4), at("w", 4, 5), at("sw", 4, 6), at("far", 7, 5)];
    expect(adjacentTokens(primary, tokens, grid)).toEqual(["n", "ne", "w", "sw"]);
  });
  it("a token sharing the struck one's square is not its neighbour", () => {
    expect(adjacentTokens(primary, [at("same", 5, 5)], grid)).toEqual([]);
  });
  it("a Large neighbour touching by one square is adjacent", () => {
    expect(adjacentTokens(primary, [at("big", 6, 6, 2)], grid)).toEqual(["big"]);
  });
});
