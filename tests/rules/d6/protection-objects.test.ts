// d6-combat.txt › Protection - Tables 1-3, the garbage-bins example; Damaged Weapons › Weapon Damage Chart
// (and its note: any ordinary object).
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

const dice = (n: number, pips = 0) => ({ dice: n, pips });

describe("simple protection's body strength (Table 1)", () => {
  it.each([
    ["flimsyWoodenDoor", 1],
    ["standardWoodenDoor", 2],
    ["standardMetalDoor", 3],
    ["reinforcedDoor", 4],
    ["blastDoor", 6],
  ] as const)("%s: %iD", (kind, n) => {
    expect(d6.protectionBodyStrength(kind)).toEqual(dice(n));
  });
});

describe("damage to an object: damage roll minus body strength roll (Table 2, Weapon Damage Chart)", () => {
  it.each([
    [6, 7, -1, "undamaged"],
    [1, 20, -19, "undamaged"],
    [7, 7, 0, "notSeriouslyDamaged"],
    [10, 7, 3, "notSeriouslyDamaged"],
    [11, 7, 4, "lightlyDamaged"],
    [15, 7, 8, "lightlyDamaged"],
    [16, 7, 9, "heavilyDamaged"],
    [19, 7, 12, "heavilyDamaged"],
    [20, 7, 13, "severelyDamaged"],
    [22, 7, 15, "severelyDamaged"],
    [23, 7, 16, "destroyed"],
    [40, 7, 33, "destroyed"],
  ] as const)("damage %i against body strength %i: difference %i, %s", (damage, body, difference, level) => {
    expect(d6.damageObject({ damageTotal: damage, bodyStrengthTotal: body })).toEqual({ difference, level });
  });
});

describe("damage through protection (Table 3)", () => {
  it("not damaged or not seriously damaged: the character is completely protected", () => {
    expect(d6.damageThroughProtection(dice(5), "undamaged")).toBeNull();
    expect(d6.damageThroughProtection(dice(5), "notSeriouslyDamaged")).toBeNull();
  });
  it.each([
    ["lightlyDamaged", dice(2, 1)],
    ["heavilyDamaged", dice(4, 1)],
    ["severelyDamaged", dice(5, 1)],
    ["destroyed", dice(6, 1)],
  ] as const)("6D+1 through %s protection: %o", (level, through) => {
    expect(d6.damageThroughProtection(dice(6, 1), level)).toEqual(through);
  });
  it("no die left is no damage: 4D through lightly damaged protection, 1D through heavily", () => {
    expect(d6.damageThroughProtection(dice(4), "lightlyDamaged")).toBeNull();
    expect(d6.damageThroughProtection(dice(1, 2), "heavilyDamaged")).toBeNull();
  });
  it("one die left still rolls: 5D through lightly damaged protection is 1D", () => {
    expect(d6.damageThroughProtection(dice(5), "lightlyDamaged")).toEqual(dice(1));
  });
  it("the weapon's code is left alone", () => {
    const damage = Object.freeze(dice(5));
    d6.damageThroughProtection(damage, "destroyed");
    expect(damage).toEqual(dice(5));
  });
});

describe("the garbage bins as protection", () => {
  it("body strength 2D rolls 7, the blaster pistol's 5D rolls 20: 13, severely damaged, 4D on the target", () => {
    expect(d6.damageProtection({ weaponDamage: dice(5), damageTotal: 20, bodyStrengthTotal: 7 })).toEqual({
      difference: 13,
      level: "severelyDamaged",
      targetDamage: dice(4),
    });
  });
  it("a damage roll under the bins' roll leaves them whole and the target unhurt", () => {
    expect(d6.damageProtection({ weaponDamage: dice(5), damageTotal: 6, bodyStrengthTotal: 7 })).toEqual({
      difference: -1,
      level: "undamaged",
      targetDamage: null,
    });
  });
});

describe("damaged weapons", () => {
  it("most hand weapons have body strength 2D", () => {
    expect(d6.WEAPON_BODY_STRENGTH).toEqual(dice(2));
  });
  it.each([
    ["undamaged", { damagePenalty: dice(0), difficultyModifier: 0, usable: true, repairable: true }],
    [
      "notSeriouslyDamaged",
      { damagePenalty: dice(0), difficultyModifier: 0, usable: true, repairable: true },
    ],
    ["lightlyDamaged", { damagePenalty: dice(-1), difficultyModifier: 0, usable: true, repairable: true }],
    ["heavilyDamaged", { damagePenalty: dice(-2), difficultyModifier: 10, usable: true, repairable: true }],
    ["severelyDamaged", { damagePenalty: dice(0), difficultyModifier: 0, usable: false, repairable: true }],
    ["destroyed", { damagePenalty: dice(0), difficultyModifier: 0, usable: false, repairable: false }],
  ] as const)("%s", (level, effects) => {
    expect(d6.weaponDamageEffects(level)).toEqual(effects);
  });
  it("a lightsaber slicing a blaster pistol: 5D rolled 21 against the pistol's 2D rolled 8 is 13, severely damaged", () => {
    const { level } = d6.damageObject({ damageTotal: 21, bodyStrengthTotal: 8 });
    expect(level).toBe("severelyDamaged");
    expect(d6.weaponDamageEffects(level).usable).toBe(false);
  });
  it("a heavily damaged weapon's +10 goes into the attack difficulty", () => {
    const { difficultyModifier } = d6.weaponDamageEffects("heavilyDamaged");
    expect(d6.attackDifficulty({ difficulty: 13, modifiers: [difficultyModifier] })).toBe(23);
  });
});
