// saga-special-combat-rules.txt › Delay (Deel and Vor'en), Multiple Characters Delaying, Ready (Kelko and
// Sia-Lan), Initiative Consequences of Readying, Autofire, Stunning, Shield Rating;
// saga-variant-character-combat.txt › Move Actions, Second Wind, Full-Round Actions.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("delay", () => {
  it("Vor'en delays from 22 until Deel acts on 14: he acts on 13 for the rest of the battle", () => {
    expect(saga.delay({ count: 22, actAfter: 14 })).toEqual({ ok: true, count: 13 });
  });
  it("a chosen new count is taken as given, and wins over actAfter", () => {
    expect(saga.delay({ count: 22, newCount: 10 })).toEqual({ ok: true, count: 10 });
    expect(saga.delay({ count: 22, newCount: 10, actAfter: 14 })).toEqual({ ok: true, count: 10 });
  });
  it("the new count must be lower: the same count is refused, one lower is fine", () => {
    expect(saga.delay({ count: 15, newCount: 15 })).toEqual({ ok: false, refused: "notLower" });
    expect(saga.delay({ count: 15, newCount: 14 })).toEqual({ ok: true, count: 14 });
    expect(saga.delay({ count: 15, actAfter: 16 })).toEqual({ ok: false, refused: "notLower" });
  });
  it("no new count at all is refused", () => {
    expect(saga.delay({ count: 15 })).toEqual({ ok: false, refused: "noNewCount" });
  });
});

describe("several characters delaying", () => {
  it("the highest initiative check modifier goes first; ties keep the given order", () => {
    expect(
      saga.delayersOrder([
        { id: "a", initiativeModifier: 2 },
        { id: "b", initiativeModifier: 7 },
        { id: "c", initiativeModifier: 2 },
        { id: "d", initiativeModifier: 5 },
      ]),
    ).toEqual(["b", "d", "a", "c"]);
  });
  it("leaves its input alone", () => {
    const delayers = Object.freeze([
      { id: "a", initiativeModifier: 1 },
      { id: "b", initiativeModifier: 3 },
    ]);
    expect(saga.delayersOrder(delayers)).toEqual(["b", "a"]);
    expect(delayers.map((d) => d.id)).toEqual(["a", "b"]);
  });
});

describe("ready", () => {
  it("Kelko readies on 14 and fires when the Raiders charge on 7: he acts on 7 from then on, before them", () => {
    expect(saga.triggerReady({ readiedRound: 1, trigger: { id: "raider", count: 7, round: 1 } })).toEqual({
      count: 7,
      actsBefore: "raider",
      losesRegularAction: false,
    });
  });
  it("taken in the next round before the regular action: that round's regular action is lost", () => {
    expect(
      saga.triggerReady({ readiedRound: 1, trigger: { id: "raider", count: 18, round: 2 } }),
    ).toMatchObject({
      count: 18,
      losesRegularAction: true,
    });
  });
  it("a readied action lapses when its owner's next turn comes", () => {
    const ready = { id: "kelko", round: 1 };
    expect(saga.readyLapses(ready, { round: 2, turnOf: "kelko" })).toBe(true);
    expect(saga.readyLapses(ready, { round: 1, turnOf: "kelko" })).toBe(false);
    expect(saga.readyLapses(ready, { round: 2, turnOf: "sia-lan" })).toBe(false);
  });
  it("a standard, move or swift action can be readied; a free or full-round action cannot", () => {
    expect(saga.canReady("standard")).toBe(true);
    expect(saga.canReady("move")).toBe(true);
    expect(saga.canReady("swift")).toBe(true);
    expect(saga.canReady("free")).toBe(false);
    expect(saga.canReady("fullRound")).toBe(false);
  });
});

describe("actionCost", () => {
  it.each([
    ["move", "move", 1],
    ["standUp", "move", 1],
    ["openDoor", "move", 1],
    ["drawWeapon", "move", 1],
    ["setAutofire", "swift", 1],
    ["switchStun", "swift", 1],
    ["secondWind", "swift", 1],
    ["braceAutofire", "swift", 2],
    ["rechargeShields", "swift", 3],
    ["ready", "standard", 1],
    ["bypassLock", "fullRound", 1],
    ["searchArea", "fullRound", 1],
    ["forceTrance", "fullRound", 1],
  ] as const)("%s costs %s × %i", (activity, type, count) => {
    expect(saga.actionCost(activity)).toEqual({ type, count });
  });
  it("gives a fresh record each time", () => {
    const cost = saga.actionCost("move");
    cost.count = 9;
    expect(saga.actionCost("move").count).toBe(1);
  });
});
