// rcr-combat.txt › Critical Hits (heroic: damage to wounds; ordinary: wounds to -1); Coup de Grace;
// Knocked Out (not helpless).
import { describe, expect, it } from "vitest";
import { applyDamage, coupDeGrace, type Health } from "../../src/rules/index.ts";

const hero: Health = { vitality: 30, wounds: 14, woundsMax: 14, heroic: true };
const thug: Health = { vitality: 0, wounds: 12, woundsMax: 12, heroic: false };

describe("critical hit against a heroic target: the weapon's damage goes to wound points", () => {
  it("vitality is untouched", () => {
    const result = applyDamage(hero, { amount: 9, critical: true });
    expect(result).toMatchObject({
      vitality: 30,
      vitalityLost: 0,
      wounds: 5,
      woundsLost: 9,
      fortitudeDC: 14,
    });
  });
  it("armor DR reduces the wound damage of a critical", () => {
    const result = applyDamage({ ...hero, damageReduction: 3 }, { amount: 9, critical: true });
    expect(result).toMatchObject({ woundsLost: 6, reducedByDamageReduction: 3 });
  });
});

describe("critical hit against an ordinary target: wound points drop to -1", () => {
  it("whatever the damage", () => {
    expect(applyDamage(thug, { amount: 2, critical: true })).toMatchObject({
      wounds: -1,
      woundsLost: 13,
      condition: "dying",
    });
  });
  it("DR does not help", () => {
    expect(applyDamage({ ...thug, damageReduction: 5 }, { amount: 2, critical: true })).toMatchObject({
      wounds: -1,
      reducedByDamageReduction: 0,
    });
  });
  it("an ordinary target at 1 wound point drops to -1", () => {
    expect(applyDamage({ ...thug, wounds: 1 }, { amount: 9, critical: true })).toMatchObject({
      wounds: -1,
      woundsLost: 2,
      condition: "dying",
    });
  });
  it("an ordinary target at 0 wound points (disabled) drops to -1", () => {
    expect(applyDamage({ ...thug, wounds: 0 }, { amount: 9, critical: true })).toMatchObject({
      wounds: -1,
      woundsLost: 1,
      fortitudeDC: 6,
      condition: "dying",
    });
  });
  it("a target already below -1 is not raised", () => {
    expect(applyDamage({ ...thug, wounds: -4 }, { amount: 5, critical: true })).toMatchObject({
      wounds: -4,
      woundsLost: 0,
      fortitudeDC: null,
    });
  });
  it("an ordinary character with some vitality still drops to -1", () => {
    expect(applyDamage({ ...thug, vitality: 5 }, { amount: 1, critical: true })).toMatchObject({
      vitality: 5,
      wounds: -1,
    });
  });
});

describe("Coup de Grace: automatic hit and critical; Fortitude DC 10 + damage or die", () => {
  it("a helpless heroic target surviving the damage saves against DC 10 + damage", () => {
    const result = coupDeGrace({ target: hero, damage: 8, helpless: true });
    expect(result.refused).toBeNull();
    expect(result.damage).toMatchObject({ wounds: 6, woundsLost: 8 });
    expect(result.fortitudeDC).toBe(18);
    expect(result.dead).toBeNull();
  });
  it("a failed save kills; a successful one does not", () => {
    expect(coupDeGrace({ target: hero, damage: 8, helpless: true, fortitudeTotal: 17 }).dead).toBe(true);
    expect(coupDeGrace({ target: hero, damage: 8, helpless: true, fortitudeTotal: 18 }).dead).toBe(false);
  });
  it("an ordinary target drops to -1 and must still save", () => {
    const result = coupDeGrace({ target: thug, damage: 4, helpless: true, fortitudeTotal: 20 });
    expect(result.damage?.wounds).toBe(-1);
    expect(result).toMatchObject({ fortitudeDC: 14, dead: false });
  });
  it("damage that kills outright needs no save", () => {
    const result = coupDeGrace({ target: { ...hero, wounds: 3 }, damage: 13, helpless: true });
    expect(result).toMatchObject({ fortitudeDC: null, dead: true });
  });
  it("damage below 1 still deals 1 and sets DC 11", () => {
    expect(coupDeGrace({ target: hero, damage: -2, helpless: true }).fortitudeDC).toBe(11);
  });
  it("refused against a target immune to critical hits", () => {
    expect(coupDeGrace({ target: hero, damage: 8, helpless: true, immuneToCriticals: true })).toEqual({
      refused: "immuneToCriticals",
      damage: null,
      fortitudeDC: null,
      dead: null,
    });
  });
  it("refused against a target that is not helpless (a knocked-out character is not)", () => {
    expect(coupDeGrace({ target: hero, damage: 8, helpless: false }).refused).toBe("notHelpless");
  });
});
