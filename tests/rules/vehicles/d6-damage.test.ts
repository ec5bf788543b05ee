// OpenD6 movement.adoc › Vehicle Damage, Crew and Passenger Injuries, Speed Damage Modifier, Collision
// Damage Modifier; basic_ship_design.adoc › Hull, Shields; space_travel.adoc › Shields, Shield Deployment,
// Overloading Shields (shared/RULES-API-VEHICLES.md › WEG Star Wars D6 › Damage, Collisions, Shields).
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";
import { code, landspeeder } from "./d6-fixtures.ts";

const hit = (difference: number, damageTotal = 22) => ({
  damageTotal,
  resistTotal: damageTotal - difference,
});

describe("OD6 movement.adoc › Vehicle Damage: resistance", () => {
  it("Toughness + armor; an arc adds its shield dice unless overloaded", () => {
    const shielded = landspeeder({ shields: { setting: { forward: code(1, 2) } } });
    expect(d6.vehicleResistanceDice(shielded)).toEqual(code(3));
    expect(d6.vehicleResistanceDice(shielded, "forward")).toEqual(code(4, 2));
    expect(d6.vehicleResistanceDice(shielded, "aft")).toEqual(code(3));
    expect(
      d6.vehicleResistanceDice(
        { ...shielded, shields: { setting: { forward: code(2) }, overloaded: true } },
        "forward",
      ),
    ).toEqual(code(3));
    expect(d6.vehicleResistanceDice(landspeeder({ armor: undefined }), "port")).toEqual(code(2));
  });
  it("refuses bad codes, naming the field", () => {
    expect(() => d6.vehicleResistanceDice(landspeeder({ toughness: code(0.5) }))).toThrow(
      /vehicle\.toughness/,
    );
    expect(() => d6.vehicleResistanceDice(landspeeder({ armor: code(1, 0.5) }))).toThrow(/vehicle\.armor/);
    expect(() =>
      d6.vehicleResistanceDice(landspeeder({ shields: { setting: { aft: code(0.5) } } }), "aft"),
    ).toThrow(/vehicle\.shields\.setting\.aft/);
  });
});

describe("OD6 movement.adoc › Vehicle Damage: the chart's rows (decision 20)", () => {
  it.each([
    [-1, "noDamage"],
    [0, "veryLight"],
    [3, "veryLight"],
    [4, "light"],
    [8, "light"],
    [9, "heavy"],
    [12, "heavy"],
    [13, "severe"],
    [15, "severe"],
    [16, "destroyed"],
  ] as const)("beaten by %i: %s", (difference, result) => {
    expect(d6.vehicleDamage(landspeeder(), hit(difference))).toMatchObject({ difference, result });
  });
  it("no damage changes nothing", () => {
    expect(d6.vehicleDamage(landspeeder(), hit(-5))).toEqual({
      difference: -5,
      result: "noDamage",
      damage: "none",
      maneuverabilityLost: 0,
      speedLevelsLost: 0,
      temporaryPenalty: code(0),
      outOfControl: false,
      destroyed: false,
      passengerDamage: 0,
      shieldsOverloaded: false,
    });
  });
  it("very light: -1D Maneuverability this round and next, no lasting level", () => {
    expect(d6.vehicleDamage(landspeeder(), hit(2))).toMatchObject({
      damage: "none",
      temporaryPenalty: code(-1),
      maneuverabilityLost: 0,
    });
  });
  it("light: one Maneuverability die lost; heavy: two", () => {
    expect(d6.vehicleDamage(landspeeder(), hit(5))).toMatchObject({
      damage: "light",
      maneuverabilityLost: 1,
      speedLevelsLost: 0,
    });
    expect(d6.vehicleDamage(landspeeder({ maneuverabilityLost: 1 }), hit(10))).toMatchObject({
      damage: "heavy",
      maneuverabilityLost: 3,
      temporaryPenalty: code(0),
    });
  });
  it("severe: out of control; destroyed", () => {
    expect(d6.vehicleDamage(landspeeder(), hit(14))).toMatchObject({
      damage: "severe",
      outOfControl: true,
      destroyed: false,
    });
    expect(d6.vehicleDamage(landspeeder(), hit(20))).toMatchObject({
      damage: "destroyed",
      destroyed: true,
      outOfControl: false,
    });
  });
  it("with no Maneuverability dice left, top-speed levels instead; dice left are lost even past 0D (decision 22)", () => {
    expect(d6.vehicleDamage(landspeeder({ maneuverability: code(0, 2) }), hit(5))).toMatchObject({
      maneuverabilityLost: 0,
      speedLevelsLost: 1,
    });
    expect(
      d6.vehicleDamage(landspeeder({ maneuverabilityLost: 2, speedLevelsLost: 1 }), hit(10)),
    ).toMatchObject({
      maneuverabilityLost: 2,
      speedLevelsLost: 3,
    });
    expect(d6.vehicleDamage(landspeeder({ maneuverabilityLost: 1 }), hit(10))).toMatchObject({
      maneuverabilityLost: 3,
      speedLevelsLost: 0,
    });
  });
});

describe("OD6 movement.adoc › Vehicle Damage: lasting damage", () => {
  it("light and very light can be taken without limit", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "light" }), hit(5))).toMatchObject({
      damage: "light",
      maneuverabilityLost: 1,
    });
    expect(d6.vehicleDamage(landspeeder({ damage: "light" }), hit(1))).toMatchObject({ damage: "light" });
    expect(d6.vehicleDamage(landspeeder({ damage: "light" }), hit(10))).toMatchObject({
      damage: "heavy",
      maneuverabilityLost: 2,
    });
  });
  it("a heavy vehicle hit for light moves up to severe, with only severe's effect", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "heavy", maneuverabilityLost: 1 }), hit(5))).toMatchObject({
      result: "light",
      damage: "severe",
      outOfControl: true,
      maneuverabilityLost: 1,
      speedLevelsLost: 0,
    });
  });
  it("a severe vehicle hit for light or heavy is destroyed", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "severe" }), hit(4))).toMatchObject({
      damage: "destroyed",
      destroyed: true,
    });
    expect(d6.vehicleDamage(landspeeder({ damage: "severe" }), hit(10))).toMatchObject({
      damage: "destroyed",
      destroyed: true,
      maneuverabilityLost: 0,
    });
  });
  it("a heavy vehicle hit for very light stays heavy and takes the -1D", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "heavy" }), hit(0))).toMatchObject({
      damage: "heavy",
      temporaryPenalty: code(-1),
    });
  });
  it("a heavy vehicle hit for severe: severe, the row's own effect; for destroyed: destroyed", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "heavy" }), hit(13))).toMatchObject({
      damage: "severe",
      outOfControl: true,
    });
    expect(d6.vehicleDamage(landspeeder({ damage: "heavy" }), hit(16))).toMatchObject({
      damage: "destroyed",
      destroyed: true,
    });
  });
  it("a destroyed vehicle's record changes no more", () => {
    const wreck = landspeeder({
      damage: "destroyed",
      maneuverabilityLost: 1,
      speedLevelsLost: 2,
      shields: { setting: { forward: code(1) } },
    });
    expect(d6.vehicleDamage(wreck, { ...hit(10), arc: "forward" })).toEqual({
      difference: 10,
      result: "heavy",
      damage: "destroyed",
      maneuverabilityLost: 1,
      speedLevelsLost: 2,
      temporaryPenalty: code(0),
      outOfControl: false,
      destroyed: true,
      passengerDamage: 11,
      shieldsOverloaded: false,
    });
  });
  it("refuses totals that are not numbers, naming the field", () => {
    expect(() => d6.vehicleDamage(landspeeder(), { damageTotal: Number.NaN, resistTotal: 3 })).toThrow(
      /hit\.damageTotal/,
    );
    expect(() => d6.vehicleDamage(landspeeder(), { damageTotal: 3, resistTotal: Number.NaN })).toThrow(
      /hit\.resistTotal/,
    );
  });
});

describe("OD6 movement.adoc › Crew and Passenger Injuries (decision 21)", () => {
  it.each([
    [-1, 0],
    [2, 0],
    [5, 5],
    [10, 11],
    [14, 16],
    [16, 22],
  ])("beaten by %i: passengers resist %i of 22 (rounded down)", (difference, share) => {
    expect(d6.vehicleDamage(landspeeder(), hit(difference)).passengerDamage).toBe(share);
  });
  it("the share is of this hit's row, not of the bumped level", () => {
    expect(d6.vehicleDamage(landspeeder({ damage: "severe" }), hit(5)).passengerDamage).toBe(5);
  });
});

describe("OD6 space_travel.adoc › Overloading Shields (decision 23)", () => {
  const shielded = (overloaded?: boolean) =>
    landspeeder({ shields: { setting: { forward: code(2, 2) }, overloaded } });
  it("exactly three times the arc's dice (pips not counted) holds; one more overloads", () => {
    expect(d6.vehicleDamage(shielded(), { ...hit(6), arc: "forward" }).shieldsOverloaded).toBe(false);
    expect(d6.vehicleDamage(shielded(), { ...hit(7), arc: "forward" }).shieldsOverloaded).toBe(true);
  });
  it("no arc, or an arc with no dice set: never overloads", () => {
    expect(d6.vehicleDamage(shielded(), hit(15)).shieldsOverloaded).toBe(false);
    expect(d6.vehicleDamage(shielded(), { ...hit(15), arc: "aft" }).shieldsOverloaded).toBe(false);
    const pipsOnly = landspeeder({ shields: { setting: { aft: code(0, 2) } } });
    expect(d6.vehicleDamage(pipsOnly, { ...hit(1), arc: "aft" }).shieldsOverloaded).toBe(false);
  });
  it("overloaded shields stay overloaded", () => {
    expect(d6.vehicleDamage(shielded(true), { ...hit(-3), arc: "forward" }).shieldsOverloaded).toBe(true);
  });
});

describe("OD6 movement.adoc › Speed Damage Modifier, Collision Damage Modifier (decision 26)", () => {
  it.each([
    ["stopped", 2],
    ["cautious", 4],
    ["cruising", 6],
    ["high", 8],
    ["allOut", 10],
  ] as const)("%s: %iD", (speed, dice) => {
    expect(d6.vehicleCollisionDice({ speed })).toEqual(code(dice));
  });
  it.each([
    ["headOn", 9],
    ["rearEnd", 3],
    ["sideswipe", 3],
    ["noseToSide", 6],
    ["veryHard", 6],
    ["yielding", 5],
  ] as const)("cruising %s: %iD", (circumstance, dice) => {
    expect(d6.vehicleCollisionDice({ speed: "cruising", circumstances: [circumstance] })).toEqual(code(dice));
  });
  it("circumstances add up, each once; something yielding takes its own dice", () => {
    expect(
      d6.vehicleCollisionDice({
        speed: "high",
        circumstances: ["headOn", "headOn", "yielding"],
        yieldingDice: 2,
      }),
    ).toEqual(code(9));
  });
  it("never below 0D", () => {
    expect(d6.vehicleCollisionDice({ speed: "stopped", circumstances: ["rearEnd", "yielding"] })).toEqual(
      code(0),
    );
  });
  it("refuses an unknown speed or a negative yielding code, naming the field", () => {
    expect(() => d6.vehicleCollisionDice({ speed: "warp" as d6.VehicleSpeed })).toThrow(/speed/);
    expect(() => d6.vehicleCollisionDice({ speed: "high", yieldingDice: -1 })).toThrow(/yieldingDice/);
  });
});

describe("OD6 space_travel.adoc › Shields, Shield Deployment", () => {
  it.each([
    [{}, 0, null],
    [{ forward: code(3) }, 1, 10],
    [{ forward: code(2), aft: code(1) }, 2, 15],
    [{ forward: code(1), aft: code(1), port: code(1) }, 3, 20],
    [{ forward: code(0, 2), aft: code(0, 2), port: code(1), starboard: code(0, 2) }, 4, 25],
  ] as const)("%o: %i areas, difficulty %s", (setting, areas, difficulty) => {
    expect(d6.vehicleShieldDeployment(code(3), setting)).toEqual({ ok: true, areas, difficulty });
  });
  it("an arc set to 0D is not an area", () => {
    expect(d6.vehicleShieldDeployment(code(3), { forward: code(3), aft: code(0) })).toEqual({
      ok: true,
      areas: 1,
      difficulty: 10,
    });
  });
  it("exactly the whole code is allowed, a pip more is over-allocated", () => {
    expect(d6.vehicleShieldDeployment(code(2, 1), { forward: code(1, 2), aft: code(0, 2) })).toMatchObject({
      ok: true,
    });
    expect(d6.vehicleShieldDeployment(code(2, 1), { forward: code(1, 2), aft: code(1) })).toEqual({
      ok: false,
      refused: "overAllocated",
    });
  });
  it("a negative arc is refused first", () => {
    expect(d6.vehicleShieldDeployment(code(1), { forward: code(5), aft: code(0, -1) })).toEqual({
      ok: false,
      refused: "negativeSetting",
    });
    expect(d6.vehicleShieldDeployment(code(1), { forward: code(1, -1) })).toMatchObject({
      ok: true,
      areas: 1,
    });
  });
  it("refuses bad codes and unknown arcs, naming the field", () => {
    expect(() => d6.vehicleShieldDeployment(code(0.5), {})).toThrow(/shields\.dice/);
    expect(() => d6.vehicleShieldDeployment(code(1), { port: code(0.5) })).toThrow(/setting\.port\.dice/);
    expect(() => d6.vehicleShieldDeployment(code(1), { up: code(1) } as Record<string, d6.DiceCode>)).toThrow(
      /setting must be one of/,
    );
  });
});
