// A Force power's check against its DC ladder and targets (Saga core, not in the texts): Force Grip's ladder
// DC 15 2d6, DC 20 4d6, DC 25 6d6; a power with no activation DC (Force Slam) always works; Force Stun moves
// a target 1 step at its Fortitude and 1 more per full 5 points over it.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const grip = { activationDc: 15, step: 5, rungs: 2, dice: 2, dicePerRung: 2 };
const slam = { activationDc: 0, step: 5, rungs: 0, dice: 4, dicePerRung: 0 };

describe("the DC ladder", () => {
  it("Force Grip's rungs: DC 15 2d6, DC 20 4d6, DC 25 6d6", () => {
    expect(saga.forceLadderRungs(grip)).toEqual([
      { dc: 15, dice: 2 },
      { dc: 20, dice: 4 },
      { dc: 25, dice: 6 },
    ]);
  });
  it("14 fails; 15 activates at 2d6; 19 stays at 2d6; 20 reaches 4d6; 25 and 40 stop at the top, 6d6", () => {
    expect(saga.forcePowerOutcome(grip, 14)).toEqual({ activated: false, rung: -1, dice: 0 });
    expect(saga.forcePowerOutcome(grip, 15)).toEqual({ activated: true, rung: 0, dice: 2 });
    expect(saga.forcePowerOutcome(grip, 19)).toEqual({ activated: true, rung: 0, dice: 2 });
    expect(saga.forcePowerOutcome(grip, 20)).toEqual({ activated: true, rung: 1, dice: 4 });
    expect(saga.forcePowerOutcome(grip, 24)).toEqual({ activated: true, rung: 1, dice: 4 });
    expect(saga.forcePowerOutcome(grip, 25)).toEqual({ activated: true, rung: 2, dice: 6 });
    expect(saga.forcePowerOutcome(grip, 40)).toEqual({ activated: true, rung: 2, dice: 6 });
  });
  it("a power with no activation DC works on any total, even below 0: Force Slam's 4d6", () => {
    expect(saga.forceLadderRungs(slam)).toEqual([{ dc: 0, dice: 4 }]);
    expect(saga.forcePowerOutcome(slam, -3)).toEqual({ activated: true, rung: 0, dice: 4 });
    expect(saga.forcePowerOutcome(slam, 30)).toEqual({ activated: true, rung: 0, dice: 4 });
  });
  it("a power with no activation DC starts on its first rung, not its top: -3 stays at the first, 5 reaches the second", () => {
    const ladder = { activationDc: 0, step: 5, rungs: 2, dice: 2, dicePerRung: 2 };
    expect(saga.forcePowerOutcome(ladder, -3)).toEqual({ activated: true, rung: 0, dice: 2 });
    expect(saga.forcePowerOutcome(ladder, 5)).toEqual({ activated: true, rung: 1, dice: 4 });
  });
  it("a ladder without damage (Surge: DC 10, 15, 20) activates at 10 and deals 0 dice", () => {
    const surge = { activationDc: 10, step: 5, rungs: 2, dice: 0, dicePerRung: 0 };
    expect(saga.forcePowerOutcome(surge, 9).activated).toBe(false);
    expect(saga.forcePowerOutcome(surge, 17)).toEqual({ activated: true, rung: 1, dice: 0 });
  });
  it("negative rungs count as none above the activation", () => {
    expect(saga.forceLadderRungs({ ...grip, rungs: -2 })).toEqual([{ dc: 15, dice: 2 }]);
  });
});

describe("condition steps against a defense", () => {
  it("Force Stun against Fortitude 15: 14 nothing; 15 one step; 19 still one; 20 two; 29 two more than 1", () => {
    const stun = (checkTotal: number) =>
      saga.forceConditionSteps({ checkTotal, defense: 15, steps: 1, perFiveOver: true });
    expect([14, 15, 19, 20, 24, 25, 29].map(stun)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
  it("without per-five steps (Force Lightning's 1 step on a hit): 1 at or over the defense, whatever the margin", () => {
    const bolt = (checkTotal: number) => saga.forceConditionSteps({ checkTotal, defense: 18, steps: 1 });
    expect([17, 18, 30].map(bolt)).toEqual([0, 1, 1]);
  });
  it("a roll that reached the defense below it (a natural 20) moves the power's own steps, no more", () => {
    expect(
      saga.forceConditionSteps({ checkTotal: 12, defense: 18, steps: 1, perFiveOver: true, reached: true }),
    ).toBe(1);
    expect(saga.forceConditionSteps({ checkTotal: 12, defense: 18, steps: 1, reached: false })).toBe(0);
  });
});

describe("where an area power is placed", () => {
  it("a burst keeps its radius; a 6-square cone is placed as a 3-square circle, a 1-square cone as 1", () => {
    expect(saga.forcePowerAreaRadius("burst", 2)).toBe(2);
    expect(saga.forcePowerAreaRadius("cone", 6)).toBe(3);
    expect(saga.forcePowerAreaRadius("cone", 5)).toBe(3);
    expect(saga.forcePowerAreaRadius("cone", 1)).toBe(1);
  });
  it("no area, or a size of 0: 0", () => {
    expect(saga.forcePowerAreaRadius("none", 6)).toBe(0);
    expect(saga.forcePowerAreaRadius("burst", 0)).toBe(0);
    expect(saga.forcePowerAreaRadius("cone", 0)).toBe(0);
  });
});
