// rcr-combat.txt › Bantha Rush, Trip, Overrun (one size category larger at most; +4 per size category),
// Grapple Checks › Special Size Modifier; opposed checks and their ties.
import { describe, expect, it } from "vitest";
import {
  beats,
  canManeuverAgainst,
  check,
  maneuverSizeModifier,
  opposedWin,
  opposedWinner,
  STABILITY_BONUS,
  sizeSteps,
} from "../../src/rules/index.ts";

describe("a check: the d20 plus its parts", () => {
  it("sums the parts, drops the zero ones, adds situational modifiers", () => {
    const result = check(
      12,
      [
        { label: "strength", value: 3 },
        { label: "size", value: 0 },
      ],
      2,
    );
    expect(result).toEqual({
      d20: 12,
      modifier: 5,
      total: 17,
      parts: [
        { label: "strength", value: 3 },
        { label: "situational", value: 2 },
      ],
    });
  });
});

describe("opposed checks and ties", () => {
  const side = (total: number, modifier: number) => ({ d20: total - modifier, modifier, total, parts: [] });
  it("the higher total wins, either way round", () => {
    expect(opposedWinner(side(15, 0), side(14, 9), "beat")).toBe("attacker");
    expect(opposedWinner(side(14, 9), side(15, 0), "modifier")).toBe("defender");
  });
  it('"beat": a tie goes to the defender whatever the modifiers', () => {
    expect(opposedWinner(side(15, 9), side(15, 0), "beat")).toBe("defender");
  });
  it('"modifier": a tie goes to the higher modifier, then both roll again', () => {
    expect(opposedWinner(side(15, 5), side(15, 4), "modifier")).toBe("attacker");
    expect(opposedWinner(side(15, 4), side(15, 5), "modifier")).toBe("defender");
    expect(opposedWinner(side(15, 4), side(15, 4), "modifier")).toBe("reroll");
  });
  it("beats: only a strictly higher total; opposedWin: the modifier rule", () => {
    expect(beats(side(16, 0), side(15, 9))).toBe(true);
    expect(beats(side(15, 9), side(15, 0))).toBe(false);
    expect(opposedWin(side(15, 9), side(15, 0))).toBe("attacker");
    expect(opposedWin(side(15, 0), side(15, 9))).toBe("defender");
    expect(opposedWin(side(15, 3), side(15, 3))).toBe("reroll");
  });
});

describe("size steps and the one-size-larger limit", () => {
  it("counts categories from the first size to the second", () => {
    expect(sizeSteps("medium", "huge")).toBe(2);
    expect(sizeSteps("huge", "small")).toBe(-3);
    expect(sizeSteps("tiny", "tiny")).toBe(0);
  });
  it("an opponent one size larger can be rushed, tripped or overrun; two sizes larger cannot", () => {
    expect(canManeuverAgainst("medium", "large")).toBe(true);
    expect(canManeuverAgainst("medium", "medium")).toBe(true);
    expect(canManeuverAgainst("medium", "fine")).toBe(true);
    expect(canManeuverAgainst("medium", "huge")).toBe(false);
  });
  it("+4 per size category above Medium-size, -4 per category below", () => {
    expect(maneuverSizeModifier("colossal")).toBe(16);
    expect(maneuverSizeModifier("large")).toBe(4);
    expect(maneuverSizeModifier("medium")).toBe(0);
    expect(maneuverSizeModifier("small")).toBe(-4);
    expect(maneuverSizeModifier("fine")).toBe(-16);
  });
  it("the stability bonus is +4", () => {
    expect(STABILITY_BONUS).toBe(4);
  });
});
