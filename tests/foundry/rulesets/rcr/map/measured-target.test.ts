// The map adapter: scene tokens in pixels as the engine's squares (rcr-combat.txt › Movement and Position:
// 2 m squares; Big and Little Characters in Combat: Tiny creatures share a square), and one attack measured
// from them (rcr-combat.txt › Range Penalty, Flanking; rcr-additional-combat-rules.txt › Clarifying Flanking,
// the center-to-center line of Diagram 7-1 laid out on squares).
import { describe, expect, it } from "vitest";
import { type MapToken, measureTarget } from "../../../../../src/rulesets/rcr/map/measured-target.ts";
import {
  diagonalRuleOf,
  pixelsToSquares,
  squareCenter,
  squaresToPixels,
  tokenFootprint,
} from "../../../../../src/rulesets/rcr/map/token-footprint.ts";

const GRID = { size: 100 };
const FRIENDLY = 1;
const HOSTILE = -1;

function token(
  name: string,
  x: number,
  y: number,
  disposition: number,
  extra: Partial<MapToken> = {},
): MapToken {
  return {
    tokenUuid: `Scene.s.Token.${name}`,
    name,
    footprint: { x, y, width: 1, height: 1 },
    size: "medium",
    disposition,
    threatens: true,
    ...extra,
  };
}

const measure = (
  attacker: MapToken,
  target: MapToken,
  scene: MapToken[],
  rule: "alternating" | "equal" = "alternating",
) => measureTarget({ attacker, target, scene: [attacker, target, ...scene], rule });

describe("tokens in squares", () => {
  it("a token's top-left pixel corner becomes its square, its extent in grid spaces its width and height", () => {
    expect(tokenFootprint({ x: 200, y: 300, width: 2, height: 1 }, GRID)).toEqual({
      x: 2,
      y: 3,
      width: 2,
      height: 1,
    });
  });
  it("a half-square token (Tiny) still stands in one whole square", () => {
    expect(tokenFootprint({ x: 0, y: 0, width: 0.5, height: 0.5 }, GRID)).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
  it("a token dropped a little off the grid counts in the nearest square", () => {
    expect(tokenFootprint({ x: 149, y: 151, width: 1, height: 1 }, GRID)).toMatchObject({ x: 1, y: 2 });
  });
  it("pixels and squares convert both ways; a square's center is half a square in", () => {
    expect(pixelsToSquares({ x: 250, y: 50 }, GRID)).toEqual({ x: 2.5, y: 0.5 });
    expect(squaresToPixels({ x: 2.5, y: 0.5 }, GRID)).toEqual({ x: 250, y: 50 });
    expect(squareCenter({ x: 3, y: 4 })).toEqual({ x: 3.5, y: 4.5 });
  });
  it("an equidistant grid (GRID_DIAGONALS 0) counts every diagonal as one square; the others alternate", () => {
    expect(diagonalRuleOf({ size: 100, diagonals: 0 })).toBe("equal");
    expect(diagonalRuleOf({ size: 100, diagonals: 4 })).toBe("alternating");
    expect(diagonalRuleOf({ size: 100 })).toBe("alternating");
  });
});

describe("distance between the nearest squares", () => {
  const shooter = token("shooter", 0, 0, FRIENDLY);
  it("adjacent tokens are 2 m apart, corners included", () => {
    expect(measure(shooter, token("t", 1, 1, HOSTILE), []).distance).toBe(2);
  });
  it("five squares along is 10 m (the end of a 10 m range increment), six is 12 m", () => {
    expect(measure(shooter, token("t", 5, 0, HOSTILE), []).distance).toBe(10);
    expect(measure(shooter, token("t", 6, 0, HOSTILE), []).distance).toBe(12);
  });
  it("two diagonal steps are 6 m alternating and 4 m on an equidistant grid", () => {
    expect(measure(shooter, token("t", 2, 2, HOSTILE), []).distance).toBe(6);
    expect(measure(shooter, token("t", 2, 2, HOSTILE), [], "equal").distance).toBe(4);
  });
});

describe("flanking by the center-to-center line", () => {
  const soldier = token("soldier", 0, 1, FRIENDLY);
  const target = token("reek", 1, 1, HOSTILE);
  it("an ally straight across the target flanks: the line crosses opposite sides", () => {
    expect(measure(soldier, target, [token("ally", 2, 1, FRIENDLY)]).flankedWith).toBe("ally");
  });
  it("an ally at the diagonal corner across flanks too: the line runs through opposite corners", () => {
    expect(measure(token("s", 0, 0, FRIENDLY), target, [token("ally", 2, 2, FRIENDLY)]).flankedWith).toBe(
      "ally",
    );
  });
  it("an ally at a corner beside the attacker's side does not: the line crosses adjacent sides", () => {
    expect(measure(soldier, target, [token("ally", 2, 0, FRIENDLY)]).flankedWith).toBeNull();
  });
  it("a token of another disposition is no ally, and an ally who does not threaten cannot flank", () => {
    expect(measure(soldier, target, [token("other", 2, 1, HOSTILE)]).flankedWith).toBeNull();
    expect(
      measure(soldier, target, [token("ally", 2, 1, FRIENDLY, { threatens: false })]).flankedWith,
    ).toBeNull();
  });
  it("an attacker who does not threaten flanks with nobody", () => {
    const unarmed = { ...soldier, threatens: false };
    expect(measure(unarmed, target, [token("ally", 2, 1, FRIENDLY)]).flankedWith).toBeNull();
  });
  it("an ally two squares off is out of reach (2 m): no flank", () => {
    expect(measure(soldier, target, [token("ally", 3, 1, FRIENDLY)]).flankedWith).toBeNull();
  });
});

describe("shooting into melee", () => {
  const shooter = token("shooter", 0, 0, FRIENDLY);
  const target = token("t", 5, 0, HOSTILE);
  it("an ally adjacent to the target puts it in melee; one a square farther does not", () => {
    expect(measure(shooter, target, [token("ally", 6, 1, FRIENDLY)]).inMelee).toBe(true);
    expect(measure(shooter, target, [token("ally", 7, 0, FRIENDLY)]).inMelee).toBe(false);
  });
  it("the shooter itself next to the target is not an ally in melee", () => {
    expect(measure(token("shooter", 4, 0, FRIENDLY), target, []).inMelee).toBe(false);
  });
});
