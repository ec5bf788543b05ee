// Plain D6 fighters, weapons and scripted dice for the attack pipeline's tests (the views
// src/rulesets/d6/attack/fighter-views.ts reads from documents).
import type { d6 } from "../../../../../src/rules/index.ts";
import type { D6AttackDice } from "../../../../../src/rulesets/d6/attack/attack-pipeline.ts";
import type {
  D6AttackerView,
  D6TargetView,
  D6WeaponView,
} from "../../../../../src/rulesets/d6/attack/attack-views.ts";
import type { D6RolledCode } from "../../../../../src/rulesets/d6/card/card-data.ts";

export const code = (dice: number, pips = 0): d6.DiceCode => ({ dice, pips });

/** Sandor: blaster 4D+1, Strength 3D+2. */
export function sandor(overrides: Partial<D6AttackerView> = {}): D6AttackerView {
  return {
    uuid: "Actor.sandor",
    name: "Sandor",
    img: "sandor.webp",
    skill: code(4, 1),
    penalties: [],
    strength: code(3, 2),
    actions: "all",
    actionsTaken: 0,
    ...overrides,
  };
}

/** A blaster pistol: 4D energy, 10/30/120 m. */
export function blasterPistol(overrides: Partial<D6WeaponView> = {}): D6WeaponView {
  return {
    id: "pistol",
    name: "Blaster pistol",
    img: "pistol.webp",
    kind: "ranged",
    damage: { strength: false, dice: code(4) },
    damageType: "energy",
    ranges: { short: 10, medium: 30, long: 120 },
    difficulty: "moderate",
    stun: false,
    condition: "undamaged",
    blast: null,
    ...overrides,
  };
}

/** A vibro-ax: STR+2D physical, Moderate. */
export function vibroAx(overrides: Partial<D6WeaponView> = {}): D6WeaponView {
  return blasterPistol({
    id: "ax",
    name: "Vibro-ax",
    kind: "melee",
    damage: { strength: true, dice: code(2) },
    damageType: "physical",
    ranges: null,
    ...overrides,
  });
}

export function trooper(n: number, overrides: Partial<D6TargetView> = {}): D6TargetView {
  return {
    tokenUuid: `Scene.s.Token.t${n}`,
    actorUuid: `Actor.t${n}`,
    name: `Trooper ${n}`,
    img: "trooper.webp",
    distance: 20,
    fullReaction: null,
    ...overrides,
  };
}

/** Dice that give the listed totals in order and record each code asked for. */
export function scriptedDice(...totals: number[]): D6AttackDice & { codes: d6.DiceCode[] } {
  const codes: d6.DiceCode[] = [];
  return {
    codes,
    async roll(rolled: d6.DiceCode): Promise<D6RolledCode> {
      const total = totals.shift();
      if (total === undefined) throw new Error(`no scripted total left for ${rolled.dice}D+${rolled.pips}`);
      codes.push(rolled);
      return {
        code: rolled,
        total,
        rollIndex: codes.length - 1,
        faces: [],
        wild: [],
        removed: null,
        complication: false,
      };
    },
  };
}
