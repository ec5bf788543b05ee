import { loseHitPoints } from "./apply-damage.ts";
import { half } from "./compose.ts";
import { conditionTrackLength, moveConditionTrack } from "./condition-track.ts";
import type { ConditionStep, SagaHealth, SagaOptions, TargetKind } from "./types.ts";

/** Steps down when stun or ion damage drops the target to 0 hit points. */
export const DROPPED_TO_ZERO_STEPS = 5;
/** Steps down when the stun or ion damage (before halving) reaches the damage threshold. */
export const THRESHOLD_REACHED_STEPS = 2;

/** The fields the stun and the ion results share. */
interface HalvedDamage {
  hitPointsLost: number;
  hitPoints: number;
  temporaryHitPoints: number;
  conditionSteps: number;
  condition: ConditionStep;
}

/**
 * Half the amount, rounded down, from temporary and then regular hit points, with no SR and no DR; when the
 * condition effects apply (`affected`), 5 steps when that drops the target to 0 hit points, 2 more when the
 * whole amount reaches the damage threshold.
 */
function halvedDamage(
  target: SagaHealth,
  amount: number,
  affected: boolean,
  options: SagaOptions | undefined,
): { damage: HalvedDamage; reducedToZero: boolean } {
  const whole = Math.max(0, amount);
  const { hitPointsLost, hitPoints, temporaryHitPoints } = loseHitPoints(target, half(whole));
  const reducedToZero = target.hitPoints > 0 && hitPoints === 0;
  const reachesThreshold = whole > 0 && whole >= target.damageThreshold;
  const conditionSteps = affected
    ? (reducedToZero ? DROPPED_TO_ZERO_STEPS : 0) + (reachesThreshold ? THRESHOLD_REACHED_STEPS : 0)
    : 0;
  const { condition } = moveConditionTrack(
    target.condition ?? 0,
    conditionSteps,
    conditionTrackLength(options),
  );
  return {
    damage: { hitPointsLost, hitPoints, temporaryHitPoints, conditionSteps, condition },
    reducedToZero,
  };
}

/** The result of applyStunDamage. */
export interface StunResult {
  /** Droids, vehicles, devices and objects: nothing happens. */
  immune: boolean;
  hitPointsLost: number;
  hitPoints: number;
  temporaryHitPoints: number;
  conditionSteps: number;
  condition: ConditionStep;
  /** Reduced to 0 hit points. */
  unconscious: boolean;
}

/**
 * Stun damage. saga-special-combat-rules.txt › Stunning: only creatures can be stunned; half the damage
 * comes off the hit points; dropped to 0: -5 steps and unconscious; the damage before halving at or over
 * the damage threshold: -2 steps (both can apply).
 */
export function applyStunDamage(target: SagaHealth, amount: number, options?: SagaOptions): StunResult {
  if ((target.kind ?? "creature") !== "creature") {
    return {
      immune: true,
      hitPointsLost: 0,
      hitPoints: target.hitPoints,
      temporaryHitPoints: target.temporaryHitPoints ?? 0,
      conditionSteps: 0,
      condition: target.condition ?? 0,
      unconscious: false,
    };
  }
  const { damage, reducedToZero } = halvedDamage(target, amount, true, options);
  return { immune: false, ...damage, unconscious: reducedToZero };
}

/** The result of applyIonDamage. */
export interface IonResult {
  /** A droid, vehicle, device, or a cybernetic creature: the condition effects apply. */
  affected: boolean;
  hitPointsLost: number;
  hitPoints: number;
  temporaryHitPoints: number;
  conditionSteps: number;
  condition: ConditionStep;
  disabledOrUnconscious: boolean;
}

const ION_SENSITIVE: readonly TargetKind[] = ["droid", "vehicle", "device"];

/**
 * Ion damage. saga-special-combat-rules.txt › Ion Damage: half the damage comes off the hit points of any
 * target; only droids, vehicles, electronic devices and cybernetic creatures also suffer the condition
 * effects (dropped to 0: -5 steps, disabled or unconscious; at or over the threshold before halving: -2).
 * An object that is not a device takes the hit points only.
 */
export function applyIonDamage(target: SagaHealth, amount: number, options?: SagaOptions): IonResult {
  const kind = target.kind ?? "creature";
  const affected = ION_SENSITIVE.includes(kind) || (kind === "creature" && target.cybernetic === true);
  const { damage, reducedToZero } = halvedDamage(target, amount, affected, options);
  return { affected, ...damage, disabledOrUnconscious: affected && reducedToZero };
}

/** saga-special-combat-rules.txt › Stunning: a blaster's stun setting reaches 6 squares, with no range penalty. */
export const STUN_MAX_RANGE = 6;

/** The range penalty of a stun shot: 0 up to its maximum range, null beyond it (it cannot reach). */
export function stunRangePenalty(distance: number, maxRange: number = STUN_MAX_RANGE): number | null {
  return distance <= maxRange ? 0 : null;
}
