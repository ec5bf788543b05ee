// rcr-additional-combat-rules.txt › Burst of Speed in Action (Special Attacks, Collisions); falling damage
// (RCR core, not in the texts).
import { describe, expect, it } from "vitest";
import {
  applyCollisionDamage,
  FALL_MAX_DICE,
  FALL_METERS_PER_DIE,
  fallDice,
  speedCollision,
  speedFeatBanthaRushBonus,
} from "../../src/rules/index.ts";

describe("Special Attacks: the speed feats' bantha rush bonus", () => {
  it("+4 Burst of Speed, +8 Force Speed and Knight Speed, +12 Master Speed", () => {
    expect(speedFeatBanthaRushBonus("burstOfSpeed")).toBe(4);
    expect(speedFeatBanthaRushBonus("forceSpeed")).toBe(8);
    expect(speedFeatBanthaRushBonus("knightSpeed")).toBe(8);
    expect(speedFeatBanthaRushBonus("masterSpeed")).toBe(12);
  });
});

describe("falling damage: 1d6 per full 3 m, at most 20d6", () => {
  it("2 m: none; 3 m: 1d6; 8 m: 2d6; 60 m: 20d6; 100 m: still 20d6", () => {
    expect(FALL_METERS_PER_DIE).toBe(3);
    expect(FALL_MAX_DICE).toBe(20);
    expect(fallDice(2)).toBe(0);
    expect(fallDice(3)).toBe(1);
    expect(fallDice(8)).toBe(2);
    expect(fallDice(60)).toBe(20);
    expect(fallDice(100)).toBe(20);
    expect(fallDice(-6)).toBe(0);
  });
});

describe("Collisions: a fall of the declared movement, Reflex DC 10 + 1 per 4 m", () => {
  it("a Jedi declaring 40 m who hits a wall after 12 m falls 40 m: 13d6, DC 20", () => {
    expect(speedCollision({ declaredMeters: 40 })).toEqual({
      fallMeters: 40,
      dice: 13,
      formula: "13d6",
      reflexDC: 20,
      toVitality: null,
    });
  });
  it("the DC counts full 4 m: 7 m → 11, 8 m → 12", () => {
    expect(speedCollision({ declaredMeters: 7 }).reflexDC).toBe(11);
    expect(speedCollision({ declaredMeters: 8 }).reflexDC).toBe(12);
  });
  it("exactly the DC turns the damage to vitality; one less does not", () => {
    expect(speedCollision({ declaredMeters: 8, reflexTotal: 12 }).toVitality).toBe(true);
    expect(speedCollision({ declaredMeters: 8, reflexTotal: 11 }).toVitality).toBe(false);
  });
  it("a declared move too short to hurt: no dice, DC 10", () => {
    expect(speedCollision({ declaredMeters: 2 })).toMatchObject({ dice: 0, formula: null, reflexDC: 10 });
    expect(speedCollision({ declaredMeters: -4 })).toMatchObject({ fallMeters: 0, reflexDC: 10 });
  });
});

describe("applying collision damage", () => {
  const jedi = { vitality: 30, wounds: 12, woundsMax: 12, heroic: true, damageReduction: 2 };
  it("with the save, vitality first", () => {
    expect(applyCollisionDamage(jedi, 10, true)).toMatchObject({
      vitality: 20,
      wounds: 12,
      vitalityLost: 10,
      woundsLost: 0,
    });
  });
  it("without it, wounds through armor DR; vitality untouched", () => {
    const result = applyCollisionDamage(jedi, 10, false);
    expect(result).toMatchObject({
      vitality: 30,
      wounds: 4,
      vitalityLost: 0,
      woundsLost: 8,
      reducedByDamageReduction: 2,
    });
    expect(result.fortitudeDC).toBe(13);
    expect(jedi.vitality).toBe(30);
  });
});
