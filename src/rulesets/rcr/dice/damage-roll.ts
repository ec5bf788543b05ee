/** What a DamageRoll carries in its options (kept through toJSON/fromData). */
export interface DamageRollOptions extends Roll.Options {
  attackIndex?: number;
  /** The attack was a confirmed critical against at least one target. */
  critical?: boolean;
  damageType?: string;
  /** Fired on stun: not applied as vitality or wound damage. */
  stun?: boolean;
}

/** A weapon's damage roll, registered in CONFIG.Dice.rolls and rebuilt from chat messages by class name. */
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
}
