// rcr-combat.txt › Movement and Position (Standard Scales: 2 m squares, "adjacent" is 2 m), Big and Little
// Characters in Combat (the face table; eight around a Medium-size creature, corners included; reach),
// Very Small Creatures, Threatened Area, Moving out of / through or within a Threatened Area.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultReach,
  type Footprint,
  footprintCenter,
  footprintFor,
  footprintSize,
  footprintSquares,
  gridDistance,
  gridSteps,
  movementProvokes,
  SIZES,
  SQUARE_METERS,
  squareAt,
  squareFootprint,
  threatenedSquares,
  threatensFootprint,
  threatMovement,
} from "../../src/rules/index.ts";

const sq = (x: number, y: number): Footprint => ({ x, y, width: 1, height: 1 });

describe("footprints by size (the face table, in 2 m squares)", () => {
  it.each([
    ["fine", 1, 1],
    ["diminutive", 1, 1],
    ["tiny", 1, 1],
    ["small", 1, 1],
    ["medium", 1, 1],
    ["large", 2, 1],
    ["huge", 5, 2],
    ["gargantuan", 7, 7],
    ["colossal", 9, 9],
  ] as const)("%s: %i × %i squares, length along x", (size, width, height) => {
    expect(footprintSize(size)).toEqual({ width, height });
  });
  it("a Hutt (2 m × 4 m) lying along y is 1 × 2", () => {
    expect(footprintSize("large", "y")).toEqual({ width: 1, height: 2 });
    expect(footprintFor("large", { x: 3, y: 4 }, "y")).toEqual({ x: 3, y: 4, width: 1, height: 2 });
    expect(footprintFor("huge", { x: 0, y: 0 })).toEqual({ x: 0, y: 0, width: 5, height: 2 });
  });
  it("lists the squares row by row; the center is the whole creature's", () => {
    expect(footprintSquares({ x: 2, y: 3, width: 2, height: 2 })).toEqual([
      { x: 2, y: 3 },
      { x: 3, y: 3 },
      { x: 2, y: 4 },
      { x: 3, y: 4 },
    ]);
    expect(footprintCenter({ x: 2, y: 3, width: 2, height: 2 })).toEqual({ x: 3, y: 4 });
    expect(footprintCenter(sq(2, 3))).toEqual({ x: 2.5, y: 3.5 });
  });
  it("a point lies in the square under it; a square is a 1 × 1 footprint", () => {
    expect(squareAt({ x: 2.99, y: -0.5 })).toEqual({ x: 2, y: -1 });
    expect(squareFootprint({ x: 4, y: 5 })).toEqual(sq(4, 5));
    expect(SQUARE_METERS).toBe(2);
  });
  it("property: a footprint contains its origin square and its center, and has width × height squares", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIZES),
        fc.constantFrom("x" as const, "y" as const),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (size, along, x, y) => {
          const footprint = footprintFor(size, { x, y }, along);
          const squares = footprintSquares(footprint);
          expect(squares).toHaveLength(footprint.width * footprint.height);
          expect(squares).toContainEqual({ x, y });
          const center = footprintCenter(footprint);
          expect(center.x).toBeGreaterThan(x);
          expect(center.x).toBeLessThan(x + footprint.width);
          expect(center.y).toBeGreaterThan(y);
          expect(center.y).toBeLessThan(y + footprint.height);
        },
      ),
    );
  });
});

describe("distance on the grid", () => {
  it("adjacent squares are 2 m away, corners too (eight fit around a Medium-size creature)", () => {
    const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => sq(5 + dx, 5 + dy)));
    const neighbours = around.filter((s) => !(s.x === 5 && s.y === 5));
    expect(neighbours).toHaveLength(8);
    for (const s of neighbours) expect(gridDistance(sq(5, 5), s)).toBe(2);
    expect(gridDistance(sq(5, 5), sq(5, 5))).toBe(0);
  });
  it("alternating diagonals: the second diagonal step counts two squares", () => {
    expect(gridSteps(1, 1)).toBe(1);
    expect(gridSteps(2, 2)).toBe(3);
    expect(gridSteps(3, 3)).toBe(4);
    expect(gridSteps(4, 4)).toBe(6);
    expect(gridSteps(5, -2)).toBe(6);
    expect(gridDistance(sq(0, 0), sq(2, 2))).toBe(6);
  });
  it('"equal" diagonals: every step is one square', () => {
    expect(gridSteps(2, 2, "equal")).toBe(2);
    expect(gridSteps(-5, 2, "equal")).toBe(5);
    expect(gridDistance(sq(0, 0), sq(2, 2), "equal")).toBe(4);
  });
  it("between footprints, from their nearest squares; overlapping footprints are 0 apart", () => {
    const hutt = { x: 2, y: 2, width: 2, height: 1 };
    expect(gridDistance(hutt, sq(5, 2))).toBe(4);
    expect(gridDistance(sq(5, 2), hutt)).toBe(4);
    expect(gridDistance(hutt, sq(0, 2))).toBe(4);
    expect(gridDistance(hutt, sq(3, 0))).toBe(4);
    expect(gridDistance(hutt, sq(2, 4))).toBe(4);
    expect(gridDistance(hutt, sq(4, 3))).toBe(2);
    expect(gridDistance(hutt, sq(3, 2))).toBe(0);
    expect(gridDistance(hutt, { x: 3, y: 1, width: 3, height: 3 })).toBe(0);
  });
  const footprint = fc.record({
    x: fc.integer({ min: -20, max: 20 }),
    y: fc.integer({ min: -20, max: 20 }),
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 9 }),
  });
  const rule = fc.constantFrom("alternating" as const, "equal" as const);
  it("property: distance is symmetric, never negative, even meters, 0 from itself", () => {
    fc.assert(
      fc.property(footprint, footprint, rule, (a, b, r) => {
        const d = gridDistance(a, b, r);
        expect(d).toBe(gridDistance(b, a, r));
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d % 2).toBe(0);
        expect(gridDistance(a, a, r)).toBe(0);
      }),
    );
  });
  it("property: alternating is never shorter than equal, and never more than half again", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (dx, dy) => {
        const equal = gridSteps(dx, dy, "equal");
        const alternating = gridSteps(dx, dy, "alternating");
        expect(alternating).toBeGreaterThanOrEqual(equal);
        expect(alternating).toBeLessThanOrEqual(equal * 1.5);
      }),
    );
  });
});

describe("reach and threatened squares", () => {
  it("Tiny and smaller: reach 0 (they must be in your space); Small and up: 2 m", () => {
    expect(defaultReach("fine")).toBe(0);
    expect(defaultReach("diminutive")).toBe(0);
    expect(defaultReach("tiny")).toBe(0);
    expect(defaultReach("small")).toBe(2);
    expect(defaultReach("colossal")).toBe(2);
  });
  it("2 m reach threatens the eight squares around and its own", () => {
    const squares = threatenedSquares(sq(5, 5), 2);
    expect(squares).toHaveLength(9);
    expect(squares[0]).toEqual({ x: 4, y: 4 });
    expect(squares[8]).toEqual({ x: 6, y: 6 });
  });
  it("the default rule is alternating: 4 m reach misses the second diagonal", () => {
    expect(threatensFootprint(sq(0, 0), 4, sq(2, 2))).toBe(false);
    expect(threatensFootprint(sq(0, 0), 4, sq(2, 2), "equal")).toBe(true);
  });
  it("reach 0 threatens only its own square", () => {
    expect(threatenedSquares(sq(5, 5), 0)).toEqual([{ x: 5, y: 5 }]);
    expect(threatensFootprint(sq(5, 5), 0, sq(5, 5))).toBe(true);
    expect(threatensFootprint(sq(5, 5), 0, sq(6, 5))).toBe(false);
  });
  it("4 m reach (a rancor's): two squares out, still next to it; not the second diagonal (alternating)", () => {
    const squares = threatenedSquares(sq(5, 5), 4);
    expect(squares).toHaveLength(21);
    expect(squares).toContainEqual({ x: 5, y: 5 });
    expect(squares).toContainEqual({ x: 6, y: 5 });
    expect(squares).toContainEqual({ x: 7, y: 6 });
    expect(squares).not.toContainEqual({ x: 7, y: 7 });
    expect(threatenedSquares(sq(5, 5), 4, "equal")).toHaveLength(25);
    expect(threatenedSquares(sq(5, 5), 5)).toHaveLength(21);
  });
  it("a Hutt's 2 m reach covers the ring around both its squares", () => {
    expect(threatenedSquares({ x: 0, y: 0, width: 2, height: 1 }, 2)).toHaveLength(12);
  });
  it("a negative reach threatens nothing", () => {
    expect(threatenedSquares(sq(0, 0), -2)).toEqual([]);
  });
  it("property: every threatened square is within reach, and the footprint's own squares are threatened", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0, 2, 4, 6),
        (x, y, width, height, reach) => {
          const footprint = { x, y, width, height };
          const squares = threatenedSquares(footprint, reach);
          expect(squares.length).toBeGreaterThan(0);
          for (const s of squares) expect(gridDistance(footprint, sq(s.x, s.y))).toBeLessThanOrEqual(reach);
          for (const own of footprintSquares(footprint)) expect(squares).toContainEqual(own);
        },
      ),
    );
  });
});

describe("moving through a threatened area (fed to movementProvokes)", () => {
  const guard = sq(5, 5);
  const mover = { width: 1, height: 1 };
  const path = (...points: [number, number][]) => points.map(([x, y]) => ({ x, y }));
  it("stepping out of the area: left, provokes", () => {
    const move = threatMovement({ path: path([6, 5], [7, 5]), mover, threatener: guard, reach: 2 });
    expect(move).toEqual({ startedInside: true, left: true, metersInside: 0 });
    expect(movementProvokes(move)).toBe(true);
    expect(movementProvokes({ ...move, twoMeterStep: true })).toBe(false);
  });
  it("starting inside, 2 m within the area does not provoke; 4 m does", () => {
    const two = threatMovement({ path: path([6, 4], [6, 5]), mover, threatener: guard, reach: 2 });
    expect(two).toEqual({ startedInside: true, left: false, metersInside: 2 });
    expect(movementProvokes(two)).toBe(false);
    const four = threatMovement({ path: path([6, 4], [6, 5], [6, 6]), mover, threatener: guard, reach: 2 });
    expect(four.metersInside).toBe(4);
    expect(movementProvokes(four)).toBe(true);
  });
  it("entering and stopping does not provoke; moving on inside does", () => {
    const enter = threatMovement({ path: path([8, 5], [7, 5], [6, 5]), mover, threatener: guard, reach: 2 });
    expect(enter).toEqual({ startedInside: false, left: false, metersInside: 0 });
    expect(movementProvokes(enter)).toBe(false);
    const on = threatMovement({ path: path([7, 5], [6, 5], [6, 6]), mover, threatener: guard, reach: 2 });
    expect(on.metersInside).toBe(2);
    expect(movementProvokes(on)).toBe(true);
  });
  it("the second diagonal step inside costs 4 m (alternating), 2 m with equal diagonals", () => {
    const big = { x: 0, y: 0, width: 9, height: 9 };
    const diagonal = path([1, 1], [2, 2], [3, 3]);
    expect(threatMovement({ path: diagonal, mover, threatener: big, reach: 2 }).metersInside).toBe(6);
    expect(
      threatMovement({ path: diagonal, mover, threatener: big, reach: 2, rule: "equal" }).metersInside,
    ).toBe(4);
    expect(
      threatMovement({ path: path([1, 1], [3, 3]), mover, threatener: big, reach: 2 }).metersInside,
    ).toBe(6);
    expect(
      threatMovement({ path: path([1, 1], [2, 2], [4, 3]), mover, threatener: big, reach: 2 }).metersInside,
    ).toBe(8);
  });
  it("a path of one position has not moved; an empty path neither", () => {
    expect(threatMovement({ path: path([6, 5]), mover, threatener: guard, reach: 2 })).toEqual({
      startedInside: true,
      left: false,
      metersInside: 0,
    });
    expect(threatMovement({ path: [], mover, threatener: guard, reach: 2 })).toEqual({
      startedInside: false,
      left: false,
      metersInside: 0,
    });
  });
  it("a big mover counts from any of its squares", () => {
    const hutt = { width: 2, height: 1 };
    expect(
      threatMovement({ path: path([3, 5], [2, 5]), mover: hutt, threatener: guard, reach: 2 }),
    ).toMatchObject({
      startedInside: true,
      left: true,
    });
  });
});
