// saga-variant-character-combat.txt › Damage Threshold; core: Saga core, not in the texts.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const variant = { variantDamageThreshold: true };

describe("thresholdSteps, core", () => {
  it("damage equal to the threshold: one step; one below: none", () => {
    expect(saga.thresholdSteps(12, 12)).toBe(1);
    expect(saga.thresholdSteps(11, 12)).toBe(0);
  });
  it("any damage at or over the threshold is one step, however large, critical or not", () => {
    expect(saga.thresholdSteps(100, 12, true)).toBe(1);
  });
  it("no damage, no step, even against a threshold of 0", () => {
    expect(saga.thresholdSteps(0, 0)).toBe(0);
    expect(saga.thresholdSteps(-4, -10)).toBe(0);
  });
});

describe("thresholdSteps, variant: a step for each multiple exceeded", () => {
  it("at the threshold: 1 step", () => {
    expect(saga.thresholdSteps(10, 10, false, variant)).toBe(1);
  });
  it("exactly double does not exceed double: still 1", () => {
    expect(saga.thresholdSteps(20, 10, false, variant)).toBe(1);
  });
  it("one over double: 2; exactly triple: 2; one over triple: 3", () => {
    expect(saga.thresholdSteps(21, 10, false, variant)).toBe(2);
    expect(saga.thresholdSteps(30, 10, false, variant)).toBe(2);
    expect(saga.thresholdSteps(31, 10, false, variant)).toBe(3);
    expect(saga.thresholdSteps(41, 10, false, variant)).toBe(4);
  });
  it("a critical hit adds one step on top of a threshold step", () => {
    expect(saga.thresholdSteps(10, 10, true, variant)).toBe(2);
    expect(saga.thresholdSteps(21, 10, true, variant)).toBe(3);
  });
  it("a critical below the threshold gives no step on its own", () => {
    expect(saga.thresholdSteps(9, 10, true, variant)).toBe(0);
  });
  it("a threshold below 1 is read as 1", () => {
    expect(saga.thresholdSteps(3, 0, false, variant)).toBe(2);
    expect(saga.thresholdSteps(3, -2, false, variant)).toBe(2);
  });
});
