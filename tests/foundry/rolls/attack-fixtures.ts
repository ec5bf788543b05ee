// The Roll stand-in first (a side-effect import keeps its place): AttackRoll extends the global Roll on load.
import "./fake-roll.ts";
import { conditionEffects } from "../../../src/rules/rcr/combat-modifiers.ts";
import type { AttackDice } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import { AttackRoll } from "../../../src/rulesets/rcr/dice/attack-roll.ts";
import {
  type AttackChoices,
  type AttackerView,
  defaultChoices,
  type TargetView,
  type WeaponView,
} from "../../../src/rulesets/rcr/dice/attack-views.ts";
import { forcedResults } from "./fake-roll.ts";

/** Fixture records for the attack pipeline: a soldier with a blaster, a swordsman, three targets. */

export function attacker(overrides: Partial<AttackerView> = {}): AttackerView {
  return {
    uuid: "Actor.hero",
    name: "Hero",
    img: "hero.webp",
    bab: 6,
    size: "medium",
    strModifier: 1,
    dexModifier: 2,
    speed: 10,
    fatigued: false,
    canAttack: true,
    feats: {
      pointBlankShot: false,
      preciseShot: false,
      rapidShot: false,
      multishot: false,
      twoWeaponFighting: false,
      ambidexterity: false,
      improvedTwoWeaponFighting: false,
      martialArts: false,
    },
    attackParts: { melee: [], ranged: [] },
    ...overrides,
  };
}

export function blaster(overrides: Partial<WeaponView> = {}): WeaponView {
  return {
    id: "blaster",
    name: "Blaster pistol",
    img: "blaster.webp",
    kind: "ranged",
    rangeKind: "energy",
    rangeIncrement: 10,
    threatRange: 20,
    improvedCritical: false,
    weaponFocus: false,
    fireModes: ["single"],
    autofireOnly: false,
    light: false,
    double: false,
    grip: "one-hand",
    blasterRifle: false,
    tripod: false,
    mounted: false,
    primitive: false,
    unarmed: false,
    damageFormula: "3d6",
    damageType: "energy",
    stun: false,
    ...overrides,
  };
}

export function lightsaber(overrides: Partial<WeaponView> = {}): WeaponView {
  return blaster({
    id: "saber",
    name: "Lightsaber",
    kind: "melee",
    rangeIncrement: 0,
    threatRange: 19,
    damageFormula: "2d8",
    ...overrides,
  });
}

/** Defense 10 + class 4 + Dex 2 = 16 (flat-footed 14, touch 12). */
export function target(id: string, overrides: Partial<TargetView> = {}): TargetView {
  return {
    tokenUuid: `Scene.s.Token.${id}`,
    actorUuid: `Actor.${id}`,
    name: id,
    img: `${id}.webp`,
    distance: 5,
    defense: { classBonus: 4, dexModifier: 2, size: "medium" },
    losesDexBonus: false,
    helpless: false,
    againstMe: { melee: conditionEffects("melee", []), ranged: conditionEffects("ranged", []) },
    immuneToCriticals: false,
    ...overrides,
  };
}

export function choices(overrides: Partial<AttackChoices> = {}): AttackChoices {
  return { ...defaultChoices("single"), ...overrides };
}

/**
 * Dice that hand out the given naturals in order (d20s and d100s from separate queues). Each attack is a real
 * AttackRoll evaluated with the next d20s forced, so it rolls its own confirmation from the same queue; `calls`
 * records each d20 as "attack:n" or "confirm:n" and each d100 as "d100:n".
 */
export function scriptedDice(d20s: number[], d100s: number[] = []): AttackDice & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async attack(bonus, options) {
      if (!d20s.length) throw new Error("no scripted attack left");
      const others = forcedResults.splice(0);
      const supplied = d20s.length;
      forcedResults.push(...d20s.splice(0));
      const roll = AttackRoll.forBonus(bonus, options);
      try {
        await roll.evaluate();
      } finally {
        d20s.push(...forcedResults.splice(0));
        forcedResults.push(...others);
      }
      // A confirmation beyond the script would have taken a random die.
      if (roll.confirmation && supplied - d20s.length < 2) throw new Error("no scripted confirm left");
      calls.push(`attack:${roll.natural}`);
      if (roll.confirmation) calls.push(`confirm:${roll.confirmation.natural}`);
      return roll;
    },
    missChance: () => {
      const value = d100s.shift();
      if (value === undefined) throw new Error("no scripted d100 left");
      calls.push(`d100:${value}`);
      return Promise.resolve(value);
    },
  };
}
