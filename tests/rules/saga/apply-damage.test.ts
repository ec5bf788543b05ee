// saga-special-combat-rules.txt › Shield Rating, Damage Reduction; saga-variant-character-combat.txt ›
// Temporary Hit Points, Damage Threshold, Hit Points.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const trooper: saga.SagaHealth = { hitPoints: 30, maxHitPoints: 30, damageThreshold: 12 };

describe("applyDamage: the layers in order", () => {
  it("plain damage below the threshold costs hit points only", () => {
    expect(saga.applyDamage(trooper, { amount: 11 })).toEqual({
      absorbedByShield: 0,
      shieldRating: null,
      reducedByDamageReduction: 0,
      dealt: 11,
      temporaryLost: 0,
      hitPointsLost: 11,
      hitPoints: 19,
      temporaryHitPoints: 0,
      thresholdSteps: 0,
      condition: 0,
      massiveDamage: false,
    });
  });
  it("damage equal to the threshold moves one step down the track", () => {
    expect(saga.applyDamage({ ...trooper, condition: 1 }, { amount: 12 })).toMatchObject({
      hitPoints: 18,
      thresholdSteps: 1,
      condition: 2,
    });
  });
  it("shield first, then DR on what gets through, then temporary hit points, then hit points", () => {
    const droid: saga.SagaHealth = {
      hitPoints: 20,
      maxHitPoints: 40,
      temporaryHitPoints: 3,
      damageThreshold: 15,
      shieldRating: 10,
      damageReduction: [{ amount: 2 }],
      kind: "droid",
    };
    expect(saga.applyDamage(droid, { amount: 25, types: ["energy"] })).toEqual({
      absorbedByShield: 10,
      shieldRating: 5,
      reducedByDamageReduction: 2,
      dealt: 13,
      temporaryLost: 3,
      hitPointsLost: 10,
      hitPoints: 10,
      temporaryHitPoints: 0,
      thresholdSteps: 0,
      condition: 0,
      massiveDamage: false,
    });
  });
  it("the threshold is compared with the damage dealt after SR and DR, not with the roll", () => {
    const armored = { ...trooper, damageReduction: [{ amount: 5 }] };
    expect(saga.applyDamage(armored, { amount: 16 }).thresholdSteps).toBe(0);
    expect(saga.applyDamage(armored, { amount: 17 }).thresholdSteps).toBe(1);
  });
  it("temporary hit points absorb first and what they stop still counts against the threshold", () => {
    const result = saga.applyDamage({ ...trooper, temporaryHitPoints: 20 }, { amount: 14 });
    expect(result).toMatchObject({
      temporaryLost: 14,
      hitPointsLost: 0,
      hitPoints: 30,
      temporaryHitPoints: 6,
    });
    expect(result.thresholdSteps).toBe(1);
  });
  it("a shield rating of 0 is no shield", () => {
    expect(saga.applyDamage({ ...trooper, shieldRating: 0 }, { amount: 5 })).toMatchObject({
      absorbedByShield: 0,
      shieldRating: null,
      hitPoints: 25,
    });
  });
  it("a shield that absorbs everything: nothing dealt, no step, the shield holds", () => {
    expect(saga.applyDamage({ ...trooper, shieldRating: 20 }, { amount: 20 })).toMatchObject({
      absorbedByShield: 20,
      shieldRating: 20,
      dealt: 0,
      hitPoints: 30,
      thresholdSteps: 0,
    });
  });
  it("the variant shield damage option reaches the shield", () => {
    const result = saga.applyDamage(
      { ...trooper, shieldRating: 20 },
      { amount: 21 },
      { variantShieldDamage: true },
    );
    expect(result.shieldRating).toBe(10);
  });
  it("a lightsaber ignores DR; a blaster is bypassed by DR/energy", () => {
    const armored = {
      ...trooper,
      damageReduction: [{ amount: 5 }, { amount: 10, bypassedBy: ["energy"] as saga.DamageType[] }],
    };
    expect(saga.applyDamage(armored, { amount: 14, lightsaber: true }).hitPointsLost).toBe(14);
    expect(saga.applyDamage(armored, { amount: 14, types: ["energy"] }).hitPointsLost).toBe(9);
    expect(saga.applyDamage(armored, { amount: 14, types: ["slashing"] }).hitPointsLost).toBe(4);
  });
  it("negative damage counts as 0, and there is no minimum of 1", () => {
    expect(saga.applyDamage(trooper, { amount: -6 })).toMatchObject({
      dealt: 0,
      hitPoints: 30,
      thresholdSteps: 0,
    });
    expect(saga.applyDamage({ ...trooper, damageReduction: [{ amount: 5 }] }, { amount: 3 }).dealt).toBe(0);
  });
});

describe("applyDamage: dropping to 0 hit points", () => {
  it("hit points or temporary hit points below 0 count as 0", () => {
    expect(
      saga.applyDamage({ ...trooper, hitPoints: -3, temporaryHitPoints: -2 }, { amount: 4 }),
    ).toMatchObject({
      temporaryLost: 0,
      hitPointsLost: 0,
      hitPoints: 0,
      temporaryHitPoints: 0,
    });
  });
  it("hit points never go below 0", () => {
    expect(saga.applyDamage({ ...trooper, hitPoints: 5 }, { amount: 9 })).toMatchObject({
      dealt: 9,
      hitPointsLost: 5,
      hitPoints: 0,
    });
  });
  it("a hit that leaves the target at 0 gives no threshold step (not enough to drop you to 0)", () => {
    expect(saga.applyDamage({ ...trooper, hitPoints: 12, condition: 1 }, { amount: 20 })).toMatchObject({
      hitPoints: 0,
      thresholdSteps: 0,
      condition: 1,
    });
  });
  it("a hit that leaves 1 hit point still moves down the track", () => {
    expect(saga.applyDamage({ ...trooper, hitPoints: 13 }, { amount: 12 })).toMatchObject({
      hitPoints: 1,
      thresholdSteps: 1,
    });
  });
});

describe("applyDamage: the condition track", () => {
  it("the condition never passes the core track's bottom", () => {
    expect(saga.applyDamage({ ...trooper, condition: 5 }, { amount: 15 }).condition).toBe(5);
  });
  it("the variant threshold: three multiples and a critical on the 15-step track", () => {
    const options = { variantDamageThreshold: true, variantConditionTrack: true };
    const result = saga.applyDamage(
      { hitPoints: 100, maxHitPoints: 100, damageThreshold: 10, condition: 2 },
      { amount: 31, critical: true },
      options,
    );
    expect(result).toMatchObject({ thresholdSteps: 4, condition: 6 });
  });
  it("the variant threshold without the variant track stops at 5", () => {
    const result = saga.applyDamage(
      { hitPoints: 100, maxHitPoints: 200, damageThreshold: 10, condition: 3 },
      { amount: 41 },
      { variantDamageThreshold: true },
    );
    expect(result).toMatchObject({ thresholdSteps: 4, condition: 5 });
  });
  it("a critical in core gives no extra step", () => {
    expect(saga.applyDamage(trooper, { amount: 13, critical: true }).thresholdSteps).toBe(1);
  });
});

describe("applyDamage: massive damage (variant only)", () => {
  const big = { hitPoints: 40, maxHitPoints: 40, damageThreshold: 50 };
  it("exactly half the maximum in one hit is massive damage", () => {
    expect(saga.applyDamage(big, { amount: 20 }, { variantDamageThreshold: true }).massiveDamage).toBe(true);
  });
  it("one less is not", () => {
    expect(saga.applyDamage(big, { amount: 19 }, { variantDamageThreshold: true }).massiveDamage).toBe(false);
  });
  it("core Saga never reports massive damage", () => {
    expect(saga.applyDamage(big, { amount: 40 }).massiveDamage).toBe(false);
  });
  it("no damage is never massive, even against 0 maximum hit points", () => {
    const empty = { hitPoints: 0, maxHitPoints: 0, damageThreshold: 5 };
    expect(saga.applyDamage(empty, { amount: 0 }, { variantDamageThreshold: true }).massiveDamage).toBe(
      false,
    );
  });
  it("massive damage is judged on the damage dealt after the shield", () => {
    const shielded = { ...big, shieldRating: 10 };
    expect(saga.applyDamage(shielded, { amount: 29 }, { variantDamageThreshold: true }).massiveDamage).toBe(
      false,
    );
  });
});

describe("endOfEncounter", () => {
  it("temporary hit points go away, the rest stays", () => {
    const before = Object.freeze({ ...trooper, hitPoints: 20, temporaryHitPoints: 7, condition: 2 });
    expect(saga.endOfEncounter(before)).toEqual({
      ...trooper,
      hitPoints: 20,
      temporaryHitPoints: 0,
      condition: 2,
    });
    expect(before.temporaryHitPoints).toBe(7);
  });
});

describe("damage pipeline properties", () => {
  const damageType = fc.constantFrom<saga.DamageType>("energy", "piercing", "slashing", "bludgeoning");
  const health = fc.record(
    {
      hitPoints: fc.integer({ min: 0, max: 80 }),
      maxHitPoints: fc.integer({ min: 1, max: 80 }),
      temporaryHitPoints: fc.integer({ min: 0, max: 20 }),
      damageThreshold: fc.integer({ min: 1, max: 30 }),
      condition: fc.integer({ min: 0, max: 5 }),
      damageReduction: fc.array(
        fc.record({
          amount: fc.integer({ min: 0, max: 15 }),
          bypassedBy: fc.option(fc.array(damageType, { maxLength: 2 }), { nil: undefined }),
        }),
        { maxLength: 3 },
      ),
      shieldRating: fc.integer({ min: 0, max: 25 }),
    },
    { requiredKeys: ["hitPoints", "maxHitPoints", "damageThreshold"] },
  );
  const hit = fc.record({
    amount: fc.integer({ min: -5, max: 120 }),
    types: fc.array(damageType, { maxLength: 2 }),
    lightsaber: fc.boolean(),
    critical: fc.boolean(),
  });
  const options = fc.record({
    variantShieldDamage: fc.boolean(),
    variantDamageThreshold: fc.boolean(),
    variantConditionTrack: fc.boolean(),
  });

  it("hit points and temporary hit points never rise, and never fall below 0", () => {
    fc.assert(
      fc.property(health, hit, options, (target, h, o) => {
        const r = saga.applyDamage(target, h, o);
        expect(r.hitPoints).toBeLessThanOrEqual(target.hitPoints);
        expect(r.hitPoints).toBeGreaterThanOrEqual(0);
        expect(r.temporaryHitPoints).toBeLessThanOrEqual(target.temporaryHitPoints ?? 0);
        expect(r.temporaryHitPoints).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it("the condition never improves and never passes the track's bottom", () => {
    fc.assert(
      fc.property(health, hit, options, (target, h, o) => {
        const r = saga.applyDamage(target, h, o);
        expect(r.condition).toBeGreaterThanOrEqual(target.condition ?? 0);
        expect(r.condition).toBeLessThanOrEqual(saga.conditionTrackLength(o));
      }),
    );
  });
  it("damage is conserved: shield + DR + dealt = the damage, and dealt covers what the pools lost", () => {
    fc.assert(
      fc.property(health, hit, options, (target, h, o) => {
        const r = saga.applyDamage(target, h, o);
        expect(r.absorbedByShield + r.reducedByDamageReduction + r.dealt).toBe(Math.max(0, h.amount));
        expect(r.temporaryLost + r.hitPointsLost).toBeLessThanOrEqual(r.dealt);
        if (r.hitPoints > 0) expect(r.temporaryLost + r.hitPointsLost).toBe(r.dealt);
        expect(target.hitPoints - r.hitPoints).toBe(r.hitPointsLost);
        expect((target.temporaryHitPoints ?? 0) - r.temporaryHitPoints).toBe(r.temporaryLost);
      }),
    );
  });
  it("the shield never grows from damage, and the input is left alone", () => {
    fc.assert(
      fc.property(health, hit, options, (target, h, o) => {
        const copy = structuredClone(target);
        const r = saga.applyDamage(target, h, o);
        if (r.shieldRating !== null) expect(r.shieldRating).toBeLessThanOrEqual(target.shieldRating ?? 0);
        expect(target).toEqual(copy);
      }),
    );
  });
});
