import { conditionTrackLength, moveConditionTrack } from "./condition-track.ts";
import { applyDamageReduction } from "./damage-reduction.ts";
import { thresholdSteps } from "./damage-threshold.ts";
import { applyShieldRating } from "./shield-rating.ts";
import type { ConditionStep, DamageType, SagaHealth, SagaOptions } from "./types.ts";

/** One attack's damage as it reaches a target. */
export interface SagaHit {
  /** Damage rolled (after an area attack's halving); below 0 counts as 0; no minimum of 1. */
  amount: number;
  types?: DamageType[];
  lightsaber?: boolean;
  /** Only for the variant threshold's extra step. */
  critical?: boolean;
}

/** What one hit did to a target, layer by layer. */
export interface SagaDamageResult {
  absorbedByShield: number;
  /** The new SR; null when the target has none. */
  shieldRating: number | null;
  reducedByDamageReduction: number;
  /** After SR and DR: the damage compared with the threshold. */
  dealt: number;
  temporaryLost: number;
  hitPointsLost: number;
  hitPoints: number;
  temporaryHitPoints: number;
  /** Steps down caused by the damage threshold. */
  thresholdSteps: number;
  /** Old condition + thresholdSteps, at most the track's length. */
  condition: ConditionStep;
  /** Variant only: dealt ≥ half of maxHitPoints; always false in core. */
  massiveDamage: boolean;
}

/** Damage (at least 0) taken from temporary hit points first, then hit points; either below 0 counts as 0. */
export function loseHitPoints(
  target: SagaHealth,
  damage: number,
): { temporaryLost: number; hitPointsLost: number; hitPoints: number; temporaryHitPoints: number } {
  const temporary = Math.max(0, target.temporaryHitPoints ?? 0);
  const hitPoints = Math.max(0, target.hitPoints);
  const temporaryLost = Math.min(temporary, damage);
  const hitPointsLost = Math.min(hitPoints, damage - temporaryLost);
  return {
    temporaryLost,
    hitPointsLost,
    hitPoints: hitPoints - hitPointsLost,
    temporaryHitPoints: temporary - temporaryLost,
  };
}

/**
 * One attack's damage through a target's layers: shield, damage reduction, temporary hit points, hit points,
 * then the damage threshold. saga-special-combat-rules.txt › Shield Rating (SR first, the rest through DR),
 * Damage Reduction; saga-variant-character-combat.txt › Temporary Hit Points (lost first), Damage Threshold
 * (no step when the hit drops the target to 0 hit points; massive damage when a hit deals half the
 * maximum hit points or more). Stun and ion damage have their own functions.
 */
export function applyDamage(target: SagaHealth, hit: SagaHit, options?: SagaOptions): SagaDamageResult {
  const amount = Math.max(0, hit.amount);
  const rating = target.shieldRating ?? 0;
  const shield = rating > 0 ? applyShieldRating(amount, rating, options) : null;
  const afterShield = shield ? shield.damage : amount;
  const reduced = applyDamageReduction(afterShield, target.damageReduction ?? [], hit);
  const dealt = reduced.damage;
  const lost = loseHitPoints(target, dealt);
  const steps = lost.hitPoints > 0 ? thresholdSteps(dealt, target.damageThreshold, hit.critical, options) : 0;
  const moved = moveConditionTrack(target.condition ?? 0, steps, conditionTrackLength(options));
  return {
    absorbedByShield: shield ? shield.absorbed : 0,
    shieldRating: shield ? shield.shieldRating : null,
    reducedByDamageReduction: reduced.reducedBy,
    dealt,
    ...lost,
    thresholdSteps: steps,
    condition: moved.condition,
    massiveDamage: options?.variantDamageThreshold === true && dealt > 0 && dealt * 2 >= target.maxHitPoints,
  };
}

/** saga-variant-character-combat.txt › Temporary Hit Points: what is left goes away at the end of an encounter. */
export function endOfEncounter(target: SagaHealth): SagaHealth {
  return { ...target, temporaryHitPoints: 0 };
}
