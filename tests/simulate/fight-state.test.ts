// What changes during one fight (src/simulate/rcr/fight-state.ts) and how a fight starts again
// (docs/simulate.md › What a fight does: 1. Start; 7. End; Policy › the foe with the least left).
import { describe, expect, it } from "vitest";
import { createInjuryState } from "../../src/rules/index.ts";
import { FightState } from "../../src/simulate/rcr/fight-state.ts";
import { FLAT_FOOTED, KNOCKED_OUT, NORMAL, prepareEncounter } from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

function freshState(): FightState {
  // 0: a heroic duelist (closes to melee), 1: a trooper with a recorded vitality an ordinary one
  // does not have, 2: a trooper already at 0 wounds (disabled before the fight).
  const state = new FightState(
    prepareEncounter(
      versus([duelist("Duelist")], [trooper("Trooper", { vitality: 5 }), trooper("Hurt", { wounds: 0 })], 9),
    ),
  );
  state.reset();
  return state;
}

describe("the start of a fight", () => {
  it("health as recorded: heroic vitality kept, an ordinary combatant's ignored, wounds as recorded", () => {
    const state = freshState();
    expect([...state.vitality]).toEqual([12, 0, 0]);
    expect([...state.wounds]).toEqual([13, 12, 0]);
    expect(state.injury[1]).toEqual(createInjuryState(12, 12));
  });
  it("everyone flat-footed, nobody knocked out, nothing lost this round, no charge penalty", () => {
    const state = freshState();
    expect([...state.flatFooted]).toEqual([1, 1, 1]);
    expect([...state.knockedOut]).toEqual([0, 0, 0]);
    expect([...state.lostThisRound]).toEqual([0, 0, 0]);
    expect([...state.chargeDefense]).toEqual([0, 0, 0]);
  });
  it("the melee fighter starts the encounter's 9 m away; shooters need not close", () => {
    expect([...freshState().gap]).toEqual([9, 0, 0]);
  });
  it("one who starts at 0 wounds has already dropped and is not in the fight", () => {
    const state = freshState();
    expect([...state.dropped]).toEqual([0, 0, 1]);
    expect([0, 1, 2].map((i) => state.inFight(i))).toEqual([true, true, false]);
  });
  it("a second fight starts like the first, whatever the first left behind", () => {
    const state = freshState();
    state.setInjury(1, { ...createInjuryState(-3, 12), knockedOutRounds: 2 });
    state.vitality[0] = 1;
    state.lostThisRound[1] = 15;
    state.flatFooted.fill(0);
    state.chargeDefense[0] = -2;
    state.gap[0] = 0;
    state.dropped[1] = 1;
    state.reset();
    expect([...state.vitality]).toEqual([12, 0, 0]);
    expect([...state.wounds]).toEqual([13, 12, 0]);
    expect([...state.knockedOut]).toEqual([0, 0, 0]);
    expect([...state.lostThisRound]).toEqual([0, 0, 0]);
    expect([...state.flatFooted]).toEqual([1, 1, 1]);
    expect([...state.chargeDefense]).toEqual([0, 0, 0]);
    expect([...state.gap]).toEqual([9, 0, 0]);
    expect([...state.dropped]).toEqual([0, 0, 1]);
    expect(state.injury[1]).toEqual(createInjuryState(12, 12));
  });
});

describe("the engine's injury records", () => {
  it("a new record is stored as a copy of its eight fields, with wounds and knocked-out rounds mirrored", () => {
    const state = freshState();
    const next = { ...createInjuryState(4, 12), knockedOutRounds: 3, extra: "not kept" };
    state.setInjury(1, next);
    expect(state.injury[1]).toEqual({ ...createInjuryState(4, 12), knockedOutRounds: 3 });
    expect(state.injury[1]).not.toBe(next);
    expect(state.wounds[1]).toBe(4);
    expect(state.knockedOut[1]).toBe(3);
  });
  it("the very record handed back (nothing changed) is kept as it is", () => {
    const state = freshState();
    const kept = state.injury[0]!;
    state.setInjury(0, kept);
    expect(state.injury[0]).toBe(kept);
  });
});

describe("how a combatant stands and what it has left", () => {
  it("flat-footed until it acts, then normal; knocked out is attacked as such even when flat-footed", () => {
    const state = freshState();
    expect(state.stance(1)).toBe(FLAT_FOOTED);
    state.flatFooted[1] = 0;
    expect(state.stance(1)).toBe(NORMAL);
    state.setInjury(1, { ...createInjuryState(5, 12), knockedOutRounds: 1 });
    expect(state.stance(1)).toBe(KNOCKED_OUT);
    state.flatFooted[1] = 1;
    expect(state.stance(1)).toBe(KNOCKED_OUT);
  });
  it("a knocked-out combatant above 0 wounds is still in the fight; at 1 wound too, at 0 not", () => {
    const state = freshState();
    state.setInjury(1, { ...createInjuryState(1, 12), knockedOutRounds: 2 });
    expect(state.inFight(1)).toBe(true);
    state.setInjury(1, createInjuryState(0, 12));
    expect(state.inFight(1)).toBe(false);
  });
  it("what it has left is vitality plus wounds: 12 + 13 for the duelist, 0 + 12 for the trooper", () => {
    const state = freshState();
    expect(state.staying(0)).toBe(25);
    expect(state.staying(1)).toBe(12);
  });
});
