// The WEG D6 fight model (src/simulate/d6/) against d6-combat.txt and D6 core, with scripted dice: each test
// names the rule it checks; expected values are worked by hand from the rule and the text's examples.
import { describe, expect, it } from "vitest";
import { d6DefaultEncounter } from "../../src/rulesets/d6/simulate/default-encounter.ts";
import { d6WeaponFromPack } from "../../src/rulesets/d6/simulate/pack-weapon.ts";
import { chanceToReach, difficultyNumber, expectedSeverity } from "../../src/simulate/d6/code-odds.ts";
import type { D6Combatant } from "../../src/simulate/d6/d6-combatant.ts";
import { d6Ruleset } from "../../src/simulate/d6/d6-ruleset.ts";
import {
  applyD6Hit,
  attacksToMake,
  d6InitiativeOrder,
  declareReactions,
  endD6Round,
  playD6Fight,
  takeD6Turn,
} from "../../src/simulate/d6/fight.ts";
import { D6FightState } from "../../src/simulate/d6/fight-state.ts";
import { prepareD6Encounter } from "../../src/simulate/d6/prepare.ts";
import { rollCode } from "../../src/simulate/d6/roll-code.ts";
import { simulate } from "../../src/simulate/index.ts";
import type { Encounter } from "../../src/simulate/ruleset.ts";
import { ScriptedRandom } from "./scripted-random.ts";

const code = (dice: number, pips = 0) => ({ dice, pips });

function trooper(name = "Trooper", overrides: Partial<D6Combatant> = {}): D6Combatant {
  return {
    name,
    perception: code(2),
    strength: code(2),
    reactions: { dodge: code(3) },
    move: 10,
    weapons: [
      {
        name: "Blaster Rifle",
        kind: "ranged",
        skill: code(4),
        damage: { strength: false, dice: code(5) },
        damageType: "energy",
        ranges: { short: 10, medium: 30, long: 300 },
      },
    ],
    ...overrides,
  };
}

function versus(
  a: D6Combatant[],
  b: D6Combatant[],
  distance = 20,
  options?: Record<string, boolean>,
): Encounter<D6Combatant> {
  return {
    sides: [
      { name: "A", combatants: a },
      { name: "B", combatants: b },
    ],
    distance,
    ...(options ? { options } : {}),
  };
}

function d6State(encounter: Encounter<D6Combatant>): D6FightState {
  const state = new D6FightState(prepareD6Encounter(encounter));
  state.reset();
  return state;
}

describe("difficulties and the odds of a code (d6-combat.txt › Combat and Injuries)", () => {
  it("the GM's number for a level is its middle: Easy 8 and Moderate 13 as in the text's examples", () => {
    expect(
      (["veryEasy", "easy", "moderate", "difficult", "veryDifficult", "heroic"] as const).map(
        difficultyNumber,
      ),
    ).toEqual([3, 8, 13, 18, 26, 35]);
  });
  it("a roll reaches a number when equal or higher: 1D reaches 4 half the time, 2D reaches 7 21 times in 36", () => {
    expect(chanceToReach(code(1), 4)).toBeCloseTo(0.5, 12);
    expect(chanceToReach(code(2), 7)).toBeCloseTo(21 / 36, 12);
    expect(chanceToReach(code(1, 2), 8)).toBeCloseTo(1 / 6, 12);
  });
  it("the chart's expected severity: a 1-pip hit against 6D never does anything", () => {
    expect(expectedSeverity(code(0, 1), code(6), false)).toBe(0);
    expect(expectedSeverity(code(20), code(1), false)).toBeCloseTo(10, 10);
  });
});

describe("rolling a code (the Wild Die: D6 core, d6.wildDieTotal)", () => {
  it("ordinary dice: the faces and the pips", () => {
    expect(rollCode(code(2, 1), new ScriptedRandom([3, 5]), {}, [], [])).toBe(9);
  });
  it("with the Wild Die a 6 rolls again and adds; a first 1 takes itself and the highest other die away", () => {
    expect(rollCode(code(2), new ScriptedRandom([2, 6, 4]), { wildDie: true }, [], [])).toBe(12);
    expect(rollCode(code(3), new ScriptedRandom([5, 2, 1]), { wildDie: true }, [], [])).toBe(2);
  });
  it("no dice: the pips alone", () => {
    expect(rollCode(code(0, 2), new ScriptedRandom([]), {}, [], [])).toBe(2);
  });
});

describe("damage against a Strength roll (d6-combat.txt › Character Damage Chart)", () => {
  it("10 against 5 wounds: the rest of the round's actions are lost, still in the fight", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")]));
    applyD6Hit(state, new ScriptedRandom([5, 5, 2, 3]), state.encounter.combatants[0]!, 0, 1, code(2));
    expect(state.health[1]?.wound).toBe("wounded");
    expect(state.actionsLost[1]).toBe(1);
    expect(state.inFight(1)).toBe(true);
    expect(state.dropped[1]).toBe(0);
  });
  it("16 or more over the roll kills: out of the fight, dropped, and dead in the outcome", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")]));
    applyD6Hit(state, new ScriptedRandom([6, 6, 6, 1, 1]), state.encounter.combatants[0]!, 0, 1, code(3));
    expect(state.health[1]?.wound).toBe("killed");
    expect(state.inFight(1)).toBe(false);
    expect(state.dropped[1]).toBe(1);
  });
  it("armor adds to the roll against its damage type: stormtrooper armor's +1D against energy", () => {
    const armored = trooper("B", { armor: { physical: code(2), energy: code(1) } });
    const state = d6State(versus([trooper("A")], [armored]));
    // 10 against 2 + 3 + 1 = 6: a difference of 4, wounded.
    applyD6Hit(state, new ScriptedRandom([5, 5, 2, 3, 1]), state.encounter.combatants[0]!, 0, 1, code(2));
    expect(state.health[1]?.wound).toBe("wounded");
  });
  it("the injury penalty is on the Strength roll too: wounded twice rolls 2D less", () => {
    const state = d6State(
      versus([trooper("A")], [trooper("B", { strength: code(3), wound: "woundedTwice" })]),
    );
    // 3D - 2D = 1D: one die for the resistance. 10 against 6: wounded again, incapacitated.
    applyD6Hit(state, new ScriptedRandom([5, 5, 6]), state.encounter.combatants[0]!, 0, 1, code(2));
    expect(state.health[1]?.wound).toBe("incapacitated");
    expect(state.inFight(1)).toBe(false);
  });
  it("a mortally wounded character dies when the 2D at the round's end is less than his rounds", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")]));
    state.setHealth(1, {
      ...state.health[1]!,
      wound: "mortallyWounded",
      unconscious: true,
      mortallyWoundedRounds: 3,
    });
    endD6Round(state, new ScriptedRandom([2, 2]));
    expect(state.health[1]?.wound).toBe("mortallyWounded");
    endD6Round(state, new ScriptedRandom([2, 2]));
    expect(state.health[1]?.wound).toBe("killed");
  });
});

describe("attacks (d6-combat.txt › Full Reaction; D6 core's multiple-action penalty)", () => {
  it("a full dodge is added to the difficulty (Sandor: 13 + 27 = 40): a roll of 14 hits without it, misses with it", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")]));
    declareReactions(state, new ScriptedRandom([]));
    // Blaster 4D at medium range (20 m of 30): Moderate 13. Faces 6 + 6 + 1 + 1 = 14.
    const hits = new ScriptedRandom([6, 6, 1, 1, 1, 1, 1, 1, 1, 6, 6]);
    takeD6Turn(state, hits, 0);
    expect(hits.left).toBe(0);
    const dodging = d6State(versus([trooper("A")], [trooper("B")]));
    dodging.reactionSkill[1] = "dodge";
    dodging.reactionTotal[1] = 27;
    const misses = new ScriptedRandom([6, 6, 1, 1]);
    takeD6Turn(dodging, misses, 0);
    expect(misses.left).toBe(0);
    expect(dodging.health[1]?.wound).toBe("healthy");
  });
  it("who cannot attack anybody this round makes a full reaction, rolled with its dodge", () => {
    const unarmed = trooper("U", { weapons: [] });
    const state = d6State(versus([unarmed], [trooper("B")]));
    declareReactions(state, new ScriptedRandom([4, 4, 4]));
    expect(state.reactionSkill[0]).toBe("dodge");
    expect(state.reactionTotal[0]).toBe(12);
    expect(state.reactionTotal[1]).toBe(-1);
    // And it takes no turn.
    takeD6Turn(state, new ScriptedRandom([]), 0);
  });
  it("as many attacks as pay: -1D on each per action beyond the first (4D against 13: one; 10D: three)", () => {
    const state = d6State(
      versus(
        [trooper("A"), trooper("Ace", { weapons: [{ ...trooper().weapons[0]!, skill: code(10) }] })],
        [trooper("B")],
      ),
    );
    expect(attacksToMake(state, state.encounter.combatants[0]!, 0)).toBe(1);
    expect(attacksToMake(state, state.encounter.combatants[1]!, 0)).toBe(3);
  });
  it("the three attacks are each rolled at -2D: 8D each", () => {
    const state = d6State(
      versus([trooper("Ace", { weapons: [{ ...trooper().weapons[0]!, skill: code(10) }] })], [trooper("B")]),
    );
    // Three misses of 8 ones each (8 < 13): exactly 24 dice.
    const dice = new ScriptedRandom(Array.from({ length: 24 }, () => 1));
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
  });
  it("out of range: beyond long range nothing can be shot", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")], 301));
    expect(state.encounter.combatants[0]!.difficulty).toEqual([null]);
    expect(d6Ruleset.threatens({ state })).toBe(false);
  });
});

describe("initiative and the round (D6 core, not in the text)", () => {
  it("each side's highest Perception rolls; the higher side acts first, in Perception order", () => {
    const state = d6State(
      versus(
        [trooper("A1"), trooper("A2", { perception: code(3) })],
        [trooper("B1"), trooper("B2", { perception: code(3) })],
      ),
    );
    // Side A's roller (A2, 3D) rolls 3; side B's (B2, 3D) rolls 18.
    const order = d6InitiativeOrder(state, new ScriptedRandom([1, 1, 1, 6, 6, 6]));
    expect(order).toEqual([3, 2, 1, 0]);
  });
  it("a tie rolls again", () => {
    const state = d6State(versus([trooper("A")], [trooper("B")]));
    expect(d6InitiativeOrder(state, new ScriptedRandom([3, 4, 4, 3, 6, 6, 1, 1]))).toEqual([0, 1]);
  });
  it("the unaware do nothing in the first round", () => {
    const state = d6State(versus([trooper("A")], [trooper("B", { aware: false, weapons: [] })]));
    const out = { winner: -2, rounds: -1, dropped: new Uint8Array(2), dead: new Uint8Array(2) };
    // Declarations: B cannot attack, dodges 3D (1, 1, 1). Initiative A 12 against B 2.
    // A hits: 6 6 6 6 = 24 ≥ 13 + 3; damage 6 6 6 6 6 = 30 against 1 + 1: killed.
    const dice = new ScriptedRandom([1, 1, 1, 6, 6, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1]);
    playD6Fight(state, dice, out);
    expect(dice.left).toBe(0);
    expect(out).toMatchObject({ winner: 0, rounds: 1 });
    expect([...out.dead]).toEqual([0, 1]);
  });
});

describe("grenades (d6-combat.txt › Grenades, Grenade Deviation, Dodging Grenades)", () => {
  const grenadier = trooper("G", {
    weapons: [
      {
        name: "Frag",
        kind: "ranged",
        skill: code(4),
        damage: { strength: false, dice: code(5) },
        damageType: "physical",
        ranges: { short: 10, medium: 20, long: 40 },
        blast: { radius: [2, 4, 6, 10], damage: [code(5), code(4), code(3), code(2)] },
        uses: 1,
      },
    ],
  });
  it("a throw that hits lands on the spot: the first band's 5D; the grenade is gone after", () => {
    const state = d6State(versus([grenadier], [trooper("B", { strength: code(1) })], 15));
    // Throw 6 6 6 6 = 24 ≥ 13; 5D of 1s = 5 against 1D of 6: no effect.
    const dice = new ScriptedRandom([6, 6, 6, 6, 1, 1, 1, 1, 1, 6]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
    takeD6Turn(state, new ScriptedRandom([]), 0);
  });
  it("a miss strays by the band's dice (medium: 2D meters): 5 m out is the 3D band", () => {
    const state = d6State(versus([grenadier], [trooper("B", { strength: code(1) })], 15));
    // Throw 1 1 1 1 = 4 misses; direction 1, 2D = 2 + 3 = 5 m; 3D of 1s = 3 against 6: no effect.
    const dice = new ScriptedRandom([1, 1, 1, 1, 1, 2, 3, 1, 1, 1, 6]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
  });
  it("a full dodge that beats the throw: no damage rolled at all", () => {
    const state = d6State(versus([grenadier], [trooper("B")], 15));
    state.reactionSkill[1] = "dodge";
    state.reactionTotal[1] = 25;
    const dice = new ScriptedRandom([6, 6, 6, 6]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
  });
});

describe("the D6 model as a whole", () => {
  it("the same seed gives the same odds, and the shares add up", () => {
    const encounter = versus([trooper("A1"), trooper("A2")], [trooper("B1"), trooper("B2")]);
    const odds = simulate(d6Ruleset, encounter, { fights: 300, seed: 5 });
    expect(simulate(d6Ruleset, encounter, { fights: 300, seed: 5 })).toEqual(odds);
    expect(odds.sides[0]!.winChance + odds.sides[1]!.winChance + odds.drawChance).toBeCloseTo(1, 10);
    expect(odds.sides[0]!.winChance).toBeGreaterThan(0.35);
    expect(odds.sides[0]!.winChance).toBeLessThan(0.65);
  });
  it("the Wild Die and hit location are options the model knows; others are refused", () => {
    expect(() =>
      d6Ruleset.prepare(versus([trooper("A")], [trooper("B")], 20, { wildDie: true, hitLocation: true })),
    ).not.toThrow();
    expect(() =>
      d6Ruleset.prepare(versus([trooper("A")], [trooper("B")], 20, { variantConditionTrack: true })),
    ).toThrow("the encounter: options.variantConditionTrack is unknown (known: wildDie, hitLocation)");
  });
  it("bad D6 records are refused, naming the combatant and the field", () => {
    const bad = (overrides: Record<string, unknown>) => () =>
      d6Ruleset.prepare(versus([trooper("A")], [trooper("Trooper 4", overrides as never)]));
    expect(bad({ strength: code(Number.NaN) })).toThrow(
      "Trooper 4: strength.dice must be a whole number from 1 to 100, got NaN",
    );
    expect(bad({ move: Number.POSITIVE_INFINITY })).toThrow(
      "Trooper 4: move must be a finite number of at least 0, got Infinity",
    );
    expect(bad({ wound: "scratched" })).toThrow('Trooper 4: wound must be one of "healthy"');
    expect(bad({ weapons: [{ ...trooper().weapons[0]!, kind: "laser" }] })).toThrow(
      'Trooper 4: weapons[0].kind must be one of "ranged", "melee", "brawling", got "laser"',
    );
    expect(bad({ weapons: [{ ...trooper().weapons[0]!, ranges: undefined }] })).toThrow(
      "Trooper 4: weapons[0].ranges must be an object, got nothing",
    );
    expect(bad({ reactions: { parry: code(3) } })).toThrow(
      'Trooper 4: reactions.parry must be one of "dodge"',
    );
  });
});

describe("the D6 default encounter and the D6 weapons pack", () => {
  const rifle = {
    name: "Blaster Rifle",
    type: "d6Weapon",
    system: {
      skill: "blaster",
      damage: "5D",
      damageType: "energy",
      difficulty: "moderate",
      range: { short: 30, medium: 100, long: 300 },
      blast: { band1: { radius: 0, damage: "" } },
      stun: { available: true, active: false },
    },
  };
  it("a pack weapon is read by the engine's parsers: 5D energy, its bands; a grenade's blast bands, thrown once", () => {
    expect(d6WeaponFromPack(rifle, code(4))).toEqual({
      name: "Blaster Rifle",
      kind: "ranged",
      skill: code(4),
      damage: { strength: false, dice: code(5) },
      damageType: "energy",
      difficulty: "moderate",
      ranges: { short: 30, medium: 100, long: 300 },
    });
    const frag = {
      ...rifle,
      name: "Frag",
      system: {
        ...rifle.system,
        blast: { band2: { radius: 4, damage: "4D" }, band1: { radius: 2, damage: "5D" } },
      },
    };
    expect(d6WeaponFromPack(frag, code(3))).toMatchObject({
      blast: { radius: [2, 4], damage: [code(5), code(4)] },
      uses: 1,
    });
    expect(d6WeaponFromPack({ ...rifle, type: "sagaWeapon" }, code(3))).toBeNull();
    expect(d6WeaponFromPack({ ...rifle, system: { ...rifle.system, damage: "lots" } }, code(3))).toBeNull();
  });
  it("the default encounter reads the pack when present and falls back to its own numbers when not", () => {
    const without = d6DefaultEncounter(() => null);
    expect(without.sides.map((s) => s.combatants.map((c) => c.name))).toEqual([
      ["Stormtrooper 1", "Stormtrooper 2", "Stormtrooper 3", "Stormtrooper 4"],
      ["Smuggler", "Young Jedi", "Mercenary"],
    ]);
    const heavier = { ...rifle, system: { ...rifle.system, damage: "6D" } };
    const withPack = d6DefaultEncounter((reference) =>
      reference === "d6-weapons/blaster-rifle" ? heavier : null,
    );
    expect(without.sides[0]!.combatants[0]!.weapons[0]!.damage.dice).toEqual(code(5));
    expect(withPack.sides[0]!.combatants[0]!.weapons[0]!.damage.dice).toEqual(code(6));
    expect(() => d6Ruleset.prepare(without)).not.toThrow();
  });
});
