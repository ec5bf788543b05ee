// rcr-combat.txt › Damage (Minimum Weapon Damage, Strength Modifier, Off-Hand Weapon, Wielding a Weapon
// Two-Handed); Point Blank Range; Unarmed Strike Damage.
import { describe, expect, it } from "vitest";
import {
  damageBonus,
  damageTotal,
  minimumDamage,
  strengthDamageBonus,
  unarmedDamage,
} from "../../src/rules/index.ts";

describe("Strength modifier to damage by grip", () => {
  it.each([
    [3, "one-hand", 3],
    [3, "off-hand", 1],
    [4, "off-hand", 2],
    [3, "two-hands", 4],
    [4, "two-hands", 6],
    [1, "two-hands", 1],
  ] as const)("Str %i, %s → %i", (mod, grip, bonus) => {
    expect(strengthDamageBonus(mod, grip)).toBe(bonus);
  });
  it.each(["one-hand", "off-hand", "two-hands"] as const)("a penalty is not scaled (%s)", (grip) => {
    expect(strengthDamageBonus(-2, grip)).toBe(-2);
  });
});

describe("damage bonus composition", () => {
  it("melee adds Strength by grip", () => {
    expect(damageBonus({ kind: "melee", strModifier: 2, grip: "two-hands" })).toEqual({
      total: 3,
      parts: [{ label: "strength", value: 3 }],
    });
  });
  it("default grip is one hand", () => {
    expect(damageBonus({ kind: "melee", strModifier: 2 }).total).toBe(2);
  });
  it("ranged adds no Strength unless asked (a thrown weapon where the GM rules so), never scaled", () => {
    expect(damageBonus({ kind: "ranged", strModifier: 2 }).parts).toEqual([]);
    expect(
      damageBonus({ kind: "ranged", strModifier: 2, grip: "two-hands", strengthToRanged: true }).total,
    ).toBe(2);
  });
  it("point blank range: +1 damage on a ranged attack", () => {
    expect(damageBonus({ kind: "ranged", distance: 2 }).parts).toEqual([{ label: "pointBlank", value: 1 }]);
    expect(damageBonus({ kind: "ranged", distance: 9, pointBlankShot: true }).total).toBe(1);
    expect(damageBonus({ kind: "melee", distance: 1 }).total).toBe(0);
  });
  it("situational modifiers", () => {
    expect(
      damageBonus({ kind: "melee", strModifier: 1, situational: [{ label: "charge", value: 2 }] }).total,
    ).toBe(3);
  });
});

describe("Minimum Weapon Damage: at least 1", () => {
  it("penalties bringing damage below 1 still deal 1", () => {
    expect(damageTotal(2, -4)).toBe(1);
    expect(minimumDamage(0)).toBe(1);
  });
  it("otherwise rolled + bonus", () => {
    expect(damageTotal(7, 2)).toBe(9);
    expect(minimumDamage(5)).toBe(5);
  });
});

describe("Unarmed Strike Damage by size", () => {
  it.each([
    ["small", "1d2"],
    ["medium", "1d3"],
    ["large", "1d4"],
  ] as const)("the text: %s → %s", (size, formula) => {
    expect(unarmedDamage(size)).toBe(formula);
  });
  it.each([
    ["fine", "1"],
    ["diminutive", "1"],
    ["tiny", "1"],
    ["huge", "1d6"],
    ["gargantuan", "1d8"],
    ["colossal", "2d6"],
  ] as const)("extrapolated: %s → %s", (size, formula) => {
    expect(unarmedDamage(size)).toBe(formula);
  });
});
