// Saves and the initiative modifier as the data models derive them.
import { describe, expect, it } from "vitest";
import { IMPROVED_INITIATIVE_BONUS, initiativeModifier } from "../../src/rules/rcr/initiative-modifier.ts";
import { SAVE_ABILITY, saveBonus } from "../../src/rules/rcr/saving-throws.ts";

describe("saving throws", () => {
  it("pairs Fortitude with Constitution, Reflex with Dexterity, Will with Wisdom", () => {
    expect(SAVE_ABILITY).toEqual({ fortitude: "con", reflex: "dex", will: "wis" });
  });

  it("adds the class bonus, the ability modifier and a situational bonus (cover's Reflex bonus)", () => {
    expect(saveBonus(2, 1)).toBe(3);
    expect(saveBonus(0, -1)).toBe(-1);
    expect(saveBonus(1, 2, 4)).toBe(7);
  });
});

describe("initiative modifier (rcr-combat.txt › Initiative Checks: a Dexterity check)", () => {
  it("is the Dexterity modifier", () => {
    expect(initiativeModifier(2)).toBe(2);
    expect(initiativeModifier(-1, false)).toBe(-1);
  });

  it("Improved Initiative adds +4", () => {
    expect(IMPROVED_INITIATIVE_BONUS).toBe(4);
    expect(initiativeModifier(1, true)).toBe(5);
  });
});
