// Which tokens an area template covers: a square is inside when its center is (as a v13 MeasuredTemplate
// highlights the grid), a token when any of its squares is. 100 px squares of 1.5 m.
import { describe, expect, it } from "vitest";
import {
  adjacentTokens,
  circleTemplateFields,
  rectTemplateFields,
  squareCenters,
  templateShape,
  tokensInTemplate,
} from "../../../../../src/rulesets/saga/attack/template-geometry.ts";

const grid = { size: 100, distance: 1.5 };
/** A Medium token whose top-left square is (i, j). */
const at = (id: string, i: number, j: number, size = 1) => ({
  id,
  x: i * 100,
  y: j * 100,
  width: size,
  height: size,
});

describe("a grenade's 2-square burst centered on a grid corner", () => {
  // Center at the corner between squares (4,4), (5,4), (4,5), (5,5): radius 200 px.
  const burst = circleTemplateFields({ x: 500, y: 500 }, 2, grid);

  it("the template measures its radius in scene units: 2 squares of 1.5 m is 3 m", () => {
    expect(burst).toEqual({ t: "circle", x: 500, y: 500, distance: 3, direction: 0 });
  });
  it("catches the four squares around the corner and those whose centers lie within 200 px", () => {
    // Square (3,4): center (350, 450), 158 px away: in. Square (3,3): center (350,350), 212 px: out.
    const tokens = [at("a", 4, 4), at("b", 5, 5), at("c", 3, 4), at("d", 3, 3), at("e", 6, 6), at("f", 2, 4)];
    expect(tokensInTemplate(burst, tokens, grid)).toEqual(["a", "b", "c"]);
  });
  it("a square whose center lies exactly on the edge is inside", () => {
    // Radius 2.25 m = 150 px around (550, 500): square (5,3)'s center (550, 350) is exactly 150 px away.
    const tight = { ...circleTemplateFields({ x: 550, y: 500 }, 1, grid), distance: 2.25 };
    expect(tokensInTemplate(tight, [at("edge", 5, 3), at("past", 5, 2)], grid)).toEqual(["edge"]);
  });
  it("a Large token is caught when any one of its four squares is inside", () => {
    // Squares (6..7, 3..4); (6,4)'s center (650, 450) is 158 px from the center.
    expect(tokensInTemplate(burst, [at("walker", 6, 3, 2)], grid)).toEqual(["walker"]);
    expect(tokensInTemplate(burst, [at("far", 7, 3, 2)], grid)).toEqual([]);
  });
});

describe("autofire's 2 × 2 squares", () => {
  const area = rectTemplateFields({ x: 300, y: 200 }, { width: 2, height: 2 }, grid);

  it("is a rect whose diagonal runs down and right, 2√2 squares long", () => {
    expect(area.t).toBe("rect");
    expect(area.direction).toBeCloseTo(45, 10);
    expect(area.distance).toBeCloseTo(2 * Math.SQRT2 * 1.5, 10);
    expect(templateShape(area, grid)).toEqual({
      kind: "rect",
      left: 300,
      top: 200,
      right: expect.closeTo(500, 6),
      bottom: expect.closeTo(400, 6),
    });
  });
  it("catches exactly the four squares (3..4, 2..3)", () => {
    const tokens = [at("in1", 3, 2), at("in2", 4, 3), at("right", 5, 2), at("below", 3, 4), at("left", 2, 3)];
    expect(tokensInTemplate(area, tokens, grid)).toEqual(["in1", "in2"]);
  });
  it("a rect drawn up and left covers the same squares from the other corner", () => {
    const reversed = { ...area, x: 500, y: 400, direction: 225 };
    expect(tokensInTemplate(reversed, [at("in1", 3, 2), at("in2", 4, 3), at("out", 5, 4)], grid)).toEqual([
      "in1",
      "in2",
    ]);
  });
});

describe("shapes area attacks do not use", () => {
  it("a cone or ray catches nobody", () => {
    const cone = { t: "cone" as const, x: 0, y: 0, distance: 30, direction: 0 };
    expect(templateShape(cone, grid)).toBeNull();
    expect(tokensInTemplate(cone, [at("a", 0, 0)], grid)).toEqual([]);
  });
});

describe("a token's squares", () => {
  it("a Medium token has one center, a Huge one nine", () => {
    expect(squareCenters(at("m", 1, 1), grid)).toEqual([{ x: 150, y: 150 }]);
    expect(squareCenters(at("h", 0, 0, 3), grid)).toHaveLength(9);
  });
  it("a Small token (half a square) still has its one square", () => {
    expect(squareCenters({ id: "s", x: 0, y: 0, width: 0.5, height: 0.5 }, grid)).toEqual([{ x: 50, y: 50 }]);
  });
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
