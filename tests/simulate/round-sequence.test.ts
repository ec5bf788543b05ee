// The fight's steps against the RCR texts, with scripted dice: each test names the rule it checks.
import { describe, expect, it } from "vitest";
import { createInjuryState } from "../../src/rules/index.ts";
import type { RcrCombatant } from "../../src/simulate/index.ts";
import { applyHit, beginTurn, endRound, takeTurn } from "../../src/simulate/rcr/fight.ts";
import { FightState } from "../../src/simulate/rcr/fight-state.ts";
import {
  FLAT_FOOTED,
  KNOCKED_OUT,
  NORMAL,
  prepareEncounter,
  STANCES,
} from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

/** Index 0: a duelist (heroic, melee, speed 10); index 1: a trooper (ordinary, DR 5, Fort +5). */
function duel(distance = 0, a: RcrCombatant = duelist("D"), b: RcrCombatant = trooper("T")): FightState {
  const state = new FightState(prepareEncounter(versus([a], [b], distance)));
  state.reset();
  return state;
}

describe("rcr-combat.txt › Vitality Points and Wound Points, Critical Hits, Damage Reduction", () => {
  it("a heroic target loses vitality first: no wound, no save rolled", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([]), 0, 5, false);
    expect(state.vitality[0]).toBe(7);
    expect(state.wounds[0]).toBe(13);
    expect(state.dropped[0]).toBe(0);
  });
  it("a confirmed critical on a heroic target goes to wounds past its vitality", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([20, 1]), 0, 5, true);
    expect(state.vitality[0]).toBe(12);
    expect(state.wounds[0]).toBe(8);
  });
  it("a confirmed critical drops an ordinary target to -1 wound points: dying, dropped", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([20, 1]), 1, 1, true);
    expect(state.wounds[1]).toBe(-1);
    expect(state.injury[1]?.condition).toBe("dying");
    expect(state.dropped[1]).toBe(1);
  });
  it("armor DR takes its share of wound damage: 9 against DR 5 costs 4 wounds", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([20, 1]), 1, 9, false);
    expect(state.wounds[1]).toBe(8);
  });
});

describe("rcr-combat.txt › Effects of Damage, Knocked Out (Fortitude DC 5 + wounds lost this round)", () => {
  it("one below the DC: knocked out for the 1d4 rolled, and dropped with wounds left", () => {
    const state = duel();
    // 4 wounds lost: DC 9; d20 3 + Fort 5 = 8 fails; d4 = 3.
    applyHit(state, new ScriptedRandom([3, 3]), 1, 9, false);
    expect(state.knockedOut[1]).toBe(3);
    expect(state.dropped[1]).toBe(1);
    expect(state.stance(1)).toBe(KNOCKED_OUT);
    expect(state.inFight(1)).toBe(true);
  });
  it("exactly at the DC: stays up", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([4, 3]), 1, 9, false);
    expect(state.knockedOut[1]).toBe(0);
    expect(state.dropped[1]).toBe(0);
  });
  it("a second hit in the round counts every wound lost this round; a new round starts again from 0", () => {
    const state = duel();
    applyHit(state, new ScriptedRandom([20, 1]), 1, 9, false); // 4 lost
    // 3 more: DC 5 + 7 = 12; 7 + 5 = 12 saves.
    applyHit(state, new ScriptedRandom([7, 1]), 1, 8, false);
    expect(state.knockedOut[1]).toBe(0);
    const failed = duel();
    applyHit(failed, new ScriptedRandom([20, 1]), 1, 9, false);
    applyHit(failed, new ScriptedRandom([6, 2]), 1, 8, false);
    expect(failed.knockedOut[1]).toBe(2);
    endRound(state);
    // Next round, 3 lost: DC 8; 2 + 5 = 7 fails.
    applyHit(state, new ScriptedRandom([2, 1]), 1, 8, false);
    expect(state.knockedOut[1]).toBe(1);
    expect(state.lostThisRound[1]).toBe(3);
  });
  it("a knock-out counts down just before the count it began on, each round, then the fighter stands", () => {
    const state = duel();
    // Knocked out on the turn at position 1 of round 1, for d4 = 2 rounds.
    beginTurn(state, 1, 1);
    applyHit(state, new ScriptedRandom([1, 2]), 1, 9, false);
    endRound(state);
    beginTurn(state, 2, 0);
    expect(state.knockedOut[1]).toBe(2);
    beginTurn(state, 2, 1);
    expect(state.knockedOut[1]).toBe(1);
    // Twice at the same count in one round counts once.
    beginTurn(state, 2, 1);
    expect(state.knockedOut[1]).toBe(1);
    beginTurn(state, 3, 0);
    expect(state.knockedOut[1]).toBe(1);
    beginTurn(state, 3, 1);
    expect(state.knockedOut[1]).toBe(0);
    expect(state.injury[1]?.conscious).toBe(true);
    expect(state.stance(1)).toBe(FLAT_FOOTED);
  });
});

describe("rcr-combat.txt › Dying, Recovering without Help (Fortitude DC 10 on the dying one's turn)", () => {
  it("one below DC 10 loses a wound point; exactly 10 stabilizes; the turn is spent either way", () => {
    const failing = duel();
    failing.setInjury(0, createInjuryState(-3, 13));
    const dice = new ScriptedRandom([6]); // 6 + Fort 3 = 9
    takeTurn(failing, dice, 0, 1, false);
    expect(failing.wounds[0]).toBe(-4);
    expect(dice.left).toBe(0);
    const saving = duel();
    saving.setInjury(0, createInjuryState(-3, 13));
    takeTurn(saving, new ScriptedRandom([7]), 0, 1, false);
    expect(saving.wounds[0]).toBe(-3);
    expect(saving.injury[0]?.stable).toBe(true);
  });
  it("at -10 wound points the dying one is dead", () => {
    const state = duel();
    state.setInjury(0, createInjuryState(-9, 13));
    takeTurn(state, new ScriptedRandom([1]), 0, 1, false);
    expect(state.injury[0]?.condition).toBe("dead");
  });
});

describe("rcr-combat.txt › Disabled (policy: withdraw rather than pay a wound point to attack)", () => {
  it("a disabled combatant takes no action and is out of the fight", () => {
    const state = duel();
    state.setInjury(1, createInjuryState(0, 12));
    takeTurn(state, new ScriptedRandom([]), 1, 1, false);
    expect(state.inFight(1)).toBe(false);
    expect(state.wounds[0]).toBe(13);
  });
});

describe("rcr-combat.txt › Flat-Footed, Favorable and Unfavorable Conditions (the target's stance)", () => {
  it("everyone starts flat-footed and stops being so on its first turn", () => {
    const state = duel();
    expect(state.stance(1)).toBe(FLAT_FOOTED);
    // The trooper shoots (autofire: three attacks and their confirmation dice); natural 1s miss.
    takeTurn(state, new ScriptedRandom([1, 1, 1, 1, 1, 1]), 1, 1, false);
    expect(state.stance(1)).toBe(NORMAL);
  });
  it("Defense 10 + class 3 + Dex 2 = 15; flat-footed 13; knocked out (prone) gives melee +4", () => {
    const state = duel();
    const trooperSide = state.encounter.combatants[1]!;
    const at = (stance: number) => (0 * 2 + 0) * STANCES + stance; // the trooper's rifle against the duelist
    expect(trooperSide.againstDefense[at(NORMAL)]).toBe(15);
    expect(trooperSide.againstDefense[at(FLAT_FOOTED)]).toBe(13);
    // Prone against a ranged attack: the defender counts as having half cover (+4 Defense).
    expect(trooperSide.againstDefense[at(KNOCKED_OUT)]).toBe(19);
    const duelistSide = state.encounter.combatants[0]!;
    const blade = (stance: number) => (0 * 2 + 1) * STANCES + stance;
    expect(duelistSide.againstBonus[blade(NORMAL)]).toBe(0);
    expect(duelistSide.againstBonus[blade(KNOCKED_OUT)]).toBe(4);
  });
});

describe("rcr-combat.txt › Charge, Move Actions (a melee fighter closing in)", () => {
  it("within twice its speed it charges: +2 on the one attack, -2 Defense until its next turn", () => {
    const state = duel(15);
    // d20 5 + 4 + charge 2 = 11 hits the flat-footed trooper's Defense 11; 2d8+2 = 10 - DR 5; save 20.
    const dice = new ScriptedRandom([5, 1, 4, 4, 20, 1]);
    takeTurn(state, dice, 0, 1, false);
    expect(dice.left).toBe(0);
    expect(state.gap[0]).toBe(0);
    expect(state.wounds[1]).toBe(7);
    expect(state.chargeDefense[0]).toBe(-2);
    takeTurn(state, new ScriptedRandom([1, 1]), 0, 2, false);
    expect(state.chargeDefense[0]).toBe(0);
  });
  it("within one move it moves and attacks without the charge bonus: 5 + 4 = 9 misses Defense 11", () => {
    const state = duel(8);
    const dice = new ScriptedRandom([5, 1]);
    takeTurn(state, dice, 0, 1, false);
    expect(dice.left).toBe(0);
    expect(state.wounds[1]).toBe(12);
    expect(state.chargeDefense[0]).toBe(0);
  });
  it("farther than twice its speed it double-moves and rolls nothing", () => {
    const state = duel(30);
    takeTurn(state, new ScriptedRandom([]), 0, 1, false);
    expect(state.gap[0]).toBe(10);
  });
  it("in the surprise round it has one move action", () => {
    const state = duel(30);
    takeTurn(state, new ScriptedRandom([]), 0, 1, true);
    expect(state.gap[0]).toBe(20);
  });
});
