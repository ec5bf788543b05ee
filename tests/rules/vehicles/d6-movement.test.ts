// OpenD6 movement.adoc › Vehicle Movement, Stunts, Stunt Difficulties and Modifiers, Movement Difficulty
// Modifiers, Vehicle Attacking and Dodging; combat_options.adoc › Scale; combat/_.adoc › Active, Full and
// Partial Defense (shared/RULES-API-VEHICLES.md › WEG Star Wars D6).
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";
import { code, landspeeder } from "./d6-fixtures.ts";

describe("OD6 movement.adoc › Vehicle Movement", () => {
  it.each([
    ["stopped", 0, 0, null, "none"],
    ["cautious", 17.5, 35, 0, "free"],
    ["cruising", 35, 70, 0, "action"],
    ["high", 70, 140, 5, "action"],
    ["allOut", 140, 280, 10, "action"],
  ] as const)(
    "%s at Move 70: %s-%s m, difficulty %s, %s",
    (level, minMeters, maxMeters, difficulty, action) => {
      expect(d6.vehicleSpeed(level, 70)).toEqual({ minMeters, maxMeters, difficulty, action });
    },
  );
  it("meters are not rounded (decision 19)", () => {
    expect(d6.vehicleSpeed("cautious", 5)).toMatchObject({ minMeters: 1.25, maxMeters: 2.5 });
  });
  it("refuses a negative Move or an unknown level, naming the field", () => {
    expect(() => d6.vehicleSpeed("high", -1)).toThrow("move must not be negative (got -1)");
    expect(() => d6.vehicleSpeed("high", Number.NaN)).toThrow(/move/);
    expect(() => d6.vehicleSpeed("warp" as d6.VehicleSpeed, 10)).toThrow(
      "level must be one of stopped, cautious, cruising, high, allOut (got warp)",
    );
    expect(d6.vehicleSpeed("cruising", 0)).toMatchObject({ minMeters: 0, maxMeters: 0 });
  });
});

describe("OD6 movement.adoc › Stunts, Stunt Difficulties and Modifiers", () => {
  it.each([
    ["straight", 0],
    ["easyTurn", 5],
    ["fastTurn45", 9],
    ["fastTurn90", 15],
    ["fastTurn180", 21],
    ["changeSpeed", 10],
    ["sideswipe", 10],
    ["regainControl", 15],
    ["dock", 6],
    ["land", 10],
  ] as const)("%s: %i", (stunt, difficulty) => {
    expect(d6.vehicleStuntDifficulty({ stunt })).toBe(difficulty);
  });
  it.each([
    ["reverse", 6],
    ["ramming", 10],
    ["curbOrDebris", 3],
    ["limitedParking", 3],
    ["offRoad", 6],
    ["unlimitedLanding", -3],
    ["limitedLanding", 3],
    ["almostNoLanding", 6],
    ["roughLanding", 3],
    ["steepClimbOrDive", 6],
  ] as const)("condition %s: %i on an easy turn", (condition, modifier) => {
    expect(d6.vehicleStuntDifficulty({ stunt: "easyTurn", conditions: [condition] })).toBe(5 + modifier);
  });
  it.each([
    ["easy", 0],
    ["moderate", 5],
    ["rough", 10],
    ["veryRough", 15],
    ["hazardous", 20],
    ["veryHazardous", 25],
  ] as const)("terrain %s: +%i", (terrain, modifier) => {
    expect(d6.vehicleStuntDifficulty({ stunt: "fastTurn90", terrain })).toBe(15 + modifier);
  });
  it("each condition counts once; conditions add up", () => {
    expect(
      d6.vehicleStuntDifficulty({ stunt: "dock", conditions: ["reverse", "reverse", "limitedParking"] }),
    ).toBe(15);
  });
  it("straight driving while doing something else is Easy (5); other stunts keep their bases", () => {
    expect(d6.vehicleStuntDifficulty({ stunt: "straight", otherActions: true })).toBe(5);
    expect(d6.vehicleStuntDifficulty({ stunt: "straight", otherActions: false })).toBe(0);
    expect(d6.vehicleStuntDifficulty({ stunt: "fastTurn45", otherActions: true })).toBe(9);
  });
  it("refuses unknown stunts, terrains and conditions, naming the field", () => {
    expect(() => d6.vehicleStuntDifficulty({ stunt: "barrelRoll" as d6.VehicleStunt })).toThrow(/stunt/);
    expect(() => d6.vehicleStuntDifficulty({ stunt: "dock", terrain: "lava" as d6.Terrain })).toThrow(
      /terrain/,
    );
    expect(() =>
      d6.vehicleStuntDifficulty({ stunt: "dock", conditions: ["icy" as d6.StuntCondition] }),
    ).toThrow(/conditions/);
  });
});

describe("OD6 movement.adoc › Stunts, Vehicle Attacking and Dodging: piloting and gunnery dice", () => {
  it("piloting + Maneuverability (the vehicle dodge too)", () => {
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder() })).toEqual(code(6, 2));
  });
  it("the multi-action penalty and modifiers", () => {
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder(), actions: 2, modifiers: [code(0, 2)] })).toEqual(
      code(6, 1),
    );
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder(), actions: 1 })).toEqual(code(6, 2));
  });
  it("Maneuverability less the dice lost; below 0D it is 0D with no pips (decision 22)", () => {
    expect(d6.currentManeuverability(landspeeder({ maneuverabilityLost: 1 }))).toEqual(code(1, 1));
    expect(d6.currentManeuverability(landspeeder({ maneuverabilityLost: 2 }))).toEqual(code(0, 1));
    expect(d6.currentManeuverability(landspeeder({ maneuverabilityLost: 3 }))).toEqual(code(0));
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder({ maneuverabilityLost: 5 }) })).toEqual(code(4, 1));
  });
  it("the first manned pilot station by default; a generic crew's one skill (decision 27); an operator wins", () => {
    const crew: d6.VehicleCrewStation[] = [
      { role: "gunner", operator: { piloting: code(9), gunnery: code(5) } },
      { role: "pilot", operator: null, crewSkill: null },
      { role: "pilot", operator: null, crewSkill: code(3) },
      { role: "pilot", operator: { piloting: code(1), gunnery: code(1) }, crewSkill: code(7) },
    ];
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder({ crew }) })).toEqual(code(5, 1));
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder({ crew }), station: 3 })).toEqual(code(3, 1));
    expect(d6.vehicleGunneryDice({ vehicle: landspeeder({ crew }), station: 2 })).toEqual(code(3));
  });
  it("null: no such station or nobody there", () => {
    const crew: d6.VehicleCrewStation[] = [{ role: "pilot", operator: null }];
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder({ crew }) })).toBeNull();
    expect(d6.vehiclePilotingDice({ vehicle: landspeeder(), station: 4 })).toBeNull();
    expect(d6.vehicleGunneryDice({ vehicle: landspeeder({ crew }), station: 0 })).toBeNull();
    expect(d6.vehicleGunneryDice({ vehicle: landspeeder(), station: 1 })).toBeNull();
  });
  it("gunnery + fire control (default 0D) + the multi-action penalty; any station may fire", () => {
    expect(d6.vehicleGunneryDice({ vehicle: landspeeder(), station: 0 })).toEqual(code(3, 2));
    expect(
      d6.vehicleGunneryDice({
        vehicle: landspeeder(),
        station: 0,
        fireControl: code(1, 1),
        actions: 2,
        modifiers: [code(-1)],
      }),
    ).toEqual(code(3));
    const passengers: d6.VehicleCrewStation[] = [
      { role: "passenger", operator: { piloting: code(2), gunnery: code(4) } },
    ];
    expect(d6.vehicleGunneryDice({ vehicle: landspeeder({ crew: passengers }), station: 0 })).toEqual(
      code(4),
    );
  });
  it("refuses bad codes, stations and counts, naming the field", () => {
    expect(() => d6.vehiclePilotingDice({ vehicle: landspeeder({ maneuverability: code(1.5) }) })).toThrow(
      /vehicle\.maneuverability\.dice/,
    );
    expect(() => d6.vehiclePilotingDice({ vehicle: landspeeder({ maneuverabilityLost: 0.5 }) })).toThrow(
      /vehicle\.maneuverabilityLost/,
    );
    expect(() => d6.vehiclePilotingDice({ vehicle: landspeeder(), station: 0.5 })).toThrow(/station/);
    expect(() => d6.vehiclePilotingDice({ vehicle: landspeeder(), actions: 1.5 })).toThrow(/actions/);
    expect(() =>
      d6.vehiclePilotingDice({ vehicle: landspeeder(), modifiers: [code(0), code(0, 0.5)] }),
    ).toThrow("modifiers[1].pips must be a whole number (got 0.5)");
    expect(() =>
      d6.vehicleGunneryDice({ vehicle: landspeeder(), station: 0, fireControl: code(Number.NaN) }),
    ).toThrow(/fireControl\.dice/);
  });
});

describe("OD6 combat_options.adoc › Scale", () => {
  it("a larger attacker: the difference on the difficulty and on its damage", () => {
    expect(d6.scaleModifier(6, 0)).toEqual({
      modifier: 6,
      attackTotal: 0,
      difficulty: 6,
      damageTotal: 6,
      resistanceTotal: 0,
    });
  });
  it("a smaller attacker: on its attack total and the defender's resistance", () => {
    expect(d6.scaleModifier(0, 6)).toEqual({
      modifier: 6,
      attackTotal: 6,
      difficulty: 0,
      damageTotal: 0,
      resistanceTotal: 6,
    });
  });
  it("scale difference zero: nothing anywhere", () => {
    expect(d6.scaleModifier(10, 10)).toEqual({
      modifier: 0,
      attackTotal: 0,
      difficulty: 0,
      damageTotal: 0,
      resistanceTotal: 0,
    });
  });
  it("one side below human size: the absolute difference (decision 24)", () => {
    expect(d6.scaleModifier(-3, 6).modifier).toBe(9);
    expect(d6.scaleModifier(6, -3)).toMatchObject({ modifier: 9, difficulty: 9 });
  });
  it("refuses a scale that is not a number, naming the field", () => {
    expect(() => d6.scaleModifier(Number.NaN, 0)).toThrow(/attackerScale/);
    expect(() => d6.scaleModifier(0, Number.NaN)).toThrow(/defenderScale/);
  });
});

describe("OD6 movement.adoc › Vehicle Attacking and Dodging; combat/_.adoc › Partial and Full Defense", () => {
  it("the base to hit a vehicle is 10; a person shooting a car adds 6 to the attack", () => {
    expect(d6.vehicleAttackDifficulty({ attackerScale: 0, defenderScale: 6 })).toEqual({
      difficulty: 10,
      attackBonus: 6,
    });
  });
  it("a car shooting a person: +6 on the difficulty", () => {
    expect(d6.vehicleAttackDifficulty({ attackerScale: 6, defenderScale: 0, difficulty: 15 })).toEqual({
      difficulty: 21,
      attackBonus: 0,
    });
  });
  it("a dodge replaces the difficulty, even when lower (decision 25)", () => {
    expect(d6.vehicleAttackDifficulty({ attackerScale: 6, defenderScale: 6, dodge: { total: 7 } })).toEqual({
      difficulty: 7,
      attackBonus: 0,
    });
    expect(
      d6.vehicleAttackDifficulty({ attackerScale: 6, defenderScale: 6, dodge: { total: 18, full: false } })
        .difficulty,
    ).toBe(18);
  });
  it("a full dodge adds its total to the difficulty", () => {
    expect(
      d6.vehicleAttackDifficulty({
        attackerScale: 6,
        defenderScale: 6,
        difficulty: 15,
        dodge: { total: 12, full: true },
      }),
    ).toEqual({
      difficulty: 27,
      attackBonus: 0,
    });
  });
  it("modifiers add after the scale", () => {
    expect(
      d6.vehicleAttackDifficulty({ attackerScale: 10, defenderScale: 6, modifiers: [5, -2] }).difficulty,
    ).toBe(17);
  });
  it("refuses numbers that are not numbers, naming the field", () => {
    expect(() =>
      d6.vehicleAttackDifficulty({ attackerScale: 0, defenderScale: 0, difficulty: Number.NaN }),
    ).toThrow(/difficulty/);
    expect(() =>
      d6.vehicleAttackDifficulty({ attackerScale: 0, defenderScale: 0, dodge: { total: Number.NaN } }),
    ).toThrow(/dodge\.total/);
    expect(() =>
      d6.vehicleAttackDifficulty({ attackerScale: 0, defenderScale: 0, modifiers: [1, Number.NaN] }),
    ).toThrow(/modifiers\[1\]/);
  });
});
