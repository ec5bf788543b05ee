import type { RollMode } from "../../../foundry-compat/message-mode.ts";
import type { saga } from "../../../rules/index.ts";
import type { SagaCardPart, SagaDefenseKind } from "../card/card-data.ts";

/**
 * What the Saga attack pipeline takes: plain views of the attacker, its weapon, its targets and the
 * player's choices, read from the documents by ./fighter-views.ts (every number from the prepared stats).
 */

export interface SagaAttackerView {
  uuid: string;
  name: string;
  img: string;
  /** The attacker lies prone (its status). */
  prone: boolean;
  /** The Precise Shot feat: no penalty for shooting into a melee. */
  preciseShot: boolean;
  /** The Burst Fire feat. */
  burstFire: boolean;
  /** For the variant's formulas and heavy attacks. */
  bab: number;
  str: number;
  dex: number;
  heroicLevel: number;
  /** The variant's Combat Maneuver Attack Bonus (a combat maneuver's roll). */
  combatManeuverBonus?: number;
}

export interface SagaWeaponView {
  id: string | null;
  name: string;
  img: string;
  kind: saga.AttackKind;
  /** As the engine sees it (group, stock, autofire-only). */
  rules: saga.SagaWeapon;
  /** The weapon's whole attack bonus from the prepared stats, and its breakdown. */
  attackBonus: number;
  attackParts: SagaCardPart[];
  damageFormula: string;
  /** The weapon's own dice ("3d8"), without the wielder's core damage bonus (`damageFormula`: with it). */
  diceFormula: string;
  damageTypes: saga.DamageType[];
  lightsaber: boolean;
  /** Set to stun. */
  stun: boolean;
  /** Can fire on autofire (autofire-only weapons included). */
  autofire: boolean;
  /** A splash weapon: the struck target's neighbours are caught too. */
  splash: boolean;
  /** A burst's radius in squares (grenades): 0 for none. */
  burstRadius: number;
  defense: SagaDefenseKind;
  /** Shots loaded; null when the weapon does not count its ammunition. */
  shotsLoaded: number | null;
  /** The book's weapon group (saga.weaponGroupTraining); absent for an attack without a weapon item. */
  proficiencyGroup?: saga.WeaponProficiencyGroup;
  /** A ranged weapon's range category and accuracy (saga.rangeBand); absent: no range bands (melee). */
  range?: { category: string; accuracy: saga.SagaAccuracy } | undefined;
}

export interface SagaTargetView {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  defenses: Record<SagaDefenseKind, number>;
  evasion: boolean;
  prone: boolean;
  helpless: boolean;
  damageThreshold: number;
  /** Devastating Injury Defense (the variant's defenses; absent in core Saga). */
  injuryDefense?: number | undefined;
  /** Read only with the variant's flanking (saga.attackModifiers' targetFlankImmunity). */
  flankImmunity?: saga.FlankImmunity;
  /** The GM hid the token: only a GM's view of the card lists it (src/canvas/visibility.ts). */
  hidden?: boolean;
}

/** The player's situational choices for one target. */
export interface SagaTargetChoice {
  cover: saga.SagaCoverDegree;
  concealment: saga.SagaConcealmentDegree;
  flanking: boolean;
  intoMelee: boolean;
  /** A ranged attack's band (measured on the scene, or the player's word); "outOfRange": beyond its reach. */
  range?: saga.SagaRangeBand | "outOfRange" | undefined;
  /** Squares to the target when measured on the scene. */
  distance?: number | undefined;
}

export const NO_TARGET_CHOICE: SagaTargetChoice = {
  cover: "none",
  concealment: "none",
  flanking: false,
  intoMelee: false,
};

/** What the dialog asks (Shift-click: the defaults). */
export interface SagaAttackChoices {
  fire: "single" | "autofire" | "burstFire";
  braced: boolean;
  aimed: boolean;
  situational: number;
  /** The variant's grip and heavy attack (sagaVariantFormulas). */
  grip: saga.Grip;
  heavy?: saga.HeavyAttackTier | undefined;
  /** A combat maneuver (the variant's formulas and defenses): against Combat Maneuver Defense. */
  maneuver?: boolean | undefined;
  /** Per target token uuid. */
  targets: Record<string, SagaTargetChoice>;
  /** Spend a Force Point on this attack (the dialog's checkbox). */
  spendForcePoint?: boolean | undefined;
  /** The spent Force Point's rolled die, added to the attack roll as its own part. */
  forcePoint?: number | undefined;
  /** Who sees the card (core's roll modes); absent: the user's chat setting. */
  rollMode?: RollMode | undefined;
}

/** The defaults: an autofire-only weapon starts on autofire. */
export function defaultChoices(weapon: Pick<SagaWeaponView, "rules">): SagaAttackChoices {
  return {
    fire: weapon.rules.autofireOnly ? "autofire" : "single",
    braced: false,
    aimed: false,
    situational: 0,
    grip: "normal",
    targets: {},
  };
}
