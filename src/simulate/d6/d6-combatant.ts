import type { d6 } from "../../rules/index.ts";

/**
 * A combatant as the WEG D6 simulator takes it: the dice codes its character sheet gives, plain values only.
 * The Odds button builds it from a prepared D6 actor (src/rulesets/d6/odds/), the command from a pack actor
 * or an encounter file. docs/simulate.md › WEG D6 lists every field.
 */
export interface D6Combatant {
  name: string;
  /** Initiative: the side's highest Perception rolls; a side acts in Perception order. */
  perception: d6.DiceCode;
  /** Resists damage (with armor) and adds to STR weapons. */
  strength: d6.DiceCode;
  /** The reaction skills as rolled (a skill's code, or its attribute untrained); absent: not taken. */
  reactions?: Partial<Record<"dodge" | "meleeParry" | "brawlingParry" | "lightsaber", d6.DiceCode>>;
  armor?: d6.Armor | null;
  /** Meters one move action covers. */
  move: number;
  /** The wound level when the fight starts (default healthy). */
  wound?: d6.WoundLevel;
  /** Stuns affecting it when the fight starts (default 0). */
  stuns?: number;
  weapons: readonly D6SimWeapon[];
  /** Aware of its foes when the fight starts (default true). Some aware and some not: a surprise round. */
  aware?: boolean;
}

/** A weapon in the combatant's hands. */
export interface D6SimWeapon {
  name: string;
  kind: "ranged" | "melee" | "brawling";
  /** The attack roll: the skill's code as rolled (armor's Dexterity penalty included). */
  skill: d6.DiceCode;
  /** "5D", or "STR+1D" as `{ strength: true, dice: 1D }`. */
  damage: d6.DamageCode;
  damageType: d6.DamageType;
  /** A melee or brawling attack's difficulty level (default moderate). */
  difficulty?: d6.DifficultyLevel;
  /** A ranged weapon's bands in meters (required for "ranged"). */
  ranges?: d6.WeaponRanges;
  /** A grenade's blast bands: an area weapon thrown at its target's spot. */
  blast?: d6.Blast;
  /** Throws or shots in all (a grenade: 1); absent: as many as the fight needs. */
  uses?: number;
  /** Set for stun. */
  stun?: boolean;
}
