// rcr-combat.txt › Attacks of Opportunity, Unarmed Attacks, "Armed" Unarmed Attacks, Disengage, Bantha
// Rush, Disarm, Grapple, Burst of Speed in Action, Grappling Consequences;
// rcr-additional-combat-rules.txt › Suppression Fire.
import { describe, expect, it } from "vitest";
import {
  actionProvokes,
  armedUnarmed,
  attackOfOpportunityBonus,
  attacksOfOpportunityPerRound,
  canTakeAttackOfOpportunity,
  combatReflexesExtra,
  iterativeAttackBonuses,
  movementProvokes,
  threatens,
} from "../../src/rules/index.ts";

describe("who threatens", () => {
  it("melee and natural weapons threaten; ranged, thrown and heavy weapons never do", () => {
    expect(threatens({ weapon: "melee" })).toBe(true);
    expect(threatens({ weapon: "natural" })).toBe(true);
    for (const weapon of ["ranged", "thrown", "heavy", "none"] as const)
      expect(threatens({ weapon })).toBe(false);
  });
  it("unarmed only with Martial Arts", () => {
    expect(threatens({ weapon: "unarmed" })).toBe(false);
    expect(threatens({ weapon: "unarmed", martialArts: true })).toBe(true);
  });
  it("Martial Arts arms the unarmed strike only: a blaster still threatens nothing", () => {
    expect(threatens({ weapon: "ranged", martialArts: true })).toBe(false);
    expect(threatens({ weapon: "none", martialArts: true })).toBe(false);
  });
  it("nobody threatens while grappling", () => {
    expect(threatens({ weapon: "melee", grappling: true })).toBe(false);
  });
  it("a suppressing character threatens its area with the ranged weapon", () => {
    expect(threatens({ weapon: "ranged", inSuppressedArea: true })).toBe(true);
    expect(threatens({ weapon: "thrown", inSuppressedArea: true })).toBe(false);
  });
  it("a heavy repeating blaster laying down suppression fire threatens the suppressed area too", () => {
    expect(threatens({ weapon: "heavy", inSuppressedArea: true })).toBe(true);
    expect(threatens({ weapon: "heavy", inSuppressedArea: true, grappling: true })).toBe(false);
  });
  it("armed unarmed attacks: Martial Arts, natural weapons, touch attacks", () => {
    expect(armedUnarmed({ weapon: "unarmed" })).toBe(false);
    expect(armedUnarmed({ weapon: "unarmed", martialArts: true })).toBe(true);
    expect(armedUnarmed({ weapon: "natural" })).toBe(true);
    expect(armedUnarmed({ weapon: "unarmed", touchAttack: true })).toBe(true);
  });
});

describe("what provokes", () => {
  it("the table's Yes rows provoke from everyone threatening", () => {
    for (const action of [
      "strikeObject",
      "pickUpItem",
      "loadWeapon",
      "run",
      "aim",
      "suppressionFire",
      "activateItem",
    ] as const)
      expect(actionProvokes(action)).toEqual(["threatening"]);
    for (const action of [
      "attackMelee",
      "move",
      "fullAttack",
      "charge",
      "drawOrHolster",
      "pullBlow",
    ] as const)
      expect(actionProvokes(action)).toEqual([]);
  });
  it("an unarmed attack provokes from its armed target only, first", () => {
    expect(actionProvokes("attackUnarmed", { targetThreatens: true })).toEqual(["target"]);
    expect(actionProvokes("attackUnarmed", { targetThreatens: false })).toEqual([]);
  });
  it("a martial artist does not provoke; attacking a martial artist unarmed does", () => {
    expect(actionProvokes("attackUnarmed", { attackerArmed: true, targetThreatens: true })).toEqual([]);
    const martialArtist = threatens({ weapon: "unarmed", martialArts: true });
    expect(actionProvokes("attackUnarmed", { targetThreatens: martialArtist })).toEqual(["target"]);
  });
  it("a trip made unarmed provokes like an unarmed attack; with a weapon it does not", () => {
    expect(actionProvokes("trip", { unarmed: true, targetThreatens: true })).toEqual(["target"]);
    expect(actionProvokes("trip", { targetThreatens: true })).toEqual([]);
  });
  it("a two-handed ranged weapon provokes", () => {
    expect(actionProvokes("attackRanged", { twoHandedRanged: true })).toEqual(["threatening"]);
    expect(actionProvokes("attackRanged")).toEqual([]);
    expect(actionProvokes("fullAttack", { twoHandedRanged: true })).toEqual(["threatening"]);
    expect(actionProvokes("move", { twoHandedRanged: true })).toEqual([]);
  });
  it("disarm and the grapple's grab provoke from the target; a bantha rush from everyone threatening", () => {
    expect(actionProvokes("disarm")).toEqual(["target"]);
    expect(actionProvokes("grapple")).toEqual(["target"]);
    expect(actionProvokes("banthaRush")).toEqual(["threatening"]);
  });
  it("in a suppressed area any attack provokes from the suppressors too", () => {
    expect(actionProvokes("attackRanged", { inSuppressedArea: true })).toEqual(["suppressors"]);
    expect(actionProvokes("loadWeapon", { inSuppressedArea: true })).toEqual(["threatening", "suppressors"]);
    expect(actionProvokes("move", { inSuppressedArea: true })).toEqual([]);
  });
});

describe("moving through threatened areas", () => {
  it("moving out of a threatened area provokes, except a 2-meter step or a disengage", () => {
    expect(movementProvokes({ startedInside: true, left: true, metersInside: 2 })).toBe(true);
    expect(movementProvokes({ startedInside: true, left: true, metersInside: 2, twoMeterStep: true })).toBe(
      false,
    );
    expect(
      movementProvokes({ startedInside: true, left: true, metersInside: 2, disengagingFromThis: true }),
    ).toBe(false);
  });
  it("entering a threatened area: stop at once or provoke", () => {
    expect(movementProvokes({ startedInside: false, left: false, metersInside: 0 })).toBe(false);
    expect(movementProvokes({ startedInside: false, left: false, metersInside: 2 })).toBe(true);
    expect(movementProvokes({ startedInside: false, left: true, metersInside: 4 })).toBe(true);
  });
  it("starting inside: up to 2 m within the area is free, farther provokes", () => {
    expect(movementProvokes({ startedInside: true, left: false, metersInside: 2 })).toBe(false);
    expect(movementProvokes({ startedInside: true, left: false, metersInside: 4 })).toBe(true);
  });
  it("a disengage protects only from those whose areas it started in", () => {
    expect(
      movementProvokes({ startedInside: false, left: false, metersInside: 4, disengagingFromThis: false }),
    ).toBe(true);
  });
  it("speed feats are not subject to attacks of opportunity", () => {
    expect(movementProvokes({ startedInside: true, left: true, metersInside: 8, speedFeat: true })).toBe(
      false,
    );
  });
});

describe("making an attack of opportunity", () => {
  it("Vor'en Kurn, 6th-level soldier at +6/+1, has attacked twice and still takes his AoO at +6", () => {
    expect(attackOfOpportunityBonus(iterativeAttackBonuses(6))).toBe(6);
    expect(canTakeAttackOfOpportunity({ threatens: true, madeThisRound: 0 })).toBe(true);
  });
  it("one per round; more only through a feat hook", () => {
    expect(attacksOfOpportunityPerRound()).toBe(1);
    expect(canTakeAttackOfOpportunity({ threatens: true, madeThisRound: 1 })).toBe(false);
    expect(canTakeAttackOfOpportunity({ threatens: true, madeThisRound: 1, extraPerRound: 2 })).toBe(true);
    expect(attacksOfOpportunityPerRound(-3)).toBe(1);
  });
  it("Combat Reflexes adds the Dexterity modifier's worth (RCR core): Dex +3 makes four a round", () => {
    const extra = combatReflexesExtra({ combatReflexes: true, dexModifier: 3 });
    expect(extra).toBe(3);
    expect(attacksOfOpportunityPerRound(extra)).toBe(4);
    expect(canTakeAttackOfOpportunity({ threatens: true, madeThisRound: 3, extraPerRound: extra })).toBe(
      true,
    );
    expect(canTakeAttackOfOpportunity({ threatens: true, madeThisRound: 4, extraPerRound: extra })).toBe(
      false,
    );
  });
  it("Combat Reflexes with Dex +0 or less adds nothing; without the feat the Dexterity does not count", () => {
    expect(combatReflexesExtra({ combatReflexes: true, dexModifier: 0 })).toBe(0);
    expect(combatReflexesExtra({ combatReflexes: true, dexModifier: -2 })).toBe(0);
    expect(combatReflexesExtra({ combatReflexes: false, dexModifier: 4 })).toBe(0);
    expect(combatReflexesExtra({ combatReflexes: true, dexModifier: 1 })).toBe(1);
  });
  it("not without threatening", () => {
    expect(canTakeAttackOfOpportunity({ threatens: false, madeThisRound: 0 })).toBe(false);
  });
  it("an empty list of bonuses is refused", () => {
    expect(() => attackOfOpportunityBonus([])).toThrow(new RangeError("no attack bonus given"));
  });
});
