// shared/RULES-API.md: the engine core's published names, exported from src/rules/index.ts
// (and so from game.swrpg.rules).
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.ts";

const contract = [
  // Basics
  "abilityModifier",
  "sizeModifier",
  "grappleSizeModifier",
  // Attacks and criticals
  "resolveAttack",
  // Defense
  "defense",
  "objectDefense",
  "coverBonus",
  "concealmentMissChance",
  // Damage
  "applyDamage",
  "strengthDamageBonus",
  // Initiative and dying
  "initiativeOrder",
  "dyingCheck",
  // Grenades
  "grenadeDeviation",
] as const;

describe("the contract's engine-core functions are exported", () => {
  it.each(contract)("%s", (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe("function");
  });
});

describe("the engine core is pure: the same input gives the same output and is not changed", () => {
  it("applyDamage leaves its input alone", () => {
    const target = Object.freeze({
      vitality: 5,
      wounds: 10,
      woundsMax: 10,
      heroic: true,
      damageReduction: 2,
    });
    const hit = Object.freeze({ amount: 9 });
    // 9 damage: 5 to vitality, 4 through DR 2 leaves 2 wounds; the same answer a second time.
    const expected = { vitality: 0, wounds: 8, vitalityLost: 5, woundsLost: 2, reducedByDamageReduction: 2 };
    expect(rules.applyDamage(target, hit)).toMatchObject(expected);
    expect(rules.applyDamage(target, hit)).toMatchObject(expected);
    expect(target).toEqual({ vitality: 5, wounds: 10, woundsMax: 10, heroic: true, damageReduction: 2 });
  });
  it("injuryTransition leaves its input alone", () => {
    const state = Object.freeze(rules.createInjuryState(-3, 12));
    expect(() => rules.injuryTransition(state, { type: "dyingSave", fortitudeTotal: 3 })).not.toThrow();
    expect(state.wounds).toBe(-3);
  });
});
