// Saga Edition vehicles (common knowledge, restated: shared/RULES-API-VEHICLES.md › Saga Edition): Hit
// Points, Damage Threshold, Shield Rating (saga-special-combat-rules.txt › Shield Rating, Damage
// Reduction), Dogfight.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";
import { starfighter } from "./saga-fixtures.ts";

describe("Saga › Shield Rating and Damage Reduction on a vehicle", () => {
  it("damage exactly equal to the SR is absorbed and leaves it whole", () => {
    expect(saga.vehicleDamage(starfighter(), { amount: 15 })).toMatchObject({
      absorbedByShield: 15,
      shieldRating: 15,
      dealt: 0,
      hitPoints: 120,
      condition: 0,
      destroyed: false,
      disabled: false,
    });
  });
  it("one more lowers the SR by 5; the rest meets DR 10", () => {
    expect(saga.vehicleDamage(starfighter(), { amount: 16 })).toMatchObject({
      absorbedByShield: 15,
      shieldRating: 10,
      reducedByDamageReduction: 1,
      dealt: 0,
    });
  });
  it("the variant's shield damage passes through the options", () => {
    expect(saga.vehicleDamage(starfighter(), { amount: 10 }, { variantShieldDamage: true })).toMatchObject({
      shieldRating: 10,
    });
  });
  it("no shield: shieldRating null; lightsabers ignore DR", () => {
    expect(
      saga.vehicleDamage(starfighter({ shieldRating: 0 }), { amount: 30, lightsaber: true }),
    ).toMatchObject({
      shieldRating: null,
      reducedByDamageReduction: 0,
      dealt: 30,
      hitPoints: 90,
      condition: 1,
    });
    expect(
      saga.vehicleDamage(starfighter({ shieldRating: undefined, damageReduction: undefined }), {
        amount: 20,
      }),
    ).toMatchObject({
      reducedByDamageReduction: 0,
      dealt: 20,
    });
  });
  it("refuses a damage amount that is not a number, naming the field", () => {
    expect(() => saga.vehicleDamage(starfighter(), { amount: Number.NaN })).toThrow(/hit\.amount/);
  });
});

describe("Saga › Damage Threshold: one step down the track", () => {
  it("a hit dealing exactly the threshold (28) moves it a step; 27 does not", () => {
    expect(saga.vehicleDamage(starfighter(), { amount: 53 })).toMatchObject({
      dealt: 28,
      damageThreshold: 28,
      thresholdSteps: 1,
      condition: 1,
      hitPoints: 92,
    });
    expect(saga.vehicleDamage(starfighter(), { amount: 52 })).toMatchObject({
      dealt: 27,
      thresholdSteps: 0,
      condition: 0,
    });
  });
  it("the threshold reads Fortitude before the condition penalty (decision 15)", () => {
    expect(saga.vehicleDamage(starfighter({ condition: 3 }), { amount: 53 })).toMatchObject({
      damageThreshold: 28,
      condition: 4,
    });
  });
  it("a step to the bottom of the track disables it, with hit points left", () => {
    expect(saga.vehicleDamage(starfighter({ condition: 4 }), { amount: 53 })).toMatchObject({
      condition: 5,
      hitPoints: 92,
      disabled: true,
      destroyed: false,
      occupantDamage: 0,
    });
  });
  it("the variant's threshold steps and 15-step track pass through the options", () => {
    const options = { variantDamageThreshold: true, variantConditionTrack: true };
    // 57 dealt is more than 2 × 28: two steps.
    expect(saga.vehicleDamage(starfighter(), { amount: 82 }, options)).toMatchObject({
      dealt: 57,
      thresholdSteps: 2,
      condition: 2,
    });
    expect(saga.vehicleDamage(starfighter({ condition: 5 }), { amount: 53 }, options)).toMatchObject({
      condition: 6,
      disabled: false,
    });
  });
});

describe("Saga › Hit Points: destroyed and disabled vehicles (decision 16)", () => {
  it("left at 0 hit points by a hit of exactly the threshold: destroyed, occupants take 0", () => {
    expect(saga.vehicleDamage(starfighter({ hitPoints: 20 }), { amount: 53 })).toMatchObject({
      dealt: 28,
      hitPoints: 0,
      destroyed: true,
      disabled: false,
      condition: 5,
      occupantDamage: 0,
    });
  });
  it("occupants take half of what exceeded the threshold, rounded down", () => {
    expect(saga.vehicleDamage(starfighter({ hitPoints: 20 }), { amount: 63 })).toMatchObject({
      dealt: 38,
      occupantDamage: 5,
    });
    expect(saga.vehicleDamage(starfighter({ hitPoints: 20 }), { amount: 64 })).toMatchObject({
      dealt: 39,
      occupantDamage: 5,
    });
    expect(saga.vehicleDamage(starfighter({ hitPoints: 20 }), { amount: 65 })).toMatchObject({
      dealt: 40,
      occupantDamage: 6,
    });
  });
  it("reduced to 0 by a hit below the threshold: disabled, not destroyed", () => {
    expect(saga.vehicleDamage(starfighter({ hitPoints: 20 }), { amount: 45 })).toMatchObject({
      dealt: 20,
      hitPoints: 0,
      destroyed: false,
      disabled: true,
      condition: 5,
      occupantDamage: 0,
    });
  });
  it("already at 0: a hit at the threshold destroys it; one below, or nothing dealt, leaves it disabled", () => {
    expect(saga.vehicleDamage(starfighter({ hitPoints: 0 }), { amount: 53 })).toMatchObject({
      destroyed: true,
      occupantDamage: 0,
    });
    expect(saga.vehicleDamage(starfighter({ hitPoints: 0 }), { amount: 52 })).toMatchObject({
      destroyed: false,
      disabled: true,
    });
    expect(saga.vehicleDamage(starfighter({ hitPoints: 0 }), { amount: 0 })).toMatchObject({
      dealt: 0,
      destroyed: false,
      disabled: true,
      condition: 5,
    });
  });
  it("a threshold of 0 needs some damage dealt to destroy", () => {
    const flimsy = starfighter({
      size: "medium",
      strModifier: -10,
      hitPoints: 0,
      shieldRating: 0,
      damageReduction: 0,
    });
    expect(saga.vehicleDamage(flimsy, { amount: 0 })).toMatchObject({
      damageThreshold: 0,
      destroyed: false,
      disabled: true,
    });
    expect(saga.vehicleDamage(flimsy, { amount: 1 })).toMatchObject({ destroyed: true });
  });
});

describe("Saga › Dogfight: starting one", () => {
  const side = (d20: number, modifier: number) => ({ d20, modifier });
  const start = (pilot: saga.DogfightSide, opponent: saga.DogfightSide, extra = {}) =>
    saga.vehicleDogfightStart({
      pilot,
      opponent,
      pilotVehicle: "starfighter",
      opponentVehicle: "airspeeder",
      ...extra,
    });

  it("the starting pilot's check takes -5", () => {
    expect(start(side(12, 10), side(10, 6))).toEqual({
      ok: true,
      result: "won",
      pilotTotal: 17,
      opponentTotal: 16,
      engaged: true,
    });
    expect(start(side(10, 10), side(10, 6))).toEqual({
      ok: true,
      result: "lost",
      pilotTotal: 15,
      opponentTotal: 16,
      engaged: false,
    });
  });
  it("a tie goes to the higher modifier, the -5 counted (decision 17)", () => {
    // 16 each: her modifier 10 - 5 = 5 is below his 6.
    expect(start(side(11, 10), side(10, 6))).toMatchObject({ result: "lost", engaged: false });
    expect(start(side(11, 12), side(12, 6))).toMatchObject({
      result: "won",
      pilotTotal: 18,
      opponentTotal: 18,
      engaged: true,
    });
    expect(start(side(10, 11), side(10, 6))).toMatchObject({ result: "reroll", engaged: false });
  });
  it("only airspeeders and starfighters, on both sides; against an adjacent target", () => {
    expect(start(side(20, 0), side(1, 0), { pilotVehicle: "spaceTransport" })).toEqual({
      ok: false,
      refused: "notADogfighter",
    });
    expect(start(side(20, 0), side(1, 0), { opponentVehicle: "capitalShip" })).toEqual({
      ok: false,
      refused: "notADogfighter",
    });
    expect(start(side(20, 0), side(1, 0), { adjacent: false, opponentVehicle: "groundVehicle" })).toEqual({
      ok: false,
      refused: "notADogfighter",
    });
    expect(start(side(20, 0), side(1, 0), { adjacent: false })).toEqual({
      ok: false,
      refused: "notAdjacent",
    });
    expect(start(side(20, 0), side(1, 0), { adjacent: true })).toMatchObject({ ok: true, result: "won" });
  });
  it("refuses a side that is not whole numbers, naming the field", () => {
    expect(() => start(side(1.5, 0), side(1, 0))).toThrow(/pilot\.d20/);
    expect(() => start(side(1, 0), side(1, Number.NaN))).toThrow(/opponent\.modifier/);
    expect(() => saga.vehicleDogfightAttack({ pilot: side(3, 0.5), opponent: side(1, 0) })).toThrow(
      /pilot\.modifier/,
    );
    expect(() => saga.vehicleDogfightAttack({ pilot: side(3, 0), opponent: side(0.5, 0) })).toThrow(
      /opponent\.d20/,
    );
  });
});

describe("Saga › Dogfight: attacking and breaking off while engaged", () => {
  const side = (d20: number, modifier: number) => ({ d20, modifier });
  it("attack won: one attack, no penalty; lost: no attack, -5 on the gunners; reroll: neither", () => {
    expect(saga.vehicleDogfightAttack({ pilot: side(10, 8), opponent: side(9, 8) })).toEqual({
      result: "won",
      pilotTotal: 18,
      opponentTotal: 17,
      mayAttack: true,
      gunnerPenalty: 0,
    });
    expect(saga.vehicleDogfightAttack({ pilot: side(9, 8), opponent: side(10, 8) })).toMatchObject({
      result: "lost",
      mayAttack: false,
      gunnerPenalty: -5,
    });
    expect(saga.vehicleDogfightAttack({ pilot: side(10, 8), opponent: side(10, 8) })).toMatchObject({
      result: "reroll",
      mayAttack: false,
      gunnerPenalty: 0,
    });
    expect(saga.vehicleDogfightAttack({ pilot: side(9, 9), opponent: side(10, 8) })).toMatchObject({
      result: "won",
      mayAttack: true,
    });
  });
  it("disengage won: free; lost: still engaged, -5 on the gunners; reroll: still engaged", () => {
    expect(saga.vehicleDogfightDisengage({ pilot: side(15, 4), opponent: side(8, 6) })).toEqual({
      result: "won",
      pilotTotal: 19,
      opponentTotal: 14,
      engaged: false,
      gunnerPenalty: 0,
    });
    expect(saga.vehicleDogfightDisengage({ pilot: side(8, 4), opponent: side(8, 6) })).toMatchObject({
      result: "lost",
      engaged: true,
      gunnerPenalty: -5,
    });
    expect(saga.vehicleDogfightDisengage({ pilot: side(8, 6), opponent: side(8, 6) })).toMatchObject({
      result: "reroll",
      engaged: true,
      gunnerPenalty: 0,
    });
    expect(saga.vehicleDogfightDisengage({ pilot: side(7, 7), opponent: side(8, 6) })).toMatchObject({
      result: "won",
      engaged: false,
    });
  });
  it("the constants", () => {
    expect([
      saga.DOGFIGHT_START_PENALTY,
      saga.FIRING_INTO_DOGFIGHT_PENALTY,
      saga.DOGFIGHT_GUNNER_PENALTY,
      saga.CAPITAL_SHIP_PENALTY,
      saga.TRAINED_PILOT_BONUS,
    ]).toEqual([-5, -5, -5, -20, 2]);
  });
});
