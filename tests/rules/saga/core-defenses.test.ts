// Core Saga's defenses and damage threshold (Saga core, not in the texts: the special text uses Reflex
// Defense and the damage threshold without their formulas); saga-special-combat-rules.txt › Helpless Opponents.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const jedi: saga.CoreDefensesInput = {
  heroicLevel: 6,
  dexModifier: 3,
  conModifier: 1,
  wisModifier: 2,
  size: "medium",
  classBonus: { reflex: 1, fortitude: 1, will: 2 },
};

describe("core defenses", () => {
  it("Reflex 10 + level + Dex + class + size; Fortitude 10 + level + Con + class; Will 10 + level + Wis + class", () => {
    expect(saga.coreDefenses(jedi)).toEqual({ reflex: 20, fortitude: 18, will: 20 });
  });
  it("no class bonus, no other: the bare formulas", () => {
    expect(saga.coreDefenses({ ...jedi, classBonus: undefined })).toEqual({
      reflex: 19,
      fortitude: 17,
      will: 18,
    });
  });
  it("other modifiers add to each defense", () => {
    expect(saga.coreDefenses({ ...jedi, other: { reflex: 1, fortitude: 2, will: 3 } })).toEqual({
      reflex: 21,
      fortitude: 20,
      will: 23,
    });
  });
  it("the size modifier counts on Reflex only", () => {
    expect(saga.coreDefenses({ ...jedi, size: "large" })).toEqual({ reflex: 19, fortitude: 18, will: 20 });
  });
  it("armor: its bonus replaces the heroic level, its max Dex caps a bonus, its equipment bonus adds to Fortitude", () => {
    expect(saga.coreDefenses({ ...jedi, armorBonus: 4, maxDexBonus: 2, armorFortitudeBonus: 1 })).toEqual({
      reflex: 10 + 4 + 2 + 1,
      fortitude: 19,
      will: 20,
    });
  });
  it("a max Dex bonus never caps a penalty", () => {
    expect(saga.coreDefenses({ ...jedi, dexModifier: -1, maxDexBonus: 0 }).reflex).toBe(16);
  });
  it("Armored Defense: the higher of heroic level and armor bonus", () => {
    expect(saga.coreDefenses({ ...jedi, armorBonus: 4, armoredDefense: true }).reflex).toBe(20);
    expect(saga.coreDefenses({ ...jedi, armorBonus: 8, armoredDefense: true }).reflex).toBe(22);
  });
  it("Improved Armored Defense: the higher of level + half the armor bonus (rounded down) and the armor bonus", () => {
    expect(saga.coreDefenses({ ...jedi, armorBonus: 5, improvedArmoredDefense: true }).reflex).toBe(
      10 + 8 + 3 + 1,
    );
    expect(
      saga.coreDefenses({ ...jedi, heroicLevel: 1, armorBonus: 9, improvedArmoredDefense: true }).reflex,
    ).toBe(10 + 9 + 3 + 1);
  });
  it("denied its Dex bonus (flat-footed): the bonus goes, a penalty stays", () => {
    expect(saga.coreDefenses({ ...jedi, loseDexBonus: true }).reflex).toBe(17);
    expect(saga.coreDefenses({ ...jedi, dexModifier: -2, loseDexBonus: true }).reflex).toBe(15);
  });
  it("helpless: the Dex modifier to Reflex is -5 whatever it was", () => {
    expect(saga.coreDefenses({ ...jedi, helpless: true })).toEqual({ reflex: 12, fortitude: 18, will: 20 });
  });
});

describe("size modifiers", () => {
  it.each([
    ["fine", 10, 0],
    ["diminutive", 5, 0],
    ["tiny", 2, 0],
    ["small", 1, 0],
    ["medium", 0, 0],
    ["large", -1, 5],
    ["huge", -2, 10],
    ["gargantuan", -5, 20],
    ["colossal", -10, 50],
  ] as const)("%s: Reflex %i, damage threshold +%i", (size, reflex, threshold) => {
    expect(saga.reflexSizeModifier(size)).toBe(reflex);
    expect(saga.damageThresholdSizeBonus(size)).toBe(threshold);
  });
});

describe("core damage threshold", () => {
  it("equals the Fortitude Defense for a Medium creature", () => {
    expect(saga.coreDamageThreshold({ fortitude: 18, size: "medium" })).toBe(18);
  });
  it("adds the size bonus, 5 per Improved Damage Threshold feat, and other", () => {
    expect(
      saga.coreDamageThreshold({ fortitude: 18, size: "huge", improvedDamageThreshold: 2, other: 1 }),
    ).toBe(39);
  });
});
