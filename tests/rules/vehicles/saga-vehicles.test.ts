// Saga Edition vehicles (common knowledge, restated: shared/RULES-API-VEHICLES.md › Saga Edition):
// Vehicle Sizes, Crew Quality, Defenses, Damage Threshold, Pilot, Attack with Vehicle Weapon.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";
import { sagaOperator, starfighter } from "./saga-fixtures.ts";

describe("Saga › Vehicle Sizes", () => {
  it.each([
    ["medium", 0, 0],
    ["large", -1, 5],
    ["huge", -2, 10],
    ["gargantuan", -5, 20],
    ["colossal", -10, 50],
    ["colossalFrigate", -10, 100],
    ["colossalCruiser", -10, 200],
    ["colossalStation", -10, 500],
  ] as const)("%s: Reflex %i, threshold +%i", (size, reflex, damageThreshold) => {
    expect(saga.vehicleSizeModifiers(size)).toEqual({ reflex, damageThreshold });
  });
});

describe("Saga › Crew Quality (decision 13)", () => {
  it.each([
    ["untrained", -5, 0, -1],
    ["normal", 0, 5, 0],
    ["skilled", 2, 6, 1],
    ["expert", 5, 8, 2],
    ["ace", 10, 12, 4],
  ] as const)("%s: attack %i, check %i, CL %i", (quality, attackBonus, checkModifier, clModifier) => {
    expect(saga.vehicleCrewQuality(quality)).toEqual({ attackBonus, checkModifier, clModifier });
  });
  it("refuses an unknown quality, naming the field", () => {
    expect(() => saga.vehicleCrewQuality("veteran" as saga.SagaCrewQuality)).toThrow(
      "crewQuality must be one of untrained, normal, skilled, expert, ace (got veteran)",
    );
  });
});

describe("Saga › Defenses: Reflex, Fortitude, damage threshold", () => {
  it("10 + Dex + size + armor; Fortitude 10 + Str; threshold Fortitude + size", () => {
    // Heroic level 6 is above armor 5: the pilot's level is used (decision 12).
    expect(saga.vehicleDefenses(starfighter())).toEqual({
      reflex: 10 + 5 - 2 + 6,
      fortitude: 18,
      damageThreshold: 28,
    });
  });
  it("the armor when it is higher than the pilot's heroic level, and with no pilot or a crew pilot", () => {
    expect(saga.vehicleDefenses(starfighter({ armorBonus: 7 })).reflex).toBe(20);
    expect(saga.vehicleDefenses(starfighter({ crew: [] })).reflex).toBe(18);
    expect(saga.vehicleDefenses(starfighter({ crew: [{ role: "pilot", operator: null }] })).reflex).toBe(18);
    const crewed = starfighter({ crew: [{ role: "pilot", operator: null, crewQuality: "ace" }] });
    expect(saga.vehicleDefenses(crewed).reflex).toBe(18);
    const gunnerOnly = starfighter({
      crew: [{ role: "gunner", operator: sagaOperator({ heroicLevel: 15 }) }],
    });
    expect(saga.vehicleDefenses(gunnerOnly).reflex).toBe(18);
  });
  it("flat-footed, out of control and all-out drop a Dex bonus; a Dex penalty stays", () => {
    for (const state of ["flatFooted", "outOfControl", "allOut"] as const) {
      expect(saga.vehicleDefenses(starfighter(), { state }).reflex).toBe(14);
      expect(saga.vehicleDefenses(starfighter({ dexModifier: -2 }), { state }).reflex).toBe(12);
    }
    expect(saga.vehicleDefenses(starfighter(), { state: "normal" }).reflex).toBe(19);
  });
  it("a full stop, powered down or disabled vehicle counts Dex as 0 (modifier -5)", () => {
    expect(saga.vehicleDefenses(starfighter(), { state: "fullStop" }).reflex).toBe(9);
    expect(saga.vehicleDefenses(starfighter({ dexModifier: -7 }), { state: "poweredDown" }).reflex).toBe(9);
    expect(saga.vehicleDefenses(starfighter({ hitPoints: 0 })).reflex).toBe(9);
    // The bottom of the track: -5 Dex; saga.conditionPenalty gives the bottom step no number (helpless instead).
    expect(saga.vehicleDefenses(starfighter({ condition: 5 })).reflex).toBe(9);
    // One step above it: its own Dex +5 and the -10 penalty.
    expect(saga.vehicleDefenses(starfighter({ condition: 4 })).reflex).toBe(9);
    expect(saga.vehicleDefenses(starfighter({ condition: 4 })).fortitude).toBe(8);
  });
  it("the condition penalty is on Reflex and Fortitude, not on the threshold (decision 15)", () => {
    expect(saga.vehicleDefenses(starfighter({ condition: 2 }))).toEqual({
      reflex: 17,
      fortitude: 16,
      damageThreshold: 28,
    });
  });
  it("the variant's 15-step track: no penalty, disabled only at step 15", () => {
    const options = { variantConditionTrack: true };
    expect(saga.vehicleDefenses(starfighter({ condition: 5 }), {}, options).reflex).toBe(19);
    expect(saga.vehicleDefenses(starfighter({ condition: 15 }), {}, options).reflex).toBe(9);
  });
  it("other adds to Reflex only", () => {
    expect(saga.vehicleDefenses(starfighter(), { other: 2 })).toEqual({
      reflex: 21,
      fortitude: 18,
      damageThreshold: 28,
    });
  });
});

describe("bad Saga vehicle records are refused, naming the field", () => {
  it.each([
    [{ kind: "walker" }, "vehicle.kind must be one of"],
    [{ size: "titanic" }, "vehicle.size must be one of"],
    [{ strModifier: 0.5 }, "vehicle.strModifier must be a whole number"],
    [{ dexModifier: Number.NaN }, "vehicle.dexModifier"],
    [{ intModifier: 0.5 }, "vehicle.intModifier"],
    [{ armorBonus: -1 }, "vehicle.armorBonus must be at least 0 (got -1)"],
    [{ hitPoints: -1 }, "vehicle.hitPoints must be at least 0"],
    [{ maxHitPoints: 0 }, "vehicle.maxHitPoints must be at least 1"],
    [{ damageReduction: -5 }, "vehicle.damageReduction"],
    [{ shieldRating: 2.5 }, "vehicle.shieldRating"],
    [{ condition: -1 }, "vehicle.condition"],
  ])("%o", (overrides, message) => {
    expect(() => saga.vehicleDefenses(starfighter(overrides as Partial<saga.SagaVehicle>))).toThrow(message);
  });
  it("zero values are accepted", () => {
    const bare = starfighter({
      armorBonus: 0,
      hitPoints: 0,
      damageReduction: 0,
      shieldRating: 0,
      condition: 0,
      maxHitPoints: 1,
    });
    expect(saga.vehicleDefenses(bare).fortitude).toBe(18);
  });
  it("a situational modifier must be whole", () => {
    expect(() => saga.vehicleDefenses(starfighter(), { other: 0.5 })).toThrow(/situation\.other/);
  });
});

describe("Saga › Pilot: the vehicle's Pilot check", () => {
  it("the pilot's Pilot + size + Dex + condition + other", () => {
    expect(saga.vehiclePilotCheck(starfighter({ condition: 1 }), { other: 2 })).toEqual({
      ok: true,
      total: 12 - 2 + 5 - 1 + 2,
      parts: [
        { label: "pilot", value: 12 },
        { label: "size", value: -2 },
        { label: "dexterity", value: 5 },
        { label: "condition", value: -1 },
        { label: "other", value: 2 },
      ],
    });
  });
  it("a crew-quality pilot uses the check modifier", () => {
    const crewed = starfighter({ crew: [{ role: "pilot", operator: null, crewQuality: "skilled" }] });
    expect(saga.vehiclePilotCheck(crewed)).toMatchObject({ ok: true, total: 6 - 2 + 5 });
  });
  it("disabled at 0 hit points or the bottom of the track; no pilot: noPilot", () => {
    expect(saga.vehiclePilotCheck(starfighter({ hitPoints: 0 }))).toEqual({ ok: false, refused: "disabled" });
    expect(saga.vehiclePilotCheck(starfighter({ condition: 5 }))).toEqual({ ok: false, refused: "disabled" });
    expect(saga.vehiclePilotCheck(starfighter({ condition: 4 }))).toMatchObject({ ok: true, total: 5 });
    expect(
      saga.vehiclePilotCheck(starfighter({ crew: [{ role: "gunner", operator: sagaOperator() }] })),
    ).toEqual({
      ok: false,
      refused: "noPilot",
    });
    expect(
      saga.vehiclePilotCheck(starfighter({ condition: 5 }), {}, { variantConditionTrack: true }),
    ).toMatchObject({
      ok: true,
      total: 15,
    });
  });
  it("refuses a fractional modifier, naming the field", () => {
    expect(() => saga.vehiclePilotCheck(starfighter(), { other: 0.5 })).toThrow(/situation\.other/);
  });
});

describe("Saga › Attack with Vehicle Weapon", () => {
  const gunship = (overrides: Partial<saga.SagaVehicle> = {}) =>
    starfighter({
      crew: [
        { role: "pilot", operator: sagaOperator() },
        { role: "gunner", operator: null, crewQuality: "expert" },
        {
          role: "gunner",
          operator: sagaOperator({ baseAttackBonus: 4, trainedInPilot: true, proficient: false }),
        },
        { role: "copilot", operator: sagaOperator() },
        { role: "gunner", operator: null },
      ],
      ...overrides,
    });

  it("a trained pilot firing her own weapon: BAB + Int + 2", () => {
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 0 })).toEqual({
      ok: true,
      total: 11,
      parts: [
        { label: "bab", value: 6 },
        { label: "intelligence", value: 3 },
        { label: "trainedPilot", value: 2 },
      ],
    });
  });
  it("no +2 for a gunner-crewed weapon, an untrained pilot, or a gunner trained in Pilot", () => {
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 0, pilotWeapon: false })).toMatchObject({
      total: 9,
    });
    const untrained = starfighter({
      crew: [{ role: "pilot", operator: sagaOperator({ trainedInPilot: false }) }],
    });
    expect(saga.vehicleAttackBonus({ vehicle: untrained, station: 0 })).toMatchObject({ total: 9 });
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 2, pilotWeapon: true })).toMatchObject({
      total: 4 + 3 - 5,
      parts: [
        { label: "bab", value: 4 },
        { label: "intelligence", value: 3 },
        { label: "nonproficient", value: -5 },
      ],
    });
  });
  it("a crew-quality gunner: the crew's attack bonus + Int; a crew pilot never gets the +2 (decision 14)", () => {
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 1 })).toMatchObject({ total: 8 });
    const crewPilot = starfighter({ crew: [{ role: "pilot", operator: null, crewQuality: "ace" }] });
    expect(saga.vehicleAttackBonus({ vehicle: crewPilot, station: 0 })).toMatchObject({ total: 13 });
  });
  it("only pilot and gunner stations fire; an empty seat is refused", () => {
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 3 })).toEqual({
      ok: false,
      refused: "notAWeaponStation",
    });
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 7 })).toEqual({
      ok: false,
      refused: "notAWeaponStation",
    });
    expect(saga.vehicleAttackBonus({ vehicle: gunship(), station: 4 })).toEqual({
      ok: false,
      refused: "emptyStation",
    });
  });
  it("range, condition, into a dogfight and other, in the contract's order", () => {
    const result = saga.vehicleAttackBonus({
      vehicle: gunship({ condition: 2 }),
      station: 1,
      rangeModifier: -2,
      intoDogfight: true,
      other: -5,
    });
    expect(result).toEqual({
      ok: true,
      total: 5 + 3 - 2 - 2 - 5 - 5,
      parts: [
        { label: "bab", value: 5 },
        { label: "intelligence", value: 3 },
        { label: "range", value: -2 },
        { label: "condition", value: -2 },
        { label: "intoDogfight", value: -5 },
        { label: "other", value: -5 },
      ],
    });
  });
  it("Precise Shot removes the dogfight penalty", () => {
    expect(
      saga.vehicleAttackBonus({ vehicle: gunship(), station: 1, intoDogfight: true, preciseShot: true }),
    ).toMatchObject({
      total: 8,
    });
  });
  it("the capital ship penalty: a frigate at a Huge target -20; point defense, a Colossal target or a fighter shooting: none", () => {
    const frigate = gunship({ size: "colossalFrigate" });
    expect(saga.vehicleAttackBonus({ vehicle: frigate, station: 1, targetSize: "huge" })).toMatchObject({
      total: -12,
      parts: expect.arrayContaining([{ label: "capitalShip", value: -20 }]),
    });
    expect(
      saga.vehicleAttackBonus({ vehicle: frigate, station: 1, targetSize: "huge", pointDefense: true }),
    ).toMatchObject({ total: 8 });
    expect(saga.vehicleAttackBonus({ vehicle: frigate, station: 1, targetSize: "colossal" })).toMatchObject({
      total: 8,
    });
    expect(
      saga.vehicleAttackBonus({ vehicle: frigate, station: 1, targetSize: "colossalCruiser" }),
    ).toMatchObject({ total: 8 });
    expect(saga.vehicleAttackBonus({ vehicle: frigate, station: 1 })).toMatchObject({ total: 8 });
    expect(
      saga.vehicleAttackBonus({ vehicle: gunship({ size: "colossal" }), station: 1, targetSize: "tiny" }),
    ).toMatchObject({
      total: 8,
    });
    expect(
      saga.vehicleAttackBonus({
        vehicle: gunship({ size: "colossalStation" }),
        station: 1,
        targetSize: "gargantuan",
      }),
    ).toMatchObject({
      total: -12,
    });
  });
  it("refuses a bad station, range or modifier, naming the field", () => {
    expect(() => saga.vehicleAttackBonus({ vehicle: gunship(), station: 1.5 })).toThrow(/station/);
    expect(() => saga.vehicleAttackBonus({ vehicle: gunship(), station: 1, rangeModifier: 1 })).toThrow(
      "rangeModifier must be 0 or less",
    );
    expect(() => saga.vehicleAttackBonus({ vehicle: gunship(), station: 1, rangeModifier: -0.5 })).toThrow(
      /rangeModifier/,
    );
    expect(() => saga.vehicleAttackBonus({ vehicle: gunship(), station: 1, other: 0.5 })).toThrow(/other/);
  });
});
