// saga-special-combat-rules.txt › Area Attacks › Splash Weapons.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("splash weapons", () => {
  it("a hit: the primary takes full damage; adjacent targets hit take half, missed nothing", () => {
    const result = saga.resolveSplashAttack({
      d20: 10,
      attackBonus: 5,
      damage: 9,
      primary: { id: "p", reflex: 15 },
      adjacent: [
        { id: "a", reflex: 15 },
        { id: "b", reflex: 16 },
      ],
    });
    expect(result).toEqual({
      natural: 10,
      total: 15,
      primary: { id: "p", hit: true, damage: 9, reflex: 15 },
      adjacent: [
        { id: "a", hit: true, damage: 4, reflex: 15 },
        { id: "b", hit: false, damage: 0, reflex: 16 },
      ],
    });
  });
  it("a miss: the primary takes half damage", () => {
    const result = saga.resolveSplashAttack({
      d20: 10,
      attackBonus: 5,
      damage: 9,
      primary: { id: "p", reflex: 16 },
      adjacent: [],
    });
    expect(result.primary).toEqual({ id: "p", hit: false, damage: 4, reflex: 16 });
    expect(result.adjacent).toEqual([]);
  });
  it("no minimum of 10: a total of 6 still hits a Reflex of 6", () => {
    const result = saga.resolveSplashAttack({
      d20: 3,
      attackBonus: 3,
      damage: 8,
      primary: { id: "p", reflex: 6 },
      adjacent: [],
    });
    expect(result.primary).toEqual({ id: "p", hit: true, damage: 8, reflex: 6 });
  });
  it("Evasion does not apply, and cover only adds its Reflex bonus (a covered miss still takes half)", () => {
    const result = saga.resolveSplashAttack({
      d20: 10,
      attackBonus: 10,
      damage: 10,
      primary: { id: "p", reflex: 16, cover: "cover", evasion: true },
      adjacent: [{ id: "a", reflex: 10, cover: "improved", evasion: true }],
    });
    expect(result.primary).toEqual({ id: "p", hit: false, damage: 5, reflex: 21 });
    expect(result.adjacent).toEqual([{ id: "a", hit: true, damage: 5, reflex: 20 }]);
  });
  it("a natural 20 hits everyone; a natural 1 misses everyone (Saga core)", () => {
    const base = { damage: 10, primary: { id: "p", reflex: 30 }, adjacent: [{ id: "a", reflex: 2 }] };
    const twenty = saga.resolveSplashAttack({ ...base, d20: 20, attackBonus: 0 });
    expect(twenty.primary.hit).toBe(true);
    expect(twenty.adjacent[0]!.hit).toBe(true);
    const one = saga.resolveSplashAttack({ ...base, d20: 1, attackBonus: 40 });
    expect(one.primary).toEqual({ id: "p", hit: false, damage: 5, reflex: 30 });
    expect(one.adjacent[0]).toEqual({ id: "a", hit: false, damage: 0, reflex: 2 });
  });
  it("total cover cannot be attacked; negative damage counts as 0", () => {
    const result = saga.resolveSplashAttack({
      d20: 15,
      attackBonus: 5,
      damage: -3,
      primary: { id: "p", reflex: 10 },
      adjacent: [{ id: "walled", reflex: 5, cover: "total" }],
    });
    expect(result.primary).toEqual({ id: "p", hit: true, damage: 0, reflex: 10 });
    expect(result.adjacent).toEqual([{ id: "walled", hit: false, damage: 0, reflex: null }]);
  });
});
