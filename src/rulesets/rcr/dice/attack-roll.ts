import { naturalOf } from "../../../dice/collected-rolls.ts";
import type { BonusPart } from "../../../rules/index.ts";
import { withModifier } from "../../../rules/index.ts";

/** What an AttackRoll carries in its options (kept through toJSON/fromData). */
export interface AttackRollOptions extends Roll.Options {
  /** "attack" or the threat's "confirm" roll. */
  purpose?: "attack" | "confirm";
  attackIndex?: number;
  /** Lowest natural roll that threatens. */
  threatRange?: number;
  /** The bonus's breakdown (without target modifiers). */
  parts?: BonusPart[];
  /** Uuids of the targeted tokens. */
  targets?: string[];
}

/**
 * A d20 attack roll: `1d20 + bonus`, evaluated by core Roll (so dice modules see it), registered in
 * CONFIG.Dice.rolls and rebuilt from chat messages by its class name.
 */
export class AttackRoll extends Roll<Record<string, unknown>> {
  constructor(formula: string, data: Record<string, unknown> = {}, options: AttackRollOptions = {}) {
    super(formula, data, options);
  }

  /** A roll of 1d20 plus a summed bonus. */
  static forBonus(bonus: number, options: AttackRollOptions): AttackRoll {
    return new AttackRoll(withModifier("1d20", bonus), {}, options);
  }

  get attackOptions(): AttackRollOptions {
    return this.options as AttackRollOptions;
  }

  /** The kept result of the d20, once evaluated. */
  get natural(): number | undefined {
    return naturalOf(this);
  }

  /** The natural roll is in the threat range (a threat if the attack hits). */
  get inThreatRange(): boolean {
    const natural = this.natural;
    return natural !== undefined && natural >= (this.attackOptions.threatRange ?? 20);
  }
}
