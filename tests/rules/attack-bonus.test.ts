// rcr-combat.txt › Attack Bonus; Attack Roll (Weapon Focus); Point Blank Range; Shooting or Throwing into a
// Melee; Precise Shot.
import { describe, expect, it } from "vitest";
import { attackBonus, isPointBlank } from "../../src/rules/index.ts";

describe("melee attack bonus = BAB + Strength modifier + size modifier", () => {
  it("a Medium soldier with BAB +3 and Str +2 → +5, parts bab, strength, size", () => {
    const result = attackBonus({ kind: "melee", bab: 3, strModifier: 2, dexModifier: 4, size: "medium" });
    expect(result.total).toBe(5);
    expect(result.parts).toEqual([
      { label: "bab", value: 3 },
      { label: "strength", value: 2 },
      { label: "size", value: 0 },
    ]);
  });

  it("melee ignores range, point blank and shooting into a melee", () => {
    const result = attackBonus({
      kind: "melee",
      bab: 1,
      strModifier: 0,
      size: "small",
      rangePenalty: -4,
      distance: 1,
      intoMelee: true,
    });
    expect(result.total).toBe(2);
    expect(result.parts.map((p) => p.label)).toEqual(["bab", "strength", "size"]);
  });

  it("a missing ability modifier counts as 0", () => {
    expect(attackBonus({ kind: "melee", bab: 2, size: "large" }).total).toBe(1);
  });
});

describe("ranged attack bonus = BAB + Dexterity modifier + size modifier + range penalty", () => {
  it("the blaster pistol at 38 meters: range penalty -6 enters as its own part", () => {
    const result = attackBonus({
      kind: "ranged",
      bab: 4,
      dexModifier: 3,
      strModifier: 5,
      size: "medium",
      rangePenalty: -6,
    });
    expect(result.total).toBe(1);
    expect(result.parts).toContainEqual({ label: "dexterity", value: 3 });
    expect(result.parts).toContainEqual({ label: "range", value: -6 });
    expect(result.parts.find((p) => p.label === "strength")).toBeUndefined();
  });

  it("no range part within the first range increment", () => {
    const result = attackBonus({ kind: "ranged", bab: 0, dexModifier: 1, size: "medium", rangePenalty: 0 });
    expect(result.parts.map((p) => p.label)).toEqual(["bab", "dexterity", "size"]);
  });
});

describe("Weapon Focus: +1 with the chosen weapon", () => {
  it.each(["melee", "ranged"] as const)("%s", (kind) => {
    const result = attackBonus({ kind, bab: 0, size: "medium", weaponFocus: true });
    expect(result.parts).toContainEqual({ label: "weaponFocus", value: 1 });
    expect(result.total).toBe(1);
  });
});

describe("Point Blank Range: +1 on a ranged attack at 2 m, or up to 10 m with Point Blank Shot", () => {
  it("a target 2 m away is at point blank range", () => {
    expect(isPointBlank(2)).toBe(true);
    expect(attackBonus({ kind: "ranged", bab: 0, size: "medium", distance: 2 }).total).toBe(1);
  });
  it("3 m is too far without the feat", () => {
    expect(isPointBlank(3)).toBe(false);
    expect(attackBonus({ kind: "ranged", bab: 0, size: "medium", distance: 3 }).total).toBe(0);
  });
  it("Point Blank Shot extends point blank range to 10 m", () => {
    expect(isPointBlank(10, true)).toBe(true);
    expect(isPointBlank(11, true)).toBe(false);
    expect(
      attackBonus({ kind: "ranged", bab: 0, size: "medium", distance: 8, pointBlankShot: true }).parts,
    ).toContainEqual({
      label: "pointBlank",
      value: 1,
    });
  });
  it("point blank at distance 0 (an adjacent target); a negative distance is no distance", () => {
    expect(isPointBlank(0)).toBe(true);
    expect(attackBonus({ kind: "ranged", bab: 0, size: "medium", distance: 0 }).total).toBe(1);
    expect(isPointBlank(-1)).toBe(false);
  });
  it("no distance given → no point blank bonus", () => {
    expect(isPointBlank(undefined, true)).toBe(false);
  });
});

describe("Shooting into a melee: -4, none with Precise Shot", () => {
  it("-4 when the target is engaged with an ally", () => {
    const result = attackBonus({ kind: "ranged", bab: 5, size: "medium", intoMelee: true });
    expect(result.total).toBe(1);
    expect(result.parts).toContainEqual({ label: "intoMelee", value: -4 });
  });
  it("Precise Shot removes the penalty", () => {
    expect(
      attackBonus({ kind: "ranged", bab: 5, size: "medium", intoMelee: true, preciseShot: true }).total,
    ).toBe(5);
  });
});

describe("situational modifiers", () => {
  it("a number becomes one 'situational' part", () => {
    const result = attackBonus({ kind: "melee", bab: 0, size: "medium", situational: 2 });
    expect(result.parts.at(-1)).toEqual({ label: "situational", value: 2 });
    expect(result.total).toBe(2);
  });
  it("labelled parts are kept as given; zero parts are left out", () => {
    const result = attackBonus({
      kind: "melee",
      bab: 0,
      size: "medium",
      situational: [
        { label: "flanking", value: 2 },
        { label: "higherGround", value: 1 },
        { label: "nothing", value: 0 },
      ],
    });
    expect(result.parts.slice(3)).toEqual([
      { label: "flanking", value: 2 },
      { label: "higherGround", value: 1 },
    ]);
    expect(result.total).toBe(3);
  });
  it("0 adds no part", () => {
    expect(attackBonus({ kind: "melee", bab: 0, size: "medium", situational: 0 }).parts).toHaveLength(3);
  });
  it("the total is always the sum of the parts", () => {
    const result = attackBonus({
      kind: "ranged",
      bab: 6,
      dexModifier: 2,
      size: "tiny",
      rangePenalty: -2,
      weaponFocus: true,
      distance: 1,
      intoMelee: true,
      situational: -1,
    });
    expect(result.total).toBe(result.parts.reduce((sum, p) => sum + p.value, 0));
    expect(result.total).toBe(6 + 2 + 2 - 2 + 1 + 1 - 4 - 1);
  });
});
