// Core Saga's defenses with their breakdowns (Saga core, not in the texts), the condition penalty on
// all three; their totals are coreDefenses'.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const scout: saga.CoreDefensesInput = {
  heroicLevel: 3,
  dexModifier: 2,
  conModifier: 1,
  wisModifier: 0,
  size: "small",
  classBonus: { reflex: 1, fortitude: 0, will: 2 },
};

describe("core defense breakdown", () => {
  it("names each part of Reflex, Fortitude and Will", () => {
    const { reflex, fortitude, will } = saga.coreDefenseBreakdown(scout);
    expect(reflex).toEqual({
      total: 17,
      parts: [
        { label: "base", value: 10 },
        { label: "heroicLevel", value: 3 },
        { label: "dexterity", value: 2 },
        { label: "class", value: 1 },
        { label: "size", value: 1 },
      ],
    });
    expect(fortitude.parts.map((p) => p.label)).toEqual(["base", "heroicLevel", "constitution"]);
    expect(fortitude.total).toBe(14);
    expect(will.parts.map((p) => p.label)).toEqual(["base", "heroicLevel", "class"]);
    expect(will.total).toBe(15);
  });

  it("every part named, class and other on all three defenses", () => {
    const { fortitude, will, reflex } = saga.coreDefenseBreakdown({
      ...scout,
      classBonus: { reflex: 1, fortitude: 2, will: 3 },
      wisModifier: 1,
      other: { reflex: 1, fortitude: 1, will: 1 },
    });
    expect(reflex.parts.map((p) => p.label)).toEqual([
      "base",
      "heroicLevel",
      "dexterity",
      "class",
      "size",
      "other",
    ]);
    expect(fortitude.parts).toEqual([
      { label: "base", value: 10 },
      { label: "heroicLevel", value: 3 },
      { label: "constitution", value: 1 },
      { label: "class", value: 2 },
      { label: "other", value: 1 },
    ]);
    expect(will.parts).toEqual([
      { label: "base", value: 10 },
      { label: "heroicLevel", value: 3 },
      { label: "wisdom", value: 1 },
      { label: "class", value: 3 },
      { label: "other", value: 1 },
    ]);
  });

  it("in armor the part is the armor's; with Armored Defense it is armoredDefense", () => {
    const armored = { ...scout, armorBonus: 5, armorFortitudeBonus: 2 };
    expect(saga.coreDefenseBreakdown(armored).reflex.parts[1]).toEqual({ label: "armor", value: 5 });
    expect(saga.coreDefenseBreakdown(armored).fortitude.parts).toContainEqual({
      label: "armorFortitude",
      value: 2,
    });
    expect(saga.coreDefenseBreakdown({ ...armored, armoredDefense: true }).reflex.parts[1]).toEqual({
      label: "armoredDefense",
      value: 5,
    });
    expect(saga.coreDefenseBreakdown({ ...armored, improvedArmoredDefense: true }).reflex.parts[1]).toEqual({
      label: "armoredDefense",
      value: 5,
    });
  });

  it("the condition penalty lowers all three defenses, as its own part", () => {
    const { reflex, fortitude, will } = saga.coreDefenseBreakdown({ ...scout, conditionPenalty: -2 });
    expect([reflex.total, fortitude.total, will.total]).toEqual([15, 12, 13]);
    for (const defense of [reflex, fortitude, will])
      expect(defense.parts).toContainEqual({ label: "condition", value: -2 });
    expect(saga.coreDefenses({ ...scout, conditionPenalty: -10 })).toEqual({
      reflex: 7,
      fortitude: 4,
      will: 5,
    });
  });

  it("totals are the sums of the parts, and are coreDefenses' (property)", () => {
    const sizes = ["fine", "tiny", "small", "medium", "large", "huge", "colossal"] as const;
    fc.assert(
      fc.property(
        fc.record({
          heroicLevel: fc.integer({ min: 0, max: 20 }),
          dexModifier: fc.integer({ min: -5, max: 10 }),
          conModifier: fc.integer({ min: -5, max: 10 }),
          wisModifier: fc.integer({ min: -5, max: 10 }),
          size: fc.constantFrom(...sizes),
          armorBonus: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
          conditionPenalty: fc.constantFrom(0, -1, -2, -5, -10),
        }),
        (input) => {
          const breakdown = saga.coreDefenseBreakdown(input);
          const totals = saga.coreDefenses(input);
          for (const key of ["reflex", "fortitude", "will"] as const) {
            const sum = breakdown[key].parts.reduce((total, part) => total + part.value, 0);
            expect(breakdown[key].total).toBe(sum);
            expect(totals[key]).toBe(sum);
          }
        },
      ),
    );
  });
});
