// saga-special-combat-rules.txt › Autofire, Autofire-Only Weapons, Burst Fire.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const rifle: saga.SagaWeapon = { group: "rifle" };
const eWeb: saga.SagaWeapon = { group: "heavy", autofireOnly: true };

describe("autofire", () => {
  it("a 2 × 2 square area at -5, using ten shots", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 10 })).toEqual({
      ok: true,
      attackPenalty: -5,
      shots: 10,
      area: { width: 2, height: 2 },
      extraDamageDice: 0,
    });
  });
  it("needs ten shots loaded: nine are refused", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 9 })).toEqual({
      ok: false,
      refused: "notEnoughShots",
    });
  });
});

describe("Burst Fire", () => {
  it("one target, -5, +2 damage dice, five shots", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 5, burstFire: true })).toEqual({
      ok: true,
      attackPenalty: -5,
      shots: 5,
      area: null,
      extraDamageDice: 2,
    });
  });
  it("four shots loaded are refused", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 4, burstFire: true })).toEqual({
      ok: false,
      refused: "notEnoughShots",
    });
  });
});

describe("bracing an autofire-only weapon", () => {
  it("a braced E-Web takes only -2, on autofire and on Burst Fire alike", () => {
    expect(saga.autofireAttack({ weapon: eWeb, shotsLoaded: 10, braced: true })).toMatchObject({
      ok: true,
      attackPenalty: -2,
      shots: 10,
    });
    expect(
      saga.autofireAttack({ weapon: eWeb, shotsLoaded: 10, burstFire: true, braced: true }),
    ).toMatchObject({
      ok: true,
      attackPenalty: -2,
      shots: 5,
      extraDamageDice: 2,
    });
  });
  it("unbraced, an autofire-only weapon takes the usual -5", () => {
    expect(saga.autofireAttack({ weapon: eWeb, shotsLoaded: 10, braced: false })).toMatchObject({
      attackPenalty: -5,
    });
  });
  it("a weapon that is not autofire-only cannot be braced", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 10, braced: true })).toEqual({
      ok: false,
      refused: "notAutofireOnly",
    });
  });
  it("heavy weapons, rifles and pistols with an extended stock can be braced; others cannot", () => {
    const braced = (weapon: saga.SagaWeapon) =>
      saga.autofireAttack({ weapon: { ...weapon, autofireOnly: true }, shotsLoaded: 10, braced: true });
    expect(braced({ group: "rifle" }).ok).toBe(true);
    expect(braced({ group: "heavy" }).ok).toBe(true);
    expect(braced({ group: "pistol", stock: "extended" }).ok).toBe(true);
    expect(braced({ group: "pistol" })).toEqual({ ok: false, refused: "cannotBrace" });
    expect(braced({ group: "pistol", stock: "folded" })).toEqual({ ok: false, refused: "cannotBrace" });
    expect(braced({ group: "carbine", stock: "extended" })).toEqual({ ok: false, refused: "cannotBrace" });
  });
  it("refusals in the union's order: too few shots before a weapon that cannot brace", () => {
    expect(saga.autofireAttack({ weapon: rifle, shotsLoaded: 3, braced: true })).toEqual({
      ok: false,
      refused: "notEnoughShots",
    });
    expect(saga.autofireAttack({ weapon: { group: "carbine" }, shotsLoaded: 10, braced: true })).toEqual({
      ok: false,
      refused: "notAutofireOnly",
    });
  });
});
