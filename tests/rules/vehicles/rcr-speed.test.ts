// MSRD › Vehicle Speed, The Effects of Speed, Declaring Speed, Moving (shared/RULES-API-VEHICLES.md › RCR › Speed).
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../src/rules/index.ts";

describe("MSRD › Vehicle Speed: the speed table", () => {
  it.each([
    ["stationary", 0, 0, 0, 0, 0, 0, null],
    ["alley", 0, 0, 1, 20, 1, 2, { character: 1, chase: 1 }],
    ["street", 1, -1, 21, 50, 3, 5, { character: 2, chase: 1 }],
    ["highway", 2, -2, 51, 150, 6, 15, { character: 4, chase: 2 }],
    ["allOut", 4, -4, 151, null, 16, null, { character: 8, chase: 2 }],
  ] as const)(
    "%s: Defense %i, check %i, squares and turn number",
    (category, def, check, cMin, cMax, sMin, sMax, turn) => {
      expect(vehicles.speedCategory(category)).toEqual({
        defense: def,
        check,
        squares: { character: { min: cMin, max: cMax }, chase: { min: sMin, max: sMax } },
        turnNumber: turn,
      });
    },
  );
  it("stationary's check, a dash in the table, is +0 (decision 1)", () => {
    expect(vehicles.speedCategory("stationary").check).toBe(0);
  });
  it("a caller changing a row does not change the table", () => {
    vehicles.speedCategory("street").squares.character.min = 99;
    expect(vehicles.speedCategory("street").squares.character.min).toBe(21);
  });
});

describe("MSRD › Vehicle Speed: the category a move falls in", () => {
  it.each([
    [0, "character", "stationary"],
    [-3, "character", "stationary"],
    [1, "character", "alley"],
    [20, "character", "alley"],
    [21, "character", "street"],
    [50, "character", "street"],
    [51, "character", "highway"],
    [150, "character", "highway"],
    [151, "character", "allOut"],
    [1000, "character", "allOut"],
    [2, "chase", "alley"],
    [3, "chase", "street"],
    [5, "chase", "street"],
    [6, "chase", "highway"],
    [15, "chase", "highway"],
    [16, "chase", "allOut"],
  ] as const)("%i squares at %s scale: %s", (squares, scale, category) => {
    expect(vehicles.speedCategoryFor(squares, scale)).toBe(category);
  });
  it("refuses a move that is not a number, naming the field", () => {
    expect(() => vehicles.speedCategoryFor(Number.NaN, "chase")).toThrow(/squares/);
  });
});

describe("MSRD › Declaring Speed, Moving", () => {
  it("keeps the category or moves it one step up or down", () => {
    expect(vehicles.declareSpeed({ current: "street", next: "street" })).toEqual({ ok: true });
    expect(vehicles.declareSpeed({ current: "street", next: "highway" })).toEqual({ ok: true });
    expect(vehicles.declareSpeed({ current: "street", next: "alley" })).toEqual({ ok: true });
  });
  it("two steps either way are refused", () => {
    expect(vehicles.declareSpeed({ current: "street", next: "allOut" })).toEqual({
      ok: false,
      refused: "moreThanOneStep",
    });
    expect(vehicles.declareSpeed({ current: "street", next: "stationary" })).toEqual({
      ok: false,
      refused: "moreThanOneStep",
    });
  });
  it("never above the top speed; exactly the top speed is allowed; the default top is allOut", () => {
    expect(vehicles.declareSpeed({ current: "street", next: "highway", topSpeed: "street" })).toEqual({
      ok: false,
      refused: "aboveTopSpeed",
    });
    expect(vehicles.declareSpeed({ current: "alley", next: "street", topSpeed: "street" })).toEqual({
      ok: true,
    });
    expect(vehicles.declareSpeed({ current: "highway", next: "allOut" })).toEqual({ ok: true });
  });
  it("in reverse never above alley speed, for every vehicle (decision 2)", () => {
    expect(vehicles.declareSpeed({ current: "alley", next: "street", reverse: true })).toEqual({
      ok: false,
      refused: "reverseAboveAlley",
    });
    expect(vehicles.declareSpeed({ current: "stationary", next: "alley", reverse: true })).toEqual({
      ok: true,
    });
  });
  it("refusals are checked in the union's order", () => {
    expect(
      vehicles.declareSpeed({ current: "stationary", next: "highway", topSpeed: "alley", reverse: true }),
    ).toEqual({ ok: false, refused: "moreThanOneStep" });
    expect(
      vehicles.declareSpeed({ current: "alley", next: "street", topSpeed: "alley", reverse: true }),
    ).toEqual({
      ok: false,
      refused: "aboveTopSpeed",
    });
  });
});
