// d20F › Crew, Attack Roll, Defense, Hit Points › Disabled; MSRD › Vehicle Speed, Attack Options
// (shared/RULES-API-VEHICLES.md › RCR › Crew quality and standard systems, Defense).
import { describe, expect, it } from "vitest";
import { vehicles } from "../../../src/rules/index.ts";
import { operator, speeder } from "./rcr-fixtures.ts";

describe("d20F › Crew: the NPC crew table", () => {
  it.each([
    ["untrained", 0, 1, 0, [-4]],
    ["trained", 4, 3, 2, [2]],
    ["expert", 8, 5, 4, [4]],
    ["ace", 12, 7, 6, [8, 3]],
  ] as const)("%s", (quality, skillCheck, pilotClassBonus, pilotDexModifier, attackBonuses) => {
    expect(vehicles.crewQuality(quality)).toEqual({
      skillCheck,
      pilotClassBonus,
      pilotDexModifier,
      attackBonuses,
    });
  });
  it("a caller changing the attack list does not change the table", () => {
    vehicles.crewQuality("ace").attackBonuses.push(1);
    expect(vehicles.crewQuality("ace").attackBonuses).toEqual([8, 3]);
  });
  it("refuses an unknown quality, naming the field", () => {
    expect(() => vehicles.crewQuality("veteran" as vehicles.CrewQuality)).toThrow(/crewQuality/);
  });
});

describe("d20F › Attack Roll, Defense: standard targeting and autopilot (decision 4)", () => {
  it.each([
    ["fine", 0],
    ["medium", 0],
    ["large", 0],
    ["huge", 1],
    ["gargantuan", 2],
    ["colossal", 3],
  ] as const)("%s: +%i", (size, bonus) => {
    expect(vehicles.starshipSystemBonus(size)).toBe(bonus);
  });
});

describe("d20F › Defense: a piloted vehicle", () => {
  it("10 + size + the pilot's class bonus + Dexterity + speed", () => {
    expect(vehicles.defense(speeder({ speed: "highway" }))).toEqual({
      total: 18,
      parts: [
        { label: "base", value: 10 },
        { label: "size", value: -1 },
        { label: "pilotClass", value: 4 },
        { label: "pilotDexterity", value: 3 },
        { label: "speed", value: 2 },
      ],
    });
  });
  it("flat-footed keeps the class bonus and loses Dexterity and the driver's dodge", () => {
    const result = vehicles.defense(speeder(), { flatFooted: true, driverStance: "totalDefense" });
    expect(result.total).toBe(13);
    expect(result.parts.map((part) => part.label)).toEqual(["base", "size", "pilotClass"]);
  });
  it("Dexterity counts only when transferred", () => {
    expect(vehicles.defense(speeder(), { dexToVehicle: false }).total).toBe(13);
    expect(vehicles.defense(speeder(), { dexToVehicle: true }).total).toBe(16);
  });
  it("a negative Dexterity modifier adds 0 (decision 5)", () => {
    const clumsy = speeder({ crew: [{ role: "pilot", operator: operator({ dexModifier: -2 }) }] });
    expect(vehicles.defense(clumsy).total).toBe(13);
  });
  it("MSRD › Attack Options: driving defensively +2, total defense +4 (dodge bonuses)", () => {
    expect(vehicles.defense(speeder(), { driverStance: "fightingDefensively" }).parts.at(-1)).toEqual({
      label: "drivingDefensively",
      value: 2,
    });
    expect(vehicles.defense(speeder(), { driverStance: "totalDefense" }).parts.at(-1)).toEqual({
      label: "totalDefense",
      value: 4,
    });
    expect(vehicles.defense(speeder(), { driverStance: "totalDefense" }).total).toBe(20);
    expect(vehicles.defense(speeder(), { driverStance: "normal" }).total).toBe(16);
  });
  it("a crew-quality pilot uses the table's class bonus and Dexterity", () => {
    const crewed = speeder({ crew: [{ role: "pilot", operator: null, crewQuality: "expert" }] });
    expect(vehicles.defense(crewed).total).toBe(10 - 1 + 5 + 4);
  });
  it("an operator wins over the crew quality of the same station", () => {
    const both = speeder({ crew: [{ role: "pilot", operator: operator(), crewQuality: "ace" }] });
    expect(vehicles.defense(both).total).toBe(16);
  });
  it("the pilot is the first pilot station with somebody in it", () => {
    const crew: vehicles.CrewStation[] = [
      { role: "gunner", operator: operator({ classDefenseBonus: 9 }) },
      { role: "pilot", operator: null, crewQuality: null },
      { role: "pilot", operator: null, crewQuality: "trained" },
    ];
    expect(vehicles.defense(speeder({ crew })).total).toBe(10 - 1 + 3 + 2);
  });
  it("other adds last", () => {
    expect(vehicles.defense(speeder(), { other: -3 }).parts.at(-1)).toEqual({ label: "other", value: -3 });
  });
});

describe("d20F › Defense: nobody piloting", () => {
  it("10 + size + the autopilot (standard from Huge up) + speed, no stance", () => {
    const drone = { ...speeder({ size: "colossal", speed: "street" }), crew: [] };
    expect(vehicles.defense(drone, { driverStance: "totalDefense" })).toEqual({
      total: 6,
      parts: [
        { label: "base", value: 10 },
        { label: "size", value: -8 },
        { label: "autopilot", value: 3 },
        { label: "speed", value: 1 },
      ],
    });
  });
  it("an empty pilot seat and the record's own autopilot bonus", () => {
    const empty = speeder({ crew: [{ role: "pilot", operator: null }], autopilotBonus: 2 });
    expect(vehicles.defense(empty).total).toBe(11);
  });
});

describe("d20F › Hit Points › Disabled: a helpless vehicle (decision 6)", () => {
  it("exactly 0 hit points: 5 + size and nothing else", () => {
    expect(vehicles.defense(speeder({ hitPoints: 0, speed: "allOut" }), { other: 4 })).toEqual({
      total: 4,
      parts: [
        { label: "base", value: 5 },
        { label: "size", value: -1 },
      ],
    });
  });
  it("1 hit point is still piloted", () => {
    expect(vehicles.defense(speeder({ hitPoints: 1 })).total).toBe(16);
  });
});

describe("bad vehicle records are refused, naming the field", () => {
  it.each([
    [{ size: "enormous" }, /vehicle\.size/],
    [{ maneuver: 1.5 }, /vehicle\.maneuver/],
    [{ hitPoints: Number.NaN }, /vehicle\.hitPoints/],
    [{ maxHitPoints: 2.5 }, /vehicle\.maxHitPoints/],
    [{ maxHitPoints: 0 }, /vehicle\.maxHitPoints must be at least 1/],
    [{ damageReduction: 0.5 }, /vehicle\.damageReduction/],
    [{ damageReduction: -1 }, /vehicle\.damageReduction must not be negative/],
    [{ destroyedAt: Number.POSITIVE_INFINITY }, /vehicle\.destroyedAt/],
    [{ targetingBonus: 0.5 }, /vehicle\.targetingBonus/],
    [{ autopilotBonus: 0.5 }, /vehicle\.autopilotBonus/],
    [{ speed: "ludicrous" }, /vehicle\.speed/],
  ])("%o", (overrides, message) => {
    expect(() => vehicles.defense(speeder(overrides as Partial<vehicles.Vehicle>))).toThrow(message);
  });
  it("the refusal says what was wrong and what was given", () => {
    expect(() => vehicles.defense(speeder({ maneuver: 1.5 }))).toThrow(
      "vehicle.maneuver must be a whole number (got 1.5)",
    );
    expect(() => vehicles.defense(speeder({ size: "enormous" as vehicles.Size }))).toThrow(
      "vehicle.size must be one of fine, diminutive, tiny, small, medium, large, huge, gargantuan, colossal (got enormous)",
    );
    expect(() => vehicles.speedCategoryFor(Number.POSITIVE_INFINITY, "chase")).toThrow(
      "squares must be a finite number (got Infinity)",
    );
  });
  it("a record with every optional number given whole is accepted", () => {
    expect(vehicles.defense(speeder({ maxHitPoints: 1, hitPoints: 1 })).total).toBe(16);
    const full = speeder({ destroyedAt: -40, targetingBonus: 1, autopilotBonus: 1, speed: "alley" });
    expect(vehicles.defense(full).total).toBe(16);
  });
  it("a situational modifier must be whole", () => {
    expect(() => vehicles.defense(speeder(), { other: 0.5 })).toThrow(/situation\.other/);
  });
});
