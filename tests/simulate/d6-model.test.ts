// The rest of the WEG D6 model's rules and choices (src/simulate/d6/), each against d6-combat.txt or the
// policy in docs/simulate.md › WEG D6: closing to melee, the full reaction each combatant picks, lost
// actions, the multiple-action penalty at its edges. Dice are scripted; expected values worked by hand.
import { describe, expect, it } from "vitest";
import type { D6Combatant, D6SimWeapon } from "../../src/simulate/d6/d6-combatant.ts";
import { d6Ruleset } from "../../src/simulate/d6/d6-ruleset.ts";
import {
  applyD6Hit,
  d6InitiativeOrder,
  declareReactions,
  endD6Round,
  takeD6Turn,
} from "../../src/simulate/d6/fight.ts";
import { D6FightState } from "../../src/simulate/d6/fight-state.ts";
import { prepareD6Encounter } from "../../src/simulate/d6/prepare.ts";
import type { Encounter } from "../../src/simulate/ruleset.ts";
import { ScriptedRandom } from "./scripted-random.ts";

const code = (dice: number, pips = 0) => ({ dice, pips });

const blaster: D6SimWeapon = {
  name: "Blaster",
  kind: "ranged",
  skill: code(4),
  damage: { strength: false, dice: code(5) },
  damageType: "energy",
  ranges: { short: 10, medium: 30, long: 300 },
};
// STR+1D: with Strength 2D, a 3D damage roll.
const vibroblade: D6SimWeapon = {
  name: "Vibroblade",
  kind: "melee",
  skill: code(4),
  damage: { strength: true, dice: code(1) },
  damageType: "physical",
};

function fighter(name: string, overrides: Partial<D6Combatant> = {}): D6Combatant {
  return { name, perception: code(2), strength: code(2), move: 10, weapons: [blaster], ...overrides };
}

function versus(a: D6Combatant[], b: D6Combatant[], distance: number): Encounter<D6Combatant> {
  return {
    sides: [
      { name: "A", combatants: a },
      { name: "B", combatants: b },
    ],
    distance,
  };
}

function d6State(encounter: Encounter<D6Combatant>): D6FightState {
  const state = new D6FightState(prepareD6Encounter(encounter));
  state.reset();
  return state;
}

describe("closing to melee (D6 core: a move is an action; d6-combat.txt › multiple actions)", () => {
  const swordsman = (name: string) => fighter(name, { weapons: [vibroblade] });
  it("a melee fighter starts the distance away; a shooter starts where it stands", () => {
    const state = d6State(versus([swordsman("S")], [fighter("G")], 12));
    expect(state.encounter.combatants.map((c) => c.closes)).toEqual([true, false]);
    expect([...state.gap]).toEqual([12, 0]);
  });
  it("exactly one move away (10 m, move 10): it moves and attacks at -1D, 3D against Moderate 13", () => {
    const state = d6State(versus([swordsman("S")], [swordsman("T")], 10));
    // Attack 6 + 6 + 1 = 13 reaches 13; damage 3D (STR 2D + 1D) 1 + 1 + 1 = 3 against 2D 6 + 6: no effect.
    const dice = new ScriptedRandom([6, 6, 1, 1, 1, 1, 6, 6]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
    expect(state.health[1]!.wound).toBe("healthy");
    // Both are engaged now: the one it reached need not move any more.
    expect([...state.gap]).toEqual([0, 0]);
  });
  it("one short of the difficulty misses: 12 against 13, no damage rolled", () => {
    const state = d6State(versus([swordsman("S")], [swordsman("T")], 10));
    const dice = new ScriptedRandom([6, 5, 1]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
  });
  it("more than one move away: two moves (both actions), no attack this round", () => {
    const state = d6State(versus([swordsman("S")], [fighter("G")], 11));
    takeD6Turn(state, new ScriptedRandom([]), 0);
    expect(state.gap[0]).toBe(0);
    const far = d6State(versus([swordsman("S")], [fighter("G")], 26));
    takeD6Turn(far, new ScriptedRandom([]), 0);
    expect(far.gap[0]).toBe(6);
  });
  it("engaged: it attacks without moving, at the full 4D (6 + 4 + 2 + 1 = 13 hits)", () => {
    const state = d6State(versus([swordsman("S")], [swordsman("T")], 0));
    const dice = new ScriptedRandom([6, 4, 2, 1, 1, 1, 1, 6, 6]);
    takeD6Turn(state, dice, 0);
    expect(dice.left).toBe(0);
  });
});

describe("the round's lost actions and the full reaction (d6-combat.txt › Full Reaction; damage chart)", () => {
  it("a fighter that lost its actions this round (wounded) takes no turn", () => {
    const state = d6State(versus([fighter("A")], [fighter("B")], 20));
    state.actionsLost[0] = 1;
    takeD6Turn(state, new ScriptedRandom([]), 0);
    expect(state.health[1]!.wound).toBe("healthy");
  });
  it("a fighter that declared a full reaction takes no turn", () => {
    const state = d6State(versus([fighter("A")], [fighter("B")], 20));
    state.reactionTotal[0] = 0;
    takeD6Turn(state, new ScriptedRandom([]), 0);
    expect(state.health[1]!.wound).toBe("healthy");
  });
  it("the reaction answering most foes' attacks: a melee parry against a swordsman, a dodge against a gun", () => {
    const reactions = { dodge: code(5), meleeParry: code(3) };
    const parrying = prepareD6Encounter(
      versus([fighter("U", { weapons: [], reactions })], [fighter("S", { weapons: [vibroblade] })], 0),
    );
    expect(parrying.combatants[0]!.reaction).toEqual({ skill: "meleeParry", code: code(3) });
    const dodging = prepareD6Encounter(versus([fighter("U", { weapons: [], reactions })], [fighter("G")], 0));
    expect(dodging.combatants[0]!.reaction).toEqual({ skill: "dodge", code: code(5) });
  });
  it("answering as many foes either way, the higher code: a lightsaber 6D over a melee parry 3D, not 2D", () => {
    const foes = [fighter("S", { weapons: [vibroblade] })];
    const saber = prepareD6Encounter(
      versus(
        [fighter("U", { weapons: [], reactions: { meleeParry: code(3), lightsaber: code(6) } })],
        foes,
        0,
      ),
    );
    expect(saber.combatants[0]!.reaction).toEqual({ skill: "lightsaber", code: code(6) });
    const parry = prepareD6Encounter(
      versus(
        [fighter("U", { weapons: [], reactions: { meleeParry: code(3), lightsaber: code(2) } })],
        foes,
        0,
      ),
    );
    expect(parry.combatants[0]!.reaction).toEqual({ skill: "meleeParry", code: code(3) });
  });
  it("no reaction answers any foe's attack (a dodge against blades only, or foes without weapons): none", () => {
    const blades = prepareD6Encounter(
      versus(
        [fighter("U", { weapons: [], reactions: { dodge: code(5) } })],
        [fighter("S", { weapons: [vibroblade] })],
        0,
      ),
    );
    expect(blades.combatants[0]!.reaction).toBeNull();
    const unarmed = prepareD6Encounter(
      versus(
        [fighter("U", { weapons: [], reactions: { dodge: code(5) } })],
        [fighter("N", { weapons: [] })],
        0,
      ),
    );
    expect(unarmed.combatants[0]!.reaction).toBeNull();
    const state = new D6FightState(unarmed);
    state.reset();
    declareReactions(state, new ScriptedRandom([]));
    expect(state.reactionTotal[0]).toBe(-1);
  });
  it("a melee fighter still closing makes no full reaction: moving is its action", () => {
    const state = d6State(
      versus([fighter("S", { weapons: [vibroblade], reactions: { dodge: code(3) } })], [fighter("G")], 12),
    );
    declareReactions(state, new ScriptedRandom([]));
    expect(state.reactionTotal[0]).toBe(-1);
  });
});

describe("d6-combat.txt › Game Option: Hit Location", () => {
  // Armor over the torso only: +1D against energy there, nothing elsewhere.
  const vest = { physical: code(2), energy: code(1), covers: ["torso" as const] };
  const hit = (faces: number[]) => {
    const state = d6State({
      ...versus([fighter("A")], [fighter("B", { armor: vest })], 20),
      options: { hitLocation: true },
    });
    const dice = new ScriptedRandom(faces);
    applyD6Hit(state, dice, state.encounter.combatants[0]!, 0, 1, code(2));
    expect(dice.left).toBe(0);
    return state.health[1]!.wound;
  };
  it("1 on the location die, the head: the vest does not count, 2D resists (10 against 5: wounded)", () => {
    expect(hit([5, 5, 1, 2, 3])).toBe("wounded");
  });
  it("4, an arm: a second die for which arm, then 2D (10 against 5)", () => {
    expect(hit([5, 5, 4, 2, 2, 3])).toBe("wounded");
    expect(hit([5, 5, 4, 6, 2, 3])).toBe("wounded");
  });
  it("2, the torso: the vest's +1D counts (10 against 2 + 3 + 6 = 11: no effect)", () => {
    expect(hit([5, 5, 2, 2, 3, 6])).toBe("healthy");
  });
  it("without the option no location is rolled and the vest counts everywhere", () => {
    const state = d6State(versus([fighter("A")], [fighter("B", { armor: vest })], 20));
    const dice = new ScriptedRandom([5, 5, 2, 3, 6]);
    applyD6Hit(state, dice, state.encounter.combatants[0]!, 0, 1, code(2));
    expect(dice.left).toBe(0);
    expect(state.health[1]!.wound).toBe("healthy");
  });
});

describe("the round's end (d6-combat.txt › Character Damage Chart: the rest of the round)", () => {
  it("lost actions are back at the next round", () => {
    const state = d6State(versus([fighter("A")], [fighter("B")], 20));
    state.actionsLost[1] = 1;
    endD6Round(state, new ScriptedRandom([]));
    expect(state.actionsLost[1]).toBe(0);
  });
});

describe("the start of each fight", () => {
  it("who starts incapacitated or mortally wounded is out of the fight and counted as dropped from the start", () => {
    const state = d6State(
      versus(
        [fighter("A")],
        [fighter("B", { wound: "incapacitated" }), fighter("C", { wound: "mortallyWounded" })],
        20,
      ),
    );
    expect([0, 1, 2].map((i) => state.inFight(i))).toEqual([true, false, false]);
    expect([...state.dropped]).toEqual([0, 1, 1]);
  });
  it("every fight starts afresh: health, the grenade thrown, the distance closed", () => {
    const grenade: D6SimWeapon = {
      ...blaster,
      name: "Frag",
      damageType: "physical",
      blast: { radius: [2], damage: [code(5)] },
      uses: 1,
    };
    const state = d6State(
      versus(
        [fighter("G", { weapons: [grenade] }), fighter("S", { weapons: [vibroblade] })],
        [fighter("B")],
        15,
      ),
    );
    expect([...state.uses]).toEqual([1, -1, -1]);
    state.uses[0] = 0;
    state.gap[1] = 0;
    state.setHealth(2, { ...state.health[2]!, wound: "killed" });
    state.dropped[2] = 1;
    state.reset();
    expect([...state.uses]).toEqual([1, -1, -1]);
    expect([...state.gap]).toEqual([0, 15, 0]);
    expect(state.health[2]!.wound).toBe("healthy");
    expect([...state.dropped]).toEqual([0, 0, 0]);
  });
  it("each weapon keeps its own count: a rifle without limit and a single grenade in one pair of hands", () => {
    const grenade: D6SimWeapon = {
      ...blaster,
      name: "Frag",
      blast: { radius: [2], damage: [code(5)] },
      uses: 1,
    };
    const state = d6State(versus([fighter("G", { weapons: [blaster, grenade] })], [fighter("B")], 15));
    expect([...state.uses]).toEqual([-1, 1, -1]);
  });
  it("a surprise round only when some are aware and some are not", () => {
    const surprise = (a: boolean | undefined, b: boolean | undefined) =>
      prepareD6Encounter(versus([fighter("A", { aware: a })], [fighter("B", { aware: b })], 20)).surprise;
    expect(surprise(true, false)).toBe(true);
    expect(surprise(undefined, false)).toBe(true);
    expect(surprise(false, false)).toBe(false);
    expect(surprise(true, undefined)).toBe(false);
  });
});

describe("initiative (D6 core, not in the text)", () => {
  it("twenty ties in a row: the simulator stops rolling and the first side acts first", () => {
    const state = d6State(
      versus([fighter("A", { perception: code(1) })], [fighter("B", { perception: code(1) })], 20),
    );
    const dice = new ScriptedRandom(Array.from({ length: 40 }, () => 3));
    expect(d6InitiativeOrder(state, dice)).toEqual([0, 1]);
    expect(dice.left).toBe(0);
  });
  it("three sides: the highest acts first, then the higher of the other two (rolled again)", () => {
    const state = d6State({
      sides: [
        { name: "A", combatants: [fighter("A", { perception: code(1) })] },
        { name: "B", combatants: [fighter("B", { perception: code(1) })] },
        { name: "C", combatants: [fighter("C", { perception: code(1) })] },
      ],
      distance: 20,
    });
    // First roll A 2, B 6, C 4: B. Then A 5, C 1: A, and C last.
    const dice = new ScriptedRandom([2, 6, 4, 5, 1]);
    expect(d6InitiativeOrder(state, dice)).toEqual([1, 0, 2]);
    expect(dice.left).toBe(0);
  });
});

describe("the mortally wounded roll (d6-combat.txt › Character Damage Chart)", () => {
  it("only the mortally wounded roll 2D at the round's end; the others roll nothing", () => {
    const state = d6State(versus([fighter("A")], [fighter("B")], 20));
    const none = new ScriptedRandom([]);
    endD6Round(state, none);
    state.setHealth(1, { ...state.health[1]!, wound: "mortallyWounded", mortallyWoundedRounds: 1 });
    const two = new ScriptedRandom([1, 1, 6]);
    endD6Round(state, two);
    expect(two.left).toBe(1);
  });
});

describe("threatens: somebody on the field can hurt a foe (the command's warning)", () => {
  const threatens = (a: D6Combatant[], b: D6Combatant[]) =>
    d6Ruleset.threatens(d6Ruleset.prepare(versus(a, b, 20)));
  it("one armed side is enough, whichever side it is; nobody armed is nobody", () => {
    expect(threatens([fighter("A")], [fighter("B")])).toBe(true);
    expect(threatens([fighter("A")], [fighter("B", { weapons: [] })])).toBe(true);
    expect(threatens([fighter("A", { weapons: [] })], [fighter("B")])).toBe(true);
    expect(threatens([fighter("A", { weapons: [] })], [fighter("B", { weapons: [] })])).toBe(false);
  });
  it("an ally is no foe: two armed on one side against an unarmed or a dead one still threaten", () => {
    expect(threatens([fighter("A1"), fighter("A2")], [fighter("B", { weapons: [] })])).toBe(true);
    expect(threatens([fighter("A1"), fighter("A2")], [fighter("B", { weapons: [], wound: "killed" })])).toBe(
      true,
    );
  });
});

describe("stun weapons (d6-combat.txt › Character Damage Chart, stun damage)", () => {
  it("a stun hit does not wound: 10 against 5, which wounds with a normal hit, leaves the wound level healthy", () => {
    const stunner: D6SimWeapon = { ...blaster, stun: true };
    const state = d6State(versus([fighter("A", { weapons: [stunner] })], [fighter("B")], 20));
    applyD6Hit(state, new ScriptedRandom([5, 5, 2, 3]), state.encounter.combatants[0]!, 0, 1, code(2));
    expect(state.health[1]!.wound).toBe("healthy");
  });
});
