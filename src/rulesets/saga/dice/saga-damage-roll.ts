import { saga } from "../../../rules/index.ts";
import type { SagaVariantDamage } from "../card/card-data.ts";
import {
  criticalAmount,
  planSagaHit,
  type SagaDamageKind,
  type SagaDamagePlan,
} from "../damage/damage-plan.ts";
import { type SagaActorStats, sagaActorStats } from "../data/actor-stats.ts";
import { sagaOptions } from "../variant.ts";

/** What a SagaDamageRoll carries in its options (kept through toJSON/fromData). */
export interface SagaDamageRollOptions extends Roll.Options {
  attackIndex?: number;
  /** Through SR, DR and hit points ("normal", the default), as stun, or as ion. */
  kind?: SagaDamageKind;
  types?: saga.DamageType[];
  /** A lightsaber's damage (some damage reduction does not stop it). */
  lightsaber?: boolean;
  /** The variant's formula input without the dice (saga.damageRoll): a critical doubles only the dice. */
  variantDamage?: SagaVariantDamage | null;
}

/** How the roll's damage lands on one target. */
export interface SagaDamageRouting {
  /** A critical hit on it: the damage doubles, and the variant's threshold moves it one step more. */
  critical?: boolean;
  /** It takes half (Apply half), rounded down. */
  half?: boolean;
  /** Its share already decided by the attack (an area's or splash's), instead of the roll's total. */
  amount?: number;
  /** A Force power's steps down the condition track, on top of the damage's own. */
  conditionSteps?: number;
}

/**
 * Saga Edition's damage roll, registered in CONFIG.Dice.rolls and rebuilt from chat messages by class name.
 * It doubles itself on a critical and routes itself into a target through the engine: shield rating, damage
 * reduction, temporary then ordinary hit points, the damage threshold's steps down the condition track (stun
 * and ion by their own rules).
 */
export class SagaDamageRoll extends Roll<Record<string, unknown>> {
  constructor(formula: string, data: Record<string, unknown> = {}, options: SagaDamageRollOptions = {}) {
    super(formula, data, options);
  }

  get sagaOptions(): SagaDamageRollOptions {
    return this.options as SagaDamageRollOptions;
  }

  #total(): number {
    if (this.total === undefined) throw new Error("The SagaDamageRoll is not evaluated");
    return this.total;
  }

  /** The damage of a critical hit: double, or with the variant's formulas the dice doubled. */
  get criticalTotal(): number {
    return criticalAmount(this.#total(), this.sagaOptions.variantDamage);
  }

  /** What one target takes before its shield and DR: its share, doubled on a critical, halved on half. */
  amountFor(routing: SagaDamageRouting = {}): number {
    const full = routing.amount ?? (routing.critical ? this.criticalTotal : Math.max(0, this.#total()));
    return routing.half ? saga.halfDamage(full) : full;
  }

  /**
   * The engine's plan for this damage on a Saga actor (or its stats): before and after (hit points, temporary
   * hit points, shield rating, condition step), the state it leaves, whether stun could not harm it. Apply
   * writes it and logs it for Undo. Null for an actor that is not Saga's. `options`: the world's variant.
   */
  routeTo(
    target: Actor.Implementation | SagaActorStats,
    routing: SagaDamageRouting = {},
    options: saga.SagaOptions = sagaOptions(),
  ): SagaDamagePlan | null {
    const stats = "documentName" in target ? sagaActorStats(target) : target;
    if (!stats) return null;
    const hit = {
      amount: this.amountFor(routing),
      kind: this.sagaOptions.kind ?? "normal",
      types: this.sagaOptions.types ?? [],
      lightsaber: this.sagaOptions.lightsaber === true,
      critical: routing.critical === true,
      conditionSteps: routing.conditionSteps ?? 0,
    };
    return planSagaHit(stats, hit, options);
  }
}

/**
 * The card's damage roll as a SagaDamageRoll: the roll itself, or a core Roll a card stored before Saga had
 * its own roll class, rebuilt from its data with the card's options (so old cards still apply and undo).
 * Null when the message holds no evaluated roll there.
 */
export function sagaDamageRollIn(stored: unknown, options: SagaDamageRollOptions): SagaDamageRoll | null {
  if (stored instanceof SagaDamageRoll) return stored;
  if (!(stored instanceof Roll) || stored.total === undefined) return null;
  // A stored roll's JSON, as core's fromData takes it (the types want Roll.Data).
  const data = { ...stored.toJSON(), class: SagaDamageRoll.name, options: { ...stored.options, ...options } };
  return SagaDamageRoll.fromData(data as unknown as Roll.Data);
}
