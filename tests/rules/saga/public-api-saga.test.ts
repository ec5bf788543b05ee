// shared/RULES-API-SAGA.md: the Saga engine's published names, on the namespace `saga` exported from
// src/rules/index.ts (and so at game.swrpg.rules.saga).
import { describe, expect, it } from "vitest";
import * as rules from "../../../src/rules/index.ts";

const functions = [
  // Attack rolls and area attacks
  "resolveAttack",
  "resolveAreaAttack",
  "resolveSplashAttack",
  "areaCoverOrigin",
  "autofireAttack",
  // Situational attack modifiers
  "attackModifiers",
  // Cover, concealment, line of sight
  "coverBonus",
  "effectiveCover",
  "concealmentPenalties",
  "effectiveConcealment",
  "lineOfSightAndEffect",
  // Damage reduction, shields, hit points, damage threshold
  "applyDamageReduction",
  "applyShieldRating",
  "rechargeShields",
  "applyDamage",
  "thresholdSteps",
  "endOfEncounter",
  // Condition tracks
  "conditionTrackLength",
  "moveConditionTrack",
  // Stun and ion damage
  "applyStunDamage",
  "applyIonDamage",
  "stunRangePenalty",
  "regainConsciousness",
  "unarmedDamage",
  // Attacks of opportunity
  "threatens",
  "actionProvokes",
  "movementProvokes",
  "canTakeAttackOfOpportunity",
  // Fighting space, reach and movement
  "fightingSpace",
  "reach",
  "canAttackSquare",
  "movementCost",
  "encumberedSpeed",
  "canMoveThrough",
  "canSqueeze",
  "immobilizedAllows",
  // Delay, ready and action costs
  "delay",
  "delayersOrder",
  "triggerReady",
  "readyLapses",
  "canReady",
  "actionCost",
  // Variant: attack and damage formulas
  "attackBonus",
  "damageRoll",
  "heavyAttack",
  "devastatingInjury",
  // Variant: defenses and thresholds
  "defenses",
  "damageThreshold",
  "mentalThreshold",
  "mentalThresholdSteps",
  // Variant: hit points and the second wind
  "secondWind",
  // Variant: action economy and reactions
  "checkTurn",
  "reactionsPerRound",
  "canReact",
  // Variant: initiative, surprise, durations
  "initiativeOrder",
  "groupInitiative",
  "surpriseRound",
  "effectEnds",
  // Vehicles (shared/RULES-API-VEHICLES.md; tests/rules/vehicles/public-api-vehicles.test.ts)
  "vehicleSizeModifiers",
  "vehicleCrewQuality",
  "vehicleDefenses",
  "vehiclePilotCheck",
  "vehicleAttackBonus",
  "vehicleDamage",
  "vehicleDogfightStart",
  "vehicleDogfightAttack",
  "vehicleDogfightDisengage",
] as const;

describe("the Saga contract's functions are on the saga namespace", () => {
  it("the namespace exists", () => {
    expect(typeof rules.saga).toBe("object");
  });
  it.each(functions)("saga.%s", (name) => {
    expect(typeof (rules.saga as Record<string, unknown>)[name]).toBe("function");
  });
});

describe("the Saga contract's constants", () => {
  it("LIMB_TRACK_LENGTH is 5", () => {
    expect(rules.saga.LIMB_TRACK_LENGTH).toBe(5);
  });
});

describe("the contract's types are exported from the namespace", () => {
  it("every named type can be used as saga.<Type>", () => {
    const size: rules.saga.SagaSize = "medium";
    const kind: rules.saga.AttackKind = "melee";
    const damageType: rules.saga.DamageType = "ion";
    const cover: rules.saga.SagaCoverDegree = "improved";
    const concealment: rules.saga.SagaConcealmentDegree = "total";
    const step: rules.saga.ConditionStep = 2;
    const targetKind: rules.saga.TargetKind = "droid";
    const group: rules.saga.SagaWeaponGroup = "carbine";
    const action: rules.saga.SagaActionType = "fullRound";
    const tier: rules.saga.HeavyAttackTier = "masterHeavy";
    const weapon: rules.saga.SagaWeapon = { group, stock: "folded" };
    const dr: rules.saga.DamageReduction = { amount: 5, bypassedBy: [damageType] };
    const health: rules.saga.SagaHealth = {
      hitPoints: 1,
      maxHitPoints: 1,
      damageThreshold: 1,
      condition: step,
    };
    const options: rules.saga.SagaOptions = { variantFlanking: true };
    const target: rules.saga.AreaTarget = { id: "t", reflex: 10, cover };
    const areaHit: rules.saga.AreaHit = { id: "t", hit: false, damage: 0, reflex: null };
    const hit: rules.saga.SagaHit = { amount: 1 };
    const activity: rules.saga.SagaActivity = "ready";
    const provoking: rules.saga.SagaProvokingAction = "aim";
    const part: rules.saga.BonusPart = { label: "bab", value: 1 };
    const composed: rules.saga.ComposedBonus = { total: 1, parts: [part] };
    expect([size, kind, concealment, targetKind, action, tier, activity, provoking]).toHaveLength(8);
    expect([weapon, dr, health, options, target, areaHit, hit, composed]).toHaveLength(8);
  });
});

describe("the Saga engine is pure: inputs are left alone", () => {
  it("resolveAreaAttack and applyDamage on frozen inputs", () => {
    const targets = Object.freeze([Object.freeze({ id: "a", reflex: 12, cover: "cover" as const })]);
    expect(() =>
      rules.saga.resolveAreaAttack({ d20: 15, attackBonus: 2, damage: 10, targets }),
    ).not.toThrow();
    const target = Object.freeze({
      hitPoints: 10,
      maxHitPoints: 10,
      damageThreshold: 5,
      shieldRating: 5,
      damageReduction: Object.freeze([Object.freeze({ amount: 2 })]) as rules.saga.DamageReduction[],
    });
    const first = rules.saga.applyDamage(target, { amount: 12 });
    expect(rules.saga.applyDamage(target, { amount: 12 })).toEqual(first);
    expect(target.hitPoints).toBe(10);
  });
});
