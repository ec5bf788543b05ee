/** Shared types of the Saga Edition engine (shared/RULES-API-SAGA.md › Types). */
import type { AttackKind } from "../rcr/combat-modifiers.ts";
import type { BonusPart, ComposedBonus, Size } from "../rcr/types.ts";

export type { AttackKind, BonusPart, ComposedBonus };

/** RCR's size categories, reused. */
export type SagaSize = Size;

export type DamageType = "energy" | "piercing" | "slashing" | "bludgeoning" | "ion" | "stun";
export type SagaCoverDegree = "none" | "cover" | "improved" | "total";
export type SagaConcealmentDegree = "none" | "concealment" | "total";
/** Steps down the condition track from normal (0); the track's length is its bottom. */
export type ConditionStep = number;
export type TargetKind = "creature" | "droid" | "vehicle" | "device" | "object";
export type SagaWeaponGroup =
  | "melee"
  | "natural"
  | "unarmed"
  | "pistol"
  | "carbine"
  | "rifle"
  | "heavy"
  | "thrown";
export type SagaActionType = "standard" | "move" | "swift" | "free" | "fullRound";
export type HeavyAttackTier = "heavy" | "improvedHeavy" | "masterHeavy";

/** A weapon as the Saga rules see it. */
export interface SagaWeapon {
  /** Lightsabers and vibroblades are "melee"; grenades "thrown". */
  group: SagaWeaponGroup;
  /** A folded stock threatens; an extended stock lets a pistol brace. */
  stock?: "folded" | "extended";
  /** Fires only on autofire (the E-Web). */
  autofireOnly?: boolean;
}

/** One damage reduction a target has. */
export interface DamageReduction {
  /** DR 10 ignores the first 10 points of each attack. */
  amount: number;
  /** "DR 5/energy": no effect on a hit of any listed type. */
  bypassedBy?: DamageType[];
  /** Variant › Damage Resistance: only against the listed types (absent: all). */
  appliesTo?: DamageType[];
  /** Lightsabers ignore DR unless it says otherwise: this one stops them. */
  stopsLightsabers?: boolean;
}

/** A target's hit points and what stands in front of them. */
export interface SagaHealth {
  /** Current hit points (never below 0). */
  hitPoints: number;
  maxHitPoints: number;
  /** Lost first (variant › Temporary Hit Points); default 0. */
  temporaryHitPoints?: number;
  damageThreshold: number;
  /** Default 0 (normal). */
  condition?: ConditionStep;
  /** The most favourable one applies to each hit. */
  damageReduction?: DamageReduction[];
  /** Current shield rating; absent or 0: no shield. */
  shieldRating?: number;
  /** Default "creature". */
  kind?: TargetKind;
  /** A creature with cybernetic prosthetics (ion damage). */
  cybernetic?: boolean;
}

/** The variant's rules a world has switched on; absent or false: core Saga. */
export interface SagaOptions {
  /** Variant › Shield Damage: -5 whenever the SR absorbs, -10 when it is exceeded. */
  variantShieldDamage?: boolean;
  /** Variant › Damage Threshold: a step per multiple, +1 on a critical, massive damage. */
  variantDamageThreshold?: boolean;
  /** Variant › The Condition Track: 15 steps instead of 5. */
  variantConditionTrack?: boolean;
  /** Variant › Flanking: advantage instead of +2; some creatures immune. */
  variantFlanking?: boolean;
}
