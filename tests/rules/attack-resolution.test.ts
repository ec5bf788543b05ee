// rcr-combat.txt › Attack Rolls; Automatic Misses and Hits; Critical Hits; Increased Threat Range;
// Improved Critical; Unarmed Strike Damage (no critical without Martial Arts).
import { describe, expect, it } from "vitest";
import { canScoreCritical, resolveAttack, threatRange } from "../../src/rules/index.ts";

describe("attack roll: 1d20 + attack bonus against Defense", () => {
  it("a result equal to Defense hits", () => {
    expect(resolveAttack({ d20: 10, attackBonus: 5, defense: 15 })).toEqual({
      natural: 10,
      total: 15,
      hit: true,
      threat: false,
      critical: false,
      confirmTotal: null,
    });
  });
  it("a result below Defense misses", () => {
    expect(resolveAttack({ d20: 9, attackBonus: 5, defense: 15 }).hit).toBe(false);
  });
});

describe("Automatic Misses and Hits", () => {
  it("natural 1 always misses, whatever the bonus", () => {
    const result = resolveAttack({ d20: 1, attackBonus: 30, defense: 10, threatRange: 1 });
    expect(result.hit).toBe(false);
    expect(result.threat).toBe(false);
  });
  it("natural 20 always hits and threatens, whatever the Defense", () => {
    const result = resolveAttack({ d20: 20, attackBonus: -5, defense: 40 });
    expect(result.hit).toBe(true);
    expect(result.threat).toBe(true);
  });
});

describe("Critical Hits: a threat is confirmed by a second roll with the same modifiers", () => {
  it("the confirmation only has to hit, not roll another 20", () => {
    const result = resolveAttack({ d20: 20, attackBonus: 4, defense: 14, confirmD20: 10 });
    expect(result.critical).toBe(true);
    expect(result.confirmTotal).toBe(14);
  });
  it("a confirmation that misses leaves a regular hit", () => {
    const result = resolveAttack({ d20: 20, attackBonus: 4, defense: 14, confirmD20: 9 });
    expect(result).toMatchObject({ hit: true, threat: true, critical: false, confirmTotal: 13 });
  });
  it("a natural 1 on the confirmation misses; a natural 20 confirms", () => {
    expect(resolveAttack({ d20: 20, attackBonus: 30, defense: 10, confirmD20: 1 }).critical).toBe(false);
    expect(resolveAttack({ d20: 20, attackBonus: -10, defense: 30, confirmD20: 20 }).critical).toBe(true);
  });
  it("a threat without a confirmation roll yet is not a critical", () => {
    expect(resolveAttack({ d20: 20, attackBonus: 0, defense: 10 })).toMatchObject({
      threat: true,
      critical: false,
      confirmTotal: null,
    });
  });
  it("no threat → the confirmation roll is ignored", () => {
    expect(resolveAttack({ d20: 12, attackBonus: 0, defense: 10, confirmD20: 20 })).toMatchObject({
      critical: false,
      confirmTotal: null,
    });
  });
});

describe("Increased Threat Range (lightsaber 19-20)", () => {
  it("a 19 that hits threatens", () => {
    expect(resolveAttack({ d20: 19, attackBonus: 5, defense: 20, threatRange: 19 }).threat).toBe(true);
  });
  it("a 19 is not an automatic hit, and a roll that misses cannot threaten", () => {
    const result = resolveAttack({ d20: 19, attackBonus: 0, defense: 25, threatRange: 19, confirmD20: 20 });
    expect(result).toMatchObject({ hit: false, threat: false, critical: false });
  });
  it("18 is outside a 19-20 threat range", () => {
    expect(resolveAttack({ d20: 18, attackBonus: 10, defense: 10, threatRange: 19 }).threat).toBe(false);
  });
});

describe("Improved Critical widens the threat range (doubled, as the RCR feat says)", () => {
  it.each([
    [20, 19],
    [19, 17],
    [18, 15],
  ])("threat %i-20 → %i-20", (base, widened) => {
    expect(threatRange(base, true)).toBe(widened);
  });
  it("without the feat the weapon's range stands; default 20", () => {
    expect(threatRange(19)).toBe(19);
    expect(threatRange()).toBe(20);
  });
});

describe("attacks that cannot score a critical hit", () => {
  it("an unarmed strike cannot crit without Martial Arts", () => {
    expect(canScoreCritical({ unarmed: true })).toBe(false);
    expect(canScoreCritical({ unarmed: true, martialArts: true })).toBe(true);
  });
  it("a target immune to critical hits", () => {
    expect(canScoreCritical({ targetImmune: true })).toBe(false);
    expect(canScoreCritical({ unarmed: true, martialArts: true, targetImmune: true })).toBe(false);
  });
  it("an armed attack can crit", () => {
    expect(canScoreCritical({})).toBe(true);
  });
  it("canCritical: false → a natural 20 hits but does not threaten", () => {
    const result = resolveAttack({
      d20: 20,
      attackBonus: 0,
      defense: 10,
      canCritical: false,
      confirmD20: 20,
    });
    expect(result).toMatchObject({ hit: true, threat: false, critical: false, confirmTotal: null });
  });
});
