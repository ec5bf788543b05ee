// rcr-combat.txt › Opponent Initiative: one check for a group of opponents (an officer and his stormtroopers).
import { describe, expect, it } from "vitest";
import { type GroupInitiativeEntry, planInitiativeRolls } from "../../src/rules/rcr/group-initiative.ts";

const entries: GroupInitiativeEntry[] = [
  { id: "deel", group: null, initiativeBonus: 2, initiative: null },
  { id: "officer", group: null, initiativeBonus: 1, initiative: null },
  { id: "trooper1", group: "troopers", initiativeBonus: 1, initiative: null },
  { id: "trooper2", group: "troopers", initiativeBonus: 3, initiative: null },
  { id: "trooper3", group: "troopers", initiativeBonus: 3, initiative: null },
];
const everyone = entries.map((entry) => entry.id);

describe("the officer and his stormtroopers", () => {
  it("option off: every combatant rolls its own check", () => {
    expect(planInitiativeRolls(entries, everyone, false)).toEqual({ roll: everyone, share: [] });
  });

  it("option on: one check for the stormtroopers, by the first with the best bonus, shared by the rest", () => {
    expect(planInitiativeRolls(entries, everyone, true)).toEqual({
      roll: ["deel", "officer", "trooper2"],
      share: [{ from: "trooper2", to: ["trooper1", "trooper3"] }],
    });
  });

  it("a stormtrooper joining later takes the group's result instead of rolling", () => {
    const rolled = entries.map((entry) => (entry.group ? { ...entry, initiative: 14 } : entry));
    const joined = [...rolled, { id: "trooper4", group: "troopers", initiativeBonus: 5, initiative: null }];
    expect(planInitiativeRolls(joined, ["trooper4"], true)).toEqual({
      roll: [],
      share: [{ from: "trooper1", to: ["trooper4"] }],
    });
  });

  it("a second initiative group rolls its own initiative, even once the first has rolled", () => {
    const droids: GroupInitiativeEntry[] = [
      { id: "droid1", group: "droids", initiativeBonus: 0, initiative: null },
      { id: "droid2", group: "droids", initiativeBonus: 2, initiative: null },
    ];
    const both = [...entries, ...droids];
    expect(planInitiativeRolls(both, ["trooper1", "trooper2", "droid1", "droid2"], true)).toEqual({
      roll: ["trooper2", "droid2"],
      share: [
        { from: "trooper2", to: ["trooper1"] },
        { from: "droid2", to: ["droid1"] },
      ],
    });
    const troopersRolled = both.map((entry) =>
      entry.group === "troopers" ? { ...entry, initiative: 14 } : entry,
    );
    expect(planInitiativeRolls(troopersRolled, ["droid1", "droid2"], true)).toEqual({
      roll: ["droid2"],
      share: [{ from: "droid2", to: ["droid1"] }],
    });
  });

  it("a group of one just rolls", () => {
    expect(planInitiativeRolls(entries, ["trooper1"], true)).toEqual({ roll: ["trooper1"], share: [] });
  });

  it("ids not in the combat are ignored", () => {
    expect(planInitiativeRolls(entries, ["nobody"], true)).toEqual({ roll: [], share: [] });
  });
});
