// Range bands (Saga core, not in the texts): the published weapon range table in squares, point blank 0,
// short -2, medium -5, long -10, nothing beyond long; accurate weapons ignore the short-range penalty,
// inaccurate ones cannot fire at long range. Distance: saga-special-combat-rules.txt › Diagonal Movement.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const band = (category: string, distance: number, accuracy?: saga.SagaAccuracy) =>
  saga.rangeBand({ category, distance, ...(accuracy ? { accuracy } : {}) });

// Each category's band edges: [last square of point blank, short, medium, long].
const EDGES: [string, number, number, number, number][] = [
  ["heavy", 50, 100, 250, 500],
  ["pistol", 20, 40, 60, 80],
  ["rifle", 30, 60, 150, 300],
  ["simple", 20, 40, 60, 80],
  ["thrown", 6, 8, 10, 12],
];

describe("the range table: each band's last square and the first square of the next", () => {
  for (const [category, pointBlank, short, medium, long] of EDGES) {
    it(`${category}: point blank to ${pointBlank}, short to ${short}, medium to ${medium}, long to ${long}`, () => {
      expect(band(category, 0)).toEqual({ ok: true, band: "pointBlank", penalty: 0 });
      expect(band(category, pointBlank)).toEqual({ ok: true, band: "pointBlank", penalty: 0 });
      expect(band(category, pointBlank + 1)).toEqual({ ok: true, band: "short", penalty: -2 });
      expect(band(category, short)).toEqual({ ok: true, band: "short", penalty: -2 });
      expect(band(category, short + 1)).toEqual({ ok: true, band: "medium", penalty: -5 });
      expect(band(category, medium)).toEqual({ ok: true, band: "medium", penalty: -5 });
      expect(band(category, medium + 1)).toEqual({ ok: true, band: "long", penalty: -10 });
      expect(band(category, long)).toEqual({ ok: true, band: "long", penalty: -10 });
      expect(band(category, long + 1)).toEqual({ ok: false, refused: "outOfRange" });
    });
  }

  it("a melee weapon, or an unknown category, has no range bands", () => {
    expect(band("melee", 1)).toEqual({ ok: false, refused: "notRanged" });
    expect(band("toString", 1)).toEqual({ ok: false, refused: "notRanged" });
    expect(saga.isRangeCategory("rifle")).toBe(true);
    expect(saga.isRangeCategory("melee")).toBe(false);
  });

  it("the penalties: point blank 0, short -2, medium -5, long -10", () => {
    expect(saga.RANGE_PENALTIES).toEqual({ pointBlank: 0, short: -2, medium: -5, long: -10 });
  });
});

describe("accuracy", () => {
  it("an accurate weapon takes no penalty at short range, the others as usual", () => {
    expect(band("rifle", 31, "accurate")).toEqual({ ok: true, band: "short", penalty: 0 });
    expect(band("rifle", 61, "accurate")).toEqual({ ok: true, band: "medium", penalty: -5 });
    expect(band("rifle", 151, "accurate")).toEqual({ ok: true, band: "long", penalty: -10 });
    expect(band("rifle", 31, "normal")).toEqual({ ok: true, band: "short", penalty: -2 });
  });

  it("an inaccurate weapon cannot fire at long range, but may at medium", () => {
    expect(band("pistol", 61, "inaccurate")).toEqual({ ok: false, refused: "outOfRange" });
    expect(band("pistol", 60, "inaccurate")).toEqual({ ok: true, band: "medium", penalty: -5 });
    expect(band("pistol", 21, "inaccurate")).toEqual({ ok: true, band: "short", penalty: -2 });
  });
});

describe("counting squares: each diagonal step counts as 2", () => {
  const at = (x: number, y: number, size = 1) => ({ x, y, width: size, height: size });
  it("a side neighbour is 1 square away, a corner neighbour 2, the same square 0", () => {
    expect(saga.rangeSquares(at(0, 0), at(1, 0))).toBe(1);
    expect(saga.rangeSquares(at(0, 0), at(0, -1))).toBe(1);
    expect(saga.rangeSquares(at(0, 0), at(1, 1))).toBe(2);
    expect(saga.rangeSquares(at(3, 3), at(3, 3))).toBe(0);
  });
  it("5 across and 3 down: 2 straight and 3 diagonal steps, 8 squares, either way round", () => {
    expect(saga.rangeSquares(at(0, 0), at(5, 3))).toBe(8);
    expect(saga.rangeSquares(at(5, 3), at(0, 0))).toBe(8);
  });
  it("from the nearest squares of a large creature: a 2 × 2 at (0, 0) to (4, 1) is 3 squares", () => {
    expect(saga.rangeSquares(at(0, 0, 2), at(4, 1))).toBe(3);
    expect(saga.rangeSquares(at(4, 1), at(0, 0, 2))).toBe(3);
    expect(saga.rangeSquares(at(0, 0, 2), at(1, 1))).toBe(0);
  });
});

describe("a band the player names: its penalty for the weapon's accuracy", () => {
  it("normal: 0, -2, -5, -10; accurate: short 0; inaccurate: long impossible (null)", () => {
    expect(saga.RANGE_BANDS.map((b) => saga.rangePenalty(b))).toEqual([0, -2, -5, -10]);
    expect(saga.RANGE_BANDS.map((b) => saga.rangePenalty(b, "normal"))).toEqual([0, -2, -5, -10]);
    expect(saga.RANGE_BANDS.map((b) => saga.rangePenalty(b, "accurate"))).toEqual([0, 0, -5, -10]);
    expect(saga.RANGE_BANDS.map((b) => saga.rangePenalty(b, "inaccurate"))).toEqual([0, -2, -5, null]);
  });
});
