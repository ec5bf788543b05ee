import { naturalOf } from "../../../dice/collected-rolls.ts";
import { saga, withModifier } from "../../../rules/index.ts";
import type { SagaCardPart } from "../card/card-data.ts";

/** One defense a Saga attack roll is compared with, and what the target adds to the roll. */
export interface SagaRollTarget {
  /** The defense compared (cover already in it where it counts). */
  defense: number;
  /** The target's own modifiers to the roll (prone, concealment, flanking...); 0 when absent. */
  modifier?: number;
}

/** What a SagaAttackRoll carries in its options (kept through toJSON/fromData). */
export interface SagaAttackRollOptions extends Roll.Options {
  attackIndex?: number;
  /** Rolled twice, the higher kept (saga-variant-character-combat.txt › Flanking: advantage). */
  advantage?: boolean;
  /** Lowest natural roll that is a critical (the variant's weapon threat range); 20 when absent. */
  threatRange?: number;
  /** A heavy attack: never a critical (saga-variant-character-combat.txt › Special Attacks). */
  heavy?: boolean;
  /** The bonus's breakdown. */
  parts?: SagaCardPart[];
  /** Uuids of the tokens it is made against. */
  targets?: string[];
}

/**
 * Saga Edition's d20 attack roll, `1d20 + bonus` (`2d20kh + bonus` with advantage), evaluated by core Roll
 * and rebuilt from chat messages by its class name. A natural 20 hits and is a critical, a natural 1 misses
 * (saga-special-combat-rules.txt; Saga core, not in the texts); one roll is compared with every defense of
 * an area, an autofire or a splash (saga-special-combat-rules.txt › Area Attacks, Autofire, Splash Weapons).
 * Every comparison is the engine's.
 */
export class SagaAttackRoll extends Roll<Record<string, unknown>> {
  /** A d20 rolled elsewhere (`fromDice`): the natural roll and the total with this roll's bonus. */
  #given: { natural: number; total: number } | null = null;

  constructor(formula: string, data: Record<string, unknown> = {}, options: SagaAttackRollOptions = {}) {
    super(formula, data, options);
  }

  /** `1d20 + bonus`, or `2d20kh + bonus` with advantage. */
  static forBonus(bonus: number, options: SagaAttackRollOptions = {}): SagaAttackRoll {
    return new SagaAttackRoll(withModifier(options.advantage ? "2d20kh" : "1d20", bonus), {}, options);
  }

  /**
   * An attack roll of a d20 already rolled, with this bonus: the GM's client replays a player's stored d20 with
   * the bonus it works out from the documents, and asks it what an evaluated roll answers.
   */
  static fromDice(bonus: number, options: SagaAttackRollOptions, natural: number): SagaAttackRoll {
    const roll = SagaAttackRoll.forBonus(bonus, options);
    roll.#given = { natural, total: natural + bonus };
    return roll;
  }

  get sagaOptions(): SagaAttackRollOptions {
    return this.options as SagaAttackRollOptions;
  }

  /** The kept d20 (the higher with advantage), once evaluated. */
  get natural(): number | undefined {
    return this.#given ? this.#given.natural : naturalOf(this);
  }

  /**
   * Every d20 rolled, in the order rolled, each with whether it was kept: two with advantage (the lower
   * dropped), one otherwise; none before evaluation or for a d20 rolled elsewhere (`fromDice`).
   */
  get d20s(): { result: number; kept: boolean }[] {
    if (this.#given) return [];
    return (this.dice[0]?.results ?? [])
      .filter((result) => result.active !== false || result.discarded)
      .map((result) => ({ result: result.result, kept: result.active !== false && !result.discarded }));
  }

  /** Everything added to the d20, once evaluated. */
  get bonus(): number | undefined {
    const natural = this.natural;
    const total = this.#given ? this.#given.total : this.total;
    return natural === undefined || total === undefined ? undefined : total - natural;
  }

  #rolled(): { d20: number; bonus: number } {
    const d20 = this.natural;
    const bonus = this.bonus;
    if (d20 === undefined || bonus === undefined) throw new Error("The SagaAttackRoll is not evaluated");
    return { d20, bonus };
  }

  /** The roll against one defense: total, hit and critical (engine: `saga.resolveAttack`). */
  outcome(target: SagaRollTarget): saga.SagaAttackResult {
    const { d20, bonus } = this.#rolled();
    const result = saga.resolveAttack({
      d20,
      attackBonus: bonus + (target.modifier ?? 0),
      defense: target.defense,
      threatRange: this.sagaOptions.threatRange,
    });
    return this.sagaOptions.heavy ? { ...result, critical: false } : result;
  }

  hits(target: SagaRollTarget): boolean {
    return this.outcome(target).hit;
  }

  /** A natural 20 that hits (never for a heavy attack). */
  isCritical(target: SagaRollTarget): boolean {
    return this.outcome(target).critical;
  }

  /**
   * The one roll against every Reflex of an area (a burst, autofire): whether it reaches them (10 or more, or
   * a natural 20), and what each takes of `damage` (full on a hit, half on a miss, Evasion and cover).
   */
  againstArea(targets: readonly saga.AreaTarget[], damage: number): saga.AreaAttackResult {
    const { d20, bonus } = this.#rolled();
    return saga.resolveAreaAttack({ d20, attackBonus: bonus, damage, targets });
  }

  /** A splash weapon: the struck target and its neighbours, each with its share of `damage`. */
  againstSplash(
    primary: saga.AreaTarget,
    adjacent: readonly saga.AreaTarget[],
    damage: number,
  ): saga.SplashAttackResult {
    const { d20, bonus } = this.#rolled();
    return saga.resolveSplashAttack({ d20, attackBonus: bonus, damage, primary, adjacent });
  }
}
