// The rest of the Saga model's rules and choices, each against its text or the policy in docs/simulate.md:
// the variant's options, Burst Fire, splash weapons, counted shots and grenades, the policy's ties, the
// surprise round, the round limit, the start of a fight.
import { describe, expect, it } from "vitest";
import { sagaAttackOptions } from "../../src/simulate/saga/attack-options.ts";
import { applySagaHit, pickSagaAttack, playSagaFight, takeSagaTurn } from "../../src/simulate/saga/fight.ts";
import { DOWN, UP } from "../../src/simulate/saga/fight-state.ts";
import {
  expectedDamage,
  FLAT_FOOTED,
  NORMAL,
  prepareSagaEncounter,
} from "../../src/simulate/saga/prepare.ts";
import type { SagaSimWeapon } from "../../src/simulate/saga/saga-combatant.ts";
import { engineOptions } from "../../src/simulate/saga/saga-options.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { sagaJedi, sagaState, sagaTrooper, sagaVersus } from "./saga-fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

const tough = (name: string, more = {}) =>
  sagaTrooper(name, { hitPoints: 200, maxHitPoints: 200, damageThreshold: 100, ...more });
const rifle = sagaTrooper().weapons[0]!;
const outcome = (n = 2) => ({ winner: -2, rounds: -1, dropped: new Uint8Array(n), dead: new Uint8Array(n) });

describe("the variant's options (saga-variant-character-combat.txt)", () => {
  it("each option reaches the engine under its own name; the simulator's own two stay out of it", () => {
    expect(engineOptions({ variantShieldDamage: true })).toEqual({
      variantShieldDamage: true,
      variantDamageThreshold: false,
      variantConditionTrack: false,
    });
    expect(engineOptions({ variantDamageThreshold: true, variantCombatSequence: true })).toEqual({
      variantShieldDamage: false,
      variantDamageThreshold: true,
      variantConditionTrack: false,
    });
    expect(engineOptions({ variantConditionTrack: true, variantSecondWind: true })).toEqual({
      variantShieldDamage: false,
      variantDamageThreshold: false,
      variantConditionTrack: true,
    });
  });
  it("The Condition Track: 15 steps; the fifth step is not the bottom, and no step costs a penalty", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J", { condition: 2 })], [tough("T", { condition: 4 })], 0, {
        variantConditionTrack: true,
      }),
    );
    expect(state.encounter.trackLength).toBe(15);
    applyThreshold(state, 1);
    expect([state.condition[1], state.status[1]]).toEqual([5, UP]);
    // The Jedi at step 2 attacks at +3 (no -2): d20 11 + 3 = 14 hits flat-footed Reflex 14.
    const dice = new ScriptedRandom([11, 1, 1]);
    takeSagaTurn(state, dice, 0, false);
    expect(dice.left).toBe(0);
  });
  it("Shield Damage: absorbing damage costs the shield 5 even when the hit does not exceed it", () => {
    const core = sagaState(sagaVersus([sagaTrooper("G")], [tough("T", { shieldRating: 10 })]));
    const variant = sagaState(
      sagaVersus([sagaTrooper("G")], [tough("T", { shieldRating: 10 })], 0, { variantShieldDamage: true }),
    );
    for (const state of [core, variant]) takeSagaTurn(state, new ScriptedRandom([20, 2, 2, 2]), 0, false);
    // A natural 20: 6 doubled is 12, exceeding SR 10 in both; 2 through.
    expect([core.shield[1], variant.shield[1]]).toEqual([5, 0]);
    const light = sagaState(
      sagaVersus([sagaTrooper("G")], [tough("T", { shieldRating: 10 })], 0, { variantShieldDamage: true }),
    );
    takeSagaTurn(light, new ScriptedRandom([19, 1, 1, 1]), 0, false);
    expect([light.shield[1], light.hitPoints[1]]).toEqual([5, 200]);
  });
});

/** A hit of exactly the target's threshold on combatant t, from combatant 0's first weapon. */
function applyThreshold(state: ReturnType<typeof sagaState>, t: number): void {
  const amount = state.encounter.combatants[t]!.source.damageThreshold;
  applySagaHit(state, state.encounter.combatants[0]!, 0, t, amount, false);
}

describe("the attack options (saga-special-combat-rules.txt › Autofire, Burst Fire, Splash Weapons)", () => {
  const autofireOnly: SagaSimWeapon = {
    ...rifle,
    name: "Repeater",
    group: "heavy",
    autofire: false,
    autofireOnly: true,
  };
  it("a rifle: a shot and autofire; with the Burst Fire feat also burst fire (-5, +2 dice, five shots)", () => {
    expect(
      sagaAttackOptions(sagaTrooper("T")).map((o) => [o.label, o.shape, o.modifier, o.shots, o.dice.formula]),
    ).toEqual([
      ["Blaster Rifle", "single", 0, 1, "3d8"],
      ["Blaster Rifle autofire", "area", -5, 10, "3d8"],
    ]);
    expect(
      sagaAttackOptions(sagaTrooper("T", { burstFire: true })).map((o) => [
        o.label,
        o.shape,
        o.modifier,
        o.shots,
        o.dice.formula,
      ]),
    ).toEqual([
      ["Blaster Rifle", "single", 0, 1, "3d8"],
      ["Blaster Rifle autofire", "area", -5, 10, "3d8"],
      ["Blaster Rifle burst fire", "single", -5, 5, "5d8"],
    ]);
  });
  it("an autofire-only weapon has no single shot; a grenade and a splash weapon are one throw each", () => {
    expect(sagaAttackOptions(sagaTrooper("T", { weapons: [autofireOnly] })).map((o) => o.label)).toEqual([
      "Repeater autofire",
    ]);
    const thrown = sagaTrooper("T", {
      weapons: [
        { name: "Frag", kind: "ranged", group: "thrown", attack: 2, damage: "4d6", burstRadius: 2, uses: 1 },
        { name: "Acid", kind: "ranged", group: "thrown", attack: 2, damage: "2d6", splash: true },
      ],
    });
    expect(sagaAttackOptions(thrown).map((o) => [o.label, o.shape])).toEqual([
      ["Frag burst", "area"],
      ["Acid splash", "splash"],
    ]);
  });
  it("burst fire is one target, not an area: a miss deals nothing even at 10 or more, a natural 20 doubles", () => {
    // Only burst fire is offered: an autofire-only rifle with five shots (autofire takes ten).
    const gunner = sagaTrooper("G", {
      burstFire: true,
      weapons: [{ ...rifle, autofire: false, autofireOnly: true, shots: 5 }],
    });
    const missed = sagaState(sagaVersus([gunner], [tough("T")]));
    // d20 12 + 4 - 5 = 11 misses flat-footed Reflex 14: nothing, and no damage rolled.
    const dice = new ScriptedRandom([12]);
    takeSagaTurn(missed, dice, 0, false);
    expect([dice.left, missed.hitPoints[1], missed.shots[0]]).toEqual([0, 200, 0]);
    const critical = sagaState(sagaVersus([gunner], [tough("T")]));
    // A natural 20: 5d8 of 2s is 10, doubled 20.
    takeSagaTurn(critical, new ScriptedRandom([20, 2, 2, 2, 2, 2]), 0, false);
    expect(critical.hitPoints[1]).toBe(180);
  });
  it("a splash weapon: the struck target takes full damage on a hit and half on a miss (no 10 floor)", () => {
    const thrower = sagaTrooper("G", {
      weapons: [{ name: "Acid", kind: "ranged", group: "thrown", attack: 0, damage: "2d6", splash: true }],
    });
    const hit = sagaState(sagaVersus([thrower], [tough("T")]));
    takeSagaTurn(hit, new ScriptedRandom([20, 6, 6]), 0, false);
    expect(hit.hitPoints[1]).toBe(188);
    const miss = sagaState(sagaVersus([thrower], [tough("T")]));
    takeSagaTurn(miss, new ScriptedRandom([2, 6, 6]), 0, false);
    expect(miss.hitPoints[1]).toBe(194);
  });
});

describe("counted shots and throws", () => {
  it("autofire takes ten of eleven shots; the last shot is a single one; then nothing is left to fire", () => {
    // Against Reflex 25 a shot hits on a 20 only; autofire's half on 10 or more is worth more.
    const far = tough("T", { reflex: 25, flatFootedReflex: 25 });
    const state = sagaState(sagaVersus([sagaTrooper("G", { weapons: [{ ...rifle, shots: 11 }] })], [far]));
    const self = state.encounter.combatants[0]!;
    expect(self.options[pickSagaAttack(state, self).option]!.label).toBe("Blaster Rifle autofire");
    takeSagaTurn(state, new ScriptedRandom([1, 1, 1, 1]), 0, false);
    expect(state.shots[0]).toBe(1);
    expect(self.options[pickSagaAttack(state, self).option]!.label).toBe("Blaster Rifle");
    takeSagaTurn(state, new ScriptedRandom([1]), 0, false);
    expect(state.shots[0]).toBe(0);
    expect(pickSagaAttack(state, self)).toEqual({ option: -1, target: -1 });
  });
  it("a second combatant's weapons have their own counters", () => {
    const state = sagaState(
      sagaVersus([sagaTrooper("A"), sagaTrooper("B", { weapons: [{ ...rifle, shots: 3 }] })], [tough("T")]),
    );
    expect([...state.shots]).toEqual([-1, 3, -1]);
    takeSagaTurn(state, new ScriptedRandom([1]), 1, false);
    expect([...state.shots]).toEqual([-1, 2, -1]);
    expect([...state.uses]).toEqual([-1, -1, -1]);
  });
});

describe("the policy's pick (docs/simulate.md › Saga Edition › Policy)", () => {
  it("equal values: the foe with fewer hit points left; equal again: the first listed; allies and the fallen never", () => {
    const state = sagaState(
      sagaVersus([sagaTrooper("G"), sagaTrooper("Ally")], [tough("A"), tough("B"), tough("C")]),
    );
    const self = state.encounter.combatants[0]!;
    expect(pickSagaAttack(state, self).target).toBe(2);
    state.hitPoints[3] = 150;
    expect(pickSagaAttack(state, self).target).toBe(3);
    state.status[3] = DOWN;
    expect(pickSagaAttack(state, self).target).toBe(2);
    state.status[2] = DOWN;
    state.status[4] = DOWN;
    expect(pickSagaAttack(state, self)).toEqual({ option: -1, target: -1 });
  });
  it("a flat-footed foe is worth more: the value at its stance is read", () => {
    const state = sagaState(sagaVersus([sagaTrooper("G")], [tough("A"), tough("B")]));
    const self = state.encounter.combatants[0]!;
    state.flatFooted[1] = 0;
    expect(pickSagaAttack(state, self).target).toBe(2);
    state.flatFooted[2] = 0;
    state.flatFooted[1] = 1;
    expect(pickSagaAttack(state, self).target).toBe(1);
  });
  it("expected damage: Reflex flat-footed or not; Evasion halves an area's hit and drops its miss", () => {
    const gunner = sagaTrooper("G");
    const options = sagaAttackOptions(gunner);
    const target = tough("T", { reflex: 20, flatFootedReflex: 10 });
    const single = options[0]!;
    expect(expectedDamage(gunner, single, target, FLAT_FOOTED, {})).toBeGreaterThan(
      expectedDamage(gunner, single, target, NORMAL, {}),
    );
    const auto = options[1]!;
    const evasive = tough("E", { evasion: true });
    expect(expectedDamage(gunner, auto, evasive, NORMAL, {})).toBeLessThan(
      expectedDamage(gunner, auto, tough("N"), NORMAL, {}),
    );
  });
  it("a lightsaber's value ignores DR; a typed DR that its damage type bypasses does nothing", () => {
    const jedi = sagaJedi("J");
    const blade = sagaAttackOptions(jedi)[0]!;
    const armored = tough("A", { damageReduction: [{ amount: 5 }] });
    const plain = tough("P");
    expect(expectedDamage(jedi, blade, armored, NORMAL, {})).toBeCloseTo(
      expectedDamage(jedi, blade, plain, NORMAL, {}),
      10,
    );
    const gunner = sagaTrooper("G");
    const shot = sagaAttackOptions(gunner)[0]!;
    const bypassed = tough("B", { damageReduction: [{ amount: 5, bypassedBy: ["energy"] }] });
    expect(expectedDamage(gunner, shot, bypassed, NORMAL, {})).toBeCloseTo(
      expectedDamage(gunner, shot, plain, NORMAL, {}),
      10,
    );
    expect(expectedDamage(gunner, shot, armored, NORMAL, {})).toBeLessThan(
      expectedDamage(gunner, shot, plain, NORMAL, {}),
    );
  });
  it("threatens: one side that can hurt the other is enough", () => {
    const harmless = sagaTrooper("H", { weapons: [] });
    expect(sagaRuleset.threatens(sagaRuleset.prepare(sagaVersus([sagaTrooper("G")], [harmless])))).toBe(true);
    expect(sagaRuleset.threatens(sagaRuleset.prepare(sagaVersus([harmless], [sagaTrooper("G")])))).toBe(true);
  });
  it("threatens: a weapon that gets through DR counts even when it is not the combatant's first", () => {
    // saga-combat.txt › Damage Reduction: DR 5 stops the hold-out's 1d2 (mean 2, 4 on a critical) entirely;
    // the rifle's 3d8 (mean 14) gets 9 through. Two armored foes, so three combatants in all.
    const armored = (name: string) => tough(name, { weapons: [], damageReduction: [{ amount: 5 }] });
    const holdout: SagaSimWeapon = { ...rifle, name: "Hold-out", damage: "1d2", autofire: false };
    const gunner = sagaTrooper("G", { weapons: [holdout, rifle] });
    const prepared = sagaRuleset.prepare(sagaVersus([gunner], [armored("A1"), armored("A2")]));
    expect(sagaRuleset.threatens(prepared)).toBe(true);
    const onlyHoldout = sagaTrooper("G", { weapons: [holdout] });
    expect(
      sagaRuleset.threatens(sagaRuleset.prepare(sagaVersus([onlyHoldout], [armored("A1"), armored("A2")]))),
    ).toBe(false);
  });
});

describe("the fight's shape", () => {
  it("surprise: the aware act once (one action), the unaware wait; then round 2 as usual", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { aware: false, hitPoints: 1, maxHitPoints: 1 })], 12),
    );
    // Initiative J 10 + 7, T 1 + 2 (tie-breaks 1). Surprise round: the Jedi moves 6 (one action). Round 2: it
    // moves the last 6 and attacks: d20 20 hits, 2d8+1 kills the 1-hp trooper.
    const dice = new ScriptedRandom([10, 1, 1, 1, 20, 4, 4]);
    const out = outcome();
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 2 });
  });
  it("nobody can hurt anybody: fifty rounds, then a draw", () => {
    const state = sagaState(
      sagaVersus([sagaTrooper("A", { weapons: [] })], [sagaTrooper("B", { weapons: [] })]),
    );
    const out = outcome();
    playSagaFight(state, new ScriptedRandom([1, 1, 1, 1]), out);
    expect(out).toMatchObject({ winner: -1, rounds: 50 });
  });
  it("the last foe down ends the fight at once: unconscious is out, a dead one is counted dead", () => {
    const state = sagaState(
      sagaVersus(
        [sagaJedi("J")],
        [
          sagaTrooper("U", { hitPoints: 1, maxHitPoints: 1, weapons: [] }),
          sagaTrooper("V", { hitPoints: 1, maxHitPoints: 1, weapons: [] }),
        ],
      ),
    );
    // Initiative J 17, U 3, V 3. Round 1: J drops U (tie on value, fewer hit points: the first), 3 < threshold
    // 12: unconscious. Round 2: J kills V with 2d8+1 = 16 + 1 ≥ 12.
    const dice = new ScriptedRandom([10, 1, 1, 1, 1, 1, 20, 1, 1, 20, 8, 8]);
    const out = outcome(3);
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 2 });
    expect([...out.dropped]).toEqual([0, 1, 1]);
    expect([...out.dead]).toEqual([0, 0, 1]);
  });
  it("the start: temporary hit points, a droid at the bottom of its track or at 0 hit points is down and dropped", () => {
    const state = sagaState(
      sagaVersus(
        [sagaTrooper("A", { temporaryHitPoints: 4 })],
        [sagaTrooper("Droid", { kind: "droid", condition: 5 }), sagaTrooper("Zero", { hitPoints: 0 })],
      ),
    );
    expect(state.temporary[0]).toBe(4);
    expect([...state.status]).toEqual([UP, DOWN, DOWN]);
    expect([...state.dropped]).toEqual([0, 1, 1]);
    expect(prepareSagaEncounter(sagaVersus([sagaJedi("J")], [sagaTrooper("T")])).surprise).toBe(false);
  });
  it("initiative counts the condition penalty: at step 4 (-10) the Jedi's 17 becomes 7, behind the trooper's 8", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J", { condition: 4 })], [sagaTrooper("T", { hitPoints: 1, maxHitPoints: 1 })]),
    );
    // J: 10 + 7 - 10 = 7; T: 6 + 2 = 8: the trooper shoots first (d20 1 misses), then the Jedi kills (20, 1, 1).
    const dice = new ScriptedRandom([10, 1, 6, 1, 1, 20, 1, 1]);
    const out = outcome();
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out.winner).toBe(0);
  });
});
