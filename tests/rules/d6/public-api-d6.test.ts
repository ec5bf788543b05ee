// shared/RULES-API-D6.md: every function, constant and type the contract names is on the d6 namespace
// exported from src/rules/index.ts (game.swrpg.rules.d6 at runtime), plus the documented additions.
import { describe, expect, it } from "vitest";
import * as rules from "../../../src/rules/index.ts";
import { d6 } from "../../../src/rules/index.ts";

const contractFunctions = [
  // Dice codes
  "parseDiceCode",
  "formatDiceCode",
  "addDiceCodes",
  "diceTotal",
  "parseDamageCode",
  "damageDice",
  // Difficulties and range
  "rangeDifficulty",
  "difficultyLevel",
  "meetsDifficulty",
  "rangeBand",
  // Attacks
  "reactionCovers",
  "canFullReact",
  "attackDifficulty",
  "calledShotModifier",
  "coverModifier",
  "coverModifiers",
  "resolveAttack",
  // Protection and objects
  "protectionBodyStrength",
  "damageObject",
  "damageThroughProtection",
  "damageProtection",
  // Damage and injury
  "characterDamage",
  "escalateWound",
  "applyDamage",
  "injuryEffects",
  "mortallyWoundedCheck",
  "injuryTransition",
  "canSetForStun",
  // Armor
  "armorBonus",
  "resistanceDice",
  "dexterityInArmor",
  "damageArmor",
  // Damaged weapons
  "weaponDamageEffects",
  // Grenades
  "grenadeDeviationDice",
  "grenadeDeviation",
  "grenadeLanding",
  "blastDamage",
  "dodgesGrenade",
  "tossAway",
  "grenadeDetonation",
  // Hit location
  "hitLocation",
] as const;

// Additions to the contract (docs/rules-api-d6.md › Additions).
const addedFunctions = [
  "compareDiceCodes",
  "bandEdges",
  "worseWound",
  "multipleActionPenalty",
  "initiativeRoller",
  "initiativeWinner",
  "perceptionOrder",
  "wildDieTotal",
  "typicalDifficulty",
  "halfDamageTotal",
  "minutesInRounds",
  // Vehicles (shared/RULES-API-VEHICLES.md; tests/rules/vehicles/public-api-vehicles.test.ts)
  "vehicleSpeed",
  "vehicleStuntDifficulty",
  "vehiclePilotingDice",
  "vehicleGunneryDice",
  "scaleModifier",
  "vehicleAttackDifficulty",
  "vehicleResistanceDice",
  "vehicleDamage",
  "vehicleCollisionDice",
  "vehicleShieldDeployment",
] as const;

describe("the contract's D6 functions are on the d6 namespace", () => {
  it("d6 is one namespace of the rules API", () => {
    expect(typeof rules.d6).toBe("object");
  });
  it.each(contractFunctions)("%s", (name) => {
    expect(typeof (d6 as Record<string, unknown>)[name]).toBe("function");
  });
  it.each(addedFunctions)("addition: %s", (name) => {
    expect(typeof (d6 as Record<string, unknown>)[name]).toBe("function");
  });
});

describe("the contract's D6 constants", () => {
  it("DIFFICULTY_LEVELS lists six levels", () => {
    expect(d6.DIFFICULTY_LEVELS).toHaveLength(6);
  });
  it("POINT_BLANK_METERS is 3", () => {
    expect(d6.POINT_BLANK_METERS).toBe(3);
  });
  it("WEAPON_BODY_STRENGTH is 2D", () => {
    expect(d6.WEAPON_BODY_STRENGTH).toEqual({ dice: 2, pips: 0 });
  });
  it("FRAGMENTATION_GRENADE has four bands", () => {
    expect(d6.FRAGMENTATION_GRENADE.damage).toHaveLength(4);
    expect(d6.FRAGMENTATION_GRENADE.radius).toHaveLength(4);
  });
  it("addition: WOUND_LEVELS lists six levels", () => {
    expect(d6.WOUND_LEVELS).toHaveLength(6);
  });
  it("the shared constants can't be changed by a caller", () => {
    expect(Object.isFrozen(d6.WEAPON_BODY_STRENGTH)).toBe(true);
    expect(Object.isFrozen(d6.FRAGMENTATION_GRENADE)).toBe(true);
    expect(Object.isFrozen(d6.FRAGMENTATION_GRENADE.damage[0])).toBe(true);
    expect(Object.isFrozen(d6.FRAGMENTATION_GRENADE.radius)).toBe(true);
  });
});

describe("the contract's D6 types are exported (checked by the type gate)", () => {
  it("each type names a value of its shape", () => {
    const diceCode: d6.DiceCode = { dice: 3, pips: 2 };
    const damageCode: d6.DamageCode = { strength: true, dice: diceCode };
    const options: d6.Options = { severeInjuries: true, hitLocation: true, wildDie: false };
    const band: d6.RangeBand = "medium";
    const level: d6.DifficultyLevel = "moderate";
    const ranges: d6.WeaponRanges = { short: 10, medium: 20, long: 30 };
    const attack: d6.AttackKind = "melee";
    const skill: d6.ReactionSkill = "lightsaber";
    const cover: d6.CoverKind = "half";
    const protection: d6.ProtectionKind = "blastDoor";
    const objectLevel: d6.ObjectDamageLevel = "destroyed";
    const result: d6.DamageResult = "stunned";
    const wound: d6.WoundLevel = "woundedTwice";
    const health: d6.Health = { wound, strengthDice: 3 };
    const event: d6.InjuryEvent = { type: "rest" };
    const damageType: d6.DamageType = "energy";
    const condition: d6.ArmorCondition = "intact";
    const location: d6.HitLocation = "torso";
    const armor: d6.Armor = { physical: diceCode, energy: diceCode, covers: [location], condition };
    const direction: d6.DeviationDirection = "short";
    const blast: d6.Blast = { damage: [diceCode], radius: [2] };
    const values = [damageCode, options, band, level, ranges, attack, skill, cover, protection, objectLevel];
    const more = [result, health, event, damageType, armor, direction, blast];
    expect(values.length + more.length).toBe(17);
  });
});

describe("the D6 engine is pure: the same input gives the same output and is not changed", () => {
  it("applyDamage and injuryTransition leave their inputs alone", () => {
    const target = Object.freeze({ wound: "wounded", strengthDice: 3, stuns: 1 } as const);
    const hit = Object.freeze({ damageTotal: 20, resistTotal: 12 });
    expect(d6.applyDamage(target, hit)).toEqual(d6.applyDamage(target, hit));
    expect(() => d6.injuryTransition(target, { type: "roundEnd" })).not.toThrow();
    expect(target).toEqual({ wound: "wounded", strengthDice: 3, stuns: 1 });
  });
});
