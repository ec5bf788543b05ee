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

describe("variant defense breakdowns (the sheet's parts, issue 34)", () => {
  const every = {
    ...hero,
    armorBonus: 4,
    combatManeuverAttackBonus: 6,
    classBonus: { general: 1, fortitude: 2, reflex: 3, will: 4, devastatingInjury: 5 },
    additional: {
      general: -2,
      combatManeuver: -2,
      fortitude: -2,
      reflex: -2,
      will: -2,
      devastatingInjury: -2,
    },
  };
  const labelled = (composed: { parts: { label: string; value: number }[] }) =>
    composed.parts.map((part) => `${part.label} ${part.value}`);
  it("each formula's terms in the text's order, named", () => {
    const parts = saga.defenseBreakdown(every);
    expect(labelled(parts.general)).toEqual([
      "base 10",
      "halfLevel 3",
      "dexterity 3",
      "armor 4",
      "class 1",
      "size -1",
      "additional -2",
    ]);
    expect(labelled(parts.combatManeuver)).toEqual([
      "base 10",
      "dexterity 3",
      "combatManeuver 6",
      "additional -2",
    ]);
    expect(labelled(parts.fortitude)).toEqual([
      "base 10",
      "halfLevel 3",
      "constitution 2",
      "class 2",
      "size -1",
      "additional -2",
    ]);
    expect(labelled(parts.reflex)).toEqual([
      "base 10",
      "halfLevel 3",
      "dexterity 3",
      "class 3",
      "size -1",
      "additional -2",
    ]);
    expect(labelled(parts.will)).toEqual(["base 10", "halfLevel 3", "wisdom 1", "class 4", "additional -2"]);
    expect(labelled(parts.devastatingInjury)).toEqual([
      "heroicLevel 7",
      "constitution 2",
      "class 5",
      "size -1",
      "additional -2",
    ]);
  });
  it("each total is its parts' sum and the number saga.defenses gives", () => {
    const parts = saga.defenseBreakdown(every);
    const totals = saga.defenses(every);
    for (const [key, composed] of Object.entries(parts)) {
      expect(composed.total).toBe(composed.parts.reduce((sum, part) => sum + part.value, 0));
      expect(composed.total).toBe(totals[key as keyof typeof totals]);
    }
  });
  it("terms worth 0 are left out; a helpless creature's Reflex shows Dexterity −5", () => {
    const bare = saga.defenseBreakdown({ ...hero, sizeModifier: 0 });
    expect(labelled(bare.general)).toEqual(["base 10", "halfLevel 3", "dexterity 3"]);
    expect(labelled(bare.combatManeuver)).toEqual(["base 10", "dexterity 3"]);
    expect(labelled(saga.defenseBreakdown({ ...hero, helpless: true }).reflex)).toContain("dexterity -5");
  });
  it("the thresholds' parts: 5, half level, the ability, size (damage only) and each modifier", () => {
    const all = {
      classModifier: 1,
      equipmentModifier: 2,
      speciesModifier: 3,
      abilityModifiers: 4,
      otherModifiers: 6,
    };
    expect(
      labelled(saga.damageThresholdBreakdown({ heroicLevel: 9, conModifier: 3, sizeModifier: 5, ...all })),
    ).toEqual([
      "base 5",
      "halfLevel 4",
      "constitution 3",
      "size 5",
      "class 1",
      "equipment 2",
      "species 3",
      "ability 4",
      "other 6",
    ]);
    expect(labelled(saga.mentalThresholdBreakdown({ heroicLevel: 9, wisModifier: 2, ...all }))).toEqual([
      "base 5",
      "halfLevel 4",
      "wisdom 2",
      "class 1",
      "equipment 2",
      "species 3",
      "ability 4",
      "other 6",
    ]);
    expect(saga.damageThreshold({ heroicLevel: 9, conModifier: 3, otherModifiers: 6 })).toBe(18);
    expect(saga.mentalThreshold({ heroicLevel: 9, wisModifier: 2, otherModifiers: 6 })).toBe(17);
    expect(labelled(saga.mentalThresholdBreakdown({ heroicLevel: 1, wisModifier: 0 }))).toEqual(["base 5"]);
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
