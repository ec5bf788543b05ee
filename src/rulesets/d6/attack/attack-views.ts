import { d6 } from "../../../rules/index.ts";
import type { D6CalledShot, D6CodePart, D6Light, D6Portion, D6Smoke } from "../card/card-data.ts";

/**
 * What the D6 attack pipeline takes: plain views of the attacker, its weapon, its targets and the player's
 * choices, read from the documents by ./fighter-views.ts.
 */

export interface D6AttackerView {
  uuid: string;
  name: string;
  img: string;
  /** The weapon skill's code (its attribute's when untrained). */
  skill: d6.DiceCode;
  /** What lowers the roll now: the injuries' penalty, the armor's Dexterity penalty on a Dexterity skill. */
  penalties: D6CodePart[];
  /** For a STR damage code. */
  strength: d6.DiceCode;
  /** Injured past acting (d6.injuryEffects: unconscious, mortally wounded, killed, or groggy). */
  actions: "all" | "moveOnly" | "none";
  /** Actions already taken this round. */
  actionsTaken: number;
}

export interface D6WeaponView {
  id: string | null;
  name: string;
  img: string;
  kind: d6.AttackKind;
  damage: d6.DamageCode;
  damageType: d6.DamageType;
  /** A ranged weapon's bands; null for melee and brawling. */
  ranges: d6.WeaponRanges | null;
  /** A melee or brawling attack's difficulty level. */
  difficulty: d6.DifficultyLevel;
  /** Set for stun. */
  stun: boolean;
  condition: d6.ObjectDamageLevel;
  /** A grenade's blast; null for none. */
  blast: d6.Blast | null;
}

export interface D6TargetView {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  /** A token the GM hid (listed on the card for the GM only). */
  hidden?: boolean;
  /** Meters from the attacker; null when the scene cannot tell. */
  distance: number | null;
  /** The full reaction it rolled this round, if any. */
  fullReaction: { skill: d6.ReactionSkill; total: number } | null;
}

/** The player's choices for one target. */
export interface D6TargetChoice {
  /** The range band: measured, or chosen; null for melee and brawling, and for a shot beyond long range. */
  band: d6.RangeBand | null;
  /** The difficulty number of the band or the melee level. */
  difficulty: number;
  smoke: D6Smoke;
  light: D6Light;
  cover: D6Portion;
  /** The sturdy object behind which the cover is (none: it only hides him). */
  protection: "none" | d6.ProtectionKind;
}

/** What the dialog asks (Shift-click: the defaults). */
export interface D6AttackChoices {
  /** Actions the attacker takes this round, this attack's shots included. */
  actions: number;
  calledShot: D6CalledShot;
  /** Per target token uuid. */
  targets: Record<string, D6TargetChoice>;
}

/** The band a distance falls in (null: beyond long range); a target the scene cannot measure is at medium. */
export function measuredBand(weapon: D6WeaponView, distance: number | null): d6.RangeBand | null {
  if (!weapon.ranges) return null;
  // d6-combat.txt › Estimating ranges: most combat outdoors is at medium range.
  if (distance === null) return "medium";
  return d6.rangeBand(distance, weapon.ranges);
}

/** The difficulty level of an attack: the band's for a ranged one, the weapon's for melee and brawling. */
export function attackLevel(weapon: D6WeaponView, band: d6.RangeBand | null): d6.DifficultyLevel {
  return weapon.ranges && band ? d6.rangeDifficulty(band) : weapon.difficulty;
}

/** A target's defaults: its measured band, the band's number, nothing hiding him. */
export function defaultTargetChoice(weapon: D6WeaponView, target: D6TargetView): D6TargetChoice {
  const band = measuredBand(weapon, target.distance);
  return {
    band,
    difficulty: d6.typicalDifficulty(attackLevel(weapon, band ?? "long")),
    smoke: "none",
    light: "none",
    cover: "none",
    protection: "none",
  };
}

/** The defaults: one action for each target (at least one), on top of those already taken. */
export function defaultChoices(
  attacker: D6AttackerView,
  weapon: D6WeaponView,
  targets: readonly D6TargetView[],
): D6AttackChoices {
  return {
    actions: attacker.actionsTaken + Math.max(1, targets.length),
    calledShot: "none",
    targets: Object.fromEntries(
      targets.map((target) => [target.tokenUuid, defaultTargetChoice(weapon, target)]),
    ),
  };
}
