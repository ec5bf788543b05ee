// shared/RULES-API-VEHICLES.md: every function and type the contract lists is exported where it says:
// RCR's namespace `vehicles`, Saga's `saga.vehicle*`, D6's `d6.vehicle*` and `d6.scaleModifier`.
import { describe, expect, it } from "vitest";
import * as rules from "../../../src/rules/index.ts";
import { d6, saga, vehicles } from "../../../src/rules/index.ts";

const rcrFunctions = [
  "speedCategory",
  "speedCategoryFor",
  "declareSpeed",
  "crewQuality",
  "starshipSystemBonus",
  "defense",
  "attackBonus",
  "maneuverCheck",
  "stuntDC",
  "controlCheck",
  "applyDamage",
  "starshipDestructionThreshold",
  "collisionDamage",
  "occupantCollisionDamage",
] as const;

describe("RCR: the namespace vehicles", () => {
  it("is one namespace of the rules API", () => {
    expect(typeof rules.vehicles).toBe("object");
  });
  it.each(rcrFunctions)("%s", (name) => {
    expect(typeof (vehicles as Record<string, unknown>)[name]).toBe("function");
  });
  it("its types are exported (checked by the type gate)", () => {
    const category: vehicles.SpeedCategory = "allOut";
    const scale: vehicles.MovementScale = "chase";
    const quality: vehicles.CrewQuality = "ace";
    const role: vehicles.CrewRole = "engineer";
    const field: vehicles.DefenseField = "magnetic";
    const kind: vehicles.VehicleWeaponKind = "missile";
    const type: vehicles.StarshipType = "superheavy";
    const size: vehicles.Size = "huge";
    const stance: vehicles.CombatStance = "totalDefense";
    const cover: vehicles.CoverDegree = "half";
    const bonus: vehicles.ComposedBonus = { total: 0, parts: [] };
    const stunt: vehicles.Stunt = { stunt: "dash" };
    const op: vehicles.Operator = {
      rangedAttackBonus: 0,
      classDefenseBonus: 0,
      dexModifier: 0,
      pilotCheck: 0,
    };
    const station: vehicles.CrewStation = { role, operator: op, crewQuality: quality };
    const vehicle: vehicles.Vehicle = {
      size,
      maneuver: 0,
      hitPoints: 1,
      maxHitPoints: 1,
      damageReduction: 0,
      crew: [station],
    };
    const values = [category, scale, field, kind, type, stance, cover, bonus, stunt, vehicle];
    expect(values).toHaveLength(10);
  });
  it("is pure: the same input gives the same output and is not changed", () => {
    const vehicle = Object.freeze({
      size: "large",
      maneuver: 0,
      hitPoints: 10,
      maxHitPoints: 10,
      damageReduction: 2,
      crew: Object.freeze([Object.freeze({ role: "pilot", operator: null, crewQuality: "ace" })]),
    }) as vehicles.Vehicle;
    const hit = Object.freeze({ amount: 9 });
    expect(vehicles.applyDamage(vehicle, hit)).toEqual(vehicles.applyDamage(vehicle, hit));
    expect(vehicles.defense(vehicle)).toEqual(vehicles.defense(vehicle));
    expect(vehicle.hitPoints).toBe(10);
  });
});

const sagaFunctions = [
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

describe("Saga: saga.vehicle*", () => {
  it.each(sagaFunctions)("saga.%s", (name) => {
    expect(typeof (saga as Record<string, unknown>)[name]).toBe("function");
  });
  it("the reused engine functions the contract names are there", () => {
    for (const name of [
      "applyDamage",
      "applyShieldRating",
      "rechargeShields",
      "moveConditionTrack",
      "conditionPenalty",
    ])
      expect(typeof (saga as Record<string, unknown>)[name], name).toBe("function");
  });
  it("its types are exported (checked by the type gate)", () => {
    const size: saga.SagaVehicleSize = "colossalCruiser";
    const kind: saga.SagaVehicleKind = "spaceStation";
    const quality: saga.SagaCrewQuality = "skilled";
    const role: saga.SagaCrewRole = "systemOperator";
    const state: saga.SagaVehicleState = "poweredDown";
    const op: saga.SagaVehicleOperator = {
      heroicLevel: 0,
      baseAttackBonus: 0,
      pilot: 0,
      trainedInPilot: false,
    };
    const station: saga.SagaCrewStation = { role, operator: op, crewQuality: quality };
    const side: saga.DogfightSide = { d20: 10, modifier: 5 };
    const vehicle: saga.SagaVehicle = {
      kind,
      size,
      strModifier: 0,
      dexModifier: 0,
      intModifier: 0,
      armorBonus: 0,
      hitPoints: 1,
      maxHitPoints: 1,
      crew: [station],
    };
    expect([state, side, vehicle]).toHaveLength(3);
  });
  it("is pure: a frozen vehicle is left alone", () => {
    const vehicle = Object.freeze({
      kind: "starfighter",
      size: "huge",
      strModifier: 8,
      dexModifier: 5,
      intModifier: 3,
      armorBonus: 5,
      hitPoints: 10,
      maxHitPoints: 100,
      shieldRating: 5,
      crew: [] as saga.SagaCrewStation[],
    }) as saga.SagaVehicle;
    expect(saga.vehicleDamage(vehicle, { amount: 40 })).toEqual(saga.vehicleDamage(vehicle, { amount: 40 }));
    expect(vehicle.hitPoints).toBe(10);
  });
});

const d6Functions = [
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

describe("D6: d6.vehicle* and d6.scaleModifier", () => {
  it.each(d6Functions)("d6.%s", (name) => {
    expect(typeof (d6 as Record<string, unknown>)[name]).toBe("function");
  });
  it("its types are exported (checked by the type gate)", () => {
    const speed: d6.VehicleSpeed = "allOut";
    const arc: d6.ShieldArc = "port";
    const result: d6.VehicleDamageResult = "veryLight";
    const level: d6.VehicleDamageLevel = "severe";
    const role: d6.VehicleCrewRole = "shields";
    const stunt: d6.VehicleStunt = "land";
    const condition: d6.StuntCondition = "steepClimbOrDive";
    const terrain: d6.Terrain = "veryHazardous";
    const circumstance: d6.CollisionCircumstance = "yielding";
    const dice: d6.DiceCode = { dice: 1, pips: 0 };
    const op: d6.VehicleOperator = { piloting: dice, gunnery: dice };
    const station: d6.VehicleCrewStation = { role, operator: op, crewSkill: dice };
    const vehicle: d6.Vehicle = {
      scale: 0,
      move: 1,
      maneuverability: dice,
      toughness: dice,
      crew: [station],
    };
    expect([speed, arc, result, level, stunt, condition, terrain, circumstance, vehicle]).toHaveLength(9);
  });
  it("is pure: a frozen vehicle is left alone", () => {
    const vehicle = Object.freeze({
      scale: 6,
      move: 10,
      maneuverability: Object.freeze({ dice: 1, pips: 0 }),
      maneuverabilityLost: 0,
      toughness: Object.freeze({ dice: 2, pips: 0 }),
      damage: "heavy",
      crew: [],
    }) as d6.Vehicle;
    const hit = Object.freeze({ damageTotal: 20, resistTotal: 10 });
    expect(d6.vehicleDamage(vehicle, hit)).toEqual(d6.vehicleDamage(vehicle, hit));
    expect(vehicle.damage).toBe("heavy");
  });
});
