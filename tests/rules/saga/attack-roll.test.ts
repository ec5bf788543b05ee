// saga-special-combat-rules.txt › Area Attacks (natural 20); saga-variant-character-combat.txt › Attacks
// ("equals or exceeds"); natural 1 and critical hits: Saga core, not in the texts.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("resolveAttack: a hit equals or exceeds the defense", () => {
  it("exactly at the defense hits, one below misses", () => {
    expect(saga.resolveAttack({ d20: 10, attackBonus: 5, defense: 15 })).toEqual({
      natural: 10,
      total: 15,
      hit: true,
      critical: false,
    });
    expect(saga.resolveAttack({ d20: 10, attackBonus: 4, defense: 15 })).toEqual({
      natural: 10,
      total: 14,
      hit: false,
      critical: false,
    });
  });
  it("a natural 20 hits and is a critical whatever the total", () => {
    expect(saga.resolveAttack({ d20: 20, attackBonus: -10, defense: 40 })).toEqual({
      natural: 20,
      total: 10,
      hit: true,
      critical: true,
    });
  });
  it("a natural 1 misses whatever the total (Saga core)", () => {
    expect(saga.resolveAttack({ d20: 1, attackBonus: 30, defense: 5 })).toMatchObject({
      total: 31,
      hit: false,
    });
  });
  it("a natural 2 is not an automatic miss", () => {
    expect(saga.resolveAttack({ d20: 2, attackBonus: 3, defense: 5 }).hit).toBe(true);
  });
  it("a natural 19 is an ordinary roll: a miss when the total falls short", () => {
    expect(saga.resolveAttack({ d20: 19, attackBonus: 0, defense: 20 }).hit).toBe(false);
  });
});

describe("resolveAttack: critical hits and the threat range", () => {
  it("a natural 19 is no critical with the default range of 20", () => {
    expect(saga.resolveAttack({ d20: 19, attackBonus: 5, defense: 10 })).toMatchObject({
      hit: true,
      critical: false,
    });
  });
  it("a threat range of 19 makes a hitting 19 a critical, but not an 18", () => {
    expect(saga.resolveAttack({ d20: 19, attackBonus: 5, defense: 10, threatRange: 19 }).critical).toBe(true);
    expect(saga.resolveAttack({ d20: 18, attackBonus: 5, defense: 10, threatRange: 19 }).critical).toBe(
      false,
    );
  });
  it("a roll in the threat range that misses is no critical (no confirmation roll exists)", () => {
    expect(saga.resolveAttack({ d20: 19, attackBonus: 0, defense: 25, threatRange: 19 })).toMatchObject({
      hit: false,
      critical: false,
    });
  });
});
