/**
 * A small, pure dice-formula parser for what weapon damage needs: integers, NdM dice, + - *,
 * parentheses and optional @-references (`@str.mod`). No Foundry import: data models call it to
 * refuse a bad formula before it is saved, with an error code a lang key can explain.
 */

/** A parsed formula. */
export type FormulaNode =
  | { kind: "number"; value: number }
  | { kind: "dice"; count: number; faces: number }
  | { kind: "reference"; path: string }
  | { kind: "negate"; operand: FormulaNode }
  | { kind: "binary"; operator: "+" | "-" | "*"; left: FormulaNode; right: FormulaNode };

/** Why a formula was refused; each code has a lang key `SWRPG.Formula.Error.<code>`. */
export type FormulaErrorCode =
  | "empty"
  | "unexpectedCharacter"
  | "unexpectedEnd"
  | "unbalancedParenthesis"
  | "referencesNotAllowed"
  | "tooManyDice"
  | "badDieFaces"
  | "numberTooLarge";

export type FormulaParseResult =
  | { ok: true; node: FormulaNode }
  | { ok: false; code: FormulaErrorCode; position: number };

export interface FormulaOptions {
  /** Accept `@path` references (roll data); default true. */
  allowReferences?: boolean;
}

/** Limits that keep a typo like `1000d1000` from reaching the dice roller. */
export const FORMULA_LIMITS = { maxDiceCount: 100, minFaces: 2, maxFaces: 1000, maxNumber: 100_000 } as const;

class FormulaError extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    readonly position: number,
  ) {
    super(code);
  }
}

type Token =
  | { type: "number"; value: number; position: number }
  | { type: "dice"; count: number; faces: number; position: number }
  | { type: "reference"; path: string; position: number }
  | { type: "operator"; value: "+" | "-" | "*"; position: number }
  | { type: "open" | "close"; position: number };

const DIGITS = /[0-9]/;
const REFERENCE_START = /[A-Za-z_]/;
const REFERENCE_CHAR = /[A-Za-z0-9_.]/;

function readInteger(text: string, start: number): { value: number; end: number } {
  let end = start;
  while (end < text.length && DIGITS.test(text.charAt(end))) end++;
  const value = Number(text.slice(start, end));
  if (value > FORMULA_LIMITS.maxNumber) throw new FormulaError("numberTooLarge", start);
  return { value, end };
}

function readDice(text: string, start: number, count: number): { token: Token; end: number } {
  const facesStart = start + 1;
  if (!DIGITS.test(text.charAt(facesStart))) throw new FormulaError("badDieFaces", facesStart);
  const faces = readInteger(text, facesStart);
  if (count < 1 || count > FORMULA_LIMITS.maxDiceCount) throw new FormulaError("tooManyDice", start);
  if (faces.value < FORMULA_LIMITS.minFaces || faces.value > FORMULA_LIMITS.maxFaces)
    throw new FormulaError("badDieFaces", facesStart);
  return { token: { type: "dice", count, faces: faces.value, position: start }, end: faces.end };
}

function tokenize(text: string, allowReferences: boolean): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === " " || char === "\t") {
      i++;
    } else if (DIGITS.test(char)) {
      const number = readInteger(text, i);
      if (text.charAt(number.end).toLowerCase() === "d") {
        const dice = readDice(text, number.end, number.value);
        tokens.push({ ...dice.token, position: i });
        i = dice.end;
      } else {
        tokens.push({ type: "number", value: number.value, position: i });
        i = number.end;
      }
    } else if (char.toLowerCase() === "d") {
      const dice = readDice(text, i, 1);
      tokens.push(dice.token);
      i = dice.end;
    } else if (char === "@") {
      if (!allowReferences) throw new FormulaError("referencesNotAllowed", i);
      if (!REFERENCE_START.test(text.charAt(i + 1))) throw new FormulaError("unexpectedCharacter", i + 1);
      let end = i + 1;
      while (end < text.length && REFERENCE_CHAR.test(text.charAt(end))) end++;
      if (text.charAt(end - 1) === ".") throw new FormulaError("unexpectedCharacter", end - 1);
      tokens.push({ type: "reference", path: text.slice(i + 1, end), position: i });
      i = end;
    } else if (char === "+" || char === "-" || char === "*") {
      tokens.push({ type: "operator", value: char, position: i });
      i++;
    } else if (char === "(" || char === ")") {
      tokens.push({ type: char === "(" ? "open" : "close", position: i });
      i++;
    } else {
      throw new FormulaError("unexpectedCharacter", i);
    }
  }
  return tokens;
}

/** Recursive descent: sum := product (("+"|"-") product)*; product := unary ("*" unary)*. */
class Parser {
  private index = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): FormulaNode {
    const node = this.sum();
    const rest = this.tokens[this.index];
    if (rest)
      throw new FormulaError(
        rest.type === "close" ? "unbalancedParenthesis" : "unexpectedCharacter",
        rest.position,
      );
    return node;
  }

  private sum(): FormulaNode {
    let node = this.product();
    for (let token = this.peekOperator(); token === "+" || token === "-"; token = this.peekOperator()) {
      this.index++;
      node = { kind: "binary", operator: token, left: node, right: this.product() };
    }
    return node;
  }

  private product(): FormulaNode {
    let node = this.unary();
    while (this.peekOperator() === "*") {
      this.index++;
      node = { kind: "binary", operator: "*", left: node, right: this.unary() };
    }
    return node;
  }

  private unary(): FormulaNode {
    const operator = this.peekOperator();
    if (operator === "-" || operator === "+") {
      this.index++;
      const operand = this.unary();
      return operator === "-" ? { kind: "negate", operand } : operand;
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.tokens[this.index];
    if (!token) throw new FormulaError("unexpectedEnd", this.length);
    this.index++;
    switch (token.type) {
      case "number":
        return { kind: "number", value: token.value };
      case "dice":
        return { kind: "dice", count: token.count, faces: token.faces };
      case "reference":
        return { kind: "reference", path: token.path };
      case "open": {
        const inner = this.sum();
        const close = this.tokens[this.index];
        if (close?.type !== "close") throw new FormulaError("unbalancedParenthesis", token.position);
        this.index++;
        return inner;
      }
      default:
        throw new FormulaError(
          token.type === "close" ? "unbalancedParenthesis" : "unexpectedCharacter",
          token.position,
        );
    }
  }

  private peekOperator(): "+" | "-" | "*" | null {
    const token = this.tokens[this.index];
    return token?.type === "operator" ? token.value : null;
  }
}

/** Parses a dice formula such as `2d8 + 2`, `(1d6+1)*2` or `1d3 + @str.mod`. */
export function parseDiceFormula(formula: string, options: FormulaOptions = {}): FormulaParseResult {
  const text = formula.trim();
  if (text === "") return { ok: false, code: "empty", position: 0 };
  try {
    const tokens = tokenize(text, options.allowReferences ?? true);
    return { ok: true, node: new Parser(tokens, text.length).parse() };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, code: error.code, position: error.position };
    throw error;
  }
}

/** True when the formula parses. */
export function isValidDiceFormula(formula: string, options: FormulaOptions = {}): boolean {
  return parseDiceFormula(formula, options).ok;
}

/** The dice a formula rolls, in order of appearance (e.g. for a chat card or a dice tooltip). */
export function formulaDice(node: FormulaNode): { count: number; faces: number }[] {
  switch (node.kind) {
    case "dice":
      return [{ count: node.count, faces: node.faces }];
    case "negate":
      return formulaDice(node.operand);
    case "binary":
      return [...formulaDice(node.left), ...formulaDice(node.right)];
    default:
      return [];
  }
}

/**
 * A formula with a flat modifier appended: `2d8` + 3 → `2d8 + 3`, + -1 → `2d8 - 1`, + 0 → `2d8`.
 * A formula ending in a lower-precedence sum keeps its meaning because + and - associate left.
 */
export function withModifier(formula: string, modifier: number): string {
  const base = formula.trim();
  if (modifier === 0) return base;
  return `${base} ${modifier > 0 ? "+" : "-"} ${Math.abs(modifier)}`;
}
