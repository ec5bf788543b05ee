// saga-special-combat-rules.txt › Attacks of Opportunity, Provoking an Attack of Opportunity, Making Attacks
// of Opportunity, Combat Reflexes, Cover and Attacks of Opportunity, Total Concealment.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("threatens", () => {
  it("melee and natural weapons, pistols and carbines threaten", () => {
    for (const group of ["melee", "natural", "pistol", "carbine"] as const) {
      expect(saga.threatens({ weapon: { group } })).toBe(true);
    }
  });
  it("rifles, heavy weapons and thrown weapons do not, unless they have a folded stock", () => {
    for (const group of ["rifle", "heavy", "thrown"] as const) {
      expect(saga.threatens({ weapon: { group } })).toBe(false);
      expect(saga.threatens({ weapon: { group, stock: "extended" } })).toBe(false);
      expect(saga.threatens({ weapon: { group, stock: "folded" } })).toBe(true);
    }
  });
  it("unarmed only with Martial Arts", () => {
    expect(saga.threatens({ weapon: { group: "unarmed" } })).toBe(false);
    expect(saga.threatens({ weapon: { group: "unarmed" }, martialArts: true })).toBe(true);
    expect(saga.threatens({ weapon: { group: "unarmed", stock: "folded" } })).toBe(false);
  });
});

describe("actionProvokes", () => {
  it("the text's list provokes", () => {
    for (const action of [
      "aim",
      "reload",
      "pickUpItem",
      "retrieveStoredItem",
      "moveIntoOpponentSquare",
    ] as const) {
      expect(saga.actionProvokes(action)).toBe(true);
    }
  });
  it("an unarmed attack provokes only without Martial Arts", () => {
    expect(saga.actionProvokes("unarmedAttack")).toBe(true);
    expect(saga.actionProvokes("unarmedAttack", { martialArts: false })).toBe(true);
    expect(saga.actionProvokes("unarmedAttack", { martialArts: true })).toBe(false);
  });
  it("armed melee and ranged attacks are not on the list", () => {
    expect(saga.actionProvokes("meleeAttack")).toBe(false);
    expect(saga.actionProvokes("rangedAttack")).toBe(false);
  });
});

describe("movementProvokes", () => {
  it("Mace Windu moving out of the Tusken Raiders' threatened squares provokes", () => {
    expect(saga.movementProvokes({ leavesThreatenedSquare: true })).toBe(true);
  });
  it("staying out of threatened squares does not", () => {
    expect(saga.movementProvokes({ leavesThreatenedSquare: false })).toBe(false);
  });
  it("withdraw, a successful tumble, or involuntary movement (a Bantha Rush) never provoke", () => {
    expect(saga.movementProvokes({ leavesThreatenedSquare: true, withdraw: true })).toBe(false);
    expect(saga.movementProvokes({ leavesThreatenedSquare: true, tumbled: true })).toBe(false);
    expect(saga.movementProvokes({ leavesThreatenedSquare: true, involuntary: true })).toBe(false);
  });
});

describe("canTakeAttackOfOpportunity", () => {
  const ready = { threatens: true, madeThisRound: 0 };
  it("a threatening, alert creature with none made this round may", () => {
    expect(saga.canTakeAttackOfOpportunity(ready)).toEqual({ ok: true });
    expect(
      saga.canTakeAttackOfOpportunity({ ...ready, targetCover: "none", targetConcealment: "concealment" }),
    ).toEqual({
      ok: true,
    });
  });
  it("refusals, each on its own", () => {
    expect(saga.canTakeAttackOfOpportunity({ ...ready, threatens: false })).toEqual({
      ok: false,
      refused: "doesNotThreaten",
    });
    expect(saga.canTakeAttackOfOpportunity({ ...ready, flatFooted: true })).toEqual({
      ok: false,
      refused: "flatFooted",
    });
    expect(saga.canTakeAttackOfOpportunity({ ...ready, targetCover: "cover" })).toEqual({
      ok: false,
      refused: "cover",
    });
    expect(saga.canTakeAttackOfOpportunity({ ...ready, targetCover: "improved" })).toEqual({
      ok: false,
      refused: "cover",
    });
    expect(saga.canTakeAttackOfOpportunity({ ...ready, targetConcealment: "total" })).toEqual({
      ok: false,
      refused: "totalConcealment",
    });
    expect(saga.canTakeAttackOfOpportunity({ ...ready, madeThisRound: 1 })).toEqual({
      ok: false,
      refused: "onePerRound",
    });
  });
  it("Combat Reflexes: more than one a round, but one per provoking action", () => {
    const reflexes = { ...ready, combatReflexes: true, madeThisRound: 4 };
    expect(saga.canTakeAttackOfOpportunity(reflexes)).toEqual({ ok: true });
    expect(saga.canTakeAttackOfOpportunity({ ...reflexes, madeAgainstThisAction: 0 })).toEqual({ ok: true });
    expect(saga.canTakeAttackOfOpportunity({ ...reflexes, madeAgainstThisAction: 1 })).toEqual({
      ok: false,
      refused: "onePerAction",
    });
  });
  it("without Combat Reflexes a second attack against the same action is refused too", () => {
    expect(saga.canTakeAttackOfOpportunity({ ...ready, madeAgainstThisAction: 1 })).toEqual({
      ok: false,
      refused: "onePerAction",
    });
  });
  it("refusals in the union's order", () => {
    const everything = {
      threatens: false,
      flatFooted: true,
      targetCover: "cover" as const,
      targetConcealment: "total" as const,
      madeThisRound: 1,
      madeAgainstThisAction: 1,
    };
    expect(saga.canTakeAttackOfOpportunity(everything)).toMatchObject({ refused: "doesNotThreaten" });
    expect(saga.canTakeAttackOfOpportunity({ ...everything, threatens: true })).toMatchObject({
      refused: "flatFooted",
    });
    expect(
      saga.canTakeAttackOfOpportunity({ ...everything, threatens: true, flatFooted: false }),
    ).toMatchObject({
      refused: "cover",
    });
    expect(
      saga.canTakeAttackOfOpportunity({
        ...everything,
        threatens: true,
        flatFooted: false,
        targetCover: "none",
      }),
    ).toMatchObject({ refused: "totalConcealment" });
    expect(
      saga.canTakeAttackOfOpportunity({
        ...everything,
        threatens: true,
        flatFooted: false,
        targetCover: "none",
        targetConcealment: "none",
      }),
    ).toMatchObject({ refused: "onePerRound" });
  });
});
