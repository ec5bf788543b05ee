// saga-special-combat-rules.txt › Shield Rating, Shield Damage; saga-variant-character-combat.txt › Shield Damage.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const variant = { variantShieldDamage: true };

describe("shield rating (core)", () => {
  it("damage is reduced by the SR; damage that exceeds it lowers it by 5", () => {
    expect(saga.applyShieldRating(25, 15)).toEqual({ damage: 10, absorbed: 15, shieldRating: 10 });
  });
  it("damage exactly equal to the SR is absorbed and the shield holds", () => {
    expect(saga.applyShieldRating(15, 15)).toEqual({ damage: 0, absorbed: 15, shieldRating: 15 });
  });
  it("damage below the SR is absorbed and the shield holds", () => {
    expect(saga.applyShieldRating(7, 15)).toEqual({ damage: 0, absorbed: 7, shieldRating: 15 });
  });
  it("one point over the SR lowers it by 5", () => {
    expect(saga.applyShieldRating(16, 15)).toEqual({ damage: 1, absorbed: 15, shieldRating: 10 });
  });
  it("the reduction is cumulative and stops at 0", () => {
    expect(saga.applyShieldRating(9, 3)).toEqual({ damage: 6, absorbed: 3, shieldRating: 0 });
  });
  it("no shield: everything passes, nothing changes", () => {
    expect(saga.applyShieldRating(9, 0)).toEqual({ damage: 9, absorbed: 0, shieldRating: 0 });
  });
  it("negative damage or a negative SR count as 0", () => {
    expect(saga.applyShieldRating(-5, 10)).toEqual({ damage: 0, absorbed: 0, shieldRating: 10 });
    expect(saga.applyShieldRating(4, -10)).toEqual({ damage: 4, absorbed: 0, shieldRating: 0 });
  });
});

describe("shield damage (variant)", () => {
  it("damage the shield only absorbs lowers it by 5", () => {
    expect(saga.applyShieldRating(7, 15, variant)).toEqual({ damage: 0, absorbed: 7, shieldRating: 10 });
    expect(saga.applyShieldRating(15, 15, variant)).toEqual({ damage: 0, absorbed: 15, shieldRating: 10 });
  });
  it("damage that exceeds the SR lowers it by 10, and the rest goes on", () => {
    expect(saga.applyShieldRating(16, 15, variant)).toEqual({ damage: 1, absorbed: 15, shieldRating: 5 });
  });
  it("no damage: nothing absorbed, the shield unchanged", () => {
    expect(saga.applyShieldRating(0, 15, variant)).toEqual({ damage: 0, absorbed: 0, shieldRating: 15 });
  });
  it("never below 0", () => {
    expect(saga.applyShieldRating(3, 4, variant).shieldRating).toBe(0);
    expect(saga.applyShieldRating(30, 8, variant).shieldRating).toBe(0);
  });
  it("the variant off behaves as core", () => {
    expect(saga.applyShieldRating(7, 15, { variantShieldDamage: false }).shieldRating).toBe(15);
  });
});

describe("recharging shields: three swift actions, then a DC 20 check", () => {
  it("a character's Mechanics check of exactly 20 adds 5", () => {
    expect(saga.rechargeShields({ shieldRating: 5, max: 20, checkTotal: 20, swiftActions: 3 })).toEqual({
      ok: true,
      success: true,
      shieldRating: 10,
      skill: "mechanics",
    });
  });
  it("19 fails and changes nothing", () => {
    expect(saga.rechargeShields({ shieldRating: 5, max: 20, checkTotal: 19, swiftActions: 3 })).toEqual({
      ok: true,
      success: false,
      shieldRating: 5,
      skill: "mechanics",
    });
  });
  it("a droid recharging itself uses Endurance", () => {
    const result = saga.rechargeShields({
      shieldRating: 0,
      max: 10,
      checkTotal: 22,
      swiftActions: 3,
      droidItself: true,
    });
    expect(result).toEqual({ ok: true, success: true, shieldRating: 5, skill: "endurance" });
  });
  it("never above the normal maximum", () => {
    expect(
      saga.rechargeShields({ shieldRating: 18, max: 20, checkTotal: 25, swiftActions: 3 }),
    ).toMatchObject({
      shieldRating: 20,
    });
    expect(
      saga.rechargeShields({ shieldRating: 20, max: 20, checkTotal: 25, swiftActions: 4 }),
    ).toMatchObject({
      shieldRating: 20,
    });
  });
  it("a shield already above its maximum is not lowered by a success", () => {
    expect(
      saga.rechargeShields({ shieldRating: 25, max: 20, checkTotal: 25, swiftActions: 3 }),
    ).toMatchObject({
      shieldRating: 25,
    });
  });
  it("two swift actions are not enough", () => {
    expect(saga.rechargeShields({ shieldRating: 5, max: 20, checkTotal: 30, swiftActions: 2 })).toEqual({
      ok: false,
      refused: "needsThreeSwiftActions",
    });
  });
});
