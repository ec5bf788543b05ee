// Core Saga's Initiative modifier (Saga core, not in the texts).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("core initiative", () => {
  it("half the character level + Dex", () => {
    expect(saga.coreInitiative({ characterLevel: 5, dexModifier: 2 })).toEqual({
      total: 4,
      parts: [
        { label: "halfLevel", value: 2 },
        { label: "dexterity", value: 2 },
      ],
    });
  });
  it("trained +5, Skill Focus +5, the condition penalty and other", () => {
    const result = saga.coreInitiative({
      characterLevel: 1,
      dexModifier: 1,
      trained: true,
      skillFocus: true,
      conditionPenalty: -5,
      other: 2,
    });
    expect(result.total).toBe(0 + 1 + 5 + 5 - 5 + 2);
    expect(result.parts.map((part) => [part.label, part.value])).toEqual([
      ["dexterity", 1],
      ["trained", 5],
      ["skillFocus", 5],
      ["condition", -5],
      ["other", 2],
    ]);
  });
  it("untrained and without Skill Focus: neither bonus", () => {
    expect(
      saga.coreInitiative({ characterLevel: 2, dexModifier: 0, trained: false, skillFocus: false }).total,
    ).toBe(1);
  });
  it("constants: trained +5, Skill Focus +5", () => {
    expect(saga.TRAINED_SKILL_BONUS).toBe(5);
    expect(saga.SKILL_FOCUS_BONUS).toBe(5);
  });
});
