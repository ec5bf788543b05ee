import type { DamageHit } from "../../../rules/index.ts";
import { actorHealth, type RcrHealth } from "../damage/actor-health.ts";
import { type DamagePlan, planApplication } from "../damage/damage-plan.ts";

/** What a DamageRoll carries in its options (kept through toJSON/fromData). */
export interface DamageRollOptions extends Roll.Options {
  attackIndex?: number;
  /** The attack was a confirmed critical against at least one target. */
  critical?: boolean;
  damageType?: string;
  /** Fired on stun: not applied as vitality or wound damage. */
  stun?: boolean;
}

/** How the roll's damage lands on one target: what the card says of that target. */
export interface DamageRouting {
  /** Damage this target adds to the roll (point blank); 0 when absent. */
  bonus?: number;
  /** A confirmed critical against it; absent: the roll's own `critical` option. */
  critical?: boolean;
  /** Halved (a pulled blow, Apply half, a burst's made Reflex save). */
  halfDamage?: boolean;
  /** A pulled blow for vitality only: nothing reaches wounds. */
  vitalityOnly?: boolean;
}

/**
 * RCR's damage roll, registered in CONFIG.Dice.rolls and rebuilt from chat messages by class name. It routes
 * itself into a target's health through the engine (`applyDamage`): vitality first, the rest to wounds
 * through armor DR; a critical straight to wounds, and an ordinary target's critical to -1 wounds
 * (rcr-combat.txt › Vitality Points and Wound Points, Critical Hits, Damage Reduction).
 */
export class DamageRoll extends Roll<Record<string, unknown>> {
  constructor(formula: string, data: Record<string, unknown> = {}, options: DamageRollOptions = {}) {
    super(formula, data, options);
  }

  get damageOptions(): DamageRollOptions {
    return this.options as DamageRollOptions;
  }

  get isCritical(): boolean {
    return this.damageOptions.critical === true;
  }

  /** The hit one target takes, as the engine reads it (the roll's total plus the target's bonus). */
  hitFor(routing: DamageRouting = {}): DamageHit {
    if (this.total === undefined) throw new Error("The DamageRoll is not evaluated");
    return {
      amount: this.total + (routing.bonus ?? 0),
      critical: routing.critical ?? this.isCritical,
      halfDamage: routing.halfDamage === true,
      vitalityOnly: routing.vitalityOnly === true,
    };
  }

  /**
   * The engine's plan for this damage on a target (an RCR actor, or its health record): what it loses and
   * the values before and after, which Apply writes and logs and Undo restores. Null for an actor that is
   * not one of RCR's. Stun damage deals no vitality or wounds: the card refuses to apply it.
   */
  routeTo(target: Actor.Implementation | RcrHealth, routing: DamageRouting = {}): DamagePlan | null {
    const health = isHealth(target) ? target : actorHealth(target);
    return health && planApplication(health, this.hitFor(routing));
  }
}

function isHealth(target: Actor.Implementation | RcrHealth): target is RcrHealth {
  return !("documentName" in target);
}
