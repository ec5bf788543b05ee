// Worked examples (hand-computed from shared/RULES-API-VEHICLES.md › Saga Edition, Saga's vehicle rules
// restated there): an airspeeder chase that becomes a dogfight, and a starfighter duel, with saga.resolveAttack.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";
import { sagaOperator } from "./saga-fixtures.ts";

describe("worked example: an airspeeder chase (Saga › Dogfight, Attack with Vehicle Weapon)", () => {
  // Luke (heroic level 5, BAB +5, Pilot +13, trained) flies a Large airspeeder (Str +6, Dex +3, Int +1,
  // armor 4, 60 hp); a bounty hunter's airspeeder (Str +4, Dex +2, Int +0, armor 2, 50 hp) has a skilled
  // NPC pilot and a skilled NPC gunner. Neither has shields or DR.
  const luke: saga.SagaVehicle = {
    kind: "airspeeder",
    size: "large",
    strModifier: 6,
    dexModifier: 3,
    intModifier: 1,
    armorBonus: 4,
    hitPoints: 60,
    maxHitPoints: 60,
    crew: [{ role: "pilot", operator: sagaOperator({ heroicLevel: 5, baseAttackBonus: 5, pilot: 13 }) }],
  };
  const hunter: saga.SagaVehicle = {
    kind: "airspeeder",
    size: "large",
    strModifier: 4,
    dexModifier: 2,
    intModifier: 0,
    armorBonus: 2,
    hitPoints: 50,
    maxHitPoints: 50,
    crew: [
      { role: "pilot", operator: null, crewQuality: "skilled" },
      { role: "gunner", operator: null, crewQuality: "skilled" },
    ],
  };

  it("defenses: Luke 10 + 3 - 1 + level 5 = 17, threshold 16 + 5 = 21; the hunter 13, threshold 19", () => {
    expect(saga.vehicleDefenses(luke)).toEqual({ reflex: 17, fortitude: 16, damageThreshold: 21 });
    expect(saga.vehicleDefenses(hunter)).toEqual({ reflex: 13, fortitude: 14, damageThreshold: 19 });
  });
  it("Pilot checks: Luke 13 - 1 + 3 = +15, the hunter's pilot 6 - 1 + 2 = +7", () => {
    expect(saga.vehiclePilotCheck(luke)).toMatchObject({ ok: true, total: 15 });
    expect(saga.vehiclePilotCheck(hunter)).toMatchObject({ ok: true, total: 7 });
  });
  it("Luke starts a dogfight: 9 + 15 - 5 = 19 ties 12 + 7 = 19; his modifier 10 beats 7: engaged", () => {
    expect(
      saga.vehicleDogfightStart({
        pilot: { d20: 9, modifier: 15 },
        opponent: { d20: 12, modifier: 7 },
        pilotVehicle: "airspeeder",
        opponentVehicle: "airspeeder",
      }),
    ).toEqual({ ok: true, result: "won", pilotTotal: 19, opponentTotal: 19, engaged: true });
  });
  it("he wins the attack check (21 against 21, +15 against +7) and fires: +5 + 1 + 2 = +8; a 5 hits Reflex 13 exactly", () => {
    const check = saga.vehicleDogfightAttack({
      pilot: { d20: 6, modifier: 15 },
      opponent: { d20: 14, modifier: 7 },
    });
    expect(check).toMatchObject({ result: "won", mayAttack: true, gunnerPenalty: 0 });
    const bonus = saga.vehicleAttackBonus({ vehicle: luke, station: 0 });
    expect(bonus).toMatchObject({ ok: true, total: 8 });
    expect(saga.resolveAttack({ d20: 5, attackBonus: 8, defense: 13 }).hit).toBe(true);
    expect(saga.resolveAttack({ d20: 4, attackBonus: 8, defense: 13 }).hit).toBe(false);
  });
  it("19 damage: exactly the hunter's threshold, 31 hp left and a step down the track", () => {
    expect(saga.vehicleDamage(hunter, { amount: 19 })).toMatchObject({
      dealt: 19,
      hitPoints: 31,
      condition: 1,
      destroyed: false,
      disabled: false,
    });
  });
  it("the hunter's pilot loses his attack check (4 + 7 = 11 against 17): his gunner fires at 2 + 0 - 1 - 5 = -4", () => {
    const check = saga.vehicleDogfightAttack({
      pilot: { d20: 4, modifier: 7 },
      opponent: { d20: 2, modifier: 15 },
    });
    expect(check).toMatchObject({ result: "lost", mayAttack: false, gunnerPenalty: -5 });
    const bonus = saga.vehicleAttackBonus({
      vehicle: { ...hunter, hitPoints: 31, condition: 1 },
      station: 1,
      other: check.gunnerPenalty,
    });
    expect(bonus).toMatchObject({ ok: true, total: -4 });
    expect(saga.resolveAttack({ d20: 19, attackBonus: -4, defense: 17 }).hit).toBe(false);
  });
});

describe("worked example: a starfighter duel (Saga › Vehicle Combat)", () => {
  // Wedge (heroic level 6, BAB +6, Pilot +12, trained) in a Huge fighter (Str +8, Dex +5, Int +3, armor 5,
  // 120 hp, DR 10, SR 15) against an ace-crewed Huge fighter (Str +7, Dex +5, Int +2, armor 3, 60 hp, DR 10).
  const xwing: saga.SagaVehicle = {
    kind: "starfighter",
    size: "huge",
    strModifier: 8,
    dexModifier: 5,
    intModifier: 3,
    armorBonus: 5,
    hitPoints: 120,
    maxHitPoints: 120,
    damageReduction: 10,
    shieldRating: 15,
    crew: [{ role: "pilot", operator: sagaOperator() }],
  };
  const tie: saga.SagaVehicle = {
    kind: "starfighter",
    size: "huge",
    strModifier: 7,
    dexModifier: 5,
    intModifier: 2,
    armorBonus: 3,
    hitPoints: 60,
    maxHitPoints: 60,
    damageReduction: 10,
    crew: [{ role: "pilot", operator: null, crewQuality: "ace" }],
  };

  it("defenses: Wedge's 10 + 5 - 2 + 6 = 19 (threshold 28); the ace's 10 + 5 - 2 + 3 = 16 (threshold 27)", () => {
    expect(saga.vehicleDefenses(xwing)).toEqual({ reflex: 19, fortitude: 18, damageThreshold: 28 });
    expect(saga.vehicleDefenses(tie)).toEqual({ reflex: 16, fortitude: 17, damageThreshold: 27 });
  });
  it("Wedge fires at -2 range: 6 + 3 + 2 - 2 = +9; a 7 makes exactly 16", () => {
    const bonus = saga.vehicleAttackBonus({ vehicle: xwing, station: 0, rangeModifier: -2 });
    expect(bonus).toMatchObject({ ok: true, total: 9 });
    expect(saga.resolveAttack({ d20: 7, attackBonus: 9, defense: 16 }).hit).toBe(true);
  });
  it("37 damage through DR 10: 27, exactly the threshold: 33 hp and one step", () => {
    expect(saga.vehicleDamage(tie, { amount: 37 })).toMatchObject({
      dealt: 27,
      hitPoints: 33,
      condition: 1,
      destroyed: false,
    });
  });
  it("the ace fires back at 10 + 2 = +12 (no trained-pilot bonus); a 7 makes 19 and hits", () => {
    const bonus = saga.vehicleAttackBonus({ vehicle: tie, station: 0 });
    expect(bonus).toMatchObject({ ok: true, total: 12 });
    expect(saga.resolveAttack({ d20: 7, attackBonus: 12, defense: 19 }).hit).toBe(true);
  });
  it("30 damage: the shield takes 15 and drops to 10, DR 10 takes 10, 5 gets through", () => {
    expect(saga.vehicleDamage(xwing, { amount: 30 })).toMatchObject({
      absorbedByShield: 15,
      shieldRating: 10,
      reducedByDamageReduction: 10,
      dealt: 5,
      hitPoints: 115,
      condition: 0,
    });
  });
  it("Wedge's second hit, 45: 35 dealt takes the last 33 hp at or above the threshold: destroyed, occupants take 4", () => {
    expect(saga.vehicleDamage({ ...tie, hitPoints: 33, condition: 1 }, { amount: 45 })).toMatchObject({
      dealt: 35,
      hitPoints: 0,
      destroyed: true,
      disabled: false,
      condition: 5,
      occupantDamage: 4,
    });
  });
});
