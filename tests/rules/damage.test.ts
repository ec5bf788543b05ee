// rcr-combat.txt › Vitality Points and Wound Points; Damage Rolls; Minimum Weapon Damage; Damage Reduction;
// Effects of Damage (Rorworr's Fortitude DC); Pulling a Blow.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDamage, effectiveDamage, type Health, woundCondition } from "../../src/rules/index.ts";

const rorworr: Health = { vitality: 3, wounds: 16, woundsMax: 16, heroic: true };

describe("vitality first, overflow to wounds", () => {
  it("damage within vitality costs only vitality", () => {
    expect(applyDamage({ vitality: 20, wounds: 12, woundsMax: 12, heroic: true }, { amount: 7 })).toEqual({
      vitality: 13,
      wounds: 12,
      vitalityLost: 7,
      woundsLost: 0,
      reducedByDamageReduction: 0,
      wasted: 0,
      effectiveDamage: 7,
      woundsLostThisRound: 0,
      fortitudeDC: null,
      condition: "unhurt",
    });
  });
  it("a target with no vitality (an ordinary character) takes it all to wounds", () => {
    expect(
      applyDamage({ vitality: 0, wounds: 10, woundsMax: 10, heroic: false }, { amount: 4 }),
    ).toMatchObject({
      wounds: 6,
      woundsLost: 4,
      fortitudeDC: 9,
      condition: "fatigued",
    });
  });
});

describe("Rorworr's Fortitude DC (Effects of Damage example)", () => {
  it("the blast wipes out his last vitality, 2 points reach wounds: fatigued, Fortitude DC 7; his 12 saves", () => {
    const result = applyDamage(rorworr, { amount: 5 });
    expect(result).toMatchObject({
      vitality: 0,
      vitalityLost: 3,
      woundsLost: 2,
      wounds: 14,
      condition: "fatigued",
    });
    expect(result.fortitudeDC).toBe(7);
    expect(12 >= (result.fortitudeDC ?? 0)).toBe(true);
  });
});

describe("wounds lost this round accumulate into the Fortitude DC", () => {
  it("a second wound in the same round: DC 5 + all wounds lost this round", () => {
    const first = applyDamage(rorworr, { amount: 5 });
    const second = applyDamage(
      {
        ...rorworr,
        vitality: first.vitality,
        wounds: first.wounds,
        woundsLostThisRound: first.woundsLostThisRound,
      },
      { amount: 3 },
    );
    expect(second.woundsLostThisRound).toBe(5);
    expect(second.fortitudeDC).toBe(10);
  });
  it("vitality-only damage asks no save and keeps the round's count", () => {
    const result = applyDamage({ ...rorworr, vitality: 10, woundsLostThisRound: 4 }, { amount: 2 });
    expect(result).toMatchObject({ woundsLostThisRound: 4, fortitudeDC: null });
  });
});

describe("Minimum Weapon Damage: a hit deals at least 1", () => {
  it.each([0, -3])("damage %i counts as 1", (amount) => {
    expect(applyDamage(rorworr, { amount })).toMatchObject({ vitalityLost: 1, effectiveDamage: 1 });
  });
});

describe("Damage Reduction: armor reduces wound damage only", () => {
  const armored: Health = { vitality: 4, wounds: 12, woundsMax: 12, heroic: true, damageReduction: 3 };
  it("DR does not apply to vitality", () => {
    expect(applyDamage({ ...armored, vitality: 20 }, { amount: 6 })).toMatchObject({
      vitalityLost: 6,
      reducedByDamageReduction: 0,
    });
  });
  it("DR comes off the overflow that reaches wounds", () => {
    expect(applyDamage(armored, { amount: 10 })).toMatchObject({
      vitalityLost: 4,
      reducedByDamageReduction: 3,
      woundsLost: 3,
      wounds: 9,
      fortitudeDC: 8,
    });
  });
  it("DR can absorb all the wound damage: no wounds lost, no save", () => {
    expect(applyDamage({ ...armored, vitality: 0 }, { amount: 2 })).toMatchObject({
      reducedByDamageReduction: 2,
      woundsLost: 0,
      fortitudeDC: null,
    });
  });
  it("damage that ignores DR", () => {
    expect(applyDamage(armored, { amount: 10, ignoreDamageReduction: true })).toMatchObject({
      reducedByDamageReduction: 0,
      woundsLost: 6,
    });
  });
  it("a negative DR counts as none", () => {
    expect(applyDamage({ ...armored, vitality: 0, damageReduction: -2 }, { amount: 3 }).woundsLost).toBe(3);
  });
});

describe("Pulling a Blow: vitality only, or half damage", () => {
  it("vitality only: the rest is wasted", () => {
    expect(applyDamage(rorworr, { amount: 8, vitalityOnly: true })).toMatchObject({
      vitalityLost: 3,
      woundsLost: 0,
      wasted: 5,
      condition: "unhurt",
      fortitudeDC: null,
    });
  });
  it("vitality only overrides a critical: nothing reaches wounds", () => {
    expect(
      applyDamage({ ...rorworr, vitality: 10 }, { amount: 8, critical: true, vitalityOnly: true }),
    ).toMatchObject({
      vitalityLost: 8,
      woundsLost: 0,
    });
    expect(
      applyDamage(
        { vitality: 0, wounds: 8, woundsMax: 8, heroic: false },
        { amount: 8, critical: true, vitalityOnly: true },
      ),
    ).toMatchObject({ wounds: 8, wasted: 8 });
  });
  it("half damage, rounded down, at least 1", () => {
    expect(applyDamage(rorworr, { amount: 9, halfDamage: true }).effectiveDamage).toBe(4);
    expect(applyDamage(rorworr, { amount: 1, halfDamage: true }).effectiveDamage).toBe(1);
  });
});

describe("condition follows wound points (woundCondition)", () => {
  it.each([
    [16, "unhurt"],
    [15, "fatigued"],
    [1, "fatigued"],
    [0, "disabled"],
    [-1, "dying"],
    [-9, "dying"],
    [-10, "dead"],
    [-15, "dead"],
  ] as const)("%i of 16 wounds → %s", (wounds, condition) => {
    expect(woundCondition(wounds, 16)).toBe(condition);
  });
  it("Constitution 0 is dead", () => {
    expect(woundCondition(5, 0)).toBe("dead");
  });
  it("damage to 0, to dying and to dead", () => {
    const target: Health = { vitality: 0, wounds: 5, woundsMax: 10, heroic: true };
    expect(applyDamage(target, { amount: 5 }).condition).toBe("disabled");
    expect(applyDamage(target, { amount: 9 }).condition).toBe("dying");
    expect(applyDamage(target, { amount: 15 }).condition).toBe("dead");
  });
});

describe("applyDamage properties", () => {
  const health = fc.record({
    vitality: fc.integer({ min: -5, max: 120 }),
    wounds: fc.integer({ min: -12, max: 25 }),
    woundsMax: fc.integer({ min: 0, max: 25 }),
    heroic: fc.boolean(),
    damageReduction: fc.option(fc.integer({ min: -2, max: 10 }), { nil: undefined }),
    woundsLostThisRound: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  });
  const hit = fc.record({
    amount: fc.integer({ min: -10, max: 200 }),
    critical: fc.boolean(),
    vitalityOnly: fc.boolean(),
    halfDamage: fc.boolean(),
    ignoreDamageReduction: fc.boolean(),
  });

  it("damage never raises vitality or wounds", () => {
    fc.assert(
      fc.property(health, hit, (target, h) => {
        const result = applyDamage(target, h);
        return result.vitality <= target.vitality && result.wounds <= target.wounds;
      }),
    );
  });

  it("vitality lost + wounds lost + DR absorbed + wasted = the effective damage (not an ordinary target's critical)", () => {
    fc.assert(
      fc.property(health, hit, (target, h) => {
        fc.pre(!(h.critical && !h.vitalityOnly && !target.heroic));
        const r = applyDamage(target, h);
        return r.vitalityLost + r.woundsLost + r.reducedByDamageReduction + r.wasted === r.effectiveDamage;
      }),
    );
  });

  it("the condition always agrees with the wound points", () => {
    fc.assert(
      fc.property(health, hit, (target, h) => {
        const r = applyDamage(target, h);
        return r.condition === woundCondition(r.wounds, target.woundsMax);
      }),
    );
  });

  it("a Fortitude DC is asked exactly when wounds are lost, at 5 + wounds lost this round", () => {
    fc.assert(
      fc.property(health, hit, (target, h) => {
        const r = applyDamage(target, h);
        if (r.woundsLost === 0) return r.fortitudeDC === null;
        return r.fortitudeDC === 5 + r.woundsLostThisRound && r.woundsLostThisRound >= r.woundsLost;
      }),
    );
  });

  it("every loss is non-negative and the effective damage is at least 1", () => {
    fc.assert(
      fc.property(health, hit, (target, h) => {
        const r = applyDamage(target, h);
        return (
          r.effectiveDamage >= 1 &&
          r.vitalityLost >= 0 &&
          r.woundsLost >= 0 &&
          r.reducedByDamageReduction >= 0 &&
          r.wasted >= 0
        );
      }),
    );
  });
});

describe("effectiveDamage: what a hit deals before the pools (Minimum Weapon Damage, Pulling a Blow)", () => {
  it("a hit of 0 or less deals exactly 1", () => {
    expect(effectiveDamage({ amount: 0 })).toBe(1);
    expect(effectiveDamage({ amount: -3 })).toBe(1);
    expect(effectiveDamage({ amount: 1 })).toBe(1);
  });
  it("a full hit deals what was rolled", () => {
    expect(effectiveDamage({ amount: 10, halfDamage: false })).toBe(10);
  });
  it("half damage rounds down, and never below 1", () => {
    expect(effectiveDamage({ amount: 9, halfDamage: true })).toBe(4);
    expect(effectiveDamage({ amount: 10, halfDamage: true })).toBe(5);
    expect(effectiveDamage({ amount: 1, halfDamage: true })).toBe(1);
    expect(effectiveDamage({ amount: 3, halfDamage: true })).toBe(1);
  });
});
