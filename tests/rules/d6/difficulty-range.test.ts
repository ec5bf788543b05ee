// d6-combat.txt › Combat and Injuries (range difficulties), Estimating ranges; the difficulty ladder is the
// one the text's totals fall in (Tossing Grenades Away, the first aid totals).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

describe("range difficulties", () => {
  it.each([
    ["pointBlank", "veryEasy"],
    ["short", "easy"],
    ["medium", "moderate"],
    ["long", "difficult"],
  ] as const)("%s range is %s", (band, level) => {
    expect(d6.rangeDifficulty(band)).toBe(level);
  });
});

describe("the difficulty ladder", () => {
  it("lists the six levels with their totals, easiest first", () => {
    expect(d6.DIFFICULTY_LEVELS).toEqual([
      { level: "veryEasy", min: Number.NEGATIVE_INFINITY, max: 5 },
      { level: "easy", min: 6, max: 10 },
      { level: "moderate", min: 11, max: 15 },
      { level: "difficult", min: 16, max: 20 },
      { level: "veryDifficult", min: 21, max: 30 },
      { level: "heroic", min: 31, max: null },
    ]);
  });
  it.each([
    [-3, "veryEasy"],
    [0, "veryEasy"],
    [5, "veryEasy"],
    [6, "easy"],
    [10, "easy"],
    [11, "moderate"],
    [15, "moderate"],
    [16, "difficult"],
    [20, "difficult"],
    [21, "veryDifficult"],
    [30, "veryDifficult"],
    [31, "heroic"],
    [99, "heroic"],
  ] as const)("a total of %i is %s", (total, level) => {
    expect(d6.difficultyLevel(total)).toBe(level);
  });
  it("the text's numbers: 8 is Easy; 12, 13 and 14 are Moderate", () => {
    expect(d6.difficultyLevel(8)).toBe("easy");
    expect([12, 13, 14].map(d6.difficultyLevel)).toEqual(["moderate", "moderate", "moderate"]);
  });
  it("Sandor's toss of 13 is a Moderate total", () => {
    expect(d6.difficultyLevel(13)).toBe("moderate");
  });
  it.each([
    [5, "easy", false],
    [6, "easy", true],
    [10, "moderate", false],
    [11, "moderate", true],
    [15, "difficult", false],
    [16, "difficult", true],
    [20, "veryDifficult", false],
    [21, "veryDifficult", true],
    [30, "heroic", false],
    [31, "heroic", true],
    [-5, "veryEasy", true],
  ] as const)("a total of %i meets %s: %s", (total, level, meets) => {
    expect(d6.meetsDifficulty(total, level)).toBe(meets);
  });
  it("an Easy first aid total is 6 or more; a Moderate one 11 or more", () => {
    expect(d6.meetsDifficulty(6, "easy")).toBe(true);
    expect(d6.meetsDifficulty(11, "moderate")).toBe(true);
    expect(d6.meetsDifficulty(10, "moderate")).toBe(false);
  });
  it("every total meets the level it falls in, and not the next one up", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (total) => {
        const level = d6.difficultyLevel(total);
        expect(d6.meetsDifficulty(total, level)).toBe(true);
        const next = d6.DIFFICULTY_LEVELS[d6.DIFFICULTY_LEVELS.findIndex((row) => row.level === level) + 1];
        if (next) expect(d6.meetsDifficulty(total, next.level)).toBe(false);
      }),
    );
  });
});

describe("range bands by distance", () => {
  // Weapon ranges are data; a blaster pistol's standard D6 listing is 3-10/30/120.
  const pistol = { short: 10, medium: 30, long: 120 };
  it("within three meters is point-blank", () => {
    expect(d6.POINT_BLANK_METERS).toBe(3);
    expect(d6.rangeBand(0, pistol)).toBe("pointBlank");
    expect(d6.rangeBand(3, pistol)).toBe("pointBlank");
  });
  it.each([
    [3.5, "short"],
    [10, "short"],
    [10.5, "medium"],
    [30, "medium"],
    [31, "long"],
    [120, "long"],
  ] as const)("a pistol at %s m is at %s range", (distance, band) => {
    expect(d6.rangeBand(distance, pistol)).toBe(band);
  });
  it("beyond long range: null", () => {
    expect(d6.rangeBand(120.5, pistol)).toBeNull();
  });
  it("a weapon may set its own point-blank edge", () => {
    expect(d6.rangeBand(4, { ...pistol, pointBlank: 5 })).toBe("pointBlank");
    expect(d6.rangeBand(5.5, { ...pistol, pointBlank: 5 })).toBe("short");
  });
  it("the grenade at 20 meters is at medium range (short 10, medium 20)", () => {
    const grenade = { short: 10, medium: 20, long: 40 };
    expect(d6.rangeBand(20, grenade)).toBe("medium");
    expect(d6.rangeBand(16, grenade)).toBe("medium");
    expect(d6.rangeDifficulty(d6.rangeBand(20, grenade)!)).toBe("moderate");
  });
  it("bandEdges lists each band's farthest meters, nearest first", () => {
    expect(d6.bandEdges(pistol)).toEqual([
      ["pointBlank", 3],
      ["short", 10],
      ["medium", 30],
      ["long", 120],
    ]);
  });
});
