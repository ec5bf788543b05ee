// The Saga Edition fight model (src/simulate/saga/) against the Saga texts, with scripted dice: each test
// names the rule it checks; expected values are worked by hand from the rule, not read off the code.
import { describe, expect, it } from "vitest";
import { simulate } from "../../src/simulate/index.ts";
import { applySagaHit, pickSagaAttack, playSagaFight, takeSagaTurn } from "../../src/simulate/saga/fight.ts";
import { DEAD, DOWN, UP } from "../../src/simulate/saga/fight-state.ts";
import { FLAT_FOOTED, NORMAL, prepareSagaEncounter, STANCES } from "../../src/simulate/saga/prepare.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { sagaJedi, sagaState, sagaTrooper, sagaVersus } from "./saga-fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

const outcome = (n = 2) => ({ winner: -2, rounds: -1, dropped: new Uint8Array(n), dead: new Uint8Array(n) });

describe("hit points, the damage threshold and the condition track (engine: saga.applyDamage)", () => {
  it("damage below the threshold costs hit points only; at the threshold, one step down the track", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { hitPoints: 30, maxHitPoints: 30 })]),
    );
    const jedi = state.encounter.combatants[0]!;
    applySagaHit(state, jedi, 0, 1, 11, false);
    expect([state.hitPoints[1], state.condition[1]]).toEqual([19, 0]);
    applySagaHit(state, jedi, 0, 1, 12, false);
    expect([state.hitPoints[1], state.condition[1]]).toEqual([7, 1]);
    expect(state.status[1]).toBe(UP);
  });
  it("variant › Damage Threshold: a step per multiple exceeded and one more on a critical", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { hitPoints: 80, maxHitPoints: 80 })], 0, {
        variantDamageThreshold: true,
      }),
    );
    // 25 > 2 × 12: two steps; a critical adds one.
    applySagaHit(state, state.encounter.combatants[0]!, 0, 1, 25, true);
    expect(state.condition[1]).toBe(3);
  });
  it("0 hit points by damage that reaches the threshold: dead; below it: unconscious (down), dropped either way", () => {
    const lethal = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    applySagaHit(lethal, lethal.encounter.combatants[0]!, 0, 1, 12, false);
    expect([lethal.hitPoints[1], lethal.status[1], lethal.dropped[1]]).toEqual([0, DEAD, 1]);
    const knocked = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    applySagaHit(knocked, knocked.encounter.combatants[0]!, 0, 1, 11, false);
    expect([knocked.hitPoints[1], knocked.status[1], knocked.dropped[1]]).toEqual([0, DOWN, 1]);
  });
  it("a droid at 0 hit points is destroyed (dead to the odds) or disabled", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("Droid", { kind: "droid" })]));
    applySagaHit(state, state.encounter.combatants[0]!, 0, 1, 12, false);
    expect(state.status[1]).toBe(DEAD);
  });
  it("the bottom of the track takes a creature out: five steps on core Saga's track", () => {
    const state = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { hitPoints: 500, maxHitPoints: 500, condition: 4 })]),
    );
    applySagaHit(state, state.encounter.combatants[0]!, 0, 1, 12, false);
    expect([state.condition[1], state.status[1]]).toEqual([5, DOWN]);
  });
  it("a shield takes its rating off the damage; DR the rest; a lightsaber ignores DR", () => {
    const guarded = sagaTrooper("T", {
      hitPoints: 40,
      maxHitPoints: 40,
      shieldRating: 5,
      damageReduction: [{ amount: 3 }],
    });
    const state = sagaState(sagaVersus([sagaJedi("J"), sagaTrooper("Gunner")], [guarded]));
    // The gunner's rifle: 11 - SR 5 - DR 3 = 3; the shield exceeded drops to SR 0 (core: -5).
    applySagaHit(state, state.encounter.combatants[1]!, 0, 2, 11, false);
    expect([state.hitPoints[2], state.shield[2]]).toEqual([37, 0]);
    // The lightsaber: 11, DR ignored.
    applySagaHit(state, state.encounter.combatants[0]!, 0, 2, 11, false);
    expect(state.hitPoints[2]).toBe(26);
  });
});

describe("attacks (saga-special-combat-rules.txt › Area Attacks, Autofire; Saga core criticals)", () => {
  it("a natural 20 hits and doubles the damage: 2d8+1 rolled 9 deals 18", () => {
    const state = sagaState(
      sagaVersus(
        [sagaJedi("J")],
        [sagaTrooper("T", { hitPoints: 40, maxHitPoints: 40, damageThreshold: 30 })],
      ),
    );
    const dice = new ScriptedRandom([20, 4, 4]);
    takeSagaTurn(state, dice, 0, false);
    expect(dice.left).toBe(0);
    expect(state.hitPoints[1]).toBe(22);
  });
  it("a miss rolls no damage; the condition penalty lowers the attack: step 2 is -2", () => {
    // Reflex 14 flat-footed: +3 - 2 = +1; d20 12 + 1 = 13 misses.
    const state = sagaState(sagaVersus([sagaJedi("J", { condition: 2 })], [sagaTrooper("T")]));
    const dice = new ScriptedRandom([12]);
    takeSagaTurn(state, dice, 0, false);
    expect(dice.left).toBe(0);
    expect(state.hitPoints[1]).toBe(10);
  });
  it("autofire: one roll at -5 against Reflex; a miss of 10 or more deals half, below 10 nothing", () => {
    // Only autofire is offered (autofire-only), against a tough target so nobody falls.
    const gunner = sagaTrooper("G", {
      weapons: [
        { name: "Repeater", kind: "ranged", group: "heavy", attack: 4, damage: "3d8", autofireOnly: true },
      ],
    });
    const wall = sagaTrooper("W", { hitPoints: 100, maxHitPoints: 100, damageThreshold: 50 });
    const state = sagaState(sagaVersus([gunner], [wall]));
    // d20 10 + 4 - 5 = 9: below 10, nothing (the damage is rolled and not dealt).
    takeSagaTurn(state, new ScriptedRandom([10, 8, 8, 8]), 0, false);
    expect(state.hitPoints[1]).toBe(100);
    // d20 12 + 4 - 5 = 11: misses flat-footed Reflex 14 but reaches 10: half of 24 is 12.
    takeSagaTurn(state, new ScriptedRandom([12, 8, 8, 8]), 0, false);
    expect(state.hitPoints[1]).toBe(88);
  });
  it("Evasion: a missed area attack deals nothing, a hit half", () => {
    const gunner = sagaTrooper("G", {
      weapons: [
        { name: "Repeater", kind: "ranged", group: "heavy", attack: 4, damage: "3d8", autofireOnly: true },
      ],
    });
    const state = sagaState(
      sagaVersus(
        [gunner],
        [sagaTrooper("W", { hitPoints: 100, maxHitPoints: 100, damageThreshold: 50, evasion: true })],
      ),
    );
    takeSagaTurn(state, new ScriptedRandom([12, 8, 8, 8]), 0, false);
    expect(state.hitPoints[1]).toBe(100);
    takeSagaTurn(state, new ScriptedRandom([20, 8, 8, 8]), 0, false);
    expect(state.hitPoints[1]).toBe(88);
  });
  it("autofire takes ten shots: with 9 left only the single shot is offered", () => {
    const state = sagaState(
      sagaVersus(
        [sagaTrooper("G", { weapons: [{ ...sagaTrooper().weapons[0]!, shots: 10 }] })],
        [sagaTrooper("T")],
      ),
    );
    const self = state.encounter.combatants[0]!;
    expect(self.options.map((o) => o.label)).toEqual(["Blaster Rifle", "Blaster Rifle autofire"]);
    state.shots[0] = 9;
    expect(pickSagaAttack(state, self).option).toBe(0);
  });
  it("a grenade's burst is thrown once", () => {
    const grenadier = sagaTrooper("G", {
      weapons: [
        {
          name: "Frag Grenade",
          kind: "ranged",
          group: "thrown",
          attack: 2,
          damage: "4d6",
          burstRadius: 2,
          uses: 1,
        },
      ],
    });
    const state = sagaState(
      sagaVersus([grenadier], [sagaTrooper("T", { hitPoints: 100, maxHitPoints: 100, damageThreshold: 50 })]),
    );
    takeSagaTurn(state, new ScriptedRandom([20, 6, 6, 6, 6]), 0, false);
    expect(state.hitPoints[1]).toBe(76);
    const dice = new ScriptedRandom([]);
    takeSagaTurn(state, dice, 0, false);
    expect(state.hitPoints[1]).toBe(76);
  });
});

describe("the turn (Saga core, and the variant's options)", () => {
  it("everyone starts flat-footed in core Saga; with the variant's combat sequence nobody does without surprise", () => {
    const core = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    expect([core.stance(0), core.stance(1)]).toEqual([FLAT_FOOTED, FLAT_FOOTED]);
    const variant = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T")], 0, { variantCombatSequence: true }),
    );
    expect([variant.stance(0), variant.stance(1)]).toEqual([NORMAL, NORMAL]);
    const ambush = sagaState(
      sagaVersus([sagaJedi("J")], [sagaTrooper("T", { aware: false })], 0, { variantCombatSequence: true }),
    );
    expect([ambush.stance(0), ambush.stance(1)]).toEqual([NORMAL, FLAT_FOOTED]);
  });
  it("a melee fighter within one move moves and attacks; the one it reaches is engaged", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaJedi("K")], 6));
    const dice = new ScriptedRandom([1]);
    takeSagaTurn(state, dice, 0, false);
    expect(dice.left).toBe(0);
    expect([state.gap[0], state.gap[1]]).toEqual([0, 0]);
  });
  it("farther than one move it moves twice and rolls nothing; in the surprise round it moves once", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")], 20));
    takeSagaTurn(state, new ScriptedRandom([]), 0, false);
    expect(state.gap[0]).toBe(8);
    takeSagaTurn(state, new ScriptedRandom([]), 0, true);
    expect(state.gap[0]).toBe(2);
  });
  it("variant › Second Wind: at half hit points or less, the greater of a quarter and Constitution as temporary hp", () => {
    const hero = sagaTrooper("H", {
      hitPoints: 20,
      maxHitPoints: 40,
      secondWind: { heroic: true, constitution: 14, usesLeft: 1 },
    });
    const on = sagaState(sagaVersus([hero], [sagaTrooper("T")], 0, { variantSecondWind: true }));
    takeSagaTurn(on, new ScriptedRandom([1]), 0, false);
    expect(on.temporary[0]).toBe(14);
    takeSagaTurn(on, new ScriptedRandom([1]), 0, false);
    expect(on.windsUsed[0]).toBe(1);
    const off = sagaState(sagaVersus([hero], [sagaTrooper("T")]));
    takeSagaTurn(off, new ScriptedRandom([1]), 0, false);
    expect(off.temporary[0]).toBe(0);
  });
  it("a whole fight: initiative (d20 + modifier, tie-break d20), the Jedi cuts the trooper down in round 1", () => {
    const state = sagaState(sagaVersus([sagaJedi("J")], [sagaTrooper("T")]));
    // Initiative J 10 + 7 = 17, T 1 + 2 = 3. The Jedi: d20 15 + 3 hits 14; 2d8+1 = 8 + 3 + 1 = 12 ≥ threshold 12: dead.
    const dice = new ScriptedRandom([10, 1, 1, 1, 15, 8, 3]);
    const out = outcome();
    playSagaFight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 1 });
    expect([...out.dropped, ...out.dead]).toEqual([0, 1, 0, 1]);
  });
});

describe("the policy and the prepared values", () => {
  it("expected damage over the 20 faces: +4 against flat-footed Reflex 15 hits on 11+, a 20 doubles", () => {
    const state = sagaState(
      sagaVersus(
        [sagaTrooper("G")],
        [sagaJedi("J", { hitPoints: 200, maxHitPoints: 200, damageThreshold: 100 })],
      ),
    );
    const self = state.encounter.combatants[0]!;
    // Rifle 3d8 averages 13.5, read as 14: faces 11..19 deal 14, the 20 deals 28: (9 × 14 + 28) / 20 = 7.7.
    const single = self.values[(0 * 2 + 1) * STANCES + FLAT_FOOTED];
    expect(single).toBeCloseTo((9 * 14 + 28) / 20, 10);
  });
  it("melee or ranged: a lightsaber that hurts more than a pistol closes in", () => {
    const both = sagaJedi("J", {
      weapons: [
        { name: "Pistol", kind: "ranged", group: "pistol", attack: 1, damage: "3d6" },
        { name: "Lightsaber", kind: "melee", group: "melee", attack: 3, damage: "2d8+1", lightsaber: true },
      ],
    });
    const prepared = prepareSagaEncounter(sagaVersus([both], [sagaTrooper("T")], 12));
    expect(prepared.combatants[0]!.closes).toBe(true);
    expect(prepared.combatants[0]!.options.map((o) => o.label)).toEqual(["Lightsaber"]);
  });
  it("the same seed gives the same odds; nobody able to hurt anybody is seen", () => {
    const encounter = sagaVersus([sagaTrooper("A1"), sagaTrooper("A2")], [sagaJedi("J")], 8);
    const a = simulate(sagaRuleset, encounter, { fights: 300, seed: 4 });
    expect(simulate(sagaRuleset, encounter, { fights: 300, seed: 4 })).toEqual(a);
    expect(a.sides[0]!.winChance + a.sides[1]!.winChance + a.drawChance).toBeCloseTo(1, 10);
    expect(sagaRuleset.threatens(sagaRuleset.prepare(encounter))).toBe(true);
    const harmless = sagaVersus([sagaTrooper("A", { weapons: [] })], [sagaTrooper("B", { weapons: [] })]);
    expect(sagaRuleset.threatens(sagaRuleset.prepare(harmless))).toBe(false);
  });
});

describe("bad Saga records are refused, naming the combatant and the field", () => {
  const prepare = (overrides: Record<string, unknown>) => () =>
    sagaRuleset.prepare(sagaVersus([sagaJedi("J")], [sagaTrooper("Trooper 3", overrides as never)]));
  it.each([
    ["hitPoints", Number.NaN, "Trooper 3: hitPoints must be a whole number from 0 to 10, got NaN"],
    ["hitPoints", 11, "Trooper 3: hitPoints must be a whole number from 0 to 10, got 11"],
    [
      "maxHitPoints",
      Number.POSITIVE_INFINITY,
      "Trooper 3: maxHitPoints must be a whole number of at least 1",
    ],
    [
      "damageThreshold",
      Number.NaN,
      "Trooper 3: damageThreshold must be a whole number of at least 0, got NaN",
    ],
    ["reflex", 15.5, "Trooper 3: reflex must be a whole number, got 15.5"],
    ["kind", "vehicle", 'Trooper 3: kind must be one of "creature", "droid", got "vehicle"'],
    [
      "damageReduction",
      [{ amount: Number.NaN }],
      "Trooper 3: damageReduction[0].amount must be a whole number",
    ],
  ])("%s = %s", (field, value, message) => {
    expect(prepare({ [field]: value })).toThrow(message);
  });
  it("a weapon of an unknown kind or group, a NaN attack, a bad formula", () => {
    const rifle = sagaTrooper().weapons[0]!;
    expect(prepare({ weapons: [{ ...rifle, kind: "laser" }] })).toThrow(
      'Trooper 3: weapons[0].kind must be one of "melee", "ranged"',
    );
    expect(prepare({ weapons: [{ ...rifle, group: "bow" }] })).toThrow(
      "Trooper 3: weapons[0].group must be one of",
    );
    expect(prepare({ weapons: [{ ...rifle, attack: Number.NaN }] })).toThrow(
      "Trooper 3: weapons[0].attack must be a whole number, got NaN",
    );
    expect(prepare({ weapons: [{ ...rifle, damage: "3q8" }] })).toThrow(
      "Trooper 3: weapons[0].damage must be a dice formula",
    );
  });
  it("an option the Saga model does not know is refused by name", () => {
    expect(() =>
      sagaRuleset.prepare(sagaVersus([sagaJedi("J")], [sagaTrooper("T")], 0, { wildDie: true })),
    ).toThrow("the encounter: options.wildDie is unknown (known: variantShieldDamage");
  });
});
