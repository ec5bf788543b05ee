// rcr-combat.txt › Fatigued: -2 to the Strength and Dexterity scores, so their modifiers follow the lowered
// score; the other abilities are untouched. The sheet shows the score that counts and why.
import { describe, expect, it } from "vitest";
import { effectiveAbility, FATIGUE_ABILITIES } from "../../src/rules/index.ts";

describe("fatigue lowers Strength and Dexterity by 2, and the modifier follows", () => {
  it("Str 12 fatigued counts as 10: +0, not +1 (the sheet's 'Str 12 shows +0')", () => {
    expect(effectiveAbility("str", 12, -2)).toEqual({
      score: 12,
      effective: 10,
      modifier: 0,
      parts: [{ label: "fatigued", value: -2 }],
    });
  });

  it("Dex 17 fatigued counts as 15: +2, not +3", () => {
    const dex = effectiveAbility("dex", 17, -2);
    expect([dex.effective, dex.modifier]).toEqual([15, 2]);
    expect(dex.parts).toEqual([{ label: "fatigued", value: -2 }]);
  });

  it("an odd score loses only one point of modifier: Dex 13 fatigued counts as 11, +0", () => {
    expect(effectiveAbility("dex", 13, -2).modifier).toBe(0);
  });

  it.each(["con", "int", "wis", "cha"])(
    "%s 14 is untouched by fatigue: counts as 14, +2, no reason",
    (key) => {
      expect(effectiveAbility(key, 14, -2)).toEqual({ score: 14, effective: 14, modifier: 2, parts: [] });
    },
  );

  it("not fatigued (penalty 0): Str 12 counts as 12, +1, no reason", () => {
    expect(effectiveAbility("str", 12, 0)).toEqual({ score: 12, effective: 12, modifier: 1, parts: [] });
  });

  it("the abilities fatigue names are exactly Strength and Dexterity", () => {
    expect([...FATIGUE_ABILITIES]).toEqual(["str", "dex"]);
  });
});
