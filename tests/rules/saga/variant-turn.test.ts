// saga-variant-character-combat.txt › Second Wind, Actions in Combat, Full-Round Actions, Swift Actions, Free
// Actions, Reactions, Initiative Order, Combat Sequence, Combat Rounds.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("second wind", () => {
  const hurt = { hitPoints: 20, maxHitPoints: 40, constitution: 14, heroic: true, usedToday: 0 };
  it("at exactly half the maximum: the greater of a quarter of the maximum and the Constitution score", () => {
    expect(saga.secondWind(hurt)).toEqual({ ok: true, temporaryHitPoints: 14, action: "swift" });
    expect(saga.secondWind({ ...hurt, maxHitPoints: 70, hitPoints: 35 })).toEqual({
      ok: true,
      temporaryHitPoints: 17,
      action: "swift",
    });
  });
  it("a quarter rounds down", () => {
    expect(saga.secondWind({ ...hurt, maxHitPoints: 63, hitPoints: 10, constitution: 15 })).toMatchObject({
      temporaryHitPoints: 15,
    });
    expect(saga.secondWind({ ...hurt, maxHitPoints: 67, hitPoints: 10, constitution: 10 })).toMatchObject({
      temporaryHitPoints: 16,
    });
  });
  it("one over half is refused", () => {
    expect(saga.secondWind({ ...hurt, hitPoints: 21 })).toEqual({ ok: false, refused: "aboveHalf" });
    expect(saga.secondWind({ ...hurt, maxHitPoints: 41, hitPoints: 21 })).toEqual({
      ok: false,
      refused: "aboveHalf",
    });
  });
  it("only heroic characters, or an NPC with Extra Second Wind", () => {
    expect(saga.secondWind({ ...hurt, heroic: false })).toEqual({ ok: false, refused: "notHeroic" });
    expect(saga.secondWind({ ...hurt, heroic: false, extraSecondWind: true }).ok).toBe(true);
  });
  it("once a day unless feats allow more", () => {
    expect(saga.secondWind({ ...hurt, usedToday: 1 })).toEqual({ ok: false, refused: "usedUp" });
    expect(saga.secondWind({ ...hurt, usedToday: 1, usesPerDay: 2 }).ok).toBe(true);
    expect(saga.secondWind({ ...hurt, usedToday: 2, usesPerDay: 2 })).toEqual({
      ok: false,
      refused: "usedUp",
    });
  });
  it("refusals in the union's order", () => {
    const all = { ...hurt, heroic: false, hitPoints: 39, usedToday: 5 };
    expect(saga.secondWind(all)).toMatchObject({ refused: "notHeroic" });
    expect(saga.secondWind({ ...all, heroic: true })).toMatchObject({ refused: "aboveHalf" });
  });
  it("temporary hit points do not stack (a reading): 14 gained on 5 left is 14; on 20 left stays 20", () => {
    expect(saga.gainTemporaryHitPoints(5, 14)).toBe(14);
    expect(saga.gainTemporaryHitPoints(20, 14)).toBe(20);
    expect(saga.gainTemporaryHitPoints(0, 9)).toBe(9);
  });
});

describe("checkTurn: a standard, a move, a swift and three free actions", () => {
  it("the full set, in any order, fits", () => {
    expect(saga.checkTurn(["free", "swift", "standard", "free", "move", "free"])).toEqual({ ok: true });
    expect(saga.checkTurn([])).toEqual({ ok: true });
  });
  it("a second standard action never fits", () => {
    expect(saga.checkTurn(["standard", "standard"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 1,
    });
  });
  it("the standard action buys a move: two moves fit, with a standard they do not", () => {
    expect(saga.checkTurn(["move", "move", "swift", "free", "free", "free"])).toEqual({ ok: true });
    expect(saga.checkTurn(["standard", "move", "move"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 2,
    });
  });
  it("three moves never fit", () => {
    expect(saga.checkTurn(["move", "move", "move"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 2,
    });
  });
  it("three swift actions when both the standard and move actions are given up; not four", () => {
    expect(saga.checkTurn(["swift", "swift", "swift", "free", "free", "free"])).toEqual({ ok: true });
    expect(saga.checkTurn(["swift", "swift", "swift", "swift"])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 3,
    });
    expect(saga.checkTurn(["standard", "swift", "swift"])).toEqual({ ok: true });
    expect(saga.checkTurn(["standard", "swift", "swift", "swift"])).toMatchObject({
      refused: "noActionLeft",
      index: 3,
    });
    expect(saga.checkTurn(["move", "swift", "swift"])).toEqual({ ok: true });
    expect(saga.checkTurn(["move", "swift", "swift", "swift"])).toMatchObject({
      refused: "noActionLeft",
      index: 3,
    });
  });
  it("free actions: 3, 4 with the move action, 5 with the standard, 6 with both; never 7", () => {
    const free = (n: number) => Array.from({ length: n }, () => "free" as const);
    expect(saga.checkTurn([...free(3), "standard", "move"])).toEqual({ ok: true });
    expect(saga.checkTurn(["standard", "move", ...free(4)])).toEqual({
      ok: false,
      refused: "noActionLeft",
      index: 5,
    });
    expect(saga.checkTurn(["standard", ...free(4)])).toEqual({ ok: true });
    expect(saga.checkTurn(["standard", ...free(5)])).toMatchObject({ refused: "noActionLeft", index: 5 });
    expect(saga.checkTurn(["move", ...free(5)])).toEqual({ ok: true });
    expect(saga.checkTurn(["move", ...free(6)])).toMatchObject({ refused: "noActionLeft", index: 6 });
    expect(saga.checkTurn(free(6))).toEqual({ ok: true });
    expect(saga.checkTurn(free(7))).toEqual({ ok: false, refused: "noActionLeft", index: 6 });
  });
  it("never the other way round: swift and free actions do not buy a move or a standard", () => {
    expect(saga.checkTurn(["standard", "move", "swift", "move"])).toMatchObject({
      refused: "noActionLeft",
      index: 3,
    });
    expect(saga.checkTurn(["move", "move", "standard"])).toMatchObject({ refused: "noActionLeft", index: 2 });
    expect(saga.checkTurn(["swift", "swift", "swift", "move"])).toMatchObject({
      refused: "noActionLeft",
      index: 3,
    });
  });
  it("the standard buys two free actions, not a free and a swift", () => {
    expect(saga.checkTurn(["move", "swift", "swift", "free", "free", "free", "free"])).toMatchObject({
      refused: "noActionLeft",
      index: 6,
    });
  });
  it("a full-round action replaces every other action of the turn", () => {
    expect(saga.checkTurn(["fullRound"])).toEqual({ ok: true });
    expect(saga.checkTurn(["fullRound", "free"])).toEqual({ ok: false, refused: "fullRoundAlone", index: 1 });
    expect(saga.checkTurn(["swift", "fullRound"])).toEqual({
      ok: false,
      refused: "fullRoundAlone",
      index: 1,
    });
    expect(saga.checkTurn(["fullRound", "fullRound"])).toEqual({
      ok: false,
      refused: "fullRoundAlone",
      index: 1,
    });
    expect(saga.checkTurn(["fullRound", "speak"])).toEqual({
      ok: false,
      refused: "fullRoundAlone",
      index: 1,
    });
  });
  it("flat-footed: no free actions but speaking", () => {
    expect(saga.checkTurn(["standard", "speak", "free"], { flatFooted: true })).toEqual({
      ok: false,
      refused: "flatFooted",
      index: 2,
    });
    expect(saga.checkTurn(["standard", "speak", "move"], { flatFooted: true })).toEqual({ ok: true });
    expect(saga.checkTurn(["free"], { flatFooted: false })).toEqual({ ok: true });
  });
  it("speaking is a free action and counts against the three", () => {
    expect(saga.checkTurn(["speak", "speak", "speak", "speak"], { flatFooted: true })).toEqual({ ok: true });
    expect(saga.checkTurn(["standard", "move", "speak", "speak", "speak", "free"])).toMatchObject({
      refused: "noActionLeft",
      index: 5,
    });
  });
});

describe("reactions", () => {
  it("3 + Dex modifier a round, never below 0", () => {
    expect(saga.reactionsPerRound(0)).toBe(3);
    expect(saga.reactionsPerRound(2)).toBe(5);
    expect(saga.reactionsPerRound(-2)).toBe(1);
    expect(saga.reactionsPerRound(-3)).toBe(0);
    expect(saga.reactionsPerRound(-5)).toBe(0);
  });
  it("a reaction needs one left this round", () => {
    expect(saga.canReact({ usedThisRound: 4, dexModifier: 2 })).toBe(true);
    expect(saga.canReact({ usedThisRound: 5, dexModifier: 2 })).toBe(false);
  });
  it("only one reaction to any one action", () => {
    expect(saga.canReact({ usedThisRound: 0, dexModifier: 2, alreadyReactedToThisAction: true })).toBe(false);
    expect(saga.canReact({ usedThisRound: 0, dexModifier: 2, alreadyReactedToThisAction: false })).toBe(true);
  });
});

describe("initiative order", () => {
  it("highest first; ties by Initiative modifier, then Dexterity, then the extra check, then the given order", () => {
    expect(
      saga.initiativeOrder([
        { id: "low", initiative: 8, initiativeModifier: 9, dexterity: 18 },
        { id: "tieDexLow", initiative: 15, initiativeModifier: 4, dexterity: 12 },
        { id: "tieModHigh", initiative: 15, initiativeModifier: 6, dexterity: 10 },
        { id: "tieDexHigh", initiative: 15, initiativeModifier: 4, dexterity: 14 },
        { id: "high", initiative: 20, initiativeModifier: 0, dexterity: 8 },
      ]),
    ).toEqual(["high", "tieModHigh", "tieDexHigh", "tieDexLow", "low"]);
  });
  it("still tied: the higher extra check, then whoever has one, then the given order", () => {
    const tied = { initiative: 12, initiativeModifier: 2, dexterity: 13 };
    expect(
      saga.initiativeOrder([
        { id: "none1", ...tied },
        { id: "check5", ...tied, tieBreak: 5 },
        { id: "check11", ...tied, tieBreak: 11 },
        { id: "none2", ...tied },
      ]),
    ).toEqual(["check11", "check5", "none1", "none2"]);
  });
  it("leaves its input alone", () => {
    const entries = Object.freeze([
      { id: "a", initiative: 1, initiativeModifier: 0, dexterity: 10 },
      { id: "b", initiative: 2, initiativeModifier: 0, dexterity: 10 },
    ]);
    expect(saga.initiativeOrder(entries)).toEqual(["b", "a"]);
    expect(entries[0]!.id).toBe("a");
  });
  it("a group rolls once with its lowest modifier", () => {
    expect(saga.groupInitiative(11, [4, -1, 2])).toBe(10);
    expect(saga.groupInitiative(11, [3])).toBe(14);
    expect(saga.groupInitiative(11, [])).toBe(11);
  });
});

describe("surprise round", () => {
  it("some unaware: the aware act, the unaware start flat-footed", () => {
    expect(
      saga.surpriseRound([
        { id: "han", aware: true },
        { id: "trooper", aware: false },
        { id: "chewie", aware: true },
      ]),
    ).toEqual({ occurs: true, actors: ["han", "chewie"], flatFooted: ["trooper"] });
  });
  it("everyone aware: no surprise round, no one flat-footed", () => {
    expect(saga.surpriseRound([{ id: "han", aware: true }])).toEqual({
      occurs: false,
      actors: [],
      flatFooted: [],
    });
  });
  it("everyone unaware: a surprise round with no actors", () => {
    expect(saga.surpriseRound([{ id: "a", aware: false }])).toEqual({
      occurs: true,
      actors: [],
      flatFooted: ["a"],
    });
  });
});

describe("effect durations", () => {
  it("an effect of 3 rounds begun on Leia's turn in round 2 ends just before her turn in round 5", () => {
    expect(saga.effectEnds({ round: 2, turnOf: "leia", rounds: 3 })).toEqual({
      round: 5,
      beforeTurnOf: "leia",
    });
  });
});
