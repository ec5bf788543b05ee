// d20F › Attack Roll; MSRD › Attack Options, The Effects of Speed; d20F particle and magnetic fields
// (shared/RULES-API-VEHICLES.md › RCR › Attacks with vehicle weapons).
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../src/rules/index.ts";
import { operator, speeder } from "./rcr-fixtures.ts";

const gunship = (overrides: Partial<vehicles.Vehicle> = {}) =>
  speeder({
    crew: [
      { role: "pilot", operator: operator({ pilotRanks: 5 }) },
      { role: "gunner", operator: operator({ rangedAttackBonus: 6 }) },
      { role: "gunner", operator: null, crewQuality: "ace" },
      { role: "gunner", operator: null },
      { role: "passenger", operator: operator() },
    ],
    ...overrides,
  });

describe("d20F › Attack Roll: the gunner's bonus, the ship's size and targeting", () => {
  it("a gunner with a sheet: ranged attack bonus + size", () => {
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 1 })).toEqual({
      ok: true,
      total: 5,
      parts: [
        { label: "gunner", value: 6 },
        { label: "size", value: -1 },
      ],
    });
  });
  it("an NPC crew uses its first attack bonus; a huge ship adds its standard targeting +1", () => {
    const result = vehicles.attackBonus({ vehicle: gunship({ size: "huge" }), station: 2 });
    expect(result).toEqual({
      ok: true,
      total: 7,
      parts: [
        { label: "gunner", value: 8 },
        { label: "size", value: -2 },
        { label: "targeting", value: 1 },
      ],
    });
  });
  it("the record's own targeting bonus replaces the standard one", () => {
    expect(vehicles.attackBonus({ vehicle: gunship({ targetingBonus: 2 }), station: 1 })).toMatchObject({
      total: 7,
    });
  });
  it("an operator wins over the crew quality of the same station", () => {
    const crew: vehicles.CrewStation[] = [
      { role: "gunner", operator: operator({ rangedAttackBonus: 1 }), crewQuality: "ace" },
    ];
    expect(vehicles.attackBonus({ vehicle: speeder({ crew }), station: 0 })).toMatchObject({ total: 0 });
  });
});

describe("MSRD › Attack Options: who fires, proficiency and the driver's synergy", () => {
  it("only pilot and gunner stations fire; a missing index is not a weapon station", () => {
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 4 })).toEqual({
      ok: false,
      refused: "notAWeaponStation",
    });
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 9 })).toEqual({
      ok: false,
      refused: "notAWeaponStation",
    });
  });
  it("a station with neither operator nor crew quality is empty", () => {
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 3 })).toEqual({
      ok: false,
      refused: "emptyStation",
    });
  });
  it("a nonproficient operator takes -4", () => {
    const crew: vehicles.CrewStation[] = [{ role: "gunner", operator: operator({ proficient: false }) }];
    expect(vehicles.attackBonus({ vehicle: speeder({ crew }), station: 0 })).toMatchObject({
      total: 0,
      parts: [
        { label: "gunner", value: 5 },
        { label: "nonproficient", value: -4 },
        { label: "size", value: -1 },
      ],
    });
  });
  it("a driver with exactly 5 ranks firing while driving gets +2; 4 ranks none", () => {
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 0 })).toMatchObject({
      total: 6,
      parts: [
        { label: "gunner", value: 5 },
        { label: "driverSynergy", value: 2 },
        { label: "size", value: -1 },
      ],
    });
    const fewer = speeder({ crew: [{ role: "pilot", operator: operator({ pilotRanks: 4 }) }] });
    expect(vehicles.attackBonus({ vehicle: fewer, station: 0 })).toMatchObject({ total: 4 });
    expect(vehicles.attackBonus({ vehicle: speeder(), station: 0 })).toMatchObject({ total: 4 });
  });
  it("a gunner with 5 ranks gets no synergy: she is not driving", () => {
    const crew: vehicles.CrewStation[] = [{ role: "gunner", operator: operator({ pilotRanks: 9 }) }];
    expect(vehicles.attackBonus({ vehicle: speeder({ crew }), station: 0 })).toMatchObject({ total: 4 });
  });
  it("an NPC driver never gets the synergy (decision 8)", () => {
    const crew: vehicles.CrewStation[] = [{ role: "pilot", operator: null, crewQuality: "ace" }];
    expect(vehicles.attackBonus({ vehicle: speeder({ crew }), station: 0 })).toMatchObject({ total: 7 });
  });
});

describe("MSRD › Attack Options: the driver's stance", () => {
  it("driving defensively: -4 on every attack, the driver's own included", () => {
    for (const station of [0, 1])
      expect(
        vehicles.attackBonus({ vehicle: gunship(), station, driverStance: "fightingDefensively" }),
      ).toMatchObject({
        parts: expect.arrayContaining([{ label: "drivingDefensively", value: -4 }]),
      });
  });
  it("total defense: the driver cannot fire, the gunners take -8", () => {
    expect(vehicles.attackBonus({ vehicle: gunship(), station: 0, driverStance: "totalDefense" })).toEqual({
      ok: false,
      refused: "totalDefense",
    });
    expect(
      vehicles.attackBonus({ vehicle: gunship(), station: 1, driverStance: "totalDefense" }),
    ).toMatchObject({
      total: -3,
      parts: [
        { label: "gunner", value: 6 },
        { label: "size", value: -1 },
        { label: "totalDefense", value: -8 },
      ],
    });
  });
  it("an empty station is refused before the stance is looked at", () => {
    const crew: vehicles.CrewStation[] = [{ role: "pilot", operator: null }];
    expect(
      vehicles.attackBonus({ vehicle: speeder({ crew }), station: 0, driverStance: "totalDefense" }),
    ).toEqual({
      ok: false,
      refused: "emptyStation",
    });
  });
});

describe("MSRD › The Effects of Speed; range; d20F's fields", () => {
  it("the speed category's check modifier and the range penalty", () => {
    const result = vehicles.attackBonus({
      vehicle: gunship({ speed: "allOut" }),
      station: 1,
      rangePenalty: -4,
    });
    expect(result).toMatchObject({
      total: -3,
      parts: [
        { label: "gunner", value: 6 },
        { label: "range", value: -4 },
        { label: "size", value: -1 },
        { label: "speed", value: -4 },
      ],
    });
  });
  it("a particle field stops energy weapons (the default kind), not ballistic ones", () => {
    const field = (
      weaponKind: vehicles.VehicleWeaponKind | undefined,
      targetFields: vehicles.DefenseField[],
    ) => vehicles.attackBonus({ vehicle: gunship(), station: 1, weaponKind, targetFields });
    expect(field(undefined, ["particle"])).toMatchObject({
      total: 1,
      parts: expect.arrayContaining([{ label: "field", value: -4 }]),
    });
    expect(field("energy", ["magnetic"])).toMatchObject({ total: 5 });
    expect(field("ballistic", ["particle"])).toMatchObject({ total: 5 });
    expect(field("ballistic", ["magnetic"])).toMatchObject({ total: 1 });
    expect(field("missile", ["magnetic"])).toMatchObject({ total: 1 });
  });
  it("both fields give at most one -4 (decision 7)", () => {
    const result = vehicles.attackBonus({
      vehicle: gunship(),
      station: 1,
      targetFields: ["particle", "magnetic"],
    });
    expect(result).toMatchObject({ total: 1 });
  });
  it("other adds last, and the parts keep the contract's order", () => {
    const result = vehicles.attackBonus({
      vehicle: gunship({ speed: "street", size: "gargantuan" }),
      station: 0,
      rangePenalty: -2,
      targetFields: ["particle"],
      driverStance: "fightingDefensively",
      other: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      total: 5 + 2 - 2 - 4 + 2 - 1 - 4 - 4 + 1,
      parts: [
        { label: "gunner", value: 5 },
        { label: "driverSynergy", value: 2 },
        { label: "range", value: -2 },
        { label: "size", value: -4 },
        { label: "targeting", value: 2 },
        { label: "speed", value: -1 },
        { label: "drivingDefensively", value: -4 },
        { label: "field", value: -4 },
        { label: "other", value: 1 },
      ],
    });
  });
  it("refuses a bad station, range penalty or modifier, naming the field", () => {
    expect(() => vehicles.attackBonus({ vehicle: gunship(), station: 0.5 })).toThrow(/station/);
    expect(() => vehicles.attackBonus({ vehicle: gunship(), station: 1, rangePenalty: 2 })).toThrow(
      "rangePenalty must be 0 or less",
    );
    expect(() => vehicles.attackBonus({ vehicle: gunship(), station: 1, rangePenalty: -1.5 })).toThrow(
      /rangePenalty/,
    );
    expect(() => vehicles.attackBonus({ vehicle: gunship(), station: 1, other: Number.NaN })).toThrow(
      /other/,
    );
    expect(() => vehicles.attackBonus({ vehicle: gunship({ hitPoints: 0.5 }), station: 1 })).toThrow(
      /hitPoints/,
    );
  });
});
