// saga-variant-character-combat.txt › Attack Roll Formulas, Double-Grip & Single-Grip Attack Roll Formulas,
// Special Attacks (Heavy, Improved Heavy, Master Heavy), Damage Calculation Formulas, Double-Grip &
// Single-Grip Damage Calculation Formulas, Special Attack Damage Calculation Formulas.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("variant attackBonus: the formulas", () => {
  it("melee: BAB + Str + upgrade + other", () => {
    expect(
      saga.attackBonus({ kind: "melee", bab: 5, strModifier: 3, dexModifier: 4, upgrade: 1, other: 2 }),
    ).toEqual({
      total: 11,
      parts: [
        { label: "bab", value: 5 },
        { label: "strength", value: 3 },
        { label: "upgrade", value: 1 },
        { label: "other", value: 2 },
      ],
    });
  });
  it("ranged: BAB + Dex + upgrade + range + other", () => {
    expect(
      saga.attackBonus({
        kind: "ranged",
        bab: 5,
        strModifier: 3,
        dexModifier: 4,
        upgrade: 1,
        rangePenalty: -2,
        other: 1,
      }),
    ).toEqual({
      total: 9,
      parts: [
        { label: "bab", value: 5 },
        { label: "dexterity", value: 4 },
        { label: "upgrade", value: 1 },
        { label: "range", value: -2 },
        { label: "other", value: 1 },
      ],
    });
  });
  it("a melee attack takes no range penalty", () => {
    expect(saga.attackBonus({ kind: "melee", bab: 1, rangePenalty: -4 }).total).toBe(1);
  });
  it("a combat maneuver: only its own attack bonus and other", () => {
    expect(
      saga.attackBonus({
        kind: "combatManeuver",
        bab: 9,
        strModifier: 4,
        combatManeuverAttackBonus: 6,
        other: 1,
      }),
    ).toEqual({
      total: 7,
      parts: [
        { label: "combatManeuver", value: 6 },
        { label: "other", value: 1 },
      ],
    });
  });
  it("a Force power: only Use the Force and other", () => {
    expect(saga.attackBonus({ kind: "force", bab: 9, dexModifier: 4, upgrade: 2, useTheForce: 12 })).toEqual({
      total: 12,
      parts: [{ label: "useTheForce", value: 12 }],
    });
  });
  it("nothing given: 0 with no parts", () => {
    expect(saga.attackBonus({ kind: "melee" })).toEqual({ total: 0, parts: [] });
    expect(saga.attackBonus({ kind: "ranged" })).toEqual({ total: 0, parts: [] });
    expect(saga.attackBonus({ kind: "combatManeuver" })).toEqual({ total: 0, parts: [] });
    expect(saga.attackBonus({ kind: "force" })).toEqual({ total: 0, parts: [] });
  });
});

describe("variant attackBonus: grips", () => {
  it("double grip melee: half Str, rounded down (Str 5 → 2, Str -3 → -2)", () => {
    expect(saga.attackBonus({ kind: "melee", strModifier: 5, grip: "double" }).total).toBe(2);
    expect(saga.attackBonus({ kind: "melee", strModifier: -3, grip: "double" }).total).toBe(-2);
  });
  it("single grip melee: half Str and -10", () => {
    expect(saga.attackBonus({ kind: "melee", bab: 6, strModifier: 5, grip: "single" })).toEqual({
      total: -2,
      parts: [
        { label: "bab", value: 6 },
        { label: "strength", value: 2 },
        { label: "singleGrip", value: -10 },
      ],
    });
  });
  it("double grip ranged: double Dex", () => {
    expect(saga.attackBonus({ kind: "ranged", dexModifier: 3, grip: "double" }).total).toBe(6);
  });
  it("single grip ranged: half Dex (rounded down) and -5", () => {
    expect(saga.attackBonus({ kind: "ranged", dexModifier: 3, grip: "single" })).toEqual({
      total: -4,
      parts: [
        { label: "dexterity", value: 1 },
        { label: "singleGrip", value: -5 },
      ],
    });
    expect(saga.attackBonus({ kind: "ranged", dexModifier: -3, grip: "single" }).total).toBe(-7);
  });
  it("normal grip: the modifier whole", () => {
    expect(saga.attackBonus({ kind: "ranged", dexModifier: 3, grip: "normal" }).total).toBe(3);
    expect(saga.attackBonus({ kind: "melee", strModifier: 5, grip: "normal" }).total).toBe(5);
  });
});

describe("variant damageRoll", () => {
  it("melee: dice + half heroic level (rounded down) + Str + upgrade + other", () => {
    expect(
      saga.damageRoll({ kind: "melee", dice: 8, heroicLevel: 5, strModifier: 3, upgrade: 1, other: 2 }),
    ).toEqual({
      total: 16,
      parts: [
        { label: "dice", value: 8 },
        { label: "halfLevel", value: 2 },
        { label: "strength", value: 3 },
        { label: "upgrade", value: 1 },
        { label: "other", value: 2 },
      ],
    });
  });
  it("ranged: no Strength, whatever the grip", () => {
    expect(
      saga.damageRoll({ kind: "ranged", dice: 9, heroicLevel: 4, strModifier: 3, upgrade: 1 }).total,
    ).toBe(12);
    expect(
      saga.damageRoll({ kind: "ranged", dice: 9, heroicLevel: 4, strModifier: 3, grip: "double" }).total,
    ).toBe(11);
    expect(
      saga.damageRoll({ kind: "ranged", dice: 9, heroicLevel: 4, strModifier: 3, grip: "single" }).total,
    ).toBe(11);
  });
  it("thrown: plain Strength whatever the grip", () => {
    expect(
      saga.damageRoll({ kind: "thrown", dice: 4, heroicLevel: 2, strModifier: 3, grip: "double" }).total,
    ).toBe(8);
    expect(
      saga.damageRoll({ kind: "thrown", dice: 4, heroicLevel: 2, strModifier: 3, grip: "single" }).total,
    ).toBe(8);
  });
  it("Force: dice + half level + other, no Strength, no upgrade", () => {
    expect(
      saga.damageRoll({ kind: "force", dice: 10, heroicLevel: 7, strModifier: 4, upgrade: 3, other: 1 }),
    ).toEqual({
      total: 14,
      parts: [
        { label: "dice", value: 10 },
        { label: "halfLevel", value: 3 },
        { label: "other", value: 1 },
      ],
    });
  });
  it("double grip melee: 2 × Str; single grip melee: Str / 2.5 rounded down", () => {
    expect(
      saga.damageRoll({ kind: "melee", dice: 6, heroicLevel: 0, strModifier: 3, grip: "double" }).total,
    ).toBe(12);
    expect(
      saga.damageRoll({ kind: "melee", dice: 6, heroicLevel: 0, strModifier: 5, grip: "single" }).total,
    ).toBe(8);
    expect(
      saga.damageRoll({ kind: "melee", dice: 6, heroicLevel: 0, strModifier: 4, grip: "single" }).total,
    ).toBe(7);
    expect(
      saga.damageRoll({ kind: "melee", dice: 6, heroicLevel: 0, strModifier: -3, grip: "single" }).total,
    ).toBe(4);
  });
  it("a critical doubles the dice only, before the modifiers", () => {
    expect(
      saga.damageRoll({ kind: "melee", dice: 7, heroicLevel: 4, strModifier: 2, critical: true }),
    ).toEqual({
      total: 18,
      parts: [
        { label: "dice", value: 14 },
        { label: "halfLevel", value: 2 },
        { label: "strength", value: 2 },
      ],
    });
  });
  it("a weapon's own critical multiplier", () => {
    expect(
      saga.damageRoll({ kind: "ranged", dice: 7, heroicLevel: 0, critical: true, criticalMultiplier: 3 })
        .total,
    ).toBe(21);
    expect(
      saga.damageRoll({ kind: "ranged", dice: 7, heroicLevel: 0, critical: false, criticalMultiplier: 3 })
        .total,
    ).toBe(7);
  });
  it("heavy attacks multiply the dice by 3, 4, 5 and are never critical", () => {
    const heavy = (tier: saga.HeavyAttackTier) =>
      saga.damageRoll({ kind: "ranged", dice: 10, heroicLevel: 0, heavy: tier, critical: true }).total;
    expect(heavy("heavy")).toBe(30);
    expect(heavy("improvedHeavy")).toBe(40);
    expect(heavy("masterHeavy")).toBe(50);
  });
  it("a melee heavy attack adds plain Strength, whatever the grip", () => {
    expect(
      saga.damageRoll({
        kind: "melee",
        dice: 5,
        heroicLevel: 6,
        strModifier: 4,
        grip: "double",
        heavy: "heavy",
      }).total,
    ).toBe(22);
  });
  it("nothing rolled: no parts", () => {
    expect(saga.damageRoll({ kind: "melee", dice: 0, heroicLevel: 1 })).toEqual({ total: 0, parts: [] });
  });
});

describe("heavy attacks", () => {
  it("Heavy: BAB 6, two attack actions, -6, dice ×3", () => {
    expect(saga.heavyAttack("heavy", 6)).toEqual({
      ok: true,
      attackActions: 2,
      attackPenalty: -6,
      diceMultiplier: 3,
    });
    expect(saga.heavyAttack("heavy", 5)).toEqual({ ok: false, refused: "babTooLow" });
  });
  it("Improved Heavy: BAB 12, three attack actions, -12, dice ×4", () => {
    expect(saga.heavyAttack("improvedHeavy", 12)).toEqual({
      ok: true,
      attackActions: 3,
      attackPenalty: -12,
      diceMultiplier: 4,
    });
    expect(saga.heavyAttack("improvedHeavy", 11)).toEqual({ ok: false, refused: "babTooLow" });
  });
  it("Master Heavy: BAB 18, two attack actions as written, -18, dice ×5", () => {
    expect(saga.heavyAttack("masterHeavy", 18)).toEqual({
      ok: true,
      attackActions: 2,
      attackPenalty: -18,
      diceMultiplier: 5,
    });
    expect(saga.heavyAttack("masterHeavy", 17)).toEqual({ ok: false, refused: "babTooLow" });
  });
});

describe("devastating injury", () => {
  it("inflicted only when the damage exceeds the threshold (equal is not enough)", () => {
    expect(saga.devastatingInjury({ tier: "heavy", damage: 15, damageThreshold: 15 })).toEqual({
      inflicted: false,
      injuryD20s: 0,
    });
    expect(saga.devastatingInjury({ tier: "heavy", damage: 16, damageThreshold: 15 })).toEqual({
      inflicted: true,
      injuryD20s: 1,
    });
  });
  it("the injury roll: 1 d20 heavy, 3 d20s improved, 1 d20 (normal) master", () => {
    expect(
      saga.devastatingInjury({ tier: "improvedHeavy", damage: 30, damageThreshold: 15 }).injuryD20s,
    ).toBe(3);
    expect(saga.devastatingInjury({ tier: "masterHeavy", damage: 30, damageThreshold: 15 }).injuryD20s).toBe(
      1,
    );
  });
});
