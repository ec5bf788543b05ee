import type { saga } from "../../../rules/index.ts";
import type { SagaAttackChoices } from "../attack/attack-views.ts";

/**
 * What a Saga attack card stores in `flags.swrpg.sagaAttack`: everything the card shows, and everything
 * the damage buttons and the GM relay re-check (the roll, the bonus, each target's defense and cover), so
 * that an area's half damage, Evasion and cover are decided by the engine again from the stored numbers.
 * Plain JSON.
 */

export const SAGA_CARD_VERSION = 1;

/** How the attack reaches its targets. */
export type SagaAttackShape = "single" | "burst" | "autofire" | "splash";

/** The defense a weapon attacks. */
export type SagaDefenseKind = "reflex" | "fortitude" | "will" | "general" | "combatManeuver";

/** One modifier of a roll, with a stable label key (the engine's part labels, or the card's own). */
export interface SagaCardPart {
  label: string;
  value: number;
}

/** One target of an attack. */
export interface SagaCardTarget {
  tokenUuid: string;
  /** The GM had hidden the token when the GM's attack caught it: only a GM's view of the card lists it. */
  hidden?: boolean;
  actorUuid: string;
  name: string;
  img: string;
  /** The target's own modifiers to the roll (prone, concealment, flanking...). */
  parts: SagaCardPart[];
  /** The roll against this target (the attack's total plus its own parts). */
  total: number;
  /** The defense without cover; the engine adds the cover again wherever it compares. */
  defense: number;
  defenseKind: SagaDefenseKind;
  cover: saga.SagaCoverDegree;
  /** The defense compared, cover included; null when the roll was compared with nobody (area below 10). */
  compared: number | null;
  evasion: boolean;
  /** Splash: the target struck, or one adjacent to it. */
  role: "primary" | "adjacent" | null;
  hit: boolean;
  critical: boolean;
  /** The attack's damage lands on it: a hit, or a miss that an area or splash still harms. */
  lands: boolean;
  /** Its damage threshold when attacked (a heavy attack's devastating injury). */
  damageThreshold?: number;
  /** A Force power's steps down the condition track for this target (Apply moves it with the damage). */
  conditionSteps?: number;
  /** Its Devastating Injury Defense when attacked (variant defenses; absent in core Saga). */
  injuryDefense?: number;
  /** A ranged attack's band and its penalty (in `parts` too), and the squares when measured. */
  range?: { band: saga.SagaRangeBand; penalty: number; distance: number | null };
}

/** A target the attack could not be made against. */
export interface SagaRefusedTarget {
  tokenUuid: string;
  /** The GM had hidden the token when the GM's attack caught it: only a GM's view of the card lists it. */
  hidden?: boolean;
  name: string;
  /** Total cover; beyond the weapon's range (saga.rangeBand); beyond the stun setting's 6 squares. */
  reason: "totalCover" | "outOfRange" | "stunRange";
}

/** The damage rolled for one attack. */
export interface SagaCardDamage {
  formula: string;
  total: number;
  /** Index of the damage Roll in the message's rolls. */
  rollIndex: number;
}

/** One attack roll of the card. */
export interface SagaCardAttack {
  index: number;
  /** The bonus every target shares, and its breakdown. */
  bonus: number;
  parts: SagaCardPart[];
  natural: number;
  total: number;
  /** Index of the attack Roll in the message's rolls. */
  rollIndex: number;
  /** Area only: the total reaches 10 (or the natural roll is 20), so it is compared with each Reflex. */
  reachesTargets: boolean;
  damageFormula: string;
  damage: SagaCardDamage | null;
  targets: SagaCardTarget[];
  /** Rolled twice, the higher kept (variant › Flanking). */
  advantage?: boolean;
  /** With advantage: both d20s as rolled, the lower one dropped (`natural` is the kept one). */
  d20s?: { result: number; kept: boolean }[];
  /** A heavy attack's devastating injury roll against its one target, once rolled. */
  injury?: SagaCardInjury;
  /** The variant's formulas (sagaVariantFormulas): what `saga.damageRoll` adds to the dice, and its input. */
  damageParts?: SagaCardPart[];
  variantDamage?: SagaVariantDamage;
}

/** `saga.damageRoll`'s input without the dice, kept for a critical (the dice doubled, not the modifiers). */
export type SagaVariantDamage = Omit<saga.VariantDamageInput, "dice" | "critical">;

/** The area an area attack filled on the scene (its measured template). */
export interface SagaCardArea {
  templateUuid: string | null;
  /** Where cover was judged from (saga.areaCoverOrigin). */
  coverOrigin: "center" | "attacker";
}

/** The whole card. */
export interface SagaAttackCard {
  version: typeof SAGA_CARD_VERSION;
  attacker: { uuid: string; name: string; img: string };
  weapon: { id: string | null; name: string; img: string };
  kind: saga.AttackKind;
  shape: SagaAttackShape;
  /** The fire the player chose: a single shot, autofire, or Burst Fire. */
  fire: "single" | "autofire" | "burstFire";
  area: SagaCardArea | null;
  damageTypes: saga.DamageType[];
  lightsaber: boolean;
  /** The weapon is set to stun: damage goes through saga.applyStunDamage. */
  stun: boolean;
  attacks: SagaCardAttack[];
  refused: SagaRefusedTarget[];
  /** Shots the attack spent and the shots left (absent: the weapon does not count them). */
  shots?: { spent: number; left: number };
  /** Who may make an attack of opportunity against the attacker for a provoking action (aiming). */
  opportunity?: string[];
  /** A Force power's use (src/rulesets/saga/force/): its DC ladder and what the check reached. */
  power?: SagaCardPower;
  /**
   * What the player chose in the dialog: with the documents and the message's d20, the GM's client works the
   * card out again before it applies a player's damage (absent on older cards, which it then cannot check).
   */
  choices?: SagaAttackChoices;
}

/** What a Force power card adds (src/rulesets/saga/force/power-card.ts). */
export interface SagaCardPower {
  itemId: string | null;
  /** The check reached the activation DC (or the power has none). */
  activated: boolean;
  /** Index of the rung reached in `ladder`; -1 when not activated. */
  rung: number;
  ladder: { dc: number; dice: number }[];
  /** The damage die ("d6"). */
  die: string;
  /** A target the check misses takes half. */
  missHalf: boolean;
  knockProne: boolean;
  /** The defense the power names ("none": it has no target). */
  defense: "none" | "reflex" | "fortitude" | "will";
}

/** A devastating injury roll (saga.devastatingInjuryRoll) and, once the GM chose it, the limb it struck. */
export interface SagaCardInjury {
  tokenUuid: string;
  formula: string;
  d20s: number[];
  kept: number;
  modifier: number;
  total: number;
  defense: number;
  success: boolean;
  /** Index of the injury Roll in the message's rolls. */
  rollIndex: number;
  limb?: string;
}
