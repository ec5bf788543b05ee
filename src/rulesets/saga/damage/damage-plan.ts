import { saga } from "../../../rules/index.ts";
import type { SagaVariantDamage } from "../card/card-data.ts";
import type { SagaActorStats } from "../data/actor-stats.ts";
import type { SagaHealthSnapshot } from "./damage-log.ts";

/**
 * The engine's answer for one Saga hit on one target, as SagaDamageRoll#routeTo gives it and Apply writes:
 * temporary hit points → shield rating → damage reduction → hit points, the threshold's steps down the
 * condition track; stun and ion by their own rules (saga-special-combat-rules.txt; the variant's rules as
 * world options). Nothing here does arithmetic: it reads the engine's results into before/after values.
 */

/** How the damage is taken: through SR, DR and hit points; as stun; as ion. */
export type SagaDamageKind = "normal" | "stun" | "ion";

/** One hit as the plan takes it. */
export interface SagaPlannedHit {
  amount: number;
  kind: SagaDamageKind;
  types: saga.DamageType[];
  lightsaber: boolean;
  critical: boolean;
  /** A Force power's steps down the condition track, after the hit's own (absent: none). */
  conditionSteps?: number;
}

export interface SagaDamagePlan {
  before: SagaHealthSnapshot;
  after: SagaHealthSnapshot;
  /** What the target is once the hit is taken (dropped to 0, or at the bottom of the track); null: fine. */
  state: saga.ZeroHitPointsState | "unconscious" | "disabled";
  /** variant › Damage Threshold: half the hit points or more in one attack. */
  massive: boolean;
  /** Stun against a target that stun cannot harm (a droid): nothing changes. */
  immune: boolean;
}

/** The values a hit changes, as the log keeps them. */
export function snapshotOf(stats: SagaActorStats): SagaHealthSnapshot {
  return {
    hp: stats.health.hitPoints,
    temp: stats.health.temporaryHitPoints ?? 0,
    shield: stats.shield.max > 0 || stats.shield.value > 0 ? stats.shield.value : null,
    condition: stats.condition.step,
  };
}

/** The engine's plan for this hit on a target with these stats, under the world's options. */
export function planSagaHit(
  stats: SagaActorStats,
  hit: SagaPlannedHit,
  options: saga.SagaOptions,
): SagaDamagePlan {
  const before = snapshotOf(stats);
  const health = stats.health;
  const kind = health.kind ?? "creature";
  const plan = (after: SagaHealthSnapshot, state: SagaDamagePlan["state"], massive = false) => ({
    before,
    after,
    state,
    massive,
    immune: false,
  });
  if (hit.kind === "stun") {
    const stun = saga.applyStunDamage(health, hit.amount, options);
    if (stun.immune) return { before, after: before, state: null, massive: false, immune: true };
    const after = { ...before, hp: stun.hitPoints, temp: stun.temporaryHitPoints, condition: stun.condition };
    return plan(
      after,
      stun.unconscious ? "unconscious" : saga.bottomOfTrackState(stun.condition, kind, options),
    );
  }
  if (hit.kind === "ion") {
    const ion = saga.applyIonDamage(health, hit.amount, options);
    const after = { ...before, hp: ion.hitPoints, temp: ion.temporaryHitPoints, condition: ion.condition };
    const down = ion.disabledOrUnconscious ? (kind === "creature" ? "unconscious" : "disabled") : null;
    return plan(after, down ?? saga.bottomOfTrackState(ion.condition, kind, options));
  }
  const taken = saga.applyDamage(
    health,
    { amount: hit.amount, types: hit.types, lightsaber: hit.lightsaber, critical: hit.critical },
    options,
  );
  // A Force power's own steps (Force Stun, Force Lightning) move the track further, to its bottom at most.
  const condition = saga.moveConditionTrack(
    taken.condition,
    hit.conditionSteps ?? 0,
    saga.conditionTrackLength(options),
  ).condition;
  const after = {
    hp: taken.hitPoints,
    temp: taken.temporaryHitPoints,
    shield: before.shield === null ? null : (taken.shieldRating ?? before.shield),
    condition,
  };
  const zero = saga.zeroHitPointsState({
    hitPointsBefore: before.hp,
    hitPointsAfter: taken.hitPoints,
    dealt: taken.dealt,
    damageThreshold: health.damageThreshold,
    kind,
  });
  return plan(after, zero ?? saga.bottomOfTrackState(condition, kind, options), taken.massiveDamage);
}

/**
 * What a critical deals of `rolled` damage: double (Saga core, not in the texts); with the variant's formulas
 * only the dice are doubled, before the modifiers (saga-variant-character-combat.txt › Damage Calculation).
 */
export function criticalAmount(rolled: number, variantDamage?: SagaVariantDamage | null): number {
  if (!variantDamage) return saga.criticalDamage(rolled);
  const dice = rolled - saga.damageRoll({ ...variantDamage, dice: 0 }).total;
  return saga.damageRoll({ ...variantDamage, dice, critical: true }).total;
}
