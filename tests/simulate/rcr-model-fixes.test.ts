// Two faults a check against exactly computed fights found in the RCR model (issue 33), each pinned by
// a test that failed before its fix: a charged defender "charging back" from adjacency, and knock-outs
// that ended at the end of a round instead of just before the count on which they began.
import { describe, expect, it } from "vitest";
import type { FightOutcome, RcrCombatant } from "../../src/simulate/index.ts";
import { playFight, takeTurn } from "../../src/simulate/rcr/fight.ts";
import { FightState } from "../../src/simulate/rcr/fight-state.ts";
import { prepareEncounter } from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

function fightState(a: RcrCombatant, b: RcrCombatant, distance: number): FightState {
  const state = new FightState(prepareEncounter(versus([a], [b], distance)));
  state.reset();
  return state;
}

function outcome(): FightOutcome {
  return { winner: -2, rounds: -1, dropped: new Uint8Array(2), dead: new Uint8Array(2) };
}

describe("rcr-combat.txt › Charge: a charge needs the movement the text requires", () => {
  it("the one charged is adjacent: on its turn it makes a full attack from where it stands, no charge", () => {
    const charger = duelist("Charger");
    const veteran = duelist("Veteran", {
      baseAttackBonus: 6,
      weapons: [{ name: "Vibroblade", kind: "melee", attack: 9, damage: "2d6", threatRange: 19 }],
    });
    const state = fightState(charger, veteran, 15);
    // 15 m: more than one move of 10 m, within two: the charger charges, and misses (d20 1, confirmation 1).
    takeTurn(state, new ScriptedRandom([1, 1]), 0, 1, false);
    expect(state.chargeDefense[0]).toBe(-2);
    // BAB +6: a full attack is +9 and +4, each a d20 and its confirmation d20. Charging back would roll two.
    const dice = new ScriptedRandom([1, 1, 1, 1]);
    takeTurn(state, dice, 1, 1, false);
    expect(dice.left).toBe(0);
    expect(state.gap[1]).toBe(0);
    expect(state.chargeDefense[1]).toBe(0);
  });

  it("a charge moves at least 4 m: a fighter of speed 2 three meters off double-moves instead", () => {
    const slow = duelist("Slow", { speed: 2 });
    const state = fightState(slow, trooper("T"), 3);
    const dice = new ScriptedRandom([]);
    takeTurn(state, dice, 0, 1, false);
    expect(state.gap[0]).toBe(0);
    expect(state.chargeDefense[0]).toBe(0);
  });
});

describe("rcr-combat.txt › The Combat Round: a knock-out ends just before the count on which it began", () => {
  it("knocked out for 1 round by a later count: still down when its own turn comes first next round", () => {
    // The trooper (index 1) wins initiative; both fight in melee from the start (distance 0).
    const t = trooper("T", {
      weapons: [{ name: "Baton", kind: "melee", attack: 5, damage: "1d6" }],
    });
    const d = duelist("D");
    const state = new FightState(prepareEncounter(versus([d], [t], 0)));
    const dice = new ScriptedRandom([
      // Initiative: D d20 1 (+6 = 7), tie-break 1; T d20 20 (+1 = 21), tie-break 1. Order: T, D.
      1, 1, 20, 1,
      // Round 1. T: d20 1 misses, confirmation 1.
      1, 1,
      // D: d20 20 hits, confirmation 1; 2d8+2 = 1 + 6 + 2 = 9, DR 5: 4 wounds; save 3 + 5 < DC 9: out for d4 = 1.
      20,
      1, 1, 6, 3, 1,
      // Round 2. T is still knocked out at its count (its knock-out began on D's later count): no roll.
      // D, just after the knock-out ended: d20 20, confirmation 1; 8 + 8 + 2 = 18, DR 5: 13 wounds, T at -5.
      // The wound save is rolled (d20 1, d4 1) but T is dying already.
      20, 1, 8, 8, 1, 1,
      // After the fight: T's dying save 20 + 5 stabilizes it.
      20,
    ]);
    const out = outcome();
    playFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out.winner).toBe(0);
    expect(out.rounds).toBe(2);
    expect(state.wounds[1]).toBe(-5);
    expect(state.wounds[0]).toBe(13);
  });
});
