// rcr-combat.txt › Initiative Checks (highest first; ties by Dexterity, then a die roll).
import { describe, expect, it } from "vitest";
import { initiativeOrder } from "../../src/rules/index.ts";

describe("initiative order", () => {
  it("highest initiative acts first", () => {
    expect(
      initiativeOrder([
        { id: "a", initiative: 8, dexterity: 10 },
        { id: "b", initiative: 17, dexterity: 10 },
        { id: "c", initiative: 12, dexterity: 10 },
      ]),
    ).toEqual(["b", "c", "a"]);
  });
  it("tied counts: higher Dexterity first", () => {
    expect(
      initiativeOrder([
        { id: "a", initiative: 14, dexterity: 12 },
        { id: "b", initiative: 14, dexterity: 16 },
      ]),
    ).toEqual(["b", "a"]);
  });
  it("still tied: higher tie-break roll first", () => {
    expect(
      initiativeOrder([
        { id: "a", initiative: 14, dexterity: 12, tieBreak: 3 },
        { id: "b", initiative: 14, dexterity: 12, tieBreak: 18 },
      ]),
    ).toEqual(["b", "a"]);
  });
  it("still tied: the higher tie-break roll goes first whichever is listed first", () => {
    expect(
      initiativeOrder([
        { id: "a", initiative: 14, dexterity: 12, tieBreak: 18 },
        { id: "b", initiative: 14, dexterity: 12, tieBreak: 3 },
      ]),
    ).toEqual(["a", "b"]);
  });
  it("no tie-break roll: the given order stands", () => {
    expect(
      initiativeOrder([
        { id: "a", initiative: 14, dexterity: 12 },
        { id: "b", initiative: 14, dexterity: 12 },
      ]),
    ).toEqual(["a", "b"]);
  });
  it("the input is not changed", () => {
    const entries = [
      { id: "a", initiative: 1, dexterity: 10 },
      { id: "b", initiative: 2, dexterity: 10 },
    ];
    initiativeOrder(entries);
    expect(entries.map((e) => e.id)).toEqual(["a", "b"]);
  });
  it("no combatants → empty order", () => {
    expect(initiativeOrder([])).toEqual([]);
  });
});
