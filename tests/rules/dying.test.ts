// rcr-combat.txt › Dying (-1 to -9 Wound Points); Dead (-10 Wound Points); Recovering without Help;
// Recovering with Help.
import { describe, expect, it } from "vitest";
import { DYING_SAVE_DC, dyingCheck, stabilizeDC, stabilizeWithHelp } from "../../src/rules/index.ts";

describe("the dying check: Fortitude DC 10 each round", () => {
  it("DC 10", () => {
    expect(DYING_SAVE_DC).toBe(10);
  });
  it("success stabilizes: no wound lost", () => {
    expect(dyingCheck({ wounds: -3, fortitudeTotal: 10 })).toEqual({ wounds: -3, stable: true, dead: false });
  });
  it("failure loses 1 wound point", () => {
    expect(dyingCheck({ wounds: -3, fortitudeTotal: 9 })).toEqual({ wounds: -4, stable: false, dead: false });
  });
  it("failing at -9 reaches -10: dead", () => {
    expect(dyingCheck({ wounds: -9, fortitudeTotal: 2 })).toEqual({ wounds: -10, stable: false, dead: true });
  });
  it("a character at exactly -10 is dead: no save stabilizes him", () => {
    expect(dyingCheck({ wounds: -10, fortitudeTotal: 30 })).toEqual({
      wounds: -10,
      stable: false,
      dead: true,
    });
  });
  it("a dead character stays dead whatever the roll", () => {
    expect(dyingCheck({ wounds: -12, fortitudeTotal: 30 })).toEqual({
      wounds: -12,
      stable: false,
      dead: true,
    });
  });
  it("a character at 0 or more is not dying: unchanged", () => {
    expect(dyingCheck({ wounds: 0, fortitudeTotal: 1 })).toEqual({ wounds: 0, stable: true, dead: false });
  });
});

describe("stabilizing with help", () => {
  it("Treat Injury with a medical kit: DC 15", () => {
    expect(stabilizeDC("treatInjury")).toBe(15);
    expect(stabilizeWithHelp("treatInjury", 15)).toBe(true);
    expect(stabilizeWithHelp("treatInjury", 14)).toBe(false);
  });
  it("Heal Another: DC 10", () => {
    expect(stabilizeDC("healAnother")).toBe(10);
    expect(stabilizeWithHelp("healAnother", 10)).toBe(true);
    expect(stabilizeWithHelp("healAnother", 9)).toBe(false);
  });
});
