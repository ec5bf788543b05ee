// Issue 19 (RCR on the map): every new export is on the public API (src/rules/index.ts, game.swrpg.rules).
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.ts";

const functions = [
  // grenades and bursts
  "grenadeSquareAttack",
  "grenadeLanding",
  "inBurst",
  "burstDamage",
  // objects
  "substanceObject",
  "objectStats",
  "weaponObjectSize",
  "objectSave",
  "breakAttempt",
  "ionAgainstElectronics",
  "ionStunRounds",
  // opposed checks and maneuvers
  "check",
  "opposedWinner",
  "opposedWin",
  "beats",
  "sizeSteps",
  "canManeuverAgainst",
  "maneuverSizeModifier",
  "banthaRush",
  "trip",
  "counterTrip",
  "tripCheck",
  "overrun",
  "disarm",
  "counterDisarm",
  "grappleCheckParts",
  "startGrapple",
  "grappleAction",
  "escapeGrapple",
  "wriggleFree",
  "grapplerWeight",
  "grapplersWeight",
  "canJoinGrapple",
  "grappleWeaponAttack",
  "grappleForceUse",
  "struckGrappler",
  // speed feats
  "speedFeatBanthaRushBonus",
  "fallDice",
  "speedCollision",
  "applyCollisionDamage",
  // geometry
  "footprintSize",
  "footprintFor",
  "footprintSquares",
  "footprintCenter",
  "squareAt",
  "squareFootprint",
  "gridSteps",
  "gridDistance",
  "defaultReach",
  "threatensFootprint",
  "threatenedSquares",
  "threatMovement",
  "attackOrigin",
  "centerLineFlanksSquares",
  "flanksOnMap",
  "sidesAt",
  "segmentsIntersect",
  "coverForBlockedShare",
  "suggestCover",
  "sightViewpoints",
  "targetLattice",
  "squareWalls",
] as const;

const constants = {
  BANTHA_RUSH_CHARGE_BONUS: 2,
  BANTHA_RUSH_POINTS_PER_METER: 3,
  BANTHA_RUSH_PUSH_METERS: 2,
  DISARM_STEP_BONUS: 4,
  DISARM_NOT_MELEE_PENALTY: -4,
  GRAPPLE_DAMAGE_PENALTY: -4,
  GRAPPLE_FORCE_PENALTY: -10,
  GRAPPLE_MAX_WEIGHT: 4,
  OVERRUN_MIN_METERS: 4,
  OVERRUN_BACK_METERS: 2,
  STABILITY_BONUS: 4,
  FALL_METERS_PER_DIE: 3,
  FALL_MAX_DICE: 20,
  SQUARE_METERS: 2,
} as const;

describe("issue 19: the on-the-map functions are exported", () => {
  it.each(functions)("%s", (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe("function");
  });
});

describe("issue 19: the on-the-map constants are exported with the text's values", () => {
  it.each(Object.entries(constants))("%s = %s", (name, value) => {
    expect((rules as Record<string, unknown>)[name]).toBe(value);
  });
  it("the table keys are exported", () => {
    expect(rules.SUBSTANCE_KEYS).toHaveLength(7);
    expect(rules.BREAKABLE_OBJECT_KEYS).toHaveLength(14);
  });
});

describe("the maneuvers leave their inputs alone", () => {
  it("banthaRush and grappleAction on frozen inputs", () => {
    const rusher = Object.freeze({
      d20: 15,
      strength: 2,
      size: "medium" as const,
      situational: Object.freeze([{ label: "x", value: 1 }]),
    });
    const defender = Object.freeze({ d20: 5, strength: 0, size: "medium" as const });
    expect(() => rules.banthaRush(Object.freeze({ rusher, defender, follow: true }))).not.toThrow();
    const side = Object.freeze({ d20: 10, bab: 1, strength: 1, size: "small" as const });
    expect(() =>
      rules.grappleAction(Object.freeze({ action: "pin" as const, self: side, opponent: side })),
    ).not.toThrow();
    expect(rusher.situational).toHaveLength(1);
  });
});
