// rcr-combat.txt › Action Types, Actions in Combat Table, Move Actions, Full-Round Actions, The Surprise
// Round, Disabled, Fatigued, Full Attack (moving after the first attack), Multifire (switching modes).
import { describe, expect, it } from "vitest";
import {
  COMBAT_ACTIONS,
  type CombatAction,
  canMoveInsteadOfAttacks,
  canTake,
  checkTurn,
  combatAction,
  switchFireMode,
  usableFireModes,
} from "../../src/rules/index.ts";

describe("Actions in Combat table", () => {
  // action, type, provokes, movement — the table's rows in order.
  const rows: [CombatAction, string, string, string][] = [
    ["attackMelee", "attack", "no", "moveAction"],
    ["attackRanged", "attack", "no", "moveAction"],
    ["attackUnarmed", "attack", "yes", "moveAction"],
    ["feint", "attack", "no", "moveAction"],
    ["strikeObject", "attack", "yes", "moveAction"],
    ["totalDefense", "attack", "no", "moveAction"],
    ["useSkillAttack", "attack", "no", "moveAction"],
    ["move", "move", "no", "speed"],
    ["climb", "move", "no", "quarterSpeed"],
    ["drawOrHolster", "move", "no", "step"],
    ["openDoor", "move", "no", "step"],
    ["pickUpItem", "move", "yes", "step"],
    ["retrieveStoredItem", "move", "yes", "step"],
    ["moveHeavyObject", "move", "yes", "speed"],
    ["standUp", "move", "no", "step"],
    ["loadWeapon", "move", "yes", "step"],
    ["useSkillMove", "move", "no", "step"],
    ["charge", "fullRound", "no", "doubleSpeed"],
    ["coupDeGrace", "fullRound", "no", "step"],
    ["fullAttack", "fullRound", "no", "step"],
    ["fightDefensively", "fullRound", "no", "step"],
    ["run", "fullRound", "yes", "quadrupleSpeed"],
    ["disengage", "fullRound", "maybe", "doubleSpeed"],
    ["useSkillFullRound", "fullRound", "yes", "step"],
    ["activateItem", "free", "yes", "moveAction"],
    ["switchWeaponMode", "free", "no", "moveAction"],
    ["dropItem", "free", "no", "moveAction"],
    ["speak", "free", "no", "moveAction"],
    ["ready", "attack", "no", "moveAction"],
    ["delay", "free", "no", "moveAction"],
    ["banthaRush", "attack", "no", "varies"],
    ["disarm", "attack", "maybe", "moveAction"],
    ["grapple", "attack", "maybe", "moveAction"],
    ["trip", "attack", "maybe", "moveAction"],
    ["aim", "fullRound", "yes", "step"],
    ["suppressionFire", "fullRound", "yes", "step"],
    ["pullBlow", "attack", "no", "moveAction"],
  ];
  for (const [action, type, provokes, movement] of rows)
    it(`${action}: ${type} action, provokes ${provokes}, movement ${movement}`, () => {
      expect(combatAction(action)).toMatchObject({ type, provokes, movement });
    });
  it("every row of the table is covered, plus aid another and combined fire from their sections", () => {
    const fromSections = Object.entries(COMBAT_ACTIONS)
      .filter(([, row]) => "fromSection" in row)
      .map(([key]) => key);
    expect(fromSections).toEqual(["aidAnother", "combinedFire"]);
    expect(Object.keys(COMBAT_ACTIONS)).toHaveLength(rows.length + fromSections.length);
  });
  it("note g: bantha rush, disarm, grapple, trip and pulling a blow stand in for a melee attack", () => {
    const substitutes = Object.entries(COMBAT_ACTIONS)
      .filter(([, row]) => "meleeSubstitute" in row)
      .map(([key]) => key);
    expect(substitutes).toEqual(["banthaRush", "disarm", "grapple", "trip", "pullBlow"]);
  });
});

describe("turn budget", () => {
  it("an attack action and a move action, in either order", () => {
    expect(checkTurn(["move", "attackRanged"])).toEqual({
      ok: true,
      remaining: { attack: false, move: false, fullRound: false, step: false },
    });
    expect(checkTurn(["attackMelee", "move"]).ok).toBe(true);
  });
  it("two move actions, but not two attack actions", () => {
    expect(checkTurn(["move", "move"]).ok).toBe(true);
    expect(checkTurn(["attackMelee", "attackRanged"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 1,
    });
    expect(checkTurn(["move", "move", "drawOrHolster"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 2,
    });
  });
  it("a full-round action takes the whole turn", () => {
    expect(checkTurn(["fullAttack"]).ok).toBe(true);
    expect(checkTurn(["drawOrHolster", "fullAttack"])).toEqual({
      ok: false,
      refused: "fullRoundNeedsWholeTurn",
      index: 1,
    });
    expect(checkTurn(["fullAttack", "move"])).toEqual({ ok: false, refused: "noActionLeft", index: 1 });
  });
  it("free actions ride along", () => {
    expect(checkTurn(["speak", "switchWeaponMode", "fullAttack", "dropItem", "delay"]).ok).toBe(true);
  });
  it("the 2-meter step: once, and only in a round with no actual movement", () => {
    expect(checkTurn(["twoMeterStep", "fullAttack"]).ok).toBe(true);
    expect(checkTurn(["drawOrHolster", "twoMeterStep", "attackRanged"]).ok).toBe(true);
    expect(checkTurn(["move", "twoMeterStep"])).toEqual({ ok: false, refused: "stepWithMovement", index: 1 });
    expect(checkTurn(["twoMeterStep", "move"])).toEqual({ ok: false, refused: "stepWithMovement", index: 1 });
    expect(checkTurn(["run", "twoMeterStep"])).toMatchObject({ refused: "stepWithMovement" });
    expect(checkTurn(["twoMeterStep", "twoMeterStep"])).toMatchObject({ refused: "stepTaken" });
  });
  it("what is left after each step of a turn", () => {
    expect(checkTurn([])).toEqual({
      ok: true,
      remaining: { attack: true, move: true, fullRound: true, step: true },
    });
    expect(checkTurn(["attackMelee"])).toEqual({
      ok: true,
      remaining: { attack: false, move: true, fullRound: false, step: true },
    });
    expect(checkTurn(["move"])).toEqual({
      ok: true,
      remaining: { attack: true, move: true, fullRound: false, step: false },
    });
  });
  it("the surprise round and a disabled character: a single attack or move action", () => {
    const single = { limit: "single" as const };
    expect(checkTurn(["attackRanged"], single)).toEqual({
      ok: true,
      remaining: { attack: false, move: false, fullRound: false, step: true },
    });
    expect(checkTurn(["move", "attackRanged"], single)).toMatchObject({ ok: false, refused: "noActionLeft" });
    expect(checkTurn(["fullAttack"], single)).toMatchObject({ ok: false, refused: "fullRoundNotAllowed" });
  });
  it("a fatigued character cannot run or charge", () => {
    expect(checkTurn(["run"], { fatigued: true })).toMatchObject({ refused: "fatigued" });
    expect(checkTurn(["charge"], { fatigued: true })).toMatchObject({ refused: "fatigued" });
    expect(checkTurn(["fullAttack"], { fatigued: true }).ok).toBe(true);
  });
  it("canTake asks about the next entry", () => {
    expect(canTake(["attackMelee"], "move")).toBe(true);
    expect(canTake(["attackMelee"], "fullAttack")).toBe(false);
  });
  it("after the first attack of a full attack, move instead if no step was taken", () => {
    expect(canMoveInsteadOfAttacks({ attacksMade: 1, stepTaken: false })).toBe(true);
    expect(canMoveInsteadOfAttacks({ attacksMade: 1, stepTaken: true })).toBe(false);
    expect(canMoveInsteadOfAttacks({ attacksMade: 2, stepTaken: false })).toBe(false);
  });
});

describe("fire mode switching", () => {
  it("is a free action, to a mode the weapon has", () => {
    expect(switchFireMode(["single", "multifire"], "multifire")).toEqual({
      ok: true,
      mode: "multifire",
      action: "free",
    });
    expect(switchFireMode(["single", "multifire"], "autofire")).toEqual({
      ok: false,
      refused: "fireModeUnavailable",
    });
  });
  it("an attack action fires single shots; a full attack any mode", () => {
    expect(usableFireModes(["single", "multifire", "autofire"], "attack")).toEqual(["single"]);
    expect(usableFireModes(["single", "multifire", "autofire"], "fullAttack")).toEqual([
      "single",
      "multifire",
      "autofire",
    ]);
    expect(usableFireModes(["multifire", "autofire"], "attack")).toEqual([]);
  });
});
