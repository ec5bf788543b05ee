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

type Operator = "+" | "-" | "*";

/** A number, a die or a reference is already its node; an operator or a parenthesis is a symbol. */
type Token = { position: number } & ({ node: FormulaNode } | { symbol: Operator | "(" | ")" });

// One token at the sticky index: blanks, a die (`NdM`, `dM`, N and M read apart to say which is wrong),
// a number, a reference (`@` then its name, absent when the name cannot start there), a symbol.
const TOKEN = /[ \t]+|(\d*)[dD](\d*)|(\d+)|@([A-Za-z_][\w.]*)?|[-+*()]/y;

function integer(digits: string, position: number): number {
  const value = Number(digits);
  if (value > FORMULA_LIMITS.maxNumber) throw new FormulaError("numberTooLarge", position);
  return value;
}

function dice(countDigits: string, facesDigits: string, position: number): FormulaNode {
  const count = countDigits ? integer(countDigits, position) : 1;
  const facesAt = position + countDigits.length + 1;
  if (!facesDigits) throw new FormulaError("badDieFaces", facesAt);
  const faces = integer(facesDigits, facesAt);
  if (count < 1 || count > FORMULA_LIMITS.maxDiceCount) throw new FormulaError("tooManyDice", facesAt - 1);
  if (faces < FORMULA_LIMITS.minFaces || faces > FORMULA_LIMITS.maxFaces)
    throw new FormulaError("badDieFaces", facesAt);
  return { kind: "dice", count, faces };
}

function tokenize(text: string, allowReferences: boolean): Token[] {
  const tokens: Token[] = [];
  for (let position = 0; position < text.length; position = TOKEN.lastIndex) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(text);
    if (!match) throw new FormulaError("unexpectedCharacter", position);
    const [lexeme, countDigits, facesDigits, digits, path] = match;
    if (facesDigits !== undefined) {
      tokens.push({ node: dice(countDigits as string, facesDigits, position), position });
    } else if (digits) {
      tokens.push({ node: { kind: "number", value: integer(digits, position) }, position });
    } else if (lexeme.startsWith("@")) {
      if (!allowReferences) throw new FormulaError("referencesNotAllowed", position);
      if (!path) throw new FormulaError("unexpectedCharacter", position + 1);
      if (path.endsWith(".")) throw new FormulaError("unexpectedCharacter", position + path.length);
      tokens.push({ node: { kind: "reference", path }, position });
    } else if (lexeme.trim()) {
      tokens.push({ symbol: lexeme as Operator | "(" | ")", position });
    }
  }
  return tokens;
}

/** Recursive descent: sum := product (("+"|"-") product)*; product := unary ("*" unary)*. */
function parseTokens(tokens: Token[], length: number): FormulaNode {
  let index = 0;
  const symbol = () => {
    const token = tokens[index];
    return token && "symbol" in token ? token.symbol : undefined;
  };
  const misplaced = (token: Token) =>
    new FormulaError(
      "symbol" in token && token.symbol === ")" ? "unbalancedParenthesis" : "unexpectedCharacter",
      token.position,
    );
  // One precedence level: operands joined left to right by any of its operators.
  const level = (operators: readonly Operator[], operand: () => FormulaNode) => (): FormulaNode => {
    let node = operand();
    for (let operator = symbol(); operators.includes(operator as Operator); operator = symbol()) {
      index++;
      node = { kind: "binary", operator: operator as Operator, left: node, right: operand() };
    }
    return node;
  };
  const unary = (): FormulaNode => {
    const operator = symbol();
    if (operator !== "-" && operator !== "+") return primary();
    index++;
    const operand = unary();
    return operator === "-" ? { kind: "negate", operand } : operand;
  };
  const sum = level(["+", "-"], level(["*"], unary));
  const primary = (): FormulaNode => {
    const token = tokens[index++];
    if (!token) throw new FormulaError("unexpectedEnd", length);
    if ("node" in token) return token.node;
    if (token.symbol !== "(") throw misplaced(token);
    const inner = sum();
    if (symbol() !== ")") throw new FormulaError("unbalancedParenthesis", token.position);
    index++;
    return inner;
  };
  const node = sum();
  const rest = tokens[index];
  if (rest) throw misplaced(rest);
  return node;
}

/** Parses a dice formula such as `2d8 + 2`, `(1d6+1)*2` or `1d3 + @str.mod`. */
export function parseDiceFormula(formula: string, options: FormulaOptions = {}): FormulaParseResult {
  const text = formula.trim();
  if (text === "") return { ok: false, code: "empty", position: 0 };
  try {
    const tokens = tokenize(text, options.allowReferences ?? true);
    return { ok: true, node: parseTokens(tokens, text.length) };
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
 * The total a formula makes of dice already rolled: `rolled[i]` are the results of its i-th dice term (in
 * the order of `formulaDice`), each between 1 and the die's faces, as many as the term rolls. Null when the
 * results do not fit the formula (a die missing, one too many, a result the die cannot show) or the formula
 * still names roll data (`@str.mod`: resolve it first). Checks a stored roll's total against its own dice.
 */
export function formulaTotal(node: FormulaNode, rolled: readonly (readonly number[])[]): number | null {
  const next = { index: 0 };
  const total = totalOf(node, rolled, next);
  return next.index === rolled.length ? total : null;
}

function totalOf(
  node: FormulaNode,
  rolled: readonly (readonly number[])[],
  next: { index: number },
): number | null {
  switch (node.kind) {
    case "number":
      return node.value;
    case "dice": {
      const results = rolled[next.index++];
      if (!results || results.length !== node.count) return null;
      if (results.some((result) => !Number.isInteger(result) || result < 1 || result > node.faces))
        return null;
      return results.reduce((sum, result) => sum + result, 0);
    }
    case "negate": {
      const operand = totalOf(node.operand, rolled, next);
      return operand === null ? null : -operand;
    }
    case "binary": {
      const left = totalOf(node.left, rolled, next);
      const right = totalOf(node.right, rolled, next);
      if (left === null || right === null) return null;
      if (node.operator === "+") return left + right;
      return node.operator === "-" ? left - right : left * right;
    }
    default:
      return null;
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
