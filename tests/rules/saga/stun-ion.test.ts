// saga-special-combat-rules.txt › Stunning, Ion Damage, Unarmed Attacks.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const rebel: saga.SagaHealth = { hitPoints: 20, maxHitPoints: 20, damageThreshold: 12 };

describe("stun damage", () => {
  it("half the stun damage (rounded down) comes off the hit points; below the threshold, no step", () => {
    expect(saga.applyStunDamage(rebel, 11)).toEqual({
      immune: false,
      hitPointsLost: 5,
      hitPoints: 15,
      temporaryHitPoints: 0,
      conditionSteps: 0,
      condition: 0,
      unconscious: false,
    });
  });
  it("the damage before halving at the threshold: -2 steps", () => {
    expect(saga.applyStunDamage(rebel, 12)).toMatchObject({
      hitPointsLost: 6,
      conditionSteps: 2,
      condition: 2,
    });
  });
  it("reduced to 0 hit points: -5 steps and unconscious; both effects apply and clamp to the track", () => {
    expect(saga.applyStunDamage({ ...rebel, hitPoints: 6 }, 12)).toEqual({
      immune: false,
      hitPointsLost: 6,
      hitPoints: 0,
      temporaryHitPoints: 0,
      conditionSteps: 7,
      condition: 5,
      unconscious: true,
    });
  });
  it("on the variant's 15-step track the 7 steps all count", () => {
    expect(
      saga.applyStunDamage({ ...rebel, hitPoints: 6, condition: 1 }, 12, { variantConditionTrack: true }),
    ).toMatchObject({
      conditionSteps: 7,
      condition: 8,
    });
  });
  it("reduced to 0 below the threshold: only the 5 steps", () => {
    expect(
      saga.applyStunDamage({ ...rebel, hitPoints: 3 }, 7, { variantConditionTrack: true }),
    ).toMatchObject({
      hitPoints: 0,
      conditionSteps: 5,
      condition: 5,
      unconscious: true,
    });
  });
  it("a target already at 0 is not 'reduced to 0' again", () => {
    expect(saga.applyStunDamage({ ...rebel, hitPoints: 0 }, 4)).toMatchObject({
      hitPointsLost: 0,
      conditionSteps: 0,
      unconscious: false,
    });
  });
  it("temporary hit points go first, and SR and DR do not apply", () => {
    const result = saga.applyStunDamage(
      { ...rebel, temporaryHitPoints: 4, shieldRating: 10, damageReduction: [{ amount: 10 }] },
      10,
    );
    expect(result).toMatchObject({ hitPointsLost: 1, hitPoints: 19, temporaryHitPoints: 0 });
  });
  it("no stun damage: nothing happens even against a threshold of 0", () => {
    expect(saga.applyStunDamage({ ...rebel, damageThreshold: 0 }, 0)).toMatchObject({
      conditionSteps: 0,
      hitPoints: 20,
    });
    expect(saga.applyStunDamage(rebel, -8)).toMatchObject({ hitPointsLost: 0, hitPoints: 20 });
  });
  it("droids, vehicles, devices and objects are immune: nothing changes", () => {
    for (const kind of ["droid", "vehicle", "device", "object"] as const) {
      expect(saga.applyStunDamage({ ...rebel, kind, temporaryHitPoints: 3, condition: 1 }, 40)).toEqual({
        immune: true,
        hitPointsLost: 0,
        hitPoints: 20,
        temporaryHitPoints: 3,
        conditionSteps: 0,
        condition: 1,
        unconscious: false,
      });
    }
  });
  it("an immune droid with no temporary hit points reports 0 of them", () => {
    expect(saga.applyStunDamage({ ...rebel, kind: "droid" }, 40)).toMatchObject({
      immune: true,
      temporaryHitPoints: 0,
      condition: 0,
    });
  });
  it("an explicit creature is stunned like the default", () => {
    expect(saga.applyStunDamage({ ...rebel, kind: "creature" }, 12).immune).toBe(false);
  });
});

describe("ion damage", () => {
  const droid: saga.SagaHealth = { ...rebel, kind: "droid" };
  it("an ordinary creature is singed: half the damage to hit points, never a step", () => {
    expect(saga.applyIonDamage({ ...rebel, hitPoints: 5 }, 30)).toEqual({
      affected: false,
      hitPointsLost: 5,
      hitPoints: 0,
      temporaryHitPoints: 0,
      conditionSteps: 0,
      condition: 0,
      disabledOrUnconscious: false,
    });
  });
  it("a droid reduced to 0 moves 5 steps and is disabled; at the threshold 2 more", () => {
    expect(saga.applyIonDamage({ ...droid, hitPoints: 6 }, 12)).toEqual({
      affected: true,
      hitPointsLost: 6,
      hitPoints: 0,
      temporaryHitPoints: 0,
      conditionSteps: 7,
      condition: 5,
      disabledOrUnconscious: true,
    });
  });
  it("one under the threshold before halving: no step", () => {
    expect(saga.applyIonDamage(droid, 11)).toMatchObject({ hitPointsLost: 5, conditionSteps: 0 });
    expect(saga.applyIonDamage(droid, 12)).toMatchObject({
      hitPointsLost: 6,
      conditionSteps: 2,
      condition: 2,
    });
  });
  it("vehicles, devices and cybernetic creatures suffer the effects too", () => {
    expect(saga.applyIonDamage({ ...rebel, kind: "vehicle" }, 12).affected).toBe(true);
    expect(saga.applyIonDamage({ ...rebel, kind: "device" }, 12).affected).toBe(true);
    expect(saga.applyIonDamage({ ...rebel, cybernetic: true }, 12)).toMatchObject({
      affected: true,
      conditionSteps: 2,
    });
  });
  it("an object that is not a device takes the hit points only", () => {
    expect(saga.applyIonDamage({ ...rebel, kind: "object", hitPoints: 4 }, 12)).toMatchObject({
      affected: false,
      hitPoints: 0,
      conditionSteps: 0,
      disabledOrUnconscious: false,
    });
  });
  it("cybernetics mean nothing to an object", () => {
    expect(saga.applyIonDamage({ ...rebel, kind: "object", cybernetic: true }, 12).affected).toBe(false);
  });
  it("temporary hit points go first, SR does not apply; the variant track keeps all 7 steps", () => {
    const result = saga.applyIonDamage(
      { ...droid, hitPoints: 2, temporaryHitPoints: 2, shieldRating: 20, condition: 3 },
      12,
      { variantConditionTrack: true },
    );
    expect(result).toMatchObject({ hitPoints: 0, temporaryHitPoints: 0, conditionSteps: 7, condition: 10 });
  });
});

describe("stun range", () => {
  it("a blaster's stun setting reaches 6 squares with no penalty; 7 is out of range", () => {
    expect(saga.stunRangePenalty(6)).toBe(0);
    expect(saga.stunRangePenalty(1)).toBe(0);
    expect(saga.stunRangePenalty(7)).toBeNull();
  });
  it("a weapon that notes another maximum range", () => {
    expect(saga.stunRangePenalty(8, 8)).toBe(0);
    expect(saga.stunRangePenalty(9, 8)).toBeNull();
  });
});

describe("regaining consciousness", () => {
  it("a total at the DC wakes; one below does not", () => {
    expect(saga.regainConsciousness({ d20: 10, total: 15, dc: 15, knockedOutByStun: false })).toEqual({
      conscious: true,
      dies: false,
    });
    expect(saga.regainConsciousness({ d20: 10, total: 14, dc: 15, knockedOutByStun: false })).toEqual({
      conscious: false,
      dies: false,
    });
  });
  it("failing by exactly 5 kills a creature not knocked out by stun; by 4 it does not", () => {
    expect(saga.regainConsciousness({ d20: 5, total: 10, dc: 15, knockedOutByStun: false }).dies).toBe(true);
    expect(saga.regainConsciousness({ d20: 5, total: 11, dc: 15, knockedOutByStun: false }).dies).toBe(false);
  });
  it("a natural 1 is never conscious and kills unless the creature was stunned", () => {
    expect(saga.regainConsciousness({ d20: 1, total: 30, dc: 15, knockedOutByStun: false })).toEqual({
      conscious: false,
      dies: true,
    });
    expect(saga.regainConsciousness({ d20: 1, total: 30, dc: 15, knockedOutByStun: true })).toEqual({
      conscious: false,
      dies: false,
    });
  });
  it("knocked out by stun: a failure by 5 or more only leaves it unconscious", () => {
    expect(saga.regainConsciousness({ d20: 2, total: 3, dc: 15, knockedOutByStun: true })).toEqual({
      conscious: false,
      dies: false,
    });
  });
  it("a natural 2 is an ordinary roll", () => {
    expect(saga.regainConsciousness({ d20: 2, total: 20, dc: 15, knockedOutByStun: false }).conscious).toBe(
      true,
    );
  });
});

describe("unarmed damage", () => {
  it("Medium 1d4, Small 1d3, other sizes not in the texts", () => {
    expect(saga.unarmedDamage("medium")).toBe("1d4");
    expect(saga.unarmedDamage("small")).toBe("1d3");
    expect(saga.unarmedDamage("large")).toBeNull();
    expect(saga.unarmedDamage("tiny")).toBeNull();
  });
});
