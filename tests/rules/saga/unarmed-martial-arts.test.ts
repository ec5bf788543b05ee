// saga-special-combat-rules.txt › Unarmed Attacks (Medium 1d4, Small 1d3); Martial Arts I-III one die step
// each (Saga core, not in the texts).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("unarmed damage with the Martial Arts feats", () => {
  it("Medium: 1d4, then 1d6, 1d8, 1d10 with Martial Arts I, II and III", () => {
    expect([0, 1, 2, 3].map((feats) => saga.martialArtsDamage("medium", feats))).toEqual([
      "1d4",
      "1d6",
      "1d8",
      "1d10",
    ]);
  });
  it("Small: 1d3, then 1d4, 1d6, 1d8", () => {
    expect([0, 1, 2, 3].map((feats) => saga.martialArtsDamage("small", feats))).toEqual([
      "1d3",
      "1d4",
      "1d6",
      "1d8",
    ]);
  });
  it("a fourth feat counts as the third; a negative count as none", () => {
    expect(saga.martialArtsDamage("medium", 4)).toBe("1d10");
    expect(saga.martialArtsDamage("medium", -1)).toBe("1d4");
    expect(saga.martialArtsDamage("medium", 1.9)).toBe("1d6");
  });
  it("a size the texts give no unarmed dice has none", () => {
    expect(saga.martialArtsDamage("large", 1)).toBeNull();
  });
});
