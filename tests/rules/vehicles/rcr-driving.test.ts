// MSRD › Characters in Vehicles, Driving a Vehicle, Stunts, Losing Control
// (shared/RULES-API-VEHICLES.md › RCR › Driving and piloting).
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../src/rules/index.ts";
import { speeder } from "./rcr-fixtures.ts";

describe("MSRD › Driving a Vehicle: the driver's check modifier", () => {
  it("the pilot's skill + maneuver + speed + the copilot's aid + other", () => {
    expect(vehicles.maneuverCheck(speeder({ speed: "highway" }), { copilotAid: true, other: 1 })).toEqual({
      ok: true,
      total: 7,
      parts: [
        { label: "pilot", value: 7 },
        { label: "maneuver", value: -1 },
        { label: "speed", value: -2 },
        { label: "copilot", value: 2 },
        { label: "other", value: 1 },
      ],
    });
  });
  it("without the copilot's aid and with an NPC crew's skill check", () => {
    const crewed = speeder({ crew: [{ role: "pilot", operator: null, crewQuality: "trained" }] });
    expect(vehicles.maneuverCheck(crewed, { copilotAid: false })).toMatchObject({ total: 3 });
  });
  it("a disabled vehicle (exactly 0 hit points) allows no check", () => {
    expect(vehicles.maneuverCheck(speeder({ hitPoints: 0 }))).toEqual({ ok: false, refused: "disabled" });
    expect(vehicles.maneuverCheck(speeder({ hitPoints: 1 }))).toMatchObject({ ok: true, total: 6 });
  });
  it("no pilot with a sheet or crew quality: noPilot; disabled is checked first", () => {
    const empty = speeder({ crew: [{ role: "pilot", operator: null, crewQuality: null }] });
    expect(vehicles.maneuverCheck(empty)).toEqual({ ok: false, refused: "noPilot" });
    expect(vehicles.maneuverCheck({ ...empty, hitPoints: -2 })).toEqual({ ok: false, refused: "disabled" });
  });
  it("refuses a fractional modifier, naming the field", () => {
    expect(() => vehicles.maneuverCheck(speeder(), { other: 0.5 })).toThrow(/situation\.other/);
  });
});

describe("MSRD › Stunts: the DCs", () => {
  it.each([
    [{ stunt: "dash" }, 15],
    [{ stunt: "hardBrake" }, 15],
    [{ stunt: "hardTurn" }, 15],
    [{ stunt: "bootlegTurn", degrees: 45 }, 5],
    [{ stunt: "bootlegTurn", degrees: 90 }, 10],
    [{ stunt: "bootlegTurn", degrees: 135 }, 15],
    [{ stunt: "bootlegTurn", degrees: 180 }, 20],
    [{ stunt: "avoidHazard", hazard: "caltrops" }, 15],
    [{ stunt: "avoidHazard", hazard: "oilSlick" }, 15],
    [{ stunt: "avoidHazard", hazard: "smallObject" }, 5],
    [{ stunt: "avoidHazard", hazard: "mediumObject" }, 10],
    [{ stunt: "avoidHazard", hazard: "largeObject" }, 15],
    [{ stunt: "avoidHazard", hazard: "structure" }, null],
    [{ stunt: "sideswipe", sizeSteps: 0, speedSteps: 0 }, 15],
    [{ stunt: "sideswipe", sizeSteps: 2, speedSteps: 0 }, 5],
    [{ stunt: "sideswipe", sizeSteps: -1, speedSteps: 1 }, 18],
    [{ stunt: "sideswipe", sizeSteps: 0, speedSteps: -2 }, 11],
  ] as [vehicles.Stunt, number | null][])("%o: DC %s", (stunt, dc) => {
    expect(vehicles.stuntDC(stunt)).toBe(dc);
  });
  it("refuses a bootleg turn of other degrees and fractional steps, naming the field", () => {
    expect(() => vehicles.stuntDC({ stunt: "bootlegTurn", degrees: 60 as 45 })).toThrow(/degrees/);
    expect(() => vehicles.stuntDC({ stunt: "sideswipe", sizeSteps: 0.5, speedSteps: 0 })).toThrow(
      /sizeSteps/,
    );
    expect(() => vehicles.stuntDC({ stunt: "sideswipe", sizeSteps: 0, speedSteps: 0.5 })).toThrow(
      /speedSteps/,
    );
  });
});

describe("MSRD › Losing Control", () => {
  it.each([
    [15, undefined, "inControl"],
    [14, undefined, "spin"],
    [6, undefined, "spin"],
    [5, undefined, "roll"],
    [20, 20, "inControl"],
    [19, 20, "spin"],
    [10, 20, "roll"],
  ] as const)("total %i against DC %s: %s", (total, dc, outcome) => {
    expect(vehicles.controlCheck({ total, dc })).toBe(outcome);
  });
  it("refuses a total or DC that is not a number, naming the field", () => {
    expect(() => vehicles.controlCheck({ total: Number.NaN })).toThrow(/total/);
    expect(() => vehicles.controlCheck({ total: 3, dc: Number.NaN })).toThrow(/dc/);
  });
});
