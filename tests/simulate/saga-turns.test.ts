// The Saga model's turn, pick and prepared values at the edges the other Saga tests leave open: who is hit
// when the foe is the first combatant, a defender's condition penalty, counters of a later combatant's
// later weapon, the surprise round's one action, and who counts for "can anybody hurt anybody".
// Expected values are worked by hand from the rules (saga-special-combat-rules.txt) and docs/simulate.md.
import { describe, expect, it } from "vitest";
import { sagaAttackOptions } from "../../src/simulate/saga/attack-options.ts";
import { applySagaHit, pickSagaAttack, playSagaFight, takeSagaTurn } from "../../src/simulate/saga/fight.ts";
import { DOWN, UP } from "../../src/simulate/saga/fight-state.ts";
import { expectedDamage, NORMAL, prepareSagaEncounter } from "../../src/simulate/saga/prepare.ts";
import type { SagaSimWeapon } from "../../src/simulate/saga/saga-combatant.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { sagaJedi, sagaState, sagaTrooper, sagaVersus } from "./saga-fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

const tough = (name: string, more = {}) =>
  sagaTrooper(name, { hitPoints: 200, maxHitPoints: 200, damageThreshold: 100, ...more });
const rifle: SagaSimWeapon = { ...sagaTrooper().weapons[0]!, autofire: false };

describe("a hit, and whom it drops", () => {
  it("a hit that leaves the target with hit points does not count it as dropped", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { hitPoints: 30, maxHitPoints: 30 })]),
    );
    applySagaHit(state, state.encounter.combatants[0]!, 0, 1, 11, false);
    expect([state.hitPoints[1], state.status[1], state.dropped[1]]).toEqual([19, UP, 0]);
  });

  it("the first combatant can be the foe: the trooper (second) shoots the Jedi (first)", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    // d20 19 + 4 = 23 hits the Jedi's flat-footed Reflex 15 (no critical below 20); 3d8 of 1s: 3 damage.
    const dice = new ScriptedRandom([19, 1, 1, 1]);
    takeSagaTurn(state, dice, 1, false);
    expect([dice.left, state.hitPoints[0]]).toEqual([0, 29]);
  });

  it("the defender's condition penalty lowers its Reflex: step 2 (-2) makes Reflex 16 a 14, hit by 10 + 4", () => {
    const state = sagaState(sagaVersus([sagaJedi("J", { condition: 2 })], [sagaTrooper("T")]));
    state.flatFooted[0] = 0;
    const dice = new ScriptedRandom([10, 1, 1, 1]);
    takeSagaTurn(state, dice, 1, false);
    expect([dice.left, state.hitPoints[0]]).toEqual([0, 29]);
  });
});

describe("counters of a later combatant's later weapon (shots loaded, by weapon)", () => {
  // A has one weapon (counter 0); B's two weapons are counters 1 and 2.
  const gunner = (first: Partial<SagaSimWeapon>, second: Partial<SagaSimWeapon>) =>
    sagaState(
      sagaVersus(
        [tough("A")],
        [
          sagaTrooper("B", {
            weapons: [
              { ...rifle, ...first },
              { ...rifle, name: "Heavy", ...second },
            ],
          }),
        ],
      ),
    );

  it("an empty second weapon is not fired, however much more it would hurt", () => {
    const state = gunner({ shots: 3 }, { damage: "6d8", shots: 0 });
    const self = state.encounter.combatants[1]!;
    const pick = pickSagaAttack(state, self);
    expect(self.options[pick.option]!.weapon).toBe(0);
  });

  it("firing the second weapon takes its own shot (a miss too): counters -1 (A), 3, 2", () => {
    const state = gunner({ shots: 3 }, { damage: "6d8", shots: 3 });
    takeSagaTurn(state, new ScriptedRandom([1]), 1, false);
    expect([...state.shots]).toEqual([-1, 3, 2]);
  });
});

describe("the policy's pick: the most damage first, hit points left only on a tie", () => {
  it("a foe with fewer hit points left but a lower expected damage is not preferred", () => {
    // B's Reflex 30 (hit on a 20 only) makes any shot at it worth less than one at A (Reflex 15).
    const state = sagaState(
      sagaVersus([sagaTrooper("G")], [tough("A"), tough("B", { reflex: 30, flatFootedReflex: 30 })]),
    );
    state.hitPoints[2] = 1;
    expect(pickSagaAttack(state, state.encounter.combatants[0]!).target).toBe(1);
  });
});

describe("uses left, by weapon (a grenade is thrown once)", () => {
  it("a later combatant's second weapon, a grenade, starts with its one use: counters -1 (A), -1, 1", () => {
    const grenade: SagaSimWeapon = {
      name: "Frag Grenade",
      kind: "ranged",
      group: "thrown",
      attack: 4,
      damage: "4d6",
      burstRadius: 2,
      uses: 1,
    };
    const state = sagaState(sagaVersus([tough("A")], [sagaTrooper("B", { weapons: [rifle, grenade] })]));
    expect([...state.uses]).toEqual([-1, -1, 1]);
  });
});

const outcome = (n: number) => ({
  winner: -2,
  rounds: -1,
  dropped: new Uint8Array(n),
  dead: new Uint8Array(n),
});

describe("the fight's rounds (initiative: two d20s a combatant, in the order listed)", () => {
  it("nobody unaware: no surprise round; one move away, the Jedi moves and strikes in round 1", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { hitPoints: 1, maxHitPoints: 1 })], 6),
    );
    // J 10 + 7, T 1 + 2. Round 1: J moves 6, a natural 20 hits, 2d8+1 = 9 doubled: the trooper falls.
    const dice = new ScriptedRandom([10, 1, 1, 1, 20, 4, 4]);
    const out = outcome(2);
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 1 });
  });

  it("surprise round: one move away, the Jedi only moves (one action); it strikes in round 2", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { aware: false, hitPoints: 1, maxHitPoints: 1 })], 6),
    );
    const dice = new ScriptedRandom([10, 1, 1, 1, 20, 4, 4]);
    const out = outcome(2);
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 2 });
  });

  it("surprise round: every aware combatant acts in order until the last foe falls", () => {
    const state = sagaState(
      sagaVersus(
        [sagaTrooper("A1", { weapons: [rifle] }), sagaTrooper("A2", { weapons: [rifle] })],
        [sagaTrooper("T", { aware: false, hitPoints: 1, maxHitPoints: 1, weapons: [] })],
      ),
    );
    // A1 10 + 2, A2 5 + 2, T 1 + 2. Surprise round: A1 rolls a natural 1 and misses; A2 a natural 20:
    // 3d8 of 1s doubled is 6, the trooper's 1 hit point is gone: the fight ends in round 1.
    const dice = new ScriptedRandom([10, 1, 5, 1, 1, 1, 1, 20, 1, 1, 1]);
    const out = outcome(3);
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 1 });
  });

  it("a side down from the start: no surprise round, no round at all", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T", { aware: false, hitPoints: 0 })]));
    const dice = new ScriptedRandom([10, 1, 1, 1]);
    const out = outcome(2);
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 0 });
  });
});

describe("the turn: moving, reaching, the surprise round", () => {
  it("a combatant that is down takes no turn: no dice, still flat-footed", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    state.status[0] = DOWN;
    takeSagaTurn(state, new ScriptedRandom([]), 0, false);
    expect(state.flatFooted[0]).toBe(1);
  });

  it("the one a melee fighter reaches is engaged, even when it is the first combatant", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaJedi("K")], 6));
    // K (second) moves 6 and swings at J: a natural 1 misses; J is engaged now.
    takeSagaTurn(state, new ScriptedRandom([1]), 1, false);
    expect([state.gap[0], state.gap[1]]).toEqual([0, 0]);
  });

  it("arriving with nobody left to hurt engages nobody", () => {
    // J closes on the trooper X; the shielded K cannot be hurt by J's blade (SR 100) but closes on J itself.
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaJedi("K", { shieldRating: 100 }), sagaTrooper("X")], 6),
    );
    state.status[2] = DOWN;
    takeSagaTurn(state, new ScriptedRandom([]), 0, false);
    expect([state.gap[0], state.gap[1]]).toEqual([0, 6]);
  });

  it("two moves cover the gap exactly: arrived, but no action left to attack", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")], 12));
    takeSagaTurn(state, new ScriptedRandom([]), 0, false);
    expect(state.gap[0]).toBe(0);
  });

  it("surprise round: one move that arrives leaves no action to attack", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T", { aware: false })], 6));
    takeSagaTurn(state, new ScriptedRandom([]), 0, true);
    expect(state.gap[0]).toBe(0);
  });

  it("surprise round: a shooter already in place uses its one action to shoot", () => {
    const state = sagaState(sagaVersus([sagaTrooper("G")], [sagaTrooper("T", { aware: false })], 6));
    const dice = new ScriptedRandom([1]);
    takeSagaTurn(state, dice, 0, true);
    expect(dice.left).toBe(0);
  });

  it("variant › Second Wind is a swift action: not in the surprise round's one action", () => {
    const hero = sagaTrooper("H", {
      hitPoints: 20,
      maxHitPoints: 40,
      secondWind: { heroic: true, constitution: 14, usesLeft: 1 },
    });
    const state = sagaState(
      sagaVersus([hero], [sagaTrooper("T", { aware: false })], 0, { variantSecondWind: true }),
    );
    takeSagaTurn(state, new ScriptedRandom([1]), 0, true);
    expect([state.temporary[0], state.windsUsed[0]]).toEqual([0, 0]);
  });
});

describe("prepared values: who fights in melee, who can hurt whom", () => {
  it("a splash weapon's value: full on a hit, half on every miss (no floor of 10, no critical)", () => {
    // Acid +0, 2d6 (mean 7) against Reflex 15: hits on 15-20 (6 faces × 7 = 42), the 14 misses deal
    // half, 3 each (42): 84 / 20 = 4.2.
    const thrower = sagaTrooper("G", {
      weapons: [{ name: "Acid", kind: "ranged", group: "thrown", attack: 0, damage: "2d6", splash: true }],
    });
    const splash = sagaAttackOptions(thrower)[0]!;
    expect(expectedDamage(thrower, splash, tough("T"), NORMAL, {})).toBeCloseTo(4.2, 10);
  });

  it("melee or ranged is decided against foes only, not against an ally the blade would hurt more", () => {
    // Against the shielded foe (Reflex 10, SR 15) the +20 blade's 10 damage is absorbed but for a natural
    // 20 (20 - 15 = 5: 0.25 a turn), the pistol's 21 leaves 6 on 10-19 and 27 on a 20 (4.35 a turn).
    // Against the ally (Reflex 25) the blade would do 8.5 and the pistol 2.1: not what counts.
    const fighter = sagaTrooper("F", {
      weapons: [
        { name: "Blade", kind: "melee", group: "melee", attack: 20, damage: "2d8+1" },
        { name: "Pistol", kind: "ranged", group: "pistol", attack: 0, damage: "6d6" },
      ],
    });
    const prepared = prepareSagaEncounter(
      sagaVersus(
        [fighter, tough("Ally", { reflex: 25, flatFootedReflex: 25 })],
        [tough("Foe", { reflex: 10, flatFootedReflex: 10, shieldRating: 15 })],
      ),
    );
    expect(prepared.combatants[0]!.closes).toBe(false);
    expect(prepared.combatants[0]!.options.map((o) => o.kind)).toEqual(["ranged"]);
  });

  it("a combatant with no weapon does not walk up to the foe (nothing to close for)", () => {
    const state = sagaState(sagaVersus([sagaTrooper("U", { weapons: [] })], [sagaTrooper("T")], 6));
    expect(state.encounter.combatants[0]!.closes).toBe(false);
    expect(state.gap[0]).toBe(0);
  });

  it("threatens: only foes count; a gunner who could hurt its own ally but not the foe threatens nobody", () => {
    // The foe's shield (SR 1000) stops every shot; the ally has no shield; nobody else has a weapon.
    const foe = sagaTrooper("H", { weapons: [], shieldRating: 1000 });
    const prepared = sagaRuleset.prepare({
      sides: [
        { name: "A", combatants: [foe] },
        { name: "B", combatants: [sagaTrooper("X", { weapons: [] }), sagaTrooper("G")] },
      ],
    });
    expect(sagaRuleset.threatens(prepared)).toBe(false);
  });
});

describe("autofire with a weapon of flat damage (saga-special-combat-rules.txt › Autofire)", () => {
  it("autofire adds no dice, so a flat 10 autofires at -5 for 10; Burst Fire's +2 dice have no die to add to", () => {
    const gunner = sagaTrooper("G", {
      burstFire: true,
      weapons: [{ ...rifle, name: "Repeater", damage: "10", autofire: true }],
    });
    expect(sagaAttackOptions(gunner).map((o) => [o.label, o.modifier, o.shots, o.dice.formula])).toEqual([
      ["Repeater", 0, 1, "10"],
      ["Repeater autofire", -5, 10, "10"],
    ]);
  });
});

describe("variant › Damage Threshold: only a critical adds a step, and an area attack is never one", () => {
  it("an autofire hit of 13 against threshold 12 is one step down the track, not two", () => {
    const gunner = sagaTrooper("G", { weapons: [{ ...rifle, autofireOnly: true }] });
    const target = sagaTrooper("T", { hitPoints: 200, maxHitPoints: 200, damageThreshold: 12 });
    const state = sagaState(sagaVersus([gunner], [target], 0, { variantDamageThreshold: true }));
    // d20 20 - 5 + 4 = 19 hits flat-footed Reflex 14 (an area attack: no critical); 3d8 = 5 + 4 + 4 = 13.
    takeSagaTurn(state, new ScriptedRandom([20, 5, 4, 4]), 0, false);
    expect([state.hitPoints[1], state.condition[1]]).toEqual([187, 1]);
  });
});

describe("a damage formula the fights cannot roll is refused by name", () => {
  it("a reference to a character's data (@str) has nothing to read in a simulation", () => {
    const record = sagaTrooper("Trooper 3", { weapons: [{ ...rifle, damage: "2d6+@str" }] });
    expect(() => sagaRuleset.prepare(sagaVersus([sagaJedi("J")], [record]))).toThrow(
      'Trooper 3: weapons[0].damage must be a dice formula such as "3d8" or "2d8+2", got "2d6+@str"',
    );
  });
  it("a number is no formula: refused by name, not failed on inside the parser", () => {
    const record = sagaTrooper("Trooper 3", { weapons: [{ ...rifle, damage: 8 as unknown as string }] });
    expect(() => sagaRuleset.prepare(sagaVersus([sagaJedi("J")], [record]))).toThrow(
      'Trooper 3: weapons[0].damage must be a dice formula such as "3d8" or "2d8+2", got 8',
    );
  });
});

describe("prepared values over several options of a kind", () => {
  it("a Jedi with two blades still closes in: every melee option counts toward the best melee value", () => {
    const jedi = sagaJedi("J", {
      weapons: [
        { ...sagaJedi().weapons[0]!, name: "Lightsaber" },
        { name: "Vibroblade", kind: "melee", group: "melee", attack: 3, damage: "2d6" },
      ],
    });
    expect(prepareSagaEncounter(sagaVersus([jedi], [sagaTrooper("T")], 6)).combatants[0]!.closes).toBe(true);
  });

  it("threatens with a weapon of a single option: the one gunner able to hurt the second combatant", () => {
    const prepared = sagaRuleset.prepare(
      sagaVersus([sagaTrooper("G", { weapons: [rifle] })], [sagaTrooper("H", { weapons: [] })]),
    );
    expect(sagaRuleset.threatens(prepared)).toBe(true);
  });
});
