// rcr-combat.txt › Initiative Checks, Special Initiative Actions (Delay, Initiative Consequences of Readying);
// saga-special-combat-rules.txt › Vor'en's delay to count 13.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { delay, type InitiativeSlot, initiativeOrder, triggerReady } from "../../src/rules/index.ts";
import { compareTurnOrder, placesAtCount, type TurnOrderEntry } from "../../src/rules/rcr/turn-order.ts";

type Entry = TurnOrderEntry & { id: string };

function sorted(entries: Entry[]): string[] {
  return [...entries].sort(compareTurnOrder).map((entry) => entry.id);
}

describe("turn order comparator", () => {
  it("highest count first; ties by higher Dexterity, then by the tie-break roll (not by id)", () => {
    expect(
      sorted([
        { id: "a", initiative: 12, dexterity: 10, tieBreak: 20 },
        { id: "b", initiative: 15, dexterity: 8 },
        { id: "c", initiative: 12, dexterity: 14, tieBreak: 1 },
        { id: "d", initiative: 12, dexterity: 10, tieBreak: 5 },
      ]),
    ).toEqual(["b", "c", "a", "d"]);
  });

  it("combatants who have not rolled go last", () => {
    expect(
      sorted([
        { id: "unrolled", initiative: null, dexterity: 18 },
        { id: "low", initiative: 2, dexterity: 8 },
      ]),
    ).toEqual(["low", "unrolled"]);
    expect(
      compareTurnOrder({ initiative: 2, dexterity: 8 }, { initiative: null, dexterity: 18 }),
    ).toBeLessThan(0);
    expect(
      compareTurnOrder({ initiative: null, dexterity: 18 }, { initiative: 2, dexterity: 8 }),
    ).toBeGreaterThan(0);
    expect(compareTurnOrder({ initiative: null, dexterity: 1 }, { initiative: null, dexterity: 20 })).toBe(0);
    // Below zero too: a combatant who has not rolled still goes after a roll of -1.
    expect(
      compareTurnOrder({ initiative: -1, dexterity: 8 }, { initiative: null, dexterity: 18 }),
    ).toBeLessThan(0);
    expect(
      compareTurnOrder({ initiative: null, dexterity: 18 }, { initiative: -1, dexterity: 8 }),
    ).toBeGreaterThan(0);
  });

  it("a missing tie-break roll counts as 0", () => {
    expect(
      sorted([
        { id: "none", initiative: 9, dexterity: 12 },
        { id: "rolled", initiative: 9, dexterity: 12, tieBreak: 1 },
      ]),
    ).toEqual(["rolled", "none"]);
    const rolled = { initiative: 9, dexterity: 12, tieBreak: 1 };
    expect(compareTurnOrder(rolled, { initiative: 9, dexterity: 12 })).toBeLessThan(0);
    expect(compareTurnOrder({ initiative: 9, dexterity: 12 }, rolled)).toBeGreaterThan(0);
  });

  it("agrees with initiativeOrder whenever no move rearranged a count", () => {
    const entry = fc.record({
      initiative: fc.integer({ min: -5, max: 40 }),
      dexterity: fc.integer({ min: 3, max: 20 }),
      tieBreak: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, {
          maxLength: 8,
          selector: (e) => `${e.initiative}/${e.dexterity}/${e.tieBreak}`,
        }),
        (raw) => {
          const entries = raw.map((e, i) => ({ ...e, id: `c${i}` }));
          expect(sorted(entries)).toEqual(initiativeOrder(entries));
        },
      ),
    );
  });

  it("a place set by a move outranks Dexterity at the same count", () => {
    expect(
      sorted([
        { id: "quick", initiative: 13, dexterity: 18, place: 1 },
        { id: "slow", initiative: 13, dexterity: 8, place: 0 },
      ]),
    ).toEqual(["slow", "quick"]);
  });
  it("without places on both sides, Dexterity decides again", () => {
    const placed = { initiative: 13, dexterity: 10, place: 0 };
    expect(compareTurnOrder(placed, { initiative: 13, dexterity: 16 })).toBeGreaterThan(0);
    expect(compareTurnOrder({ initiative: 13, dexterity: 16 }, placed)).toBeLessThan(0);
    expect(compareTurnOrder(placed, { initiative: 13, dexterity: 16, place: 0 })).toBeGreaterThan(0);
  });
});

describe("Vor'en delaying to count 13", () => {
  // Vor'en rolled 22 and delays; Deel acts on 14; Vor'en then acts on 13 for the rest of the battle.
  const order: InitiativeSlot[] = [
    { id: "voren", count: 22, initiativeBonus: 1 },
    { id: "deel", count: 14, initiativeBonus: 2 },
    { id: "boss", count: 13, initiativeBonus: 3 },
    { id: "thug", count: 9, initiativeBonus: 0 },
  ];

  it("acts after Deel and after the undelayed at count 13, whatever his Dexterity", () => {
    const result = delay(order, "voren", 13);
    if (!result.ok) throw new Error(result.refused);
    const places = placesAtCount(result.order, 13);
    expect(places).toEqual({ boss: 0, voren: 1 });
    const tracker: Entry[] = [
      { id: "voren", initiative: 13, dexterity: 16, place: places.voren },
      { id: "deel", initiative: 14, dexterity: 12 },
      { id: "boss", initiative: 13, dexterity: 10, place: places.boss },
      { id: "thug", initiative: 9, dexterity: 11 },
    ];
    expect(sorted(tracker)).toEqual(["deel", "boss", "voren", "thug"]);
    expect(sorted(tracker)).toEqual(result.order.map((slot) => slot.id));
  });
});

describe("Deel and Sia-Lan's readied actions", () => {
  // Deel (14) and Sia-Lan (10) ready; the Tusken Raiders act on 7. Both then act on 7, before the Raiders.
  it("both move to count 7, in the order they fired, before the triggering Raider", () => {
    const start: InitiativeSlot[] = [
      { id: "deel", count: 14 },
      { id: "sia", count: 10 },
      { id: "raider1", count: 7 },
      { id: "raider2", count: 7 },
    ];
    const first = triggerReady(start, { id: "deel", round: 1 }, { id: "raider1", round: 1 });
    if (!first.ok) throw new Error(first.refused);
    const second = triggerReady(first.order, { id: "sia", round: 1 }, { id: "raider1", round: 1 });
    if (!second.ok) throw new Error(second.refused);
    const places = placesAtCount(second.order, 7);
    expect(places).toEqual({ deel: 0, sia: 1, raider1: 2, raider2: 3 });
    const tracker: Entry[] = [
      { id: "raider2", initiative: 7, dexterity: 14, place: places.raider2 },
      { id: "sia", initiative: 7, dexterity: 12, place: places.sia },
      { id: "raider1", initiative: 7, dexterity: 14, place: places.raider1 },
      { id: "deel", initiative: 7, dexterity: 11, place: places.deel },
    ];
    expect(sorted(tracker)).toEqual(["deel", "sia", "raider1", "raider2"]);
  });
});
