// MSRD › Damaging Vehicles, Resolving Collisions, Damage to Vehicle Occupants; d20F › Damage, Hit Points
// (shared/RULES-API-VEHICLES.md › RCR › Damage, Collisions).
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../src/rules/index.ts";
import { speeder } from "./rcr-fixtures.ts";

describe("MSRD › Damaging Vehicles: hardness (damage reduction) and hit points", () => {
  it("DR comes off the hit", () => {
    expect(vehicles.applyDamage(speeder(), { amount: 12 })).toEqual({
      reducedBy: 5,
      hitPointsLost: 7,
      hitPoints: 23,
      status: "operational",
      explodes: false,
    });
  });
  it("DR equal to the damage leaves nothing (no minimum of 1); above it too", () => {
    expect(vehicles.applyDamage(speeder(), { amount: 5 })).toMatchObject({
      reducedBy: 5,
      hitPointsLost: 0,
      hitPoints: 30,
    });
    expect(vehicles.applyDamage(speeder(), { amount: 3 })).toMatchObject({ reducedBy: 3, hitPointsLost: 0 });
  });
  it("a negative amount counts as 0", () => {
    expect(vehicles.applyDamage(speeder(), { amount: -4 })).toMatchObject({
      reducedBy: 0,
      hitPointsLost: 0,
      hitPoints: 30,
    });
  });
  it("ignoring DR", () => {
    expect(vehicles.applyDamage(speeder(), { amount: 5, ignoreDamageReduction: true })).toMatchObject({
      reducedBy: 0,
      hitPointsLost: 5,
      hitPoints: 25,
    });
  });
  it("exactly disabled at 0 hit points; 1 hit point is operational", () => {
    expect(vehicles.applyDamage(speeder({ hitPoints: 10 }), { amount: 15 })).toMatchObject({
      hitPoints: 0,
      status: "disabled",
    });
    expect(vehicles.applyDamage(speeder({ hitPoints: 10 }), { amount: 14 })).toMatchObject({
      hitPoints: 1,
      status: "operational",
    });
  });
  it("destroyed at exactly minus its full normal hit points (decision 9); one above is disabled", () => {
    expect(vehicles.applyDamage(speeder({ hitPoints: -20 }), { amount: 15 })).toMatchObject({
      hitPoints: -30,
      status: "destroyed",
    });
    expect(vehicles.applyDamage(speeder({ hitPoints: -20 }), { amount: 14 })).toMatchObject({
      hitPoints: -29,
      status: "disabled",
    });
  });
  it("d20F's threshold is the vehicle's destroyedAt", () => {
    const fighter = speeder({
      hitPoints: 5,
      destroyedAt: vehicles.starshipDestructionThreshold("ultralight"),
    });
    expect(vehicles.applyDamage(fighter, { amount: 30 })).toMatchObject({
      hitPoints: -20,
      status: "destroyed",
    });
  });
});

describe("MSRD › Damaging Vehicles: explosions (decision 10)", () => {
  it("a hit that disables it and takes exactly half its full hit points (after DR) explodes", () => {
    expect(vehicles.applyDamage(speeder({ hitPoints: 10 }), { amount: 20 })).toMatchObject({
      hitPointsLost: 15,
      status: "disabled",
      explodes: true,
    });
  });
  it("one short of half does not, even when the damage before DR was half or more", () => {
    expect(vehicles.applyDamage(speeder({ hitPoints: 10 }), { amount: 19 })).toMatchObject({
      hitPointsLost: 14,
      explodes: false,
    });
  });
  it("half its hit points that leave it operational do not", () => {
    expect(vehicles.applyDamage(speeder(), { amount: 20 })).toMatchObject({ hitPoints: 15, explodes: false });
  });
  it("a vehicle already disabled does not explode again", () => {
    expect(vehicles.applyDamage(speeder({ hitPoints: 0 }), { amount: 25 })).toMatchObject({
      hitPoints: -20,
      status: "disabled",
      explodes: false,
    });
  });
  it("a hit that destroys it outright explodes, even below half", () => {
    const fighter = speeder({ hitPoints: 2, destroyedAt: -20, maxHitPoints: 60, damageReduction: 0 });
    expect(vehicles.applyDamage(fighter, { amount: 22 })).toMatchObject({
      status: "destroyed",
      explodes: true,
    });
  });
  it("refuses a damage amount that is not a number, naming the field", () => {
    expect(() => vehicles.applyDamage(speeder(), { amount: Number.NaN })).toThrow(/hit\.amount/);
  });
});

describe("d20F › Hit Points: destruction thresholds", () => {
  it.each([
    ["ultralight", -20],
    ["light", -40],
    ["mediumweight", -60],
    ["heavy", -80],
    ["superheavy", -100],
  ] as const)("%s: %i", (type, threshold) => {
    expect(vehicles.starshipDestructionThreshold(type)).toBe(threshold);
  });
  it("refuses an unknown type, naming the field", () => {
    expect(() => vehicles.starshipDestructionThreshold("corvette" as vehicles.StarshipType)).toThrow(/type/);
  });
});

describe("MSRD › Resolving Collisions", () => {
  it.each([
    ["colossal", 20],
    ["gargantuan", 16],
    ["huge", 12],
    ["large", 8],
    ["medium", 4],
    ["small", 2],
    ["tiny", 1],
    ["diminutive", 0],
    ["fine", 0],
  ] as const)("dice by the smaller size: %s %i", (size, dice) => {
    expect(vehicles.collisionDamage({ speed: "alley", size, direction: "perpendicular" })?.dice).toBe(dice);
  });
  it.each([
    ["alley", 2],
    ["street", 4],
    ["highway", 8],
    ["allOut", 12],
  ] as const)("the die by the higher speed: %s d%i", (speed, die) => {
    expect(vehicles.collisionDamage({ speed, size: "large", direction: "perpendicular" })?.die).toBe(die);
  });
  it.each([
    ["stationaryObject", 1, 13],
    ["headOn", 2, 26],
    ["perpendicular", 1, 13],
    ["rear", 0.5, 6],
    ["sideswipe", 0.25, 3],
  ] as const)("%s: ×%s, 13 rolled gives %i (rounded down)", (direction, multiplier, total) => {
    expect(vehicles.collisionDamage({ speed: "street", size: "large", direction, rolled: 13 })).toEqual({
      dice: 8,
      die: 4,
      multiplier,
      total,
    });
  });
  it("without a roll the total is null; both stationary is no collision", () => {
    expect(vehicles.collisionDamage({ speed: "street", size: "large", direction: "rear" })?.total).toBeNull();
    expect(
      vehicles.collisionDamage({ speed: "stationary", size: "large", direction: "rear", rolled: 4 }),
    ).toBeNull();
  });
  it("refuses a roll that is not a number, naming the field", () => {
    expect(() =>
      vehicles.collisionDamage({ speed: "street", size: "large", direction: "rear", rolled: Number.NaN }),
    ).toThrow(/rolled/);
  });
});

describe("MSRD › Damage to Vehicle Occupants", () => {
  it.each([
    ["none", 27],
    ["quarter", 13],
    ["half", 6],
    ["threeQuarters", 0],
    ["nineTenths", 0],
    ["total", 0],
  ] as const)("%s cover: %i of 27", (cover, damage) => {
    expect(vehicles.occupantCollisionDamage(27, cover)).toBe(damage);
  });
  it("a fraction of damage rounds down even with no cover; below 0 is 0", () => {
    expect(vehicles.occupantCollisionDamage(7.5, "none")).toBe(7);
    expect(vehicles.occupantCollisionDamage(-3, "none")).toBe(0);
  });
  it("refuses damage that is not a number, naming the field", () => {
    expect(() => vehicles.occupantCollisionDamage(Number.NaN, "half")).toThrow(/vehicleDamage/);
  });
});
