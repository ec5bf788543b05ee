import type { FixedInstanceType } from "fvtt-types/utils";
import { naturalOf } from "../../../dice/collected-rolls.ts";
import type { BonusPart } from "../../../rules/index.ts";
import { canScoreCritical, resolveAttack, threatRange, withModifier } from "../../../rules/index.ts";
import { type AttackOutcome, attackOutcome } from "../../../rules/rcr/attack-against.ts";

/** One target an attack roll is made against: what the engine compares the roll with. */
export interface AttackRollTarget {
  /** The target's Defense for this attack (flat-footed, touch and cover already in it). */
  defense: number;
  /** What this target adds to the roll's bonus (range, point blank, its conditions...); 0 when absent. */
  modifier?: number;
  /** No critical hit against it (rcr-combat.txt › Coup de Grace: some targets are immune). */
  immuneToCriticals?: boolean;
  /** Its concealment's miss chance in percent (0 or absent: none). */
  missChance?: number;
}

/** What an AttackRoll carries in its options (kept through toJSON/fromData). */
export interface AttackRollOptions extends Roll.Options {
  /** "attack", or the threat's "confirm" roll (which rolls no confirmation of its own). */
  purpose?: "attack" | "confirm";
  attackIndex?: number;
  /** The weapon's lowest natural roll that threatens (19 for 19-20); 20 when absent. */
  threatRange?: number;
  /** The wielder has Improved Critical with the weapon: the engine doubles the range. */
  improvedCritical?: boolean;
  /** An unarmed strike: it threatens only with Martial Arts. */
  unarmed?: boolean;
  martialArts?: boolean;
  /** The bonus's breakdown (without target modifiers). */
  parts?: BonusPart[];
  /** Uuids of the targeted tokens. */
  targets?: string[];
  /**
   * The targets the roll is made against: a threat is confirmed only when the roll hits one of them
   * (rcr-combat.txt › Critical Hits: a roll that misses cannot threaten). Absent: every roll in the
   * threat range is confirmed (a macro's roll with no target). An empty list confirms nothing.
   */
  against?: AttackRollTarget[];
}

/** An AttackRoll's JSON: core's, plus its confirmation's. */
type AttackRollData = ReturnType<Roll["toJSON"]> & { confirmation?: ReturnType<Roll["toJSON"]> | null };

/**
 * RCR's d20 attack roll, `1d20 + bonus`, evaluated by core Roll (so dice modules see it), registered in
 * CONFIG.Dice.rolls and rebuilt from chat messages by its class name. It knows its threat range and, once
 * evaluated, rolls its own confirmation when it threatens: a second AttackRoll with the same formula and so
 * the same bonus (rcr-combat.txt › Critical Hits). Hit, threat and critical against a target come from the
 * engine (`attackOutcome`), natural 1 and 20 included.
 */
export class AttackRoll extends Roll<Record<string, unknown>> {
  /** The threat's confirmation roll, once evaluated (null: no threat, or not evaluated yet). */
  confirmation: AttackRoll | null = null;
  /** Dice rolled elsewhere (`fromDice`): the natural d20 and the total with this roll's bonus. */
  #given: { natural: number; total: number } | null = null;

  constructor(formula: string, data: Record<string, unknown> = {}, options: AttackRollOptions = {}) {
    super(formula, data, options);
  }

  /** A roll of 1d20 plus a summed bonus. */
  static forBonus(bonus: number, options: AttackRollOptions): AttackRoll {
    return new AttackRoll(withModifier("1d20", bonus), {}, options);
  }

  /**
   * An attack roll of dice already rolled, with this bonus: the GM's client replays a player's stored d20 (and
   * its confirmation's) with the bonus it works out from the documents. It answers `hits`, `outcome` and the
   * rest as an evaluated roll does; its confirmation is the given one when it threatens (null when it
   * threatens and none was given: `missingConfirmation` says so).
   */
  static fromDice(
    bonus: number,
    options: AttackRollOptions,
    dice: { natural: number; confirmNatural?: number | null },
  ): AttackRoll {
    const roll = AttackRoll.forBonus(bonus, options);
    roll.#given = { natural: dice.natural, total: dice.natural + bonus };
    const confirm = dice.confirmNatural;
    if (options.purpose !== "confirm" && roll.isThreat && confirm != null)
      roll.confirmation = AttackRoll.fromDice(
        bonus,
        { purpose: "confirm", attackIndex: options.attackIndex, targets: options.targets },
        { natural: confirm },
      );
    return roll;
  }

  /** It threatens but carries no confirmation (a replayed roll whose stored dice have none). */
  get missingConfirmation(): boolean {
    return this.attackOptions.purpose !== "confirm" && this.isThreat && this.confirmation === null;
  }

  get attackOptions(): AttackRollOptions {
    return this.options as AttackRollOptions;
  }

  /** The kept result of the d20, once evaluated. */
  get natural(): number | undefined {
    return this.#given ? this.#given.natural : naturalOf(this);
  }

  /** Everything added to the d20 (the total less the natural roll), once evaluated. */
  get bonus(): number | undefined {
    const natural = this.natural;
    const total = this.#given ? this.#given.total : this.total;
    return natural === undefined || total === undefined ? undefined : total - natural;
  }

  /** Lowest natural roll that threatens, Improved Critical applied (rcr-combat.txt › Increased Threat Range). */
  get threatRange(): number {
    return threatRange(this.attackOptions.threatRange ?? 20, this.attackOptions.improvedCritical === true);
  }

  /** The attack can score a critical hit at all (not unarmed without Martial Arts). */
  get canCritical(): boolean {
    return canScoreCritical({
      unarmed: this.attackOptions.unarmed,
      martialArts: this.attackOptions.martialArts,
    });
  }

  /** The natural roll is in the threat range of an attack that can score a critical hit. */
  get inThreatRange(): boolean {
    const natural = this.natural;
    return natural !== undefined && natural >= this.threatRange && this.canCritical;
  }

  /**
   * It threatens: in the threat range and, when made against targets, a hit on at least one of them that
   * can take a critical hit. Only a threat is confirmed.
   */
  get isThreat(): boolean {
    const against = this.attackOptions.against;
    if (!this.inThreatRange) return false;
    if (!against) return true;
    return against.some((target) => this.#resolve(target, undefined).threat);
  }

  /** The roll against one target: hit, threat, critical, concealment (engine: `attackOutcome`). */
  outcome(target: AttackRollTarget, missD100?: number): AttackOutcome {
    const natural = this.natural;
    const bonus = this.bonus;
    if (natural === undefined || bonus === undefined) throw new Error("The AttackRoll is not evaluated");
    return attackOutcome({
      dice: { d20: natural, confirmD20: this.confirmation?.natural, missD100 },
      attackBonus: bonus + (target.modifier ?? 0),
      defense: target.defense,
      threatRange: this.threatRange,
      canCritical: this.canCritical && target.immuneToCriticals !== true,
      missChance: target.missChance ?? 0,
    });
  }

  /** The roll hits the target (natural 20 always, natural 1 never, else total against Defense). */
  hits(target: AttackRollTarget): boolean {
    return this.outcome(target).hit;
  }

  /** A threat against the target whose confirmation hits it too. */
  isCritical(target: AttackRollTarget): boolean {
    return this.outcome(target).critical;
  }

  /** Without the confirmation: whether the roll threatens this target (decides whether to confirm). */
  #resolve(target: AttackRollTarget, confirmD20: number | undefined) {
    return resolveAttack({
      d20: this.natural ?? 0,
      attackBonus: (this.bonus ?? 0) + (target.modifier ?? 0),
      defense: target.defense,
      threatRange: this.threatRange,
      confirmD20,
      canCritical: this.canCritical && target.immuneToCriticals !== true,
    });
  }

  /** Core's evaluation of the d20, then the confirmation when the roll threatens. */
  protected override async _evaluate(options?: Roll.Options): Promise<Roll.Evaluated<this>> {
    const evaluated = await super._evaluate(options);
    if (this.attackOptions.purpose !== "confirm" && this.isThreat) {
      const confirmation = new AttackRoll(this.formula, this.data, {
        purpose: "confirm",
        attackIndex: this.attackOptions.attackIndex,
        targets: this.attackOptions.targets,
      });
      await confirmation.evaluate(options);
      this.confirmation = confirmation;
    }
    return evaluated;
  }

  /** The d20 and the confirmation's d20, so Dice So Nice (which reads `dice`) and the tooltip show both. */
  override get dice(): foundry.dice.terms.DiceTerm[] {
    return [...super.dice, ...(this.confirmation?.dice ?? [])];
  }

  override toJSON(): AttackRollData {
    return { ...super.toJSON(), confirmation: this.confirmation?.toJSON() ?? null };
  }

  static override fromData<T extends Roll.AnyConstructor>(this: T, data: Roll.Data): FixedInstanceType<T> {
    // Core's fromData on this class (`Roll.fromData` here would redirect back to this method, forever).
    // biome-ignore lint/complexity/noThisInStatic: `super` is core's Roll.fromData, building an AttackRoll.
    const roll = super.fromData(data) as FixedInstanceType<T>;
    const confirmation = (data as unknown as AttackRollData).confirmation;
    if (roll instanceof AttackRoll && confirmation)
      // A stored roll's JSON, as core's fromData takes it (the types want Roll.Data).
      roll.confirmation = AttackRoll.fromData(confirmation as unknown as Roll.Data);
    return roll;
  }
}
