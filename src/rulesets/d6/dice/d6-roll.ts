import { d6 } from "../../../rules/index.ts";

/** What a D6Roll carries in its options (kept through toJSON/fromData). */
export interface D6RollOptions extends Roll.Options {
  /** The dice code rolled ("4D+1"): the total is read from it and the faces by the engine. */
  code?: d6.DiceCode;
  /** One die is the Wild Die (the world option; D6 core, not in the text). */
  wildDie?: boolean;
  /** What a 1 on the Wild Die's first roll does (default: it and the highest other die are removed). */
  onOne?: d6.WildDieOne;
}

/** The Wild Die's flavor in the formula: its term is the one Dice So Nice and the card show apart. */
export const WILD_FLAVOR = "wild";

/**
 * How Dice So Nice shows the Wild Die, apart from the others (its `options.appearance` on a die term, kept
 * with the term in the chat message).
 */
const WILD_APPEARANCE = {
  colorset: "custom",
  background: "#8b1a1a",
  foreground: "#ffffff",
  outline: "#000000",
  edge: "#8b1a1a",
  texture: "none",
};

/**
 * The core formula of a dice code: N d6 and the pips; with the Wild Die, one of the dice is `1d6x6[wild]`
 * (it explodes on a 6, again and again). No dice (0D+2, or a penalty below 0D): the pips alone.
 */
export function d6Formula(code: d6.DiceCode, wildDie: boolean): string {
  const dice = Math.max(0, code.dice);
  const terms: string[] = [];
  const plain = wildDie && dice > 0 ? dice - 1 : dice;
  if (plain > 0) terms.push(`${plain}d6`);
  if (wildDie && dice > 0) terms.push(`1d6x6[${WILD_FLAVOR}]`);
  let formula = terms.join(" + ");
  if (!formula) return String(code.pips);
  if (code.pips) formula += ` ${code.pips > 0 ? "+" : "-"} ${Math.abs(code.pips)}`;
  return formula;
}

/** A die term as the roll reads it (core's DiceTerm, or the test stand-in's). */
interface DieLike {
  faces?: number;
  options: { flavor?: string | null };
  results: { result: number; active?: boolean; discarded?: boolean }[];
}

const isWild = (die: DieLike) => die.options.flavor === WILD_FLAVOR;

/** A rolled code as the card shows it: the ordinary dice, the Wild Die apart, and what the engine made of them. */
export interface D6Readout {
  code: d6.DiceCode;
  /** The ordinary dice's faces. */
  faces: number[];
  /** Every face the Wild Die showed (the first, then one after each 6); empty without the Wild Die. */
  wild: number[];
  total: number;
  /** A 1 on the Wild Die's first roll took it and this face (the highest other die) away. */
  removed: number | null;
  complication: boolean;
}

/**
 * A D6 dice code rolled: N d6 plus pips, through core Roll so Dice So Nice and other dice modules see it. With
 * the Wild Die (the world option) one die is rolled apart and explodes on a 6; the total is the engine's
 * (`d6.wildDieTotal`: a 1 on the Wild Die's first roll removes it and the highest other die). Registered in
 * CONFIG.Dice.rolls and rebuilt from chat messages by its class name.
 */
export class D6Roll extends Roll<Record<string, unknown>> {
  constructor(formula: string, data: Record<string, unknown> = {}, options: D6RollOptions = {}) {
    super(formula, data, options);
    const wild = (this.dice as unknown as DieLike[]).find(isWild);
    // Dice So Nice reads a term's `options.appearance`; fvtt-types declares only `flavor` there.
    if (wild) (wild.options as Record<string, unknown>).appearance = WILD_APPEARANCE;
  }

  /** The roll of a dice code, with the Wild Die when the world plays with it. */
  static fromCode(code: d6.DiceCode, options: D6RollOptions = {}): D6Roll {
    return new D6Roll(d6Formula(code, options.wildDie === true), {}, { ...options, code });
  }

  get d6Options(): D6RollOptions {
    return this.options as D6RollOptions;
  }

  /** The code rolled ("4D+1"), or null for a roll made from a bare formula. */
  get code(): d6.DiceCode | null {
    return this.d6Options.code ?? null;
  }

  /** The evaluated roll read by the engine; null before evaluation or without a code. */
  get readout(): D6Readout | null {
    const code = this.code;
    if (!this._evaluated || !code) return null;
    const dice = this.dice as unknown as DieLike[];
    const faces = dice.filter((die) => !isWild(die)).flatMap((die) => die.results.map((r) => r.result));
    const wild = dice.find(isWild)?.results.map((r) => r.result) ?? [];
    const onOne = this.d6Options.onOne ?? "removeHighest";
    const result = d6.wildDieTotal(
      { code, faces, wild, onOne },
      { wildDie: this.d6Options.wildDie === true },
    );
    const removed =
      this.d6Options.wildDie && wild[0] === 1 && onOne === "removeHighest" && faces.length
        ? Math.max(...faces)
        : null;
    return { code, faces, wild, total: result.total, removed, complication: result.complication };
  }

  /** Core's evaluation, then the engine's total (the Wild Die's 1). */
  protected override async _evaluate(options?: Roll.Options): Promise<Roll.Evaluated<this>> {
    const rolled = await super._evaluate(options);
    this.readWildDie();
    return rolled;
  }

  protected override _evaluateSync(options?: Roll.Options): Roll.Evaluated<this> {
    const rolled = super._evaluateSync(options);
    this.readWildDie();
    return rolled;
  }

  /** Sets the engine's total; the Wild Die's removed 1 and highest die show as discarded in core's tooltip. */
  private readWildDie(): void {
    const readout = this.readout;
    if (!readout) return;
    this._total = readout.total;
    if (readout.removed === null) return;
    const dice = this.dice as unknown as DieLike[];
    const drop = (result: DieLike["results"][number] | undefined) => {
      if (result) Object.assign(result, { active: false, discarded: true });
    };
    drop(dice.find(isWild)?.results[0]);
    drop(
      dice
        .filter((die) => !isWild(die))
        .flatMap((die) => die.results)
        .find((r) => r.result === readout.removed),
    );
  }
}
