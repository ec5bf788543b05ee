// rcr-combat.txt › Cover (Degree of Cover, Cover Defense Bonus, Cover Reflex Save Bonus, Striking the Cover
// Instead of a Missed Target, Cover Table); Concealment (Concealment Miss Chance, Concealment Table).
import { describe, expect, it } from "vitest";
import {
  bestCover,
  combinedMissChance,
  concealmentMissChance,
  concealmentMisses,
  coverBonus,
  nineTenthsCoverAreaDamage,
  struckCover,
} from "../../src/rules/index.ts";

describe("Cover Table", () => {
  it.each([
    ["none", 0, 0],
    ["quarter", 2, 1],
    ["half", 4, 2],
    ["threeQuarters", 7, 3],
    ["nineTenths", 10, 4],
  ] as const)("%s cover → Defense +%i, Reflex +%i", (degree, defense, reflex) => {
    expect(coverBonus(degree)).toEqual({ defense, reflex });
  });
  it("total cover: the defender cannot be targeted", () => {
    expect(coverBonus("total")).toBeNull();
  });
  it("nine-tenths cover: half damage on a failed Reflex save, none on a success", () => {
    expect(nineTenthsCoverAreaDamage("nineTenths", false)).toBe(0.5);
    expect(nineTenthsCoverAreaDamage("nineTenths", true)).toBe(0);
    expect(nineTenthsCoverAreaDamage("half", true)).toBeNull();
  });
});

describe("cover bonuses do not stack: the largest applies", () => {
  it("kneeling (one-quarter) behind a low wall (three-quarters) → three-quarters, +7 not +9", () => {
    const degree = bestCover(["quarter", "threeQuarters"]);
    expect(degree).toBe("threeQuarters");
    expect(coverBonus(degree)?.defense).toBe(7);
  });
  it("no cover at all → none; total wins over everything", () => {
    expect(bestCover([])).toBe("none");
    expect(bestCover(["half", "total", "quarter"])).toBe("total");
  });
});

describe("Striking the Cover Instead of a Missed Target", () => {
  it("a roll between the bare Defense and the covered Defense strikes the cover", () => {
    expect(struckCover(14, 17, 4)).toBe(true);
    expect(struckCover(13, 17, 4)).toBe(true);
  });
  it("a roll that would have missed anyway, or that hits, does not", () => {
    expect(struckCover(12, 17, 4)).toBe(false);
    expect(struckCover(17, 17, 4)).toBe(false);
  });
});

describe("Concealment Table (miss chance)", () => {
  it.each([
    ["none", 0],
    ["quarter", 10],
    ["half", 20],
    ["threeQuarters", 30],
    ["nineTenths", 40],
    ["total", 50],
  ] as const)("%s → %i%%", (degree, chance) => {
    expect(concealmentMissChance(degree)).toBe(chance);
  });
  it("dense foliage and near total darkness: the highest miss chance applies, not the sum", () => {
    expect(combinedMissChance(["threeQuarters", "nineTenths"])).toBe(40);
    expect(combinedMissChance([])).toBe(0);
  });
  it("the d% roll misses within the chance", () => {
    expect(concealmentMisses(20, 20)).toBe(true);
    expect(concealmentMisses(21, 20)).toBe(false);
    expect(concealmentMisses(1, 0)).toBe(false);
  });
});
