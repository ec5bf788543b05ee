// Worked examples (hand-computed from shared/RULES-API-VEHICLES.md › WEG Star Wars D6, OpenD6 as
// paraphrased there): a speeder chase and a starfighter duel, end to end with d6.resolveAttack.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";
import { code, landspeeder } from "./d6-fixtures.ts";

describe("worked example: a speeder chase (OD6 movement.adoc)", () => {
  // Luke (piloting 4D+1, gunnery 3D+2) drives a landspeeder (scale 6, Move 70, Maneuverability 2D+1,
  // Toughness 2D, armor 1D); a swoop (scale 6, Move 120, Maneuverability 3D, Toughness 1D+2) with a generic
  // rider of 3D+1 chases him.
  const luke = landspeeder();
  const swoop: d6.Vehicle = {
    scale: 6,
    move: 120,
    maneuverability: code(3),
    toughness: code(1, 2),
    crew: [{ role: "pilot", operator: null, crewSkill: code(3, 1) }],
  };

  it("Luke floors it: all-out at Move 70 is 140-280 m, a Moderate (10) roll", () => {
    expect(d6.vehicleSpeed("allOut", 70)).toEqual({
      minMeters: 140,
      maxMeters: 280,
      difficulty: 10,
      action: "action",
    });
  });
  it("a fast 90-degree turn through moderate terrain: 15 + 5 = 20, on 4D+1 + 2D+1 = 6D+2", () => {
    expect(d6.vehicleStuntDifficulty({ stunt: "fastTurn90", terrain: "moderate" })).toBe(20);
    expect(d6.vehiclePilotingDice({ vehicle: luke })).toEqual(code(6, 2));
  });
  it("the rider drives and shoots: an Easy (5) piloting roll on 5D+1 and his blaster on 2D+1, both at -1D", () => {
    expect(d6.vehicleStuntDifficulty({ stunt: "straight", otherActions: true })).toBe(5);
    expect(d6.vehiclePilotingDice({ vehicle: swoop, actions: 2 })).toEqual(code(5, 1));
    expect(d6.vehicleGunneryDice({ vehicle: swoop, station: 0, actions: 2 })).toEqual(code(2, 1));
  });
  it("Luke's vehicle dodge rolls 19: the rider's 9 misses; the same scale adds nothing", () => {
    const target = d6.vehicleAttackDifficulty({ attackerScale: 6, defenderScale: 6, dodge: { total: 19 } });
    expect(target).toEqual({ difficulty: 19, attackBonus: 0 });
    expect(d6.resolveAttack({ total: 9 + target.attackBonus, difficulty: target.difficulty }).hit).toBe(
      false,
    );
  });
  it("a stormtrooper on foot shoots the speeder: difficulty 10, +6 to his total for scale; his 5 becomes 11 and hits", () => {
    const target = d6.vehicleAttackDifficulty({ attackerScale: 0, defenderScale: 6 });
    expect(target).toEqual({ difficulty: 10, attackBonus: 6 });
    expect(d6.resolveAttack({ total: 5 + target.attackBonus, difficulty: target.difficulty }).hit).toBe(true);
  });
  it("his 4D blaster rolls 13; the speeder resists on 3D + 6 for scale: 9 + 6 = 15; no damage", () => {
    const scale = d6.scaleModifier(0, 6);
    expect(d6.vehicleResistanceDice(luke)).toEqual(code(3));
    expect(d6.vehicleDamage(luke, { damageTotal: 13, resistTotal: 9 + scale.resistanceTotal })).toMatchObject(
      {
        difference: -2,
        result: "noDamage",
        damage: "none",
      },
    );
  });
  it("the rider's 12 against 10 is very light (-1D for two rounds); 15 against 9 is light: Maneuverability 1D+1", () => {
    expect(d6.vehicleDamage(luke, { damageTotal: 12, resistTotal: 10 })).toMatchObject({
      result: "veryLight",
      temporaryPenalty: code(-1),
      damage: "none",
    });
    const light = d6.vehicleDamage(luke, { damageTotal: 15, resistTotal: 9 });
    expect(light).toMatchObject({
      result: "light",
      damage: "light",
      maneuverabilityLost: 1,
      passengerDamage: 3,
    });
    const after = { ...luke, damage: light.damage, maneuverabilityLost: light.maneuverabilityLost };
    expect(d6.vehiclePilotingDice({ vehicle: after })).toEqual(code(5, 2));
  });
  it("the swoop misses a turn and hits a wall at high speed head on: 11D; 30 against its 1D+2 roll of 6 destroys it", () => {
    expect(d6.vehicleCollisionDice({ speed: "high", circumstances: ["headOn", "veryHard"] })).toEqual(
      code(11),
    );
    expect(d6.vehicleResistanceDice(swoop)).toEqual(code(1, 2));
    expect(d6.vehicleDamage(swoop, { damageTotal: 30, resistTotal: 6 })).toMatchObject({
      result: "destroyed",
      destroyed: true,
      passengerDamage: 30,
    });
  });
});

describe("worked example: a starfighter duel (OD6 movement.adoc, space_travel.adoc)", () => {
  // Wedge (piloting 5D+1, gunnery 5D+2) in a fighter (Maneuverability 3D, Toughness 4D, shields 1D, lasers
  // with fire control 3D) against a fighter with a 4D generic pilot (Maneuverability 2D, Toughness 2D, no
  // shields, fire control 2D). Both are the same scale.
  const xwing: d6.Vehicle = {
    scale: 12,
    move: 8,
    maneuverability: code(3),
    toughness: code(4),
    shields: { setting: { forward: code(1) } },
    crew: [{ role: "pilot", operator: { piloting: code(5, 1), gunnery: code(5, 2) } }],
  };
  const tie: d6.Vehicle = {
    scale: 12,
    move: 10,
    maneuverability: code(2),
    toughness: code(2),
    crew: [{ role: "pilot", operator: null, crewSkill: code(4) }],
  };

  it("Wedge puts his 1D of shields forward (one area: 10) or splits it two ways (15)", () => {
    expect(d6.vehicleShieldDeployment(code(1), { forward: code(1) })).toEqual({
      ok: true,
      areas: 1,
      difficulty: 10,
    });
    expect(d6.vehicleShieldDeployment(code(1), { forward: code(0, 2), aft: code(0, 1) })).toEqual({
      ok: true,
      areas: 2,
      difficulty: 15,
    });
    expect(d6.vehicleShieldDeployment(code(1), { forward: code(1), aft: code(0, 1) })).toEqual({
      ok: false,
      refused: "overAllocated",
    });
  });
  it("Wedge fires on 5D+2 + 3D = 8D+2; the TIE dodges on 4D + 2D = 6D and rolls 18, replacing the range's 15", () => {
    expect(d6.vehicleGunneryDice({ vehicle: xwing, station: 0, fireControl: code(3) })).toEqual(code(8, 2));
    expect(d6.vehiclePilotingDice({ vehicle: tie })).toEqual(code(6));
    const target = d6.vehicleAttackDifficulty({
      difficulty: 15,
      attackerScale: 12,
      defenderScale: 12,
      dodge: { total: 18 },
    });
    expect(target).toEqual({ difficulty: 18, attackBonus: 0 });
    expect(d6.resolveAttack({ total: 18, difficulty: target.difficulty }).hit).toBe(true);
  });
  it("19 damage against the TIE's 2D roll of 7: heavy, two Maneuverability dice gone: its dodge is 4D", () => {
    const heavy = d6.vehicleDamage(tie, { damageTotal: 19, resistTotal: 7 });
    expect(heavy).toMatchObject({
      difference: 12,
      result: "heavy",
      damage: "heavy",
      maneuverabilityLost: 2,
      passengerDamage: 9,
    });
    const after = { ...tie, damage: heavy.damage, maneuverabilityLost: heavy.maneuverabilityLost };
    expect(d6.currentManeuverability(after)).toEqual(code(0));
    expect(d6.vehiclePilotingDice({ vehicle: after })).toEqual(code(4));
    // The next hit's 14 against 8 is a light row: a heavy fighter moves up to severe and spins out of control.
    expect(d6.vehicleDamage(after, { damageTotal: 14, resistTotal: 8 })).toMatchObject({
      result: "light",
      damage: "severe",
      outOfControl: true,
      maneuverabilityLost: 2,
      speedLevelsLost: 0,
    });
  });
  it("the TIE's 25 through Wedge's forward shields (4D + 1D rolled 17): light, and 8 > 3 × 1 overloads them", () => {
    expect(d6.vehicleGunneryDice({ vehicle: tie, station: 0, fireControl: code(2) })).toEqual(code(6));
    expect(d6.vehicleResistanceDice(xwing, "forward")).toEqual(code(5));
    const hit = d6.vehicleDamage(xwing, { damageTotal: 25, resistTotal: 17, arc: "forward" });
    expect(hit).toMatchObject({
      result: "light",
      damage: "light",
      maneuverabilityLost: 1,
      shieldsOverloaded: true,
    });
    const overloaded = {
      ...xwing,
      shields: { setting: { forward: code(1) }, overloaded: hit.shieldsOverloaded },
    };
    expect(d6.vehicleResistanceDice(overloaded, "forward")).toEqual(code(4));
  });
});
