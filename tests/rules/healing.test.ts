// rcr-combat.txt › Natural Healing; Assisted Healing; Healing Limits.
import { describe, expect, it } from "vitest";
import { heal, rest } from "../../src/rules/index.ts";

const hurt = { vitality: 10, vitalityMax: 40, wounds: 8, woundsMax: 14 };

describe("Natural Healing", () => {
  it("a 5th-level soldier recovers 5 vitality points per hour and 1 wound point per day of rest", () => {
    expect(rest({ level: 5, hours: 1, ...hurt })).toMatchObject({
      vitality: 15,
      vitalityGained: 5,
      wounds: 8,
    });
    expect(rest({ level: 5, days: 1, ...hurt })).toMatchObject({ wounds: 9, woundsGained: 1, vitality: 10 });
  });
  it("hours and days add up", () => {
    expect(rest({ level: 2, hours: 3, days: 2, ...hurt })).toMatchObject({ vitality: 16, wounds: 10 });
  });
  it("1 ability score point per day per damaged ability", () => {
    const result = rest({
      level: 1,
      days: 2,
      ...hurt,
      abilities: { str: { value: 10, max: 14 }, dex: { value: 12, max: 13 } },
    });
    expect(result.abilities).toEqual({ str: 12, dex: 13 });
  });
  it("partial hours and days do not count; negatives count as none", () => {
    expect(rest({ level: 5, hours: 1.9, days: -1, ...hurt })).toMatchObject({ vitality: 15, wounds: 8 });
  });
  it("a dying character who is neither tended nor recovering regains no wounds", () => {
    expect(rest({ level: 3, days: 3, ...hurt, wounds: -2, woundsHeal: false }).wounds).toBe(-2);
  });
});

describe("Assisted Healing: long-term care doubles wounds and ability points to 2 a day", () => {
  it("2 wound points a day", () => {
    expect(rest({ level: 5, days: 2, longTermCare: true, ...hurt }).wounds).toBe(12);
  });
  it("2 ability points a day", () => {
    expect(
      rest({ level: 5, days: 1, longTermCare: true, ...hurt, abilities: { con: { value: 8, max: 12 } } })
        .abilities,
    ).toEqual({
      con: 10,
    });
  });
  it("vitality is not doubled", () => {
    expect(rest({ level: 5, hours: 1, longTermCare: true, ...hurt }).vitality).toBe(15);
  });
});

describe("Healing Limits: never above the full normal total", () => {
  it("healing stops at the maximum", () => {
    expect(rest({ level: 10, hours: 10, days: 30, ...hurt })).toMatchObject({ vitality: 40, wounds: 14 });
    expect(heal(13, 14, 5)).toBe(14);
  });
  it("a value above its maximum is not lowered, and nothing heals by 0 or less", () => {
    expect(heal(16, 14, 3)).toBe(16);
    expect(heal(5, 14, 0)).toBe(5);
    expect(heal(5, 14, -2)).toBe(5);
  });
  it("an ordinary character (no vitality) gains none", () => {
    expect(rest({ level: 3, hours: 5, vitality: 0, vitalityMax: 0, wounds: 5, woundsMax: 10 }).vitality).toBe(
      0,
    );
  });
});
