// Which tokens an area covers: a grid space is inside when its center is (as a v13 MeasuredTemplate
// highlights the grid: client/canvas/placeables/template.d.mts › _getGridHighlightPositions), a token when
// any of its spaces is. 100 px squares; shapes in grid spaces.
import { describe, expect, it } from "vitest";
import {
  type AreaGeometry,
  snapPoint,
  spaceCenters,
  tokensInArea,
} from "../../../src/canvas/area-geometry.ts";

const grid = { size: 100 };
/** A Medium token whose top-left square is (i, j). */
const at = (id: string, i: number, j: number, size = 1) => ({
  id,
  x: i * 100,
  y: j * 100,
  width: size,
  height: size,
});
const ids = (area: AreaGeometry, tokens: ReturnType<typeof at>[]) =>
  tokensInArea(area, tokens, grid).map((token) => token.id);

describe("a 2-square burst centered on a grid corner (saga-special-combat-rules.txt › Burst Radius)", () => {
  const burst: AreaGeometry = { shape: { kind: "circle", radius: 2 }, origin: { x: 500, y: 500 } };
  it("catches the four squares around the corner and those whose centers lie within 200 px", () => {
    // Square (3,4): center (350, 450), 158 px away: in. Square (3,3): center (350, 350), 212 px: out.
    const tokens = [at("a", 4, 4), at("b", 5, 5), at("c", 3, 4), at("d", 3, 3), at("e", 6, 6), at("f", 2, 4)];
    expect(ids(burst, tokens)).toEqual(["a", "b", "c"]);
  });
  it("a square whose center lies exactly on the edge is inside, one further is not", () => {
    // 1.5 squares = 150 px around (550, 500): square (5,3)'s center (550, 350) is exactly 150 px away.
    const tight: AreaGeometry = { shape: { kind: "circle", radius: 1.5 }, origin: { x: 550, y: 500 } };
    expect(ids(tight, [at("edge", 5, 3), at("past", 5, 2)])).toEqual(["edge"]);
  });
  it("a Large token is caught when any one of its four squares is inside", () => {
    // Squares (6..7, 3..4); (6,4)'s center (650, 450) is 158 px from the center.
    expect(ids(burst, [at("walker", 6, 3, 2)])).toEqual(["walker"]);
    expect(ids(burst, [at("far", 7, 3, 2)])).toEqual([]);
  });
});

describe("autofire's 2 × 2 squares from its top-left corner", () => {
  const area: AreaGeometry = { shape: { kind: "rect", width: 2, height: 2 }, origin: { x: 300, y: 200 } };
  it("catches exactly the four squares (3..4, 2..3)", () => {
    const tokens = [at("in1", 3, 2), at("in2", 4, 3), at("right", 5, 2), at("below", 3, 4), at("left", 2, 3)];
    expect(ids(area, tokens)).toEqual(["in1", "in2"]);
  });
  it("a rect of 1 × 3 squares runs right 1 and down 3", () => {
    const tall: AreaGeometry = { shape: { kind: "rect", width: 1, height: 3 }, origin: { x: 0, y: 0 } };
    expect(ids(tall, [at("top", 0, 0), at("bottom", 0, 2), at("side", 1, 0), at("under", 0, 3)])).toEqual([
      "top",
      "bottom",
    ]);
  });
});

describe("a token's grid spaces", () => {
  it("a Medium token has one center, a Huge one nine", () => {
    expect(spaceCenters(at("m", 1, 1), 100)).toEqual([{ x: 150, y: 150 }]);
    expect(spaceCenters(at("h", 0, 0, 3), 100)).toHaveLength(9);
  });
  it("a Small token (half a square) still has its one square", () => {
    expect(spaceCenters({ x: 0, y: 0, width: 0.5, height: 0.5 }, 100)).toEqual([{ x: 50, y: 50 }]);
  });
});

describe("where the pointer snaps", () => {
  it("center: the middle of the grid space under the pointer", () => {
    expect(snapPoint({ x: 149, y: 101 }, "center", 100)).toEqual({ x: 150, y: 150 });
    expect(snapPoint({ x: 200, y: 299.9 }, "center", 100)).toEqual({ x: 250, y: 250 });
  });
  it("vertex: the nearest grid intersection (a corner), halfway rounding up", () => {
    expect(snapPoint({ x: 149, y: 151 }, "vertex", 100)).toEqual({ x: 100, y: 200 });
    expect(snapPoint({ x: 50, y: 49 }, "vertex", 100)).toEqual({ x: 100, y: 0 });
  });
  it("free: where the pointer is", () => {
    expect(snapPoint({ x: 149.5, y: 3 }, "free", 100)).toEqual({ x: 149.5, y: 3 });
  });
});
