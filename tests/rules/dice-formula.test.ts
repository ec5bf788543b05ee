// The pure dice-formula parser that validates weapon damage formulas before they are saved.
import { describe, expect, it } from "vitest";
import {
  FORMULA_LIMITS,
  formulaDice,
  formulaTotal,
  isValidDiceFormula,
  parseDiceFormula,
  withModifier,
} from "../../src/rules/rcr/dice-formula.ts";

function errorOf(formula: string, options?: { allowReferences?: boolean }) {
  const result = parseDiceFormula(formula, options);
  return result.ok ? null : { code: result.code, position: result.position };
}

describe("the limits and separators", () => {
  it("the largest number and the smallest die are accepted", () => {
    expect(isValidDiceFormula(String(FORMULA_LIMITS.maxNumber))).toBe(true);
    expect(isValidDiceFormula("1d2")).toBe(true);
    expect(errorOf("1d1")?.code).toBe("badDieFaces");
  });
  it("a tab separates like a space", () => {
    expect(isValidDiceFormula("2d6\t+ 1")).toBe(true);
  });
  it("a reference ends at the first character a name cannot hold", () => {
    const result = parseDiceFormula("@str.mod + 2");
    if (!result.ok) throw new Error(result.code);
    expect(result.node).toMatchObject({ kind: "binary", left: { kind: "reference", path: "str.mod" } });
  });
  it("a reference must start with a letter, even when one comes later", () => {
    expect(errorOf("1 + @2x")).toEqual({ code: "unexpectedCharacter", position: 5 });
  });
});

describe("accepted formulas", () => {
  it.each([
    "3d6",
    "2d8 + 2",
    "1d3",
    "d6",
    "1D10",
    "4",
    "2d4+1d6",
    "(1d6 + 1) * 2",
    "-1 + 2d6",
    "2d6 - 1",
    "1d20+@str.mod",
  ])("%s parses", (formula) => {
    expect(isValidDiceFormula(formula)).toBe(true);
  });

  it("builds a tree that respects precedence: * binds tighter than +", () => {
    const result = parseDiceFormula("1d6 + 2 * 3");
    expect(result).toEqual({
      ok: true,
      node: {
        kind: "binary",
        operator: "+",
        left: { kind: "dice", count: 1, faces: 6 },
        right: {
          kind: "binary",
          operator: "*",
          left: { kind: "number", value: 2 },
          right: { kind: "number", value: 3 },
        },
      },
    });
  });

  it("- associates left: 10 - 2 - 1 is (10 - 2) - 1", () => {
    const result = parseDiceFormula("10-2-1");
    expect(result.ok && result.node).toEqual({
      kind: "binary",
      operator: "-",
      left: {
        kind: "binary",
        operator: "-",
        left: { kind: "number", value: 10 },
        right: { kind: "number", value: 2 },
      },
      right: { kind: "number", value: 1 },
    });
  });

  it("a leading minus is a negation and a leading plus is dropped", () => {
    const negative = parseDiceFormula("-2");
    expect(negative.ok && negative.node).toEqual({ kind: "negate", operand: { kind: "number", value: 2 } });
    const positive = parseDiceFormula("+2");
    expect(positive.ok && positive.node).toEqual({ kind: "number", value: 2 });
  });

  it("reads a reference path", () => {
    const result = parseDiceFormula("@abilities.str.mod");
    expect(result.ok && result.node).toEqual({ kind: "reference", path: "abilities.str.mod" });
  });

  it("lists the dice in order of appearance", () => {
    const result = parseDiceFormula("(2d4 + 1d6) * 2 - d8");
    expect(result.ok && formulaDice(result.node)).toEqual([
      { count: 2, faces: 4 },
      { count: 1, faces: 6 },
      { count: 1, faces: 8 },
    ]);
    const negated = parseDiceFormula("-1d4");
    expect(negated.ok && formulaDice(negated.node)).toEqual([{ count: 1, faces: 4 }]);
  });
});

describe("refused formulas say why and where", () => {
  it.each([
    ["", "empty", 0],
    ["   ", "empty", 0],
    ["2d6 +", "unexpectedEnd", 5],
    ["2d6 + x", "unexpectedCharacter", 6],
    ["2d6 / 2", "unexpectedCharacter", 4],
    ["(2d6 + 1", "unbalancedParenthesis", 0],
    ["2d6 + 1)", "unbalancedParenthesis", 7],
    [")", "unbalancedParenthesis", 0],
    ["2d", "badDieFaces", 2],
    ["2d1", "badDieFaces", 2],
    ["0d", "badDieFaces", 2],
    ["0d6", "tooManyDice", 1],
    ["2d6 3", "unexpectedCharacter", 4],
    ["@", "unexpectedCharacter", 1],
    ["@str.", "unexpectedCharacter", 4],
    ["()", "unbalancedParenthesis", 1],
    ["2 * * 3", "unexpectedCharacter", 4],
  ])("%j → %s at %i", (formula, code, position) => {
    expect(errorOf(formula)).toEqual({ code, position });
  });

  it("refuses more dice than the limit and faces beyond it", () => {
    expect(errorOf(`${FORMULA_LIMITS.maxDiceCount + 1}d6`)?.code).toBe("tooManyDice");
    expect(errorOf(`1d${FORMULA_LIMITS.maxFaces + 1}`)?.code).toBe("badDieFaces");
    expect(isValidDiceFormula(`${FORMULA_LIMITS.maxDiceCount}d${FORMULA_LIMITS.maxFaces}`)).toBe(true);
  });

  it("refuses a number beyond the limit", () => {
    expect(errorOf(String(FORMULA_LIMITS.maxNumber + 1))?.code).toBe("numberTooLarge");
  });

  it("refuses references when the caller does not allow them", () => {
    expect(errorOf("1d6 + @str.mod", { allowReferences: false })).toEqual({
      code: "referencesNotAllowed",
      position: 6,
    });
  });
});

describe("withModifier", () => {
  it("appends a bonus, a penalty, or nothing", () => {
    expect(withModifier("2d8", 3)).toBe("2d8 + 3");
    expect(withModifier(" 2d8 ", -1)).toBe("2d8 - 1");
    expect(withModifier("2d8", 0)).toBe("2d8");
  });

  it("keeps the meaning of a formula that already ends in a sum", () => {
    expect(withModifier("1d6 - 1", 2)).toBe("1d6 - 1 + 2");
    expect(isValidDiceFormula(withModifier("(1d6+1)*2", -4))).toBe(true);
  });
});

describe("formulaTotal: a stored roll's total from its own dice", () => {
  const node = (formula: string) => {
    const parsed = parseDiceFormula(formula);
    if (!parsed.ok) throw new Error(formula);
    return parsed.node;
  };
  it("sums each dice term's results with the formula's numbers and operators", () => {
    expect(formulaTotal(node("3d8 + 2"), [[8, 8, 8]])).toBe(26);
    expect(formulaTotal(node("2d6 - 1d4 + 1"), [[6, 5], [3]])).toBe(9);
    expect(formulaTotal(node("(1d6 + 1) * 2"), [[4]])).toBe(10);
    expect(formulaTotal(node("-1d4 + 10"), [[3]])).toBe(7);
    expect(formulaTotal(node("5"), [])).toBe(5);
  });
  it("a result the die cannot show is refused: 0, 9 on a d8, a fraction", () => {
    expect(formulaTotal(node("1d8"), [[9]])).toBeNull();
    expect(formulaTotal(node("1d8"), [[8]])).toBe(8);
    expect(formulaTotal(node("1d8"), [[0]])).toBeNull();
    expect(formulaTotal(node("1d8"), [[1]])).toBe(1);
    expect(formulaTotal(node("1d8"), [[2.5]])).toBeNull();
    expect(formulaTotal(node("3d8"), [[8, 9, 8]])).toBeNull();
  });
  it("too few or too many results, or a die term too many or missing, is refused", () => {
    expect(formulaTotal(node("3d8"), [[8, 8]])).toBeNull();
    expect(formulaTotal(node("3d8"), [[8, 8, 8, 8]])).toBeNull();
    expect(formulaTotal(node("1d8"), [])).toBeNull();
    expect(formulaTotal(node("1d8"), [[4], [4]])).toBeNull();
    expect(formulaTotal(node("1d8 + 1d6"), [[4]])).toBeNull();
    expect(formulaTotal(node("1d8 + 1d6"), [[4], [7]])).toBeNull();
    expect(formulaTotal(node("-1d8"), [[9]])).toBeNull();
  });
  it("a formula that still names roll data has no total until it is resolved", () => {
    expect(formulaTotal(node("1d6 + @str.mod"), [[4]])).toBeNull();
    expect(formulaTotal(node("@str.mod + 1d6"), [[4]])).toBeNull();
  });
});
