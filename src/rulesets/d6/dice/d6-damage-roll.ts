import { d6 } from "../../../rules/index.ts";
import { d6ActorStats } from "../data/actor-stats.ts";
import { D6Roll, type D6RollOptions, d6Formula } from "./d6-roll.ts";

/** What a D6DamageRoll carries beside its code (kept through toJSON/fromData). */
export interface D6DamageRollOptions extends D6RollOptions {
  /** Which armor dice resist it. */
  damageType?: d6.DamageType;
  /** The weapon is set for stun (d6-combat.txt › Stun Damage). */
  stun?: boolean;
  attackIndex?: number;
}

/** The hit as the damage chart takes it: this roll's total against the target's rolled Strength. */
export interface D6DamageAgainst {
  /** The target's Strength roll to resist, its armor included (`d6.resistanceDice`). */
  resistTotal: number;
  /** With the severe-injuries option, the GM's level instead of a kill. */
  severeInjury?: "wounded" | "woundedTwice" | "incapacitated";
}

/**
 * A weapon's damage code rolled (a D6Roll, Wild Die included), which resolves itself against a target's
 * Strength roll through the Character Damage Chart: the engine's `applyDamage` gives the new health, the
 * chart's row, the stun, the knock-out time and the fall. d6-combat.txt › Character Damage Chart, Stun Damage.
 */
export class D6DamageRoll extends D6Roll {
  constructor(formula: string, data: Record<string, unknown> = {}, options: D6DamageRollOptions = {}) {
    super(formula, data, options);
  }

  /** The damage roll of a code, with the Wild Die when the world plays with it. */
  static fromDamage(code: d6.DiceCode, options: D6DamageRollOptions = {}): D6DamageRoll {
    return new D6DamageRoll(d6Formula(code, options.wildDie === true), {}, { ...options, code });
  }

  get damageOptions(): D6DamageRollOptions {
    return this.options as D6DamageRollOptions;
  }

  /**
   * What this damage does to a target whose Strength roll (armor included) is `against.resistTotal`; null
   * before the roll is evaluated.
   */
  resolveAgainst(
    target: d6.Health,
    against: D6DamageAgainst,
    options?: d6.Options,
  ): ReturnType<typeof d6.applyDamage> | null {
    const total = this.total;
    if (total === undefined || !this._evaluated) return null;
    return d6.applyDamage(
      target,
      {
        damageTotal: total,
        resistTotal: against.resistTotal,
        ...(this.damageOptions.stun ? { stun: true } : {}),
        ...(against.severeInjury ? { severeInjury: against.severeInjury } : {}),
      },
      options,
    );
  }

  /**
   * The engine's outcome for a D6 actor (its prepared health) whose Strength roll is `against.resistTotal`:
   * the same as `resolveAgainst`, read from the document. Null for an actor of another ruleset.
   */
  routeTo(
    actor: Actor.Implementation,
    against: D6DamageAgainst,
    options?: d6.Options,
  ): ReturnType<typeof d6.applyDamage> | null {
    const stats = d6ActorStats(actor);
    return stats ? this.resolveAgainst(stats.health, against, options) : null;
  }
}
