import { applyDamage, type DamageResult } from "./damage.ts";
import type { Health } from "./types.ts";

/**
 * The speed feats in action. rcr-additional-combat-rules.txt › Burst of Speed in Action (Special Attacks,
 * Collisions); rcr-combat.txt › Burst of Speed in Action.
 */

/** The four speed feats. */
export type SpeedFeat = "burstOfSpeed" | "forceSpeed" | "knightSpeed" | "masterSpeed";

// rcr-additional-combat-rules.txt › Special Attacks: +4 Burst of Speed, +8 Force or Knight Speed, +12 Master Speed.
const BANTHA_RUSH_BONUS: Readonly<Record<SpeedFeat, number>> = {
  burstOfSpeed: 4,
  forceSpeed: 8,
  knightSpeed: 8,
  masterSpeed: 12,
};

/** The bonus a speeding character adds to the Strength check of a bantha rush (a collision). */
export function speedFeatBanthaRushBonus(feat: SpeedFeat): number {
  return BANTHA_RUSH_BONUS[feat];
}

/** Meters of falling per d6 of falling damage (RCR core, Falling Damage, not in the texts). */
export const FALL_METERS_PER_DIE = 3;
/** The most falling damage dice (RCR core, not in the texts). */
export const FALL_MAX_DICE = 20;

/** Falling damage dice for a fall of `meters`: 1d6 per full 3 m, at most 20d6 (RCR core, not in the texts). */
export function fallDice(meters: number): number {
  return Math.min(FALL_MAX_DICE, Math.floor(Math.max(0, meters) / FALL_METERS_PER_DIE));
}

/** A speeding character's collision with an immovable object. */
export interface SpeedCollision {
  /** The fall the collision counts as: the total declared movement, not the distance actually covered. */
  fallMeters: number;
  /** Number of d6 of damage (0: no damage). */
  dice: number;
  /** "Nd6", or null when there are no dice. */
  formula: string | null;
  /** Reflex DC: 10 + 1 per full 4 m of declared movement. */
  reflexDC: number;
  /** True when the Reflex save turns the damage to vitality; null until `reflexTotal` is given. */
  toVitality: boolean | null;
}

/**
 * A collision with an immovable object: damage as a fall of the declared movement; a Reflex save (DC 10,
 * +1 per 4 m declared) applies the damage to vitality instead of wounds.
 * rcr-additional-combat-rules.txt › Burst of Speed in Action › Collisions.
 */
export function speedCollision(input: { declaredMeters: number; reflexTotal?: number }): SpeedCollision {
  const fallMeters = Math.max(0, input.declaredMeters);
  const dice = fallDice(fallMeters);
  const reflexDC = 10 + Math.floor(fallMeters / 4);
  return {
    fallMeters,
    dice,
    formula: dice > 0 ? `${dice}d6` : null,
    reflexDC,
    toVitality: input.reflexTotal === undefined ? null : input.reflexTotal >= reflexDC,
  };
}

/**
 * Applies collision (or fall) damage: with the saved Reflex it is ordinary damage, vitality first; without
 * it, all of it goes to wounds (armor DR still applies) and vitality is untouched.
 */
export function applyCollisionDamage(target: Health, amount: number, toVitality: boolean): DamageResult {
  if (toVitality) return applyDamage(target, { amount });
  const result = applyDamage({ ...target, vitality: 0 }, { amount });
  return { ...result, vitality: target.vitality };
}
