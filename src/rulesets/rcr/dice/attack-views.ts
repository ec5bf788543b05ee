import type { BonusPart, CoverDegree, Size } from "../../../rules/index.ts";
import type { AimPosition, AimSupport } from "../../../rules/rcr/aiming.ts";
import type { ConditionEffects } from "../../../rules/rcr/combat-modifiers.ts";
import type { Grip } from "../../../rules/rcr/damage.ts";
import type { DefenseInput } from "../../../rules/rcr/defense.ts";
import type { FireMode } from "../../../rules/rcr/multiple-ranged-attacks.ts";
import type { RangeKind } from "../../../rules/rcr/range.ts";

/**
 * The plain records the attack pipeline works on. `combatant-views.ts` builds them from documents;
 * tests and the bench build them directly. No Foundry object crosses this line.
 */

/** The feats that change an attack. */
export interface AttackFeats {
  pointBlankShot: boolean;
  preciseShot: boolean;
  rapidShot: boolean;
  multishot: boolean;
  twoWeaponFighting: boolean;
  ambidexterity: boolean;
  improvedTwoWeaponFighting: boolean;
  martialArts: boolean;
}

/** The attacker. Ability modifiers are the effective ones (fatigue applied). */
export interface AttackerView {
  uuid: string;
  name: string;
  img: string;
  bab: number;
  size: Size;
  strModifier: number;
  dexModifier: number;
  /** Meters. */
  speed: number;
  fatigued: boolean;
  canAttack: boolean;
  feats: AttackFeats;
  /** The attacker's own condition and stance modifiers, by attack kind. */
  attackParts: { melee: readonly BonusPart[]; ranged: readonly BonusPart[] };
}

/** A weapon as one attack uses it; `id` null is an unarmed strike. */
export interface WeaponView {
  id: string | null;
  name: string;
  img: string;
  kind: "melee" | "ranged";
  rangeKind: RangeKind;
  /** Meters; 0 for melee. */
  rangeIncrement: number;
  /** The weapon's own threat range (19 for 19-20). */
  threatRange: number;
  improvedCritical: boolean;
  weaponFocus: boolean;
  fireModes: readonly FireMode[];
  autofireOnly: boolean;
  /** Smaller than the wielder (or unarmed): light in the off hand. */
  light: boolean;
  double: boolean;
  grip: Grip;
  blasterRifle: boolean;
  tripod: boolean;
  mounted: boolean;
  primitive: boolean;
  unarmed: boolean;
  damageFormula: string;
  damageType: string;
  stun: boolean;
}

/** A targeted token. */
export interface TargetView {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  /** Meters from the attacker, measured on the scene. */
  distance: number;
  defense: Omit<DefenseInput, "loseDexBonus" | "touch" | "helpless">;
  losesDexBonus: boolean;
  helpless: boolean;
  /** What attackers get against this target's conditions, by attack kind. */
  againstMe: { melee: ConditionEffects; ranged: ConditionEffects };
  immuneToCriticals: boolean;
  /** The GM has hidden the token: the card marks it so only a GM's view lists it. */
  hidden?: boolean;
}

/** What the player chose for one target in the dialog. */
export interface TargetChoice {
  cover: CoverDegree;
  concealment: CoverDegree;
  intoMelee: boolean;
  /** An ally flanks this target with the attacker (melee only); measured on the scene when there is one. */
  flanking?: boolean;
}

export type Stance = "normal" | "fightingDefensively" | "totalDefense";
export type PullBlowChoice = "none" | "vitalityOnly" | "halfDamage";

/** Everything the attack dialog asks. */
export interface AttackChoices {
  mode: "single" | "full";
  fireMode: FireMode;
  /** Fight with two weapons: the off-hand weapon's id (full attack). */
  offHandWeaponId: string | null;
  /** Make the extra attack with the other end of a double weapon (full attack; rcr-combat.txt › Double Weapon). */
  doubleWeapon?: boolean;
  charge: boolean;
  stance: Stance;
  aim: { aimed: boolean; position: AimPosition; support: AimSupport };
  pullBlow: PullBlowChoice;
  touch: boolean;
  situational: number;
  /** By target token uuid; a target not listed has no cover or concealment and is not in melee. */
  targets: Record<string, TargetChoice>;
  /** Who sees the card (core roll modes); absent: the user's chat setting. */
  rollMode?: AttackRollMode;
  /** Spend a Force Point on this attack (the dialog's checkbox; never remembered). */
  spendForcePoint?: boolean;
  /** The spent Force Point's rolled die, added to every attack roll of this attack as its own part. */
  forcePoint?: number;
  /** A special attack with this weapon instead (rulesets/rcr/maneuvers): its own dialog follows. */
  special?: "grapple" | "trip" | "banthaRush" | "disarm" | "overrun" | "object";
}

/** Foundry v13's roll modes, as the attack dialog offers them. */
export const ATTACK_ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type AttackRollMode = (typeof ATTACK_ROLL_MODES)[number];

/** The choices of a Shift-click: a plain attack. */
export function defaultChoices(mode: "single" | "full"): AttackChoices {
  return {
    mode,
    fireMode: "single",
    offHandWeaponId: null,
    doubleWeapon: false,
    charge: false,
    stance: "normal",
    aim: { aimed: false, position: "standing", support: "none" },
    pullBlow: "none",
    touch: false,
    situational: 0,
    targets: {},
  };
}

export const NO_TARGET_CHOICE: TargetChoice = { cover: "none", concealment: "none", intoMelee: false };
