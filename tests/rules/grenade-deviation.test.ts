// rcr-combat.txt › Grenadelike Weapon Attacks (deviation: 1d3 m + 1 m per two range increments; d8 direction).
import { describe, expect, it } from "vitest";
import { GRENADE_SQUARE_DEFENSE, grenadeDeviation } from "../../src/rules/index.ts";

describe("grenade deviation distance", () => {
  it("1d3 meters within the first two range increments", () => {
    expect(grenadeDeviation({ d3: 2, d8: 1, rangeIncrements: 1 }).meters).toBe(2);
  });
  it("+1 meter per two range increments thrown: a grenade (4 m increment) thrown 20 m, 5 increments → +2", () => {
    expect(grenadeDeviation({ d3: 3, d8: 1, rangeIncrements: 20 / 4 }).meters).toBe(5);
  });
  it("only whole pairs of increments count", () => {
    expect(grenadeDeviation({ d3: 1, d8: 1, rangeIncrements: 3.9 }).meters).toBe(2);
    expect(grenadeDeviation({ d3: 1, d8: 1, rangeIncrements: -2 }).meters).toBe(1);
  });
});

describe("grenade deviation direction (d8)", () => {
  it.each([
    [1, "long"],
    [2, "long-right"],
    [3, "right"],
    [4, "short-right"],
    [5, "short"],
    [6, "short-left"],
    [7, "left"],
    [8, "long-left"],
  ] as const)("%i → %s", (d8, direction) => {
    expect(grenadeDeviation({ d3: 1, d8, rangeIncrements: 0 }).direction).toBe(direction);
  });
  it("out-of-range die values wrap around instead of failing", () => {
    expect(grenadeDeviation({ d3: 1, d8: 9, rangeIncrements: 0 }).direction).toBe("long");
    expect(grenadeDeviation({ d3: 1, d8: 0, rangeIncrements: 0 }).direction).toBe("long-left");
  });
});

describe("throwing at a square", () => {
  it("the square has Defense 5", () => {
    expect(GRENADE_SQUARE_DEFENSE).toBe(5);
  });
});
