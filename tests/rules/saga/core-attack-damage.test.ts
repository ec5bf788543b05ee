// Core Saga's attack bonus and flat damage bonus with one weapon (Saga core, not in the texts).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const trooper = { baseAttackBonus: 3, strModifier: 2, dexModifier: 1 };

describe("core attack bonus", () => {
  it("ranged: BAB + Dex, nothing else", () => {
    expect(saga.coreAttackBonus({ kind: "ranged", ...trooper })).toEqual({
      total: 4,
      parts: [
        { label: "bab", value: 3 },
        { label: "dexterity", value: 1 },
      ],
    });
  });
  it("melee: BAB + Str", () => {
    expect(saga.coreAttackBonus({ kind: "melee", ...trooper })).toEqual({
      total: 5,
      parts: [
        { label: "bab", value: 3 },
        { label: "strength", value: 2 },
      ],
    });
  });
  it("Weapon Focus +1, not proficient −5, the condition penalty and other, each its own part", () => {
    const result = saga.coreAttackBonus({
      kind: "ranged",
      ...trooper,
      weaponFocus: true,
      proficient: false,
      conditionPenalty: -2,
      other: 3,
    });
    expect(result.total).toBe(3 + 1 + 1 - 5 - 2 + 3);
    expect(result.parts.map((part) => part.label)).toEqual([
      "bab",
      "dexterity",
      "weaponFocus",
      "nonproficient",
      "condition",
      "other",
    ]);
  });
  it("proficient by default and when said so: no penalty", () => {
    expect(saga.coreAttackBonus({ kind: "ranged", ...trooper, proficient: true }).total).toBe(4);
  });
  it("constants: Weapon Focus +1, nonproficient −5", () => {
    expect(saga.WEAPON_FOCUS_BONUS).toBe(1);
    expect(saga.NONPROFICIENT_PENALTY).toBe(-5);
  });
});

describe("core damage bonus", () => {
  it("ranged: half the heroic level, rounded down, and no Strength", () => {
    expect(saga.coreDamageBonus({ kind: "ranged", heroicLevel: 5, strModifier: 3 })).toEqual({
      total: 2,
      parts: [{ label: "halfLevel", value: 2 }],
    });
  });
  it("melee adds Strength; two-handed doubles it", () => {
    expect(saga.coreDamageBonus({ kind: "melee", heroicLevel: 4, strModifier: 3 })).toEqual({
      total: 5,
      parts: [
        { label: "halfLevel", value: 2 },
        { label: "strength", value: 3 },
      ],
    });
    expect(
      saga.coreDamageBonus({ kind: "melee", heroicLevel: 4, strModifier: 3, twoHanded: true }).total,
    ).toBe(8);
  });
  it("a Strength penalty is never doubled, one-handed or two-handed", () => {
    expect(saga.coreDamageBonus({ kind: "melee", heroicLevel: 2, strModifier: -1 }).total).toBe(0);
    expect(
      saga.coreDamageBonus({ kind: "melee", heroicLevel: 2, strModifier: -1, twoHanded: true }).total,
    ).toBe(0);
  });
  it("other adds; level 1 adds nothing (half of 1 is 0)", () => {
    expect(saga.coreDamageBonus({ kind: "ranged", heroicLevel: 1, strModifier: 0, other: 2 })).toEqual({
      total: 2,
      parts: [{ label: "other", value: 2 }],
    });
  });
  it("half a level rounds down: 7 → 3, 0 → 0", () => {
    expect(saga.halfLevel(7)).toBe(3);
    expect(saga.halfLevel(0)).toBe(0);
  });
});
