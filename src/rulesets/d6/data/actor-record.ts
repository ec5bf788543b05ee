/**
 * A D6 actor and its items as the engine sees them: plain values only, no Foundry objects. The data
 * model builds one from the document (actor-model.ts, item-records.ts); tests build them directly.
 * This is a contract with the fight half (src/rulesets/d6/fight.ts): add to it, never change what is here.
 */
import type { d6 } from "../../../rules/index.ts";
import type { D6Attribute, D6ForceSkill, D6Skill, D6WeaponSkill } from "./skills.ts";
import type { D6_DAMAGE_TYPES, D6_DIFFICULTY_LEVELS, D6_GRENADE_ACTIVATORS } from "./weapon-schema.ts";

export interface D6ActorRecord {
  attributes: Record<D6Attribute, d6.DiceCode>;
  /** A trained skill's full code; null: untrained (rolls its attribute). */
  skills: Record<D6Skill, d6.DiceCode | null>;
  force: Record<D6ForceSkill, d6.DiceCode | null>;
  characterPoints: number;
  forcePoints: number;
  darkSidePoints: number;
  forceSensitive: boolean;
  /** Meters a round. */
  move: number;
  /** Ready for `d6.applyDamage`, `d6.injuryEffects`, `d6.injuryTransition`. */
  health: d6.Health;
  weapons: readonly D6WeaponRecord[];
  armor: readonly D6ArmorRecord[];
}

export interface D6WeaponRecord {
  id: string;
  name: string;
  skill: D6WeaponSkill;
  /** The attack it makes (the reaction that answers it): from its skill. */
  attackKind: d6.AttackKind;
  damage: d6.DamageCode;
  damageType: (typeof D6_DAMAGE_TYPES)[number];
  /** A melee or brawling attack's difficulty level (a ranged one's comes from the range band). */
  difficulty: (typeof D6_DIFFICULTY_LEVELS)[number];
  /** Null: no ranges (a melee weapon: all bands 0). */
  ranges: d6.WeaponRanges | null;
  /** `max` 0: it does not count shots. */
  ammo: { value: number; max: number };
  stun: { available: boolean; active: boolean };
  /** Null: not an area weapon. */
  blast: d6.Blast | null;
  activator: (typeof D6_GRENADE_ACTIVATORS)[number];
  bodyStrength: d6.DiceCode;
  condition: d6.ObjectDamageLevel;
  equipped: boolean;
}

export interface D6ArmorRecord {
  id: string;
  name: string;
  armor: d6.Armor;
  equipped: boolean;
}
