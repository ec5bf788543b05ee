// saga-variant-character-combat.txt › Standard Defense Formulas, Special Defense Formulas, Damage Threshold
// Formula, Mental Threshold, Mental Threshold Formula; saga-special-combat-rules.txt › Helpless Opponents.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const hero = {
  heroicLevel: 7,
  dexModifier: 3,
  conModifier: 2,
  wisModifier: 1,
  sizeModifier: -1,
};

describe("variant defenses", () => {
  it("the six formulas with every term", () => {
    expect(
      saga.defenses({
        ...hero,
        armorBonus: 4,
        combatManeuverAttackBonus: 6,
        classBonus: { general: 1, fortitude: 2, reflex: 3, will: 4, devastatingInjury: 5 },
        additional: {
          general: 10,
          combatManeuver: 20,
          fortitude: 30,
          reflex: 40,
          will: 50,
          devastatingInjury: 60,
        },
      }),
    ).toEqual({
      general: 10 + 3 + 3 + 4 + 1 - 1 + 10,
      combatManeuver: 10 + 3 + 6 + 20,
      fortitude: 10 + 3 + 2 + 2 - 1 + 30,
      reflex: 10 + 3 + 3 + 3 - 1 + 40,
      will: 10 + 3 + 1 + 4 + 50,
      devastatingInjury: 7 + 2 + 5 - 1 + 60,
    });
  });
  it("the bare formulas: half level rounded down, no armor, class or additional terms", () => {
    expect(saga.defenses(hero)).toEqual({
      general: 15,
      combatManeuver: 13,
      fortitude: 14,
      reflex: 15,
      will: 14,
      devastatingInjury: 8,
    });
  });
  it("Will has no size modifier; Devastating Injury uses the full level and no 10", () => {
    const small = saga.defenses({ ...hero, sizeModifier: 5 });
    const medium = saga.defenses({ ...hero, sizeModifier: 0 });
    expect(small.will).toBe(medium.will);
    expect(small.combatManeuver).toBe(medium.combatManeuver);
    expect(small.devastatingInjury - medium.devastatingInjury).toBe(5);
  });
  it("a helpless creature's Dex modifier to Reflex is -5; nothing else changes", () => {
    const normal = saga.defenses(hero);
    const helpless = saga.defenses({ ...hero, helpless: true });
    expect(helpless.reflex).toBe(7);
    expect({ ...helpless, reflex: 0 }).toEqual({ ...normal, reflex: 0 });
    expect(saga.defenses({ ...hero, dexModifier: -7, helpless: true }).reflex).toBe(7);
  });
});

describe("damage threshold and mental threshold", () => {
  it("damage threshold: 5 + half level + Con + every modifier", () => {
    expect(saga.damageThreshold({ heroicLevel: 9, conModifier: 3 })).toBe(12);
    expect(
      saga.damageThreshold({
        heroicLevel: 9,
        conModifier: 3,
        classModifier: 1,
        equipmentModifier: 2,
        sizeModifier: 5,
        speciesModifier: 10,
        abilityModifiers: 20,
      }),
    ).toBe(50);
  });
  it("mental threshold: 5 + half level + Wis + every modifier, no size", () => {
    expect(saga.mentalThreshold({ heroicLevel: 9, wisModifier: 2 })).toBe(11);
    expect(
      saga.mentalThreshold({
        heroicLevel: 9,
        wisModifier: 2,
        classModifier: 1,
        equipmentModifier: 2,
        speciesModifier: 10,
        abilityModifiers: 20,
      }),
    ).toBe(44);
  });
  it("mental threshold steps follow the variant damage threshold rule", () => {
    expect(saga.mentalThresholdSteps({ roll: 14, threshold: 15 })).toBe(0);
    expect(saga.mentalThresholdSteps({ roll: 15, threshold: 15 })).toBe(1);
    expect(saga.mentalThresholdSteps({ roll: 30, threshold: 15 })).toBe(1);
    expect(saga.mentalThresholdSteps({ roll: 31, threshold: 15 })).toBe(2);
    expect(saga.mentalThresholdSteps({ roll: 15, threshold: 15, criticalSuccess: true })).toBe(2);
  });
});
