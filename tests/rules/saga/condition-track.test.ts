// Core Saga's five-step track (Saga core, not in the texts); saga-variant-character-combat.txt › The
// Condition Track (15 steps), Limb Condition Track (5 steps).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("condition track lengths", () => {
  it("core 5 steps, variant 15, each limb 5", () => {
    expect(saga.conditionTrackLength()).toBe(5);
    expect(saga.conditionTrackLength({ variantConditionTrack: false })).toBe(5);
    expect(saga.conditionTrackLength({ variantConditionTrack: true })).toBe(15);
    expect(saga.LIMB_TRACK_LENGTH).toBe(5);
  });
});

describe("moveConditionTrack", () => {
  it("moves down by the steps given", () => {
    expect(saga.moveConditionTrack(1, 2, 5)).toEqual({ condition: 3, bottom: false });
  });
  it("reaching the last step exactly is the bottom", () => {
    expect(saga.moveConditionTrack(3, 2, 5)).toEqual({ condition: 5, bottom: true });
  });
  it("never past the bottom", () => {
    expect(saga.moveConditionTrack(4, 7, 5)).toEqual({ condition: 5, bottom: true });
    expect(saga.moveConditionTrack(4, 7, 15)).toEqual({ condition: 11, bottom: false });
  });
  it("moving up never past normal", () => {
    expect(saga.moveConditionTrack(2, -1, 5)).toEqual({ condition: 1, bottom: false });
    expect(saga.moveConditionTrack(2, -5, 5)).toEqual({ condition: 0, bottom: false });
  });
});
