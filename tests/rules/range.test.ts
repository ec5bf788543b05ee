// rcr-combat.txt › Range Penalty, Ranged Attacks (maximum range), Improvised Thrown Weapons (and dropped
// objects); rcr-additional-combat-rules.txt › Throwing Lightsabers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  droppedObject,
  improvisedThrow,
  maxRange,
  maxRangeIncrements,
  rangeIncrements,
  rangeParts,
  rangePenalty,
} from "../../src/rules/index.ts";

describe("range penalty: -2 per full range increment", () => {
  it("the blaster pistol (10 m) at 38 meters: -6", () => {
    expect(rangePenalty(38, 10, "projectile")).toBe(-6);
    expect(rangeIncrements(38, 10)).toBe(3);
  });
  it("up to 9 meters with a 10 m increment: no penalty; 10 m: -2", () => {
    expect(rangePenalty(0, 10, "energy")).toBe(0);
    expect(rangePenalty(9, 10, "energy")).toBe(0);
    expect(rangePenalty(9.99, 10, "energy")).toBe(0);
    expect(rangePenalty(10, 10, "energy")).toBe(-2);
  });
  it("thrown weapons reach 5 increments, energy and projectile weapons 10; beyond is null", () => {
    expect(maxRangeIncrements("thrown")).toBe(5);
    expect(maxRangeIncrements("projectile")).toBe(10);
    expect(maxRange(4, "thrown")).toBe(20);
    expect(rangePenalty(20, 4, "thrown")).toBe(-10);
    expect(rangePenalty(20.5, 4, "thrown")).toBeNull();
    expect(rangePenalty(100, 10, "projectile")).toBe(-20);
    expect(rangePenalty(101, 10, "projectile")).toBeNull();
  });
  it("a weapon with a shorter maximum range", () => {
    expect(rangePenalty(35, 10, "projectile", 3)).toBeNull();
    expect(rangePenalty(30, 10, "projectile", 3)).toBe(-6);
  });
  it("a labelled part for chat cards", () => {
    expect(rangeParts(38, 10, "projectile")).toEqual([{ label: "range", value: -6 }]);
    expect(rangeParts(5, 10, "projectile")).toEqual([]);
    expect(rangeParts(500, 10, "projectile")).toBeNull();
  });
  it("a non-positive range increment is refused", () => {
    expect(() => rangePenalty(5, 0, "thrown")).toThrow(
      new RangeError("range increment must be positive, got 0"),
    );
  });
  it("never positive, and never worse with a shorter distance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [near, far] = a < b ? [a, b] : [b, a];
        const p = rangePenalty(near, 10, "projectile") as number;
        const q = rangePenalty(far, 10, "projectile") as number;
        expect(p).toBeLessThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(p);
      }),
    );
  });
});

describe("improvised thrown weapons and thrown lightsabers: -4, range increment 4 m", () => {
  it("a lightsaber thrown 9 meters: improvised -4 and two increments -4", () => {
    expect(improvisedThrow(9)).toEqual({
      parts: [
        { label: "improvised", value: -4 },
        { label: "range", value: -4 },
      ],
      rangeIncrement: 4,
      rangeIncrements: 2,
    });
  });
  it("within the first increment only the improvised penalty; beyond 20 m no throw", () => {
    expect(improvisedThrow(3)?.parts).toEqual([{ label: "improvised", value: -4 }]);
    expect(improvisedThrow(21)).toBeNull();
  });
});

describe("dropped objects", () => {
  it("range increment 20 m from the altitude, no upper limit, -4, against Defense 5", () => {
    expect(droppedObject({ altitude: 1000 })).toEqual({
      parts: [
        { label: "improvised", value: -4 },
        { label: "range", value: -100 },
      ],
      rangeIncrement: 20,
      rangeIncrements: 50,
      measuredBy: "altitude",
      defense: 5,
    });
    expect(droppedObject({ altitude: 15, lateral: 3 })?.parts).toEqual([{ label: "improvised", value: -4 }]);
  });
  it("a square exactly altitude/5 away laterally is still measured by the altitude", () => {
    expect(droppedObject({ altitude: 50, lateral: 10 })?.measuredBy).toBe("altitude");
  });
  it("a square more than altitude/5 away laterally: a normal throw over the lateral distance", () => {
    const drop = droppedObject({ altitude: 50, lateral: 12 });
    expect(drop?.measuredBy).toBe("lateral");
    expect(drop?.rangeIncrement).toBe(4);
    expect(drop?.parts).toContainEqual({ label: "range", value: -6 });
  });
  it("the lateral distance cannot exceed 5 thrown increments (20 m for a grenade)", () => {
    expect(droppedObject({ altitude: 50, lateral: 20 })).not.toBeNull();
    expect(droppedObject({ altitude: 50, lateral: 21 })).toBeNull();
    expect(droppedObject({ altitude: 100, lateral: 30, thrownRangeIncrement: 10 })?.rangeIncrements).toBe(3);
  });
});
