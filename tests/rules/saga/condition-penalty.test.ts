// Core Saga's condition track penalties (Saga core, not in the texts): normal, −1, −2, −5, −10, then the
// bottom step, unconscious or disabled, where the helpless rules apply instead of a penalty.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("condition penalty", () => {
  it("each step of the five-step track: 0, −1, −2, −5, −10", () => {
    expect([0, 1, 2, 3, 4].map((step) => saga.conditionPenalty(step))).toEqual([0, -1, -2, -5, -10]);
  });
  it("the variant's 15-step track names no penalty: 0 on every step, the bottom too", () => {
    const variant = { variantConditionTrack: true };
    expect([1, 4, 5, 14, 15].map((step) => saga.conditionPenalty(step, variant))).toEqual([0, 0, 0, 0, 0]);
    expect(saga.conditionPenalty(4, { variantConditionTrack: false })).toBe(-10);
  });
  it("the bottom step (helpless) and past it carry no penalty: the helpless rules apply instead", () => {
    expect(saga.conditionPenalty(4)).toBe(-10);
    expect(saga.conditionPenalty(5)).toBe(0);
    expect(saga.conditionPenalty(6)).toBe(0);
    expect(saga.conditionPenalty(9)).toBe(0);
  });
  it("a step above normal (negative) is no penalty", () => {
    expect(saga.conditionPenalty(-1)).toBe(0);
  });
});

describe("helpless at the bottom of the track", () => {
  it("exactly at the track's length is helpless, one step above is not", () => {
    expect(saga.conditionHelpless(5, 5)).toBe(true);
    expect(saga.conditionHelpless(4, 5)).toBe(false);
    expect(saga.conditionHelpless(15, 15)).toBe(true);
    expect(saga.conditionHelpless(14, 15)).toBe(false);
  });
});
