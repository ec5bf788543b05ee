// Shots per attack: one a single shot (Saga core, not in the texts); saga-special-combat-rules.txt › Autofire
// (ten), Burst Fire (five). Reloading: a move action (Saga core, not in the texts).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("shots spent by one attack", () => {
  it("a single shot spends 1, autofire 10, Burst Fire 5", () => {
    expect(saga.shotsPerAttack("single")).toBe(1);
    expect(saga.shotsPerAttack("autofire")).toBe(10);
    expect(saga.shotsPerAttack("burstFire")).toBe(5);
  });

  it("a rifle with 50 shots fires one: 49 left; the last shot leaves 0", () => {
    expect(saga.spendShots({ loaded: 50, fire: "single" })).toEqual({ ok: true, spent: 1, remaining: 49 });
    expect(saga.spendShots({ loaded: 1, fire: "single" })).toEqual({ ok: true, spent: 1, remaining: 0 });
  });

  it("autofire with exactly 10 empties the weapon; Burst Fire with exactly 5 too", () => {
    expect(saga.spendShots({ loaded: 10, fire: "autofire" })).toEqual({ ok: true, spent: 10, remaining: 0 });
    expect(saga.spendShots({ loaded: 5, fire: "burstFire" })).toEqual({ ok: true, spent: 5, remaining: 0 });
  });

  it("an empty weapon is refused as empty; too few for the fire mode as not enough", () => {
    expect(saga.spendShots({ loaded: 0, fire: "single" })).toEqual({ ok: false, refused: "empty" });
    expect(saga.spendShots({ loaded: 0, fire: "autofire" })).toEqual({ ok: false, refused: "empty" });
    expect(saga.spendShots({ loaded: 9, fire: "autofire" })).toEqual({
      ok: false,
      refused: "notEnoughShots",
    });
    expect(saga.spendShots({ loaded: 4, fire: "burstFire" })).toEqual({
      ok: false,
      refused: "notEnoughShots",
    });
  });

  it("a weapon that does not count its shots is never refused", () => {
    expect(saga.spendShots({ loaded: null, fire: "autofire" })).toEqual({
      ok: true,
      spent: 10,
      remaining: null,
    });
  });
});

describe("reloading", () => {
  it("fills the weapon to capacity as a move action", () => {
    expect(saga.reload({ loaded: 0, capacity: 50 })).toEqual({ ok: true, shots: 50, action: "move" });
    expect(saga.reload({ loaded: 49, capacity: 50 })).toEqual({ ok: true, shots: 50, action: "move" });
    expect(saga.RELOAD_ACTION).toBe("move");
  });
  it("a full weapon needs no reload; one that counts no shots cannot be reloaded", () => {
    expect(saga.reload({ loaded: 50, capacity: 50 })).toEqual({ ok: false, refused: "full" });
    expect(saga.reload({ loaded: 0, capacity: 0 })).toEqual({ ok: false, refused: "noMagazine" });
  });
});
