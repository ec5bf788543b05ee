// rcr-combat.txt › Combat Sequence, Awareness and Surprise (the Jawa ambush), The Surprise Round,
// Flat-Footed, Knocked Out, Disabled, Dying, Initiative Consequences of Readying.
import { describe, expect, it } from "vitest";
import { flatFooted, surpriseRound } from "../../src/rules/index.ts";
import { actingStatus, canAct, turnStartDuties } from "../../src/rules/rcr/combat-round.ts";

const healthy = { condition: "unhurt", knockedOut: false, stable: false } as const;
const turn = { ...healthy, id: "sia", round: 2, surpriseRound: false, firstTurn: false, ready: null };

describe("who can act", () => {
  it("the dead, the dying and the knocked out cannot act", () => {
    expect(actingStatus({ ...healthy, condition: "dead" })).toBe("dead");
    expect(actingStatus({ ...healthy, condition: "dying" })).toBe("dying");
    expect(actingStatus({ ...healthy, knockedOut: true })).toBe("knockedOut");
    expect(canAct({ ...healthy, condition: "dying" })).toBe(false);
    expect(canAct({ ...healthy, knockedOut: true })).toBe(false);
    expect(canAct({ ...healthy, condition: "dead" })).toBe(false);
  });
  it("a stable dying character is unconscious until it comes to, then acts as if disabled", () => {
    expect(actingStatus({ ...healthy, condition: "dying", stable: true })).toBe("unconscious");
    expect(actingStatus({ ...healthy, condition: "dying", stable: true, conscious: true })).toBe("single");
  });
  it("a disabled character takes a single action; a fatigued one acts fully", () => {
    expect(actingStatus({ ...healthy, condition: "disabled" })).toBe("single");
    expect(actingStatus({ ...healthy, condition: "fatigued" })).toBe("full");
    expect(canAct({ ...healthy, condition: "disabled" })).toBe(true);
    expect(canAct({ ...healthy, condition: "fatigued" })).toBe(true);
    expect(canAct(healthy)).toBe(true);
  });
});

describe("the Jawa ambush surprise round", () => {
  // The Jawas and Sia-Lan are aware; the other heroes are caught unaware.
  const awareness = [
    { id: "jawa1", aware: true },
    { id: "jawa2", aware: true },
    { id: "sia", aware: true },
    { id: "deel", aware: false },
    { id: "voren", aware: false },
  ];
  const surprise = surpriseRound(awareness);

  it("only the Jawas and Sia-Lan act, each limited to one attack or move action", () => {
    expect(surprise.actors).toEqual(["jawa1", "jawa2", "sia"]);
    const sia = turnStartDuties({ ...turn, round: 1, surpriseRound: true, firstTurn: true });
    expect(sia.singleAction).toBe(true);
    expect(sia.clearFlatFooted).toBe(true);
  });

  it("the unaware heroes stay flat-footed until their first regular turn", () => {
    expect(surprise.surprised).toEqual(["deel", "voren"]);
    expect(flatFooted({ regularTurnsTaken: 0 })).toBe(true);
    const deel = turnStartDuties({ ...turn, id: "deel", round: 2, firstTurn: true });
    expect(deel.clearFlatFooted).toBe(true);
    expect(deel.singleAction).toBe(false);
  });

  it("in later turns nothing is left to clear", () => {
    expect(turnStartDuties({ ...turn, round: 3 }).clearFlatFooted).toBe(false);
  });
});

describe("turn start bookkeeping", () => {
  it("a dying character rolls its DC 10 Fortitude save and stays flat-footed, having no action", () => {
    const duties = turnStartDuties({ ...turn, condition: "dying", firstTurn: true });
    expect(duties).toMatchObject({ dyingSave: true, clearFlatFooted: false, singleAction: false });
  });
  it("a stable dying character rolls no save", () => {
    expect(turnStartDuties({ ...turn, condition: "dying", stable: true }).dyingSave).toBe(false);
  });
  it("a disabled character is reminded that an attack action costs 1 wound point", () => {
    const duties = turnStartDuties({ ...turn, condition: "disabled" });
    expect(duties).toMatchObject({ attackCostsWound: true, singleAction: true, dyingSave: false });
    expect(turnStartDuties(turn).attackCostsWound).toBe(false);
  });
  it("a knocked-out character neither acts nor loses flat-footedness", () => {
    const duties = turnStartDuties({ ...turn, knockedOut: true, firstTurn: true });
    expect(duties).toMatchObject({ acting: "knockedOut", clearFlatFooted: false, attackCostsWound: false });
  });
  it("Deel's unused readied action lapses when his next turn comes", () => {
    const ready = { id: "deel", round: 1 };
    expect(turnStartDuties({ ...turn, id: "deel", round: 2, ready }).readyLapses).toBe(true);
    expect(turnStartDuties({ ...turn, id: "deel", round: 1, ready }).readyLapses).toBe(false);
    expect(turnStartDuties({ ...turn, id: "deel", round: 2, ready: null }).readyLapses).toBe(false);
  });
});
