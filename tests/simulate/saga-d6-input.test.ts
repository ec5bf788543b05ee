// Every field of a Saga and a D6 record is checked by prepare: a value the fights cannot use is refused with
// the combatant's name, the field and what was wrong, and the edges the checks allow are allowed.
import { describe, expect, it } from "vitest";
import type { D6Combatant } from "../../src/simulate/d6/d6-combatant.ts";
import { d6Ruleset } from "../../src/simulate/d6/d6-ruleset.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { sagaJedi, sagaTrooper, sagaVersus } from "./saga-fixtures.ts";

const saga = (overrides: Record<string, unknown>) => () =>
  sagaRuleset.prepare(sagaVersus([sagaJedi("J")], [sagaTrooper("S", overrides as never)]));
const sagaWeapon = (overrides: Record<string, unknown>) =>
  saga({ weapons: [{ ...sagaTrooper().weapons[0]!, ...overrides }] });

describe("Saga records", () => {
  it.each([
    ["name", "", 'side 2, combatant 1: name must be a non-empty text, got ""'],
    ["kind", 3, 'S: kind must be one of "creature", "droid", got 3'],
    ["maxHitPoints", 0, "S: maxHitPoints must be a whole number of at least 1, got 0"],
    ["hitPoints", -1, "S: hitPoints must be a whole number from 0 to 10, got -1"],
    ["temporaryHitPoints", -1, "S: temporaryHitPoints must be a whole number of at least 0, got -1"],
    ["temporaryHitPoints", 0.5, "S: temporaryHitPoints must be a whole number of at least 0, got 0.5"],
    ["damageThreshold", -1, "S: damageThreshold must be a whole number of at least 0, got -1"],
    ["condition", -1, "S: condition must be a whole number of at least 0, got -1"],
    ["damageReduction", 5, "S: damageReduction must be a list, got 5"],
    ["damageReduction", [null], "S: damageReduction[0] must be an object, got null"],
    [
      "damageReduction",
      [{ amount: 2, bypassedBy: ["fire"] }],
      'S: damageReduction[0].bypassedBy[0] must be one of "energy"',
    ],
    [
      "damageReduction",
      [{ amount: 2, appliesTo: "energy" }],
      'S: damageReduction[0].appliesTo must be a list, got "energy"',
    ],
    [
      "damageReduction",
      [{ amount: 2, stopsLightsabers: 1 }],
      "S: damageReduction[0].stopsLightsabers must be true or false, got 1",
    ],
    ["shieldRating", Number.NaN, "S: shieldRating must be a whole number of at least 0, got NaN"],
    ["flatFootedReflex", Number.NaN, "S: flatFootedReflex must be a whole number, got NaN"],
    ["initiativeBonus", 1.5, "S: initiativeBonus must be a whole number, got 1.5"],
    ["dexterity", "12", 'S: dexterity must be a whole number, got "12"'],
    ["speed", -1, "S: speed must be a finite number of at least 0, got -1"],
    ["burstFire", "yes", 'S: burstFire must be true or false, got "yes"'],
    ["evasion", 0, "S: evasion must be true or false, got 0"],
    ["aware", "no", 'S: aware must be true or false, got "no"'],
    ["secondWind", 5, "S: secondWind must be an object, got 5"],
    [
      "secondWind",
      { heroic: "y", constitution: 12, usesLeft: 1 },
      'S: secondWind.heroic must be true or false, got "y"',
    ],
    [
      "secondWind",
      { heroic: true, constitution: Number.NaN, usesLeft: 1 },
      "S: secondWind.constitution must be a whole number of at least 0, got NaN",
    ],
    [
      "secondWind",
      { heroic: true, constitution: 12, usesLeft: -1 },
      "S: secondWind.usesLeft must be a whole number of at least 0, got -1",
    ],
    [
      "secondWind",
      { heroic: true, constitution: 12, usesLeft: 1, extraSecondWind: 2 },
      "S: secondWind.extraSecondWind must be true or false, got 2",
    ],
    ["weapons", null, "S: weapons must be a list, got null"],
  ])("%s = %j", (field, value, message) => {
    expect(saga({ [field]: value })).toThrow(message);
  });
  it.each([
    ["name", 7, "S: weapons[0].name must be a non-empty text, got 7"],
    [
      "types",
      ["plasma"],
      'S: weapons[0].types[0] must be one of "energy", "piercing", "slashing", "bludgeoning", "ion", "stun", got "plasma"',
    ],
    ["types", "energy", 'S: weapons[0].types must be a list, got "energy"'],
    ["threatRange", 21, "S: weapons[0].threatRange must be a whole number from 2 to 20, got 21"],
    ["shots", -1, "S: weapons[0].shots must be a whole number of at least 0, got -1"],
    ["burstRadius", 0, "S: weapons[0].burstRadius must be a whole number of at least 1, got 0"],
    ["uses", 1.5, "S: weapons[0].uses must be a whole number of at least 0, got 1.5"],
    ["lightsaber", "no", 'S: weapons[0].lightsaber must be true or false, got "no"'],
    ["autofire", 1, "S: weapons[0].autofire must be true or false, got 1"],
    ["autofireOnly", 1, "S: weapons[0].autofireOnly must be true or false, got 1"],
    ["splash", 1, "S: weapons[0].splash must be true or false, got 1"],
  ])("weapon %s = %j", (field, value, message) => {
    expect(sagaWeapon({ [field]: value })).toThrow(message);
  });
  it("a weapon that is no object", () => {
    expect(saga({ weapons: [7] })).toThrow("S: weapons[0] must be an object, got 7");
  });
  it("the edges allowed: 0 hit points of 10, threshold 0, a typed and bypassed DR, a second wind, threat range 2 and 20", () => {
    expect(
      saga({
        hitPoints: 0,
        damageThreshold: 0,
        damageReduction: [
          { amount: 0, bypassedBy: ["energy"], appliesTo: ["slashing"], stopsLightsabers: true },
        ],
        secondWind: { heroic: false, constitution: 0, usesLeft: 0, extraSecondWind: true },
        kind: "droid",
      }),
    ).not.toThrow();
    expect(
      sagaWeapon({ threatRange: 2, types: ["energy", "stun"], shots: 0, uses: 0, burstRadius: 1 }),
    ).not.toThrow();
    expect(sagaWeapon({ threatRange: 20 })).not.toThrow();
  });
});

const code = (dice: number, pips = 0) => ({ dice, pips });
function d6Trooper(overrides: Record<string, unknown> = {}): D6Combatant {
  return {
    name: "D",
    perception: code(2),
    strength: code(2),
    move: 10,
    weapons: [
      {
        name: "Rifle",
        kind: "ranged",
        skill: code(4),
        damage: { strength: false, dice: code(5) },
        damageType: "energy",
        ranges: { short: 30, medium: 100, long: 300 },
      },
    ],
    ...overrides,
  } as D6Combatant;
}
const d6 = (overrides: Record<string, unknown>) => () =>
  d6Ruleset.prepare({
    sides: [
      { name: "A", combatants: [d6Trooper({ name: "A1" })] },
      { name: "B", combatants: [d6Trooper(overrides)] },
    ],
  });
const d6Weapon = (overrides: Record<string, unknown>) =>
  d6({ weapons: [{ ...d6Trooper().weapons[0]!, ...overrides }] });

describe("D6 records", () => {
  it.each([
    ["perception", "2D", 'D: perception must be an object, got "2D"'],
    ["perception", code(2, 3), "D: perception.pips must be a whole number from -2 to 2, got 3"],
    ["perception", code(-1), "D: perception.dice must be a whole number from 0 to 100, got -1"],
    ["strength", code(0), "D: strength.dice must be a whole number from 1 to 100, got 0"],
    ["reactions", [], "D: reactions must be an object, got []"],
    [
      "reactions",
      { dodge: code(1.5) },
      "D: reactions.dodge.dice must be a whole number from 0 to 100, got 1.5",
    ],
    ["armor", 3, "D: armor must be an object, got 3"],
    ["armor", { physical: code(2) }, "D: armor.energy must be an object, got nothing"],
    ["stuns", -1, "D: stuns must be a whole number of at least 0, got -1"],
    ["aware", 1, "D: aware must be true or false, got 1"],
    ["weapons", {}, "D: weapons must be a list, got {}"],
  ])("%s = %j", (field, value, message) => {
    expect(d6({ [field]: value })).toThrow(message);
  });
  it.each([
    ["name", "", 'D: weapons[0].name must be a non-empty text, got ""'],
    ["skill", code(Number.NaN), "D: weapons[0].skill.dice must be a whole number from 0 to 100, got NaN"],
    ["damage", "5D", 'D: weapons[0].damage must be an object, got "5D"'],
    [
      "damage",
      { strength: "no", dice: code(5) },
      'D: weapons[0].damage.strength must be true or false, got "no"',
    ],
    [
      "damage",
      { strength: true, dice: code(1, 5) },
      "D: weapons[0].damage.dice.pips must be a whole number from -2 to 2, got 5",
    ],
    ["damageType", "fire", 'D: weapons[0].damageType must be one of "physical", "energy", got "fire"'],
    ["difficulty", "hard", 'D: weapons[0].difficulty must be one of "veryEasy"'],
    [
      "ranges",
      { short: 1, medium: 2 },
      "D: weapons[0].ranges.long must be a finite number of at least 0, got nothing",
    ],
    [
      "ranges",
      { short: 1, medium: 2, long: 3, pointBlank: -1 },
      "D: weapons[0].ranges.pointBlank must be a finite number of at least 0, got -1",
    ],
    ["blast", 3, "D: weapons[0].blast must be an object, got 3"],
    [
      "blast",
      { damage: [code(5)], radius: [] },
      "D: weapons[0].blast must give as many radii as damage codes, at least one",
    ],
    [
      "blast",
      { damage: [], radius: [] },
      "D: weapons[0].blast must give as many radii as damage codes, at least one",
    ],
    [
      "blast",
      { damage: [code(5)], radius: [-1] },
      "D: weapons[0].blast.radius[0] must be a finite number of at least 0, got -1",
    ],
    [
      "blast",
      { damage: [code(5, 9)], radius: [2] },
      "D: weapons[0].blast.damage[0].pips must be a whole number from -2 to 2, got 9",
    ],
    ["uses", -1, "D: weapons[0].uses must be a whole number of at least 0, got -1"],
    ["stun", "on", 'D: weapons[0].stun must be true or false, got "on"'],
  ])("weapon %s = %j", (field, value, message) => {
    expect(d6Weapon({ [field]: value })).toThrow(message);
  });
  it("a melee weapon needs no ranges; one with ranges has them checked; edges allowed", () => {
    expect(d6Weapon({ kind: "melee", ranges: undefined, difficulty: "easy" })).not.toThrow();
    expect(d6Weapon({ kind: "brawling", ranges: { short: 1, medium: 2, long: Number.NaN } })).toThrow(
      "D: weapons[0].ranges.long must be a finite number of at least 0, got NaN",
    );
    expect(
      d6({
        perception: code(0, -2),
        strength: code(1, 2),
        reactions: { meleeParry: code(3), brawlingParry: code(2), lightsaber: code(5) },
        armor: { physical: code(0), energy: code(0, 1) },
        stuns: 0,
        wound: "killed",
        move: 0,
      }),
    ).not.toThrow();
    expect(
      d6Weapon({ blast: { damage: [code(5), code(4)], radius: [0, 4] }, uses: 0, stun: true }),
    ).not.toThrow();
  });
});
