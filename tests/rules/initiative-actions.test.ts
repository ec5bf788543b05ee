// rcr-combat.txt › Special Initiative Actions (Delay, Delaying Limits, Multiple Characters Delaying, Ready,
// How Readying Works, Initiative Consequences of Readying); Combat Sequence, Awareness and Surprise,
// The Surprise Round, Unaware Combatants.
import { describe, expect, it } from "vitest";
import {
  checkTurn,
  delay,
  flatFooted,
  type InitiativeSlot,
  lowerEndWaiters,
  readyLapses,
  SURPRISE_ROUND_LIMIT,
  surpriseRound,
  triggerReady,
} from "../../src/rules/index.ts";

const ids = (order: readonly InitiativeSlot[]) => order.map((s) => `${s.id}@${s.count}`);

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

describe("ready: Deel and Sia-Lan against the Tusken Raiders", () => {
  const start: InitiativeSlot[] = [
    { id: "deel", count: 14 },
    { id: "siaLan", count: 10 },
    { id: "raiders", count: 7 },
  ];
  it("both readied actions trigger on the Raiders' charge: both act on count 7, before the Raiders", () => {
    const deel = ok(triggerReady(start, { id: "deel", round: 1 }, { id: "raiders", round: 1 }));
    expect(deel.losesRegularTurn).toBe(false);
    const sia = ok(triggerReady(deel.order, { id: "siaLan", round: 1 }, { id: "raiders", round: 1 }));
    expect(ids(sia.order)).toEqual(["deel@7", "siaLan@7", "raiders@7"]);
  });
  it("readying is an attack action: a move action can go with it (Sia-Lan moves, then readies)", () => {
    expect(checkTurn(["move", "ready"]).ok).toBe(true);
  });
  it("an unused readied action is lost when its owner's next turn comes", () => {
    const ready = { id: "deel", round: 1 };
    expect(readyLapses(ready, { round: 1, turnOf: "siaLan" })).toBe(false);
    expect(readyLapses(ready, { round: 2, turnOf: "siaLan" })).toBe(false);
    expect(readyLapses(ready, { round: 2, turnOf: "deel" })).toBe(true);
  });
  it("taken in the next round before the regular turn: the count rises and that round's regular action is lost", () => {
    const result = ok(triggerReady(start, { id: "raiders", round: 1 }, { id: "siaLan", round: 2 }));
    expect(ids(result.order)).toEqual(["deel@14", "raiders@10", "siaLan@10"]);
    expect(result.losesRegularTurn).toBe(true);
  });
  it("refuses unknown combatants and a trigger on oneself", () => {
    expect(triggerReady(start, { id: "jawa", round: 1 }, { id: "deel", round: 1 })).toEqual({
      ok: false,
      refused: "unknownCombatant",
    });
    expect(triggerReady(start, { id: "deel", round: 1 }, { id: "deel", round: 1 })).toEqual({
      ok: false,
      refused: "sameCombatant",
    });
  });
  it("a delayed character who readies loses the delayed mark", () => {
    const delayed = ok(delay(start, "deel", 12)).order;
    const moved = ok(triggerReady(delayed, { id: "deel", round: 1 }, { id: "raiders", round: 1 }));
    expect(moved.order.find((s) => s.id === "deel")).toEqual({ id: "deel", count: 7 });
  });
});

describe("delay", () => {
  const order: InitiativeSlot[] = [
    { id: "vor", count: 18, initiativeBonus: 2 },
    { id: "deel", count: 14, initiativeBonus: 1 },
    { id: "siaLan", count: 13, initiativeBonus: 4 },
    { id: "trooper", count: 9, initiativeBonus: 0 },
  ];
  it("delaying lowers one's count for the rest of the fight: Vor'en delays from 18 to 13, after those already at 13", () => {
    const result = ok(delay(order, "vor", 13));
    expect(ids(result.order)).toEqual(["deel@14", "siaLan@13", "vor@13", "trooper@9"]);
    expect(result.order[2]?.delayed).toBe("count");
  });
  it("to a count between others", () => {
    expect(ids(ok(delay(order, "vor", 10)).order)).toEqual(["deel@14", "siaLan@13", "vor@10", "trooper@9"]);
  });
  it("the count must go down", () => {
    expect(delay(order, "deel", 14)).toEqual({ ok: false, refused: "notLower" });
    expect(delay(order, "deel", 16)).toEqual({ ok: false, refused: "notLower" });
    expect(delay(order, "nobody", 3)).toEqual({ ok: false, refused: "unknownCombatant" });
  });
  it("two delayers on the same count: the higher initiative bonus acts first", () => {
    const first = ok(delay(order, "deel", 5)).order;
    const both = ok(delay(first, "siaLan", 5)).order;
    expect(ids(both)).toEqual(["vor@18", "trooper@9", "siaLan@5", "deel@5"]);
    const other = ok(delay(ok(delay(order, "siaLan", 5)).order, "deel", 5)).order;
    expect(ids(other)).toEqual(["vor@18", "trooper@9", "siaLan@5", "deel@5"]);
  });
  it("at most until everyone else has acted; among those waiting that long the higher bonus goes last", () => {
    const deelLast = ok(delay(order, "deel")).order;
    expect(ids(deelLast)).toEqual(["vor@18", "siaLan@13", "trooper@9", "deel@9"]);
    const bothLast = ok(delay(deelLast, "siaLan")).order;
    expect(ids(bothLast)).toEqual(["vor@18", "trooper@9", "deel@9", "siaLan@9"]);
    const vorLast = ok(delay(bothLast, "vor")).order;
    expect(ids(vorLast)).toEqual(["trooper@9", "deel@9", "vor@9", "siaLan@9"]);
  });
  it("a delay to a count goes before those waiting until the end, who follow it down to the lowest count", () => {
    const deelLast = ok(delay(order, "deel")).order;
    expect(ids(ok(delay(deelLast, "vor", 2)).order)).toEqual(["siaLan@13", "trooper@9", "vor@2", "deel@2"]);
    // A delay that stays above the lowest count leaves those waiting where they are.
    expect(ids(ok(delay(deelLast, "vor", 11)).order)).toEqual(["siaLan@13", "vor@11", "trooper@9", "deel@9"]);
  });
  it("lowerEndWaiters: every end waiter takes the lowest count and keeps its place; an empty order stays empty", () => {
    const waiting: InitiativeSlot[] = [
      { id: "a", count: 12 },
      { id: "b", count: 3, delayed: "count" },
      { id: "c", count: 7, delayed: "end" },
      { id: "d", count: 7, delayed: "end" },
    ];
    expect(ids(lowerEndWaiters(waiting))).toEqual(["a@12", "b@3", "c@3", "d@3"]);
    expect(lowerEndWaiters([])).toEqual([]);
  });
  it("Multiple Characters Delaying: with equal initiative bonuses the higher Dexterity has the advantage", () => {
    const tied: InitiativeSlot[] = [
      { id: "nimble", count: 15, initiativeBonus: 2, dexterity: 14 },
      { id: "clumsy", count: 12, initiativeBonus: 2, dexterity: 10 },
      { id: "c", count: 4 },
    ];
    // Both want count 6: the higher Dexterity acts first, whoever delayed first.
    expect(ids(ok(delay(ok(delay(tied, "nimble", 6)).order, "clumsy", 6)).order)).toEqual([
      "nimble@6",
      "clumsy@6",
      "c@4",
    ]);
    expect(ids(ok(delay(ok(delay(tied, "clumsy", 6)).order, "nimble", 6)).order)).toEqual([
      "nimble@6",
      "clumsy@6",
      "c@4",
    ]);
    // Both wait until everyone else has acted: the higher Dexterity goes last.
    expect(ids(ok(delay(ok(delay(tied, "nimble")).order, "clumsy")).order)).toEqual([
      "c@4",
      "clumsy@4",
      "nimble@4",
    ]);
    expect(ids(ok(delay(ok(delay(tied, "clumsy")).order, "nimble")).order)).toEqual([
      "c@4",
      "clumsy@4",
      "nimble@4",
    ]);
  });
  it("several delayers keep their order: a later delayer to a lower count goes after an earlier one", () => {
    // Deel delays to 10; Sia-Lan, with the better bonus, delays further, to 5: she still acts after Deel.
    const deelAt10 = ok(delay(order, "deel", 10)).order;
    expect(ids(ok(delay(deelAt10, "siaLan", 5)).order)).toEqual([
      "vor@18",
      "deel@10",
      "trooper@9",
      "siaLan@5",
    ]);
  });
  it("the advantage counts among delayers only: a delayer goes after the undelayed at that count", () => {
    // Sia-Lan (+4) delays to the trooper's count 9; the trooper (+0) did not delay and acts first.
    expect(ids(ok(delay(order, "siaLan", 9)).order)).toEqual(["vor@18", "deel@14", "trooper@9", "siaLan@9"]);
  });
  it("the lowest bonus waiting until everyone else has acted still goes after those who did not delay", () => {
    expect(ids(ok(delay(order, "trooper")).order)).toEqual(["vor@18", "deel@14", "siaLan@13", "trooper@9"]);
  });
  it("a missing initiative bonus counts as 0", () => {
    const plain: InitiativeSlot[] = [
      { id: "a", count: 12 },
      { id: "b", count: 11 },
      { id: "c", count: 4 },
    ];
    const sameCount = ok(delay(ok(delay(plain, "a", 6)).order, "b", 6)).order;
    expect(ids(sameCount)).toEqual(["a@6", "b@6", "c@4"]);
    const toEnd = ok(delay(ok(delay(plain, "a")).order, "b")).order;
    expect(ids(toEnd)).toEqual(["c@4", "a@4", "b@4"]);
  });
  it("alone in the order", () => {
    expect(ids(ok(delay([{ id: "solo", count: 5 }], "solo")).order)).toEqual(["solo@5"]);
  });
});

describe("surprise", () => {
  it("the Jawa ambush: the Jawas and Sia-Lan act in the surprise round; the other heroes cannot", () => {
    const round = surpriseRound([
      { id: "jawas", aware: true },
      { id: "siaLan", aware: true },
      { id: "deel", aware: false },
      { id: "vor", aware: false },
    ]);
    expect(round).toEqual({ occurs: true, actors: ["jawas", "siaLan"], surprised: ["deel", "vor"] });
  });
  it("the cantina: both sides aware, no surprise round", () => {
    expect(
      surpriseRound([
        { id: "heroes", aware: true },
        { id: "rodians", aware: true },
      ]),
    ).toEqual({ occurs: false, actors: [], surprised: [] });
  });
  it("no one aware: no surprise round either", () => {
    expect(surpriseRound([{ id: "a", aware: false }]).occurs).toBe(false);
  });
  it("each actor takes a single attack or move action, never a full-round action", () => {
    expect(checkTurn(["attackRanged"], { limit: SURPRISE_ROUND_LIMIT }).ok).toBe(true);
    expect(checkTurn(["attackRanged", "move"], { limit: SURPRISE_ROUND_LIMIT }).ok).toBe(false);
    expect(checkTurn(["fullAttack"], { limit: SURPRISE_ROUND_LIMIT }).ok).toBe(false);
  });
  it("the unaware stay flat-footed until their first regular turn; the aware until they act", () => {
    expect(flatFooted({ regularTurnsTaken: 0 })).toBe(true);
    expect(flatFooted({ actedInSurpriseRound: true, regularTurnsTaken: 0 })).toBe(false);
    expect(flatFooted({ regularTurnsTaken: 1 })).toBe(false);
  });
});
