import { conditionEffects } from "../../../src/rules/rcr/combat-modifiers.ts";
import type { AttackDice } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import {
  type AttackChoices,
  type AttackerView,
  defaultChoices,
  type TargetView,
  type WeaponView,
} from "../../../src/rulesets/rcr/dice/attack-views.ts";

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

/** Dice that hand out the given naturals in order (d20s and d100s from separate queues). */
export function scriptedDice(d20s: number[], d100s: number[] = []): AttackDice & { calls: string[] } {
  const calls: string[] = [];
  const next = (queue: number[], what: string) => {
    const value = queue.shift();
    if (value === undefined) throw new Error(`no scripted ${what} left`);
    calls.push(`${what}:${value}`);
    return Promise.resolve(value);
  };
  return {
    calls,
    attack: () => next(d20s, "attack"),
    confirm: () => next(d20s, "confirm"),
    missChance: () => next(d100s, "d100"),
  };
}
