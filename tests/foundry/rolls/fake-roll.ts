// A stand-in for core Roll (Foundry cannot run here): parses "NdF + N" formulas, rolls from a queue of
// forced results (or Math.random), and serializes the way Foundry does — `toJSON` names the class,
// `fromData` finds it by name in CONFIG.Dice.rolls and rebuilds it with its options.
// Importing this file installs it as the global `Roll` (import it before the roll classes).

interface FakeResult {
  result: number;
  active: boolean;
  discarded?: boolean;
}

interface FakeDie {
  number: number;
  faces: number;
  results: FakeResult[];
}

interface FakeRollData {
  class: string;
  formula: string;
  options: Record<string, unknown>;
  dice: FakeDie[];
  total: number | undefined;
  evaluated: boolean;
}

/** Results the next evaluations take, in order, before falling back to Math.random. */
export const forcedResults: number[] = [];

type RollClass = (new (formula: string, data?: object, options?: object) => FakeRoll) & { name: string };

export class FakeRoll {
  formula: string;
  data: object;
  options: Record<string, unknown>;
  dice: FakeDie[] = [];
  #modifier = 0;
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
    for (const match of compact.matchAll(/([+-]?)(\d*)d(\d+)|([+-]?)(\d+)(?!d)/g)) {
      if (match[3]) this.dice.push({ number: Number(match[2] || 1), faces: Number(match[3]), results: [] });
      else if (match[5]) this.#modifier += (match[4] === "-" ? -1 : 1) * Number(match[5]);
    }
    if (!/^(\d*d\d+|\d+)([+-](\d*d\d+|\d+))*$/.test(compact))
      throw new Error(`Unable to parse formula ${formula}`);
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
    return this.dice;
  }

  get total(): number | undefined {
    return this._total;
  }

  async evaluate(): Promise<this> {
    let total = this.#modifier;
    for (const die of this.dice) {
      die.results = Array.from({ length: die.number }, () => {
        const result = forcedResults.shift() ?? 1 + Math.floor(Math.random() * die.faces);
        return { result, active: true };
      });
      for (const result of die.results) total += result.result;
    }
    this._total = total;
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
      dice: this.dice,
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  static fromData(data: FakeRollData): FakeRoll {
    const rolls = (globalThis as unknown as { CONFIG: { Dice: { rolls: RollClass[] } } }).CONFIG.Dice.rolls;
    const cls = rolls.find((candidate) => candidate.name === data.class);
    if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
    const roll = new cls(data.formula, {}, data.options);
    roll.dice = data.dice.map((die) => ({ ...die, results: die.results.map((r) => ({ ...r })) }));
    roll._total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
}

const globals = globalThis as unknown as { Roll: unknown; CONFIG?: { Dice?: { rolls: RollClass[] } } };
globals.Roll = FakeRoll;
if (globals.CONFIG) globals.CONFIG.Dice ??= { rolls: [FakeRoll as RollClass] };
