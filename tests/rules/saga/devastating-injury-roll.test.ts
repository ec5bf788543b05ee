// saga-variant-character-combat.txt › Special Attacks (the injury roll: 1d20, 3d20, "normal") and › Defense
// Scores (Devastating Injury Defense).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("the devastating injury roll", () => {
  it("a heavy attack rolls one d20 + modifiers; equal to the defense succeeds, one below fails", () => {
    expect(saga.devastatingInjuryRoll({ tier: "heavy", d20s: [12], modifier: 3, defense: 15 })).toEqual({
      ok: true,
      kept: 12,
      total: 15,
      success: true,
    });
    expect(saga.devastatingInjuryRoll({ tier: "heavy", d20s: [11], modifier: 3, defense: 15 })).toMatchObject(
      {
        total: 14,
        success: false,
      },
    );
  });

  it("an improved heavy attack keeps the best of three d20s", () => {
    expect(
      saga.devastatingInjuryRoll({ tier: "improvedHeavy", d20s: [4, 17, 9], modifier: -2, defense: 15 }),
    ).toEqual({ ok: true, kept: 17, total: 15, success: true });
  });

  it("a master heavy attack's roll is normal: one d20", () => {
    expect(saga.devastatingInjuryRoll({ tier: "masterHeavy", d20s: [2], modifier: 20, defense: 23 })).toEqual(
      {
        ok: true,
        kept: 2,
        total: 22,
        success: false,
      },
    );
  });

  it("the wrong number of dice for the tier is refused", () => {
    expect(
      saga.devastatingInjuryRoll({ tier: "improvedHeavy", d20s: [20], modifier: 0, defense: 1 }),
    ).toEqual({
      ok: false,
      refused: "wrongDiceCount",
    });
    expect(
      saga.devastatingInjuryRoll({ tier: "heavy", d20s: [20, 20, 20], modifier: 0, defense: 1 }),
    ).toEqual({
      ok: false,
      refused: "wrongDiceCount",
    });
  });

  it("the dice as a formula: 1d20, 3d20kh, 1d20", () => {
    expect(saga.devastatingInjuryDice("heavy")).toBe("1d20");
    expect(saga.devastatingInjuryDice("improvedHeavy")).toBe("3d20kh");
    expect(saga.devastatingInjuryDice("masterHeavy")).toBe("1d20");
  });
});

describe("the injury roll's modifier (a reading of 'your relevant modifiers')", () => {
  it("the heavy attack's bonus without the tier's penalty: +2 after -6 is +8, after -12 +14, after -18 +20", () => {
    expect(saga.devastatingInjuryModifier("heavy", 2)).toBe(8);
    expect(saga.devastatingInjuryModifier("improvedHeavy", 2)).toBe(14);
    expect(saga.devastatingInjuryModifier("masterHeavy", 2)).toBe(20);
  });
});
