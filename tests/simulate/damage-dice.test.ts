// Damage formulas (src/simulate/damage-dice.ts): parsed once by the engine, rolled many times by
// the simulator. A sum of dice and numbers is flattened into signed dice groups and a constant; a
// product is rolled from the tree. Expected values by hand: a dN averages (N + 1) / 2.
import { describe, expect, it } from "vitest";
import { compileDamage, rollDamage } from "../../src/simulate/damage-dice.ts";
import { ScriptedRandom } from "./scripted-random.ts";

/** Rolls with exactly these dice: a die too many or too few fails the test. */
function rolled(formula: string, dice: number[]): number {
  const random = new ScriptedRandom(dice);
  const total = rollDamage(compileDamage(formula), random);
  expect(random.left).toBe(0);
  return total;
}

describe("a sum flattened into dice groups and a constant", () => {
  it("3d8 - 1d6 + 2: groups +3d8 and -1d6, constant 2", () => {
    const dice = compileDamage("3d8 - 1d6 + 2");
    expect(dice.formula).toBe("3d8 - 1d6 + 2");
    expect([...(dice.sum?.counts ?? [])]).toEqual([3, -1]);
    expect([...(dice.sum?.faces ?? [])]).toEqual([8, 6]);
    expect(dice.sum?.constant).toBe(2);
    // Mean 3 × 4.5 - 3.5 + 2 = 12; rolled 1, 2, 3 on the d8s and 4 on the d6: 6 - 4 + 2 = 4.
    expect(dice.mean).toBe(12);
    expect(rolled("3d8 - 1d6 + 2", [1, 2, 3, 4])).toBe(4);
  });
  it("10 - (1d4 + 1): the bracket's signs flip: -1d4, constant 9", () => {
    const dice = compileDamage("10 - (1d4 + 1)");
    expect([...(dice.sum?.counts ?? [])]).toEqual([-1]);
    expect(dice.sum?.constant).toBe(9);
    expect(dice.mean).toBe(6.5);
    expect(rolled("10 - (1d4 + 1)", [3])).toBe(6);
  });
  it("a negated bracket -(2d4 - 3): -2d4, constant +3", () => {
    const dice = compileDamage("-(2d4 - 3)");
    expect([...(dice.sum?.counts ?? [])]).toEqual([-2]);
    expect(dice.sum?.constant).toBe(3);
    expect(dice.mean).toBe(-2);
    expect(rolled("-(2d4 - 3)", [1, 4])).toBe(-2);
  });
  it("a number alone: no dice, the number itself", () => {
    expect(compileDamage("7").mean).toBe(7);
    expect(rolled("7", [])).toBe(7);
  });
});

describe("a product rolled from the tree", () => {
  it("(2d4 + 1) * 3: both d4s rolled, mean (5 + 1) × 3 = 18", () => {
    const dice = compileDamage("(2d4 + 1) * 3");
    expect(dice.sum).toBeNull();
    expect(dice.mean).toBe(18);
    expect(rolled("(2d4 + 1) * 3", [1, 4])).toBe(18);
    expect(rolled("(2d4 + 1) * 3", [2, 2])).toBe(15);
  });
  it("(10 - 1d4) * 2: subtraction inside a product, mean (10 - 2.5) × 2 = 15", () => {
    expect(compileDamage("(10 - 1d4) * 2").mean).toBe(15);
    expect(rolled("(10 - 1d4) * 2", [3])).toBe(14);
  });
  it("2 * -(1d6 + 1): a negated bracket inside a product, mean -9", () => {
    expect(compileDamage("2 * -(1d6 + 1)").mean).toBe(-9);
    expect(rolled("2 * -(1d6 + 1)", [5])).toBe(-12);
  });
});

describe("refusals", () => {
  it("names the formula, the engine's error code and where it went wrong", () => {
    expect(() => compileDamage("3x8")).toThrow(/^bad damage formula "3x8" \(unexpectedCharacter at \d+\)$/);
  });
  it("a reference (@str) is refused: a stat block's damage is a plain formula", () => {
    expect(() => compileDamage("1d6 + @str")).toThrow(/^bad damage formula "1d6 \+ @str"/);
  });
});
