import type { d6 } from "../../../rules/index.ts";

/**
 * What a D6 attack card stores in `flags.swrpg.d6Attack`: every number it shows and every number the damage
 * buttons and the GM relay re-check (each roll's total and index in the message, each target's difficulty
 * and its parts), so the engine decides hit, protection and damage again from the stored numbers. Plain JSON.
 */

export const D6_CARD_VERSION = 1;

/** One part of a rolled code, with its label (`SWRPG.D6.Card.Part.<label>`): skill 4D+1, wounded −1D... */
export interface D6CodePart {
  label: string;
  code: d6.DiceCode;
}

/** A code as it was rolled: the ordinary dice, the Wild Die apart, the engine's total. */
export interface D6RolledCode {
  code: d6.DiceCode;
  total: number;
  /** Index of the Roll in the message's rolls. */
  rollIndex: number;
  faces: number[];
  wild: number[];
  /** A wild 1 took itself and this face away (the highest other die). */
  removed: number | null;
  complication: boolean;
}

/** One number added to a target's difficulty (`SWRPG.D6.Card.Difficulty.<label>`), and the dice it was rolled from. */
export interface D6DifficultyPart {
  label: "fullReaction" | "smoke" | "light" | "cover" | "calledShot" | "weaponDamage";
  value: number;
  /** The dice rolled for it (cover and called shots); none for a flat number. */
  rolled?: D6RolledCode;
  /** The full reaction's skill. */
  skill?: d6.ReactionSkill;
  /** The smoke, light or cover it was rolled for. */
  cover?: d6.CoverKind;
}

/** What is left of the smoke, light and cover a target hides in (`none` for none of each). */
export type D6Smoke = "none" | "lightSmoke" | "thickSmoke" | "veryThickSmoke";
export type D6Light = "none" | "poorLight" | "moonlitNight" | "completeDarkness";
export type D6Portion = "none" | "quarter" | "half" | "threeQuarters" | "full";

/** A sturdy object the target hides behind: its portion's dice are the protection's cover roll. */
export interface D6CardProtection {
  kind: d6.ProtectionKind;
  portion: Exclude<D6Portion, "none" | "full">;
  rolled: D6RolledCode;
}

/** What a shot that hit the protection did to it, and what reached the target (rolled with the damage). */
export interface D6CardThrough {
  bodyStrength: D6RolledCode;
  difference: number;
  level: d6.ObjectDamageLevel;
  /** The damage that reached the target, rolled; null: completely protected. */
  damage: D6RolledCode | null;
}

/** One target of an attack. */
export interface D6CardTarget {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  /** A token the GM hid: only a GM's view of the card lists it. */
  hidden?: boolean;
  /** Meters on the scene; null when the scene could not tell. */
  distance: number | null;
  /** The range band (ranged attacks), measured or chosen. */
  band: d6.RangeBand | null;
  level: d6.DifficultyLevel;
  /** The difficulty number of the level (the GM may change it on the card). */
  base: number;
  modifiers: D6DifficultyPart[];
  protection: D6CardProtection | null;
  /** The basic difficulty: base and every modifier (d6.attackDifficulty). */
  difficulty: number;
  /** What a direct hit needs: the basic difficulty plus the protection's roll (d6.resolveAttack). */
  needed: number;
  outcome: "hit" | "cover" | "miss";
  hit: boolean;
  /** Damage may reach it: a hit, or a shot into its protection that the damage roll has not yet stopped. */
  lands: boolean;
  /** D6 has no criticals (the shared card code reads the field). */
  critical: false;
  /** With the hit location option: where the damage struck, and the 1D faces that said so. */
  location?: d6.HitLocation | null;
  locationRolls?: number[];
  through?: D6CardThrough | null;
  /** A grenade's target: meters from where it went off, and the blast band (its index) he is in. */
  blast?: { distance: number; band: number };
  /** A grenade's target who dodged: his dodge total, and whether it beat the throw (he hit the deck). */
  dodge?: { total: number; dodged: boolean };
}

/**
 * A grenade's throw at its target point (d6-combat.txt › Grenades and Thermal Detonators; Grenade Deviation):
 * the point's range and difficulty, the throw's outcome, where a miss strayed, where it went off.
 */
export interface D6CardGrenade {
  /** Meters to the target point; null when the scene could not tell. */
  distance: number | null;
  band: d6.RangeBand;
  level: d6.DifficultyLevel;
  base: number;
  /** The GM's +5 to +10 when the thrower cannot see the point; 0 otherwise. */
  unseen: number;
  difficulty: number;
  outcome: "hit" | "miss";
  /** A miss: the 1D direction face, where that is, and the meters rolled. */
  deviation: { face: number; direction: d6.DeviationDirection; rolled: D6RolledCode } | null;
  /** Meters from the thrower to where it went off. */
  fromThrower: number;
  /** The blast's bands (their damage and outer edges). */
  blast: d6.Blast;
  /** The drawn area's uuid (null when it could not be drawn). */
  templateUuid: string | null;
}

/** A target the attack could not be made against. */
export interface D6RefusedTarget {
  tokenUuid: string;
  name: string;
  hidden?: boolean;
  reason: "fullCover" | "outOfRange";
}

/** The damage rolled for one attack. */
export interface D6CardDamage {
  formula: string;
  total: number;
  rollIndex: number;
  rolled: D6RolledCode;
}

/** One attack roll of the card: one shot, at one target (or none: damage to the selected tokens). */
export interface D6CardAttack {
  index: number;
  /** The code rolled and how it was made (skill, injuries, armor, multiple actions). */
  parts: D6CodePart[];
  roll: D6RolledCode;
  total: number;
  /** The damage code ("5D"), and how it was made (weapon, Strength, a damaged weapon). */
  damageFormula: string;
  damageCode: d6.DiceCode;
  damageParts: D6CodePart[];
  damage: D6CardDamage | null;
  targets: D6CardTarget[];
}

/** The whole card. */
export interface D6AttackCard {
  version: typeof D6_CARD_VERSION;
  attacker: { uuid: string; name: string; img: string };
  weapon: { id: string | null; name: string; img: string };
  kind: d6.AttackKind;
  damageType: d6.DamageType;
  /** The weapon is set for stun (d6-combat.txt › Stun Damage). */
  stun: boolean;
  /** Actions the attacker takes this round (the multiple-action penalty). */
  actions: number;
  calledShot: D6CalledShot;
  /** The world's options when it was rolled. */
  wildDie: boolean;
  hitLocation: boolean;
  attacks: D6CardAttack[];
  refused: D6RefusedTarget[];
  /** A grenade: its throw; each attack is one blast band with the targets in it. */
  grenade?: D6CardGrenade | null;
}

/** A called shot's target size (d6-combat.txt › Called Shots): 10-50 cm, 1-10 cm, under 1 cm. */
export type D6CalledShot = "none" | "large" | "small" | "tiny";
