// A stand-in for core Roll (Foundry cannot run here): parses "NdF + N" formulas, with the few of core's
// dice syntax the Saga variant rolls — keep highest on a die ("2d20kh", client/dice/terms/die.d.mts
// `keep`), a pool keeping the higher total ("{2d8,2d8}kh", client/dice/terms/pool.d.mts), a parenthetical
// ("(2d8)", client/dice/terms/parenthetical.d.mts) and a whole-number factor ("*3", OperatorTerm) — and
// what D6's Wild Die rolls: a die exploding on a face ("1d6x6", die.d.mts `explode`: each matching result
// is marked `exploded` and another is rolled, recursively) with flavor text ("[wild]", term.d.mts
// `options.flavor`); evaluation goes through `_evaluate` as core's `Roll#evaluate` does (roll.d.mts). It rolls
// from a queue of forced results (or Math.random), and serializes the way Foundry does — `toJSON` names the
// class, `fromData` finds it by name in CONFIG.Dice.rolls and rebuilds it with its options. As in core
// (client/dice/roll.mjs): `dice` is a getter a subclass may extend, `evaluate` refuses a second evaluation,
// and `fromData` redirects to the named class's own `fromData` (so a subclass's override runs) before
// building an instance of `this`.
// Importing this file installs it as the global `Roll` (import it before the roll classes).

interface FakeResult {
  result: number;
  active: boolean;
  discarded?: boolean;
  exploded?: boolean;
}

interface FakeDie {
  number: number;
  faces: number;
  results: FakeResult[];
  /** "kh": only the highest result counts (the others are discarded, as core's keep modifier does). */
  keep?: "kh";
  /** "x6": a result of this face explodes (core's `explode`). */
  explode?: number;
  /** The term's options: its flavor text ("[wild]"), and what a caller adds (Dice So Nice's appearance). */
  options: { flavor?: string; [key: string]: unknown };
}

interface FakeRollData {
  class: string;
  formula: string;
  options: Record<string, unknown>;
  dice: FakeDie[];
  total: number | undefined;
  evaluated: boolean;
}

/** A parsed formula: signed terms, each a number, a die, a parenthetical or a pool, times a factor. */
type FakeTerm = { sign: number; factor: number } & (
  | { value: number }
  | { die: FakeDie }
  | { sum: FakeTerm[] }
  | { pool: FakeTerm[][] }
);

/** Parses `compact` (no spaces) from `at`: a sum of terms; throws where core's parser would fail. */
function parseSum(compact: string, at: { i: number }, dice: FakeDie[]): FakeTerm[] {
  const terms: FakeTerm[] = [];
  do {
    let sign = 1;
    if (compact[at.i] === "+" || compact[at.i] === "-") sign = compact[at.i++] === "-" ? -1 : 1;
    else if (terms.length) break;
    const rest = compact.slice(at.i);
    let term: FakeTerm;
    const die = /^(\d*)d(\d+)(kh)?(?:x(\d+))?(?:\[(\w+)\])?/.exec(rest);
    const number = /^\d+/.exec(rest);
    if (die) {
      const entry: FakeDie = { number: Number(die[1] || 1), faces: Number(die[2]), results: [], options: {} };
      if (die[3]) entry.keep = "kh";
      if (die[4]) entry.explode = Number(die[4]);
      if (die[5]) entry.options.flavor = die[5];
      dice.push(entry);
      term = { sign, factor: 1, die: entry };
      at.i += die[0].length;
    } else if (number) {
      term = { sign, factor: 1, value: Number(number[0]) };
      at.i += number[0].length;
    } else if (rest[0] === "(") {
      at.i++;
      term = { sign, factor: 1, sum: parseSum(compact, at, dice) };
      if (compact[at.i++] !== ")") throw new Error(`Unable to parse formula ${compact}`);
    } else if (rest[0] === "{") {
      const pool: FakeTerm[][] = [];
      do {
        at.i++;
        pool.push(parseSum(compact, at, dice));
      } while (compact[at.i] === ",");
      if (compact.slice(at.i, at.i + 3) !== "}kh") throw new Error(`Unable to parse formula ${compact}`);
      at.i += 3;
      term = { sign, factor: 1, pool };
    } else throw new Error(`Unable to parse formula ${compact}`);
    const factor = /^\*(\d+)/.exec(compact.slice(at.i));
    if (factor) {
      term.factor = Number(factor[1]);
      at.i += factor[0].length;
    }
    terms.push(term);
  } while (at.i < compact.length);
  return terms;
}

function sumOf(terms: readonly FakeTerm[]): number {
  return terms.reduce((total, term) => total + term.sign * term.factor * termTotal(term), 0);
}

function termTotal(term: FakeTerm): number {
  if ("value" in term) return term.value;
  if ("sum" in term) return sumOf(term.sum);
  if ("pool" in term) return Math.max(...term.pool.map(sumOf));
  return term.die.results.reduce((total, result) => total + (result.active ? result.result : 0), 0);
}

/** Results the next evaluations take, in order, before falling back to Math.random. */
export const forcedResults: number[] = [];

type RollClass = (new (formula: string, data?: object, options?: object) => FakeRoll) & { name: string };

export class FakeRoll {
  formula: string;
  data: object;
  options: Record<string, unknown>;
  #dice: FakeDie[] = [];
  #terms: FakeTerm[];
  _total: number | undefined;
  _evaluated = false;

  constructor(formula: string, data: object = {}, options: object = {}) {
    // Roll.parse → Roll.replaceFormulaData(formula, data, {missing: "0"}) (client/dice/roll.d.mts): an
    // `@path` the data holds becomes its value; one it lacks becomes 0, silently.
    formula = FakeRoll.replaceFormulaData(formula, data);
    this.formula = formula;
    this.data = data;
    this.options = { ...options };
    const compact = formula.replace(/\s+/g, "");
    const at = { i: 0 };
    this.#terms = parseSum(compact, at, this.#dice);
    if (at.i !== compact.length) throw new Error(`Unable to parse formula ${formula}`);
  }

  static replaceFormulaData(formula: string, data: object): string {
    return formula.replace(/@([\w.]+)/g, (_match, path: string) => {
      const value = path
        .split(".")
        .reduce<unknown>(
          (node, key) =>
            typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined,
          data,
        );
      return typeof value === "number" || typeof value === "string" ? String(value) : "0";
    });
  }

  get terms(): FakeDie[] {
    return this.#dice;
  }

  /** Roll#dice: every die term of the roll (a subclass may add its own, as core's getter allows). */
  get dice(): FakeDie[] {
    return this.#dice;
  }

  get total(): number | undefined {
    return this._total;
  }

  /** Core's `Roll#evaluate` hands the work to the protected `_evaluate`, which a subclass may extend. */
  async evaluate(): Promise<this> {
    // Roll#evaluate: "The <class> has already been evaluated and is now immutable".
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    return this._evaluate();
  }

  protected async _evaluate(): Promise<this> {
    const next = (die: FakeDie): FakeResult => ({
      result: forcedResults.shift() ?? 1 + Math.floor(Math.random() * die.faces),
      active: true,
    });
    for (const die of this.#dice) {
      die.results = Array.from({ length: die.number }, () => next(die));
      // Die#explode, recursive: each result showing the face is marked and rolls one more (core caps it at 1000).
      for (let i = 0; die.explode !== undefined && i < die.results.length && i < 1000; i++) {
        const result = die.results[i]!;
        if (result.result !== die.explode) continue;
        result.exploded = true;
        die.results.push(next(die));
      }
      if (die.keep) {
        const kept = die.results.reduce((high, result) => (result.result > high.result ? result : high));
        for (const result of die.results)
          if (result !== kept) Object.assign(result, { active: false, discarded: true });
      }
    }
    this._total = sumOf(this.#terms);
    this._evaluated = true;
    return this;
  }

  /** Chat messages posted with `toMessage`, oldest first. */
  static readonly posted: { formula: string; total: number | undefined; flavor: unknown }[] = [];

  async toMessage(data: { flavor?: unknown } = {}): Promise<void> {
    FakeRoll.posted.push({ formula: this.formula, total: this._total, flavor: data.flavor });
  }

  toJSON(): FakeRollData {
    return {
      class: this.constructor.name,
      formula: this.formula,
      options: this.options,
      dice: this.#dice,
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  // `this` is the class fromData was called on (a subclass too), as in core: not to be replaced by FakeRoll.
  // biome-ignore-start lint/complexity/noThisInStatic: core's Roll.fromData redirects on and builds `this`.
  static fromData(this: RollClass & typeof FakeRoll, data: FakeRollData): FakeRoll {
    // Roll.fromData: a roll of another class is rebuilt by that class's own fromData.
    if (data.class && data.class !== this.name) {
      const rolls = (
        globalThis as unknown as { CONFIG: { Dice: { rolls: (RollClass & typeof FakeRoll)[] } } }
      ).CONFIG.Dice.rolls;
      const cls = rolls.find((candidate) => candidate.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
      return cls.fromData(data);
    }
    // toJSON stores no roll data: core builds `new this(data.formula, data.data, data.options)`.
    const roll = new this(data.formula, {}, data.options);
    roll.#dice = data.dice.map((die) => ({
      ...die,
      options: { ...die.options },
      results: die.results.map((r) => ({ ...r })),
    }));
    roll._total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
  // biome-ignore-end lint/complexity/noThisInStatic: core's Roll.fromData redirects on and builds `this`.
}

const globals = globalThis as unknown as { Roll: unknown; CONFIG?: { Dice?: { rolls: RollClass[] } } };
globals.Roll = FakeRoll;
if (globals.CONFIG) globals.CONFIG.Dice ??= { rolls: [FakeRoll as RollClass] };
