// rcr-combat.txt › Grenadelike Weapon Attacks, Range Penalty, Cover Reflex Save Bonus,
// Cover Table note a.
import { describe, expect, it } from "vitest";
import {
  burstDamage,
  grenadeDeviation,
  grenadeLanding,
  grenadeSquareAttack,
  inBurst,
} from "../../src/rules/index.ts";

describe("a grenade thrown at a square: Defense 5, -2 per range increment beyond the first", () => {
  it("within the first increment (3 m at 4 m): no penalty, Defense 5, 5 hits and 4 misses", () => {
    expect(grenadeSquareAttack({ d20: 3, attackBonus: 2, distance: 3, rangeIncrement: 4 })).toEqual({
      ok: true,
      defense: 5,
      rangePenalty: 0,
      total: 5,
      hit: true,
      rangeIncrements: 0,
    });
    expect(grenadeSquareAttack({ d20: 2, attackBonus: 2, distance: 3, rangeIncrement: 4 })).toMatchObject({
      total: 4,
      hit: false,
    });
  });
  it("a grenade at 20 m, the thrown maximum (increment 4 m): five increments, -10", () => {
    const result = grenadeSquareAttack({ d20: 12, attackBonus: 3, distance: 20, rangeIncrement: 4 });
    expect(result).toEqual({
      ok: true,
      defense: 5,
      rangePenalty: -10,
      total: 5,
      hit: true,
      rangeIncrements: 5,
    });
  });
  it("exactly one increment (4 m) is the second increment: -2", () => {
    expect(grenadeSquareAttack({ d20: 10, attackBonus: 0, distance: 4, rangeIncrement: 4 })).toMatchObject({
      rangePenalty: -2,
      total: 8,
      rangeIncrements: 1,
    });
  });
  it("natural 1 misses and natural 20 hits", () => {
    expect(grenadeSquareAttack({ d20: 1, attackBonus: 30, distance: 2, rangeIncrement: 4 })).toMatchObject({
      hit: false,
    });
    expect(grenadeSquareAttack({ d20: 20, attackBonus: -30, distance: 2, rangeIncrement: 4 })).toMatchObject({
      hit: true,
    });
  });
  it("thrown: at most five increments; a launcher (projectile) reaches ten", () => {
    expect(grenadeSquareAttack({ d20: 10, attackBonus: 0, distance: 21, rangeIncrement: 4 })).toEqual({
      ok: false,
      refused: "beyondMaxRange",
    });
    expect(
      grenadeSquareAttack({ d20: 10, attackBonus: 0, distance: 21, rangeIncrement: 4, kind: "projectile" }),
    ).toMatchObject({
      ok: true,
      rangePenalty: -10,
    });
    expect(
      grenadeSquareAttack({ d20: 10, attackBonus: 0, distance: 9, rangeIncrement: 4, maxIncrements: 2 }),
    ).toEqual({
      ok: false,
      refused: "beyondMaxRange",
    });
  });
});

describe("where a missed grenade lands", () => {
  const from = { x: 0.5, y: 10.5 };
  const target = { x: 0.5, y: 0.5 }; // thrown up the map (-y)
  it("a miss at 20 m: d3 = 2, + 2 m for five increments, d8 = 1 (long): 4 m beyond the target", () => {
    const deviation = grenadeDeviation({ d3: 2, d8: 1, rangeIncrements: 5 });
    expect(deviation).toEqual({ meters: 4, direction: "long" });
    const landing = grenadeLanding({ from, target, ...deviation });
    expect(landing.point.x).toBeCloseTo(0.5);
    expect(landing.point.y).toBeCloseTo(-1.5);
    expect(landing.square).toEqual({ x: 0, y: -2 });
  });
  it("right is the thrower's right: throwing up the map, right is +x; short comes back toward the thrower", () => {
    expect(grenadeLanding({ from, target, meters: 2, direction: "right" }).square).toEqual({ x: 1, y: 0 });
    expect(grenadeLanding({ from, target, meters: 2, direction: "left" }).square).toEqual({ x: -1, y: 0 });
    expect(grenadeLanding({ from, target, meters: 2, direction: "short" }).square).toEqual({ x: 0, y: 1 });
  });
  it("throwing to the east, right is down the map (+y)", () => {
    const east = grenadeLanding({
      from: { x: 0.5, y: 0.5 },
      target: { x: 10.5, y: 0.5 },
      meters: 2,
      direction: "right",
    });
    expect(east.point.x).toBeCloseTo(10.5);
    expect(east.point.y).toBeCloseTo(1.5);
  });
  it("the diagonal directions are at 45°: long-right 2√2 m lands one square long and one right", () => {
    const at = (direction: Parameters<typeof grenadeLanding>[0]["direction"]) =>
      grenadeLanding({ from, target, meters: 2 * Math.SQRT2, direction }).point;
    const cases = [
      ["long-right", 1.5, -0.5],
      ["short-right", 1.5, 1.5],
      ["short-left", -0.5, 1.5],
      ["long-left", -0.5, -0.5],
    ] as const;
    for (const [direction, x, y] of cases) {
      expect(at(direction).x).toBeCloseTo(x);
      expect(at(direction).y).toBeCloseTo(y);
    }
  });
  it("a throw at the thrower's own point: long is up the map", () => {
    const here = grenadeLanding({ from: target, target, meters: 2, direction: "long" });
    expect(here.point).toEqual({ x: 0.5, y: -0.5 });
  });
});

describe("who is in the burst", () => {
  it("a 4 m burst reaches two squares straight and one diagonal plus one straight, not two diagonals", () => {
    const landing = { x: 5, y: 5 };
    const at = (x: number, y: number) => ({ x, y, width: 1, height: 1 });
    expect(inBurst({ landing, radius: 4, footprint: at(7, 5) })).toBe(true);
    expect(inBurst({ landing, radius: 4, footprint: at(8, 5) })).toBe(false);
    expect(inBurst({ landing, radius: 4, footprint: at(7, 6) })).toBe(true);
    expect(inBurst({ landing, radius: 4, footprint: at(7, 7) })).toBe(false);
    expect(inBurst({ landing, radius: 4, footprint: at(7, 7), rule: "equal" })).toBe(true);
  });
  it("a big creature is caught when any of its squares is", () => {
    expect(
      inBurst({ landing: { x: 0, y: 0 }, radius: 2, footprint: { x: 1, y: -3, width: 2, height: 5 } }),
    ).toBe(true);
  });
});

describe("burst damage: a Reflex save for half", () => {
  it("exactly the DC halves the damage (rounded down); one less takes it all", () => {
    expect(burstDamage({ damage: 13, reflexDC: 15, reflexTotal: 15 })).toEqual({
      saveTotal: 15,
      reflexBonus: 0,
      saved: true,
      outcome: "half",
      amount: 6,
    });
    expect(burstDamage({ damage: 13, reflexDC: 15, reflexTotal: 14 })).toMatchObject({
      saved: false,
      outcome: "full",
      amount: 13,
    });
  });
  it("half of 1 is still 1; a damage roll below 1 counts as 1", () => {
    expect(burstDamage({ damage: 1, reflexDC: 15, reflexTotal: 20 }).amount).toBe(1);
    expect(burstDamage({ damage: 0, reflexDC: 15, reflexTotal: 2 }).amount).toBe(1);
  });
  it("cover adds its Reflex bonus: half cover +2 turns a 13 into a 15", () => {
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 13, cover: "half" })).toMatchObject({
      saveTotal: 15,
      reflexBonus: 2,
      saved: true,
      amount: 5,
    });
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 12, cover: "quarter" })).toMatchObject({
      saveTotal: 13,
      saved: false,
    });
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 12, cover: "threeQuarters" })).toMatchObject({
      saveTotal: 15,
      saved: true,
    });
  });
  it("nine-tenths cover (+4): a failed save halves, a success avoids it all", () => {
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 11, cover: "nineTenths" })).toMatchObject({
      saveTotal: 15,
      reflexBonus: 4,
      saved: true,
      outcome: "none",
      amount: 0,
    });
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 10, cover: "nineTenths" })).toMatchObject({
      saved: false,
      outcome: "half",
      amount: 5,
    });
  });
  it("total cover: the burst does not reach", () => {
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 0, cover: "total" })).toEqual({
      saveTotal: 0,
      reflexBonus: 0,
      saved: true,
      outcome: "none",
      amount: 0,
    });
  });
  it("a natural 1 fails and a natural 20 succeeds whatever the total", () => {
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 30, reflexD20: 1 }).saved).toBe(false);
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 2, reflexD20: 20 }).saved).toBe(true);
    expect(burstDamage({ damage: 10, reflexDC: 15, reflexTotal: 15, reflexD20: 10 }).saved).toBe(true);
  });
});
