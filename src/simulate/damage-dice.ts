import { type FormulaNode, parseDiceFormula } from "../rules/index.ts";
import type { Random } from "./random.ts";

/**
 * A damage formula parsed once by the engine's parser, then rolled many times. Rolling is the
 * simulator's job (the engine takes die results as arguments); the formula's arithmetic is the text's.
 */
export interface DamageDice {
  formula: string;
  node: FormulaNode;
  /** Expected value, for the policy. */
  mean: number;
  /**
   * The usual formula, a sum of dice and numbers ("3d8", "2d8+2"), flattened for speed: dice groups as
   * signed counts and faces, and the constant. Null when the formula multiplies.
   */
  sum: { counts: Int32Array; faces: Int32Array; constant: number } | null;
}

/** The formula as ± dice groups and ± numbers, or null when it has a product. */
function flatten(node: FormulaNode, sign: number, dice: number[][], constant: number[]): boolean {
  switch (node.kind) {
    case "number":
      constant[0]! += sign * node.value;
      return true;
    case "dice":
      dice.push([sign * node.count, node.faces]);
      return true;
    case "reference":
      return true;
    case "negate":
      return flatten(node.operand, -sign, dice, constant);
    case "binary":
      if (node.operator === "*") return false;
      return (
        flatten(node.left, sign, dice, constant) &&
        flatten(node.right, node.operator === "-" ? -sign : sign, dice, constant)
      );
  }
}

function sumOf(node: FormulaNode): DamageDice["sum"] {
  const dice: number[][] = [];
  const constant = [0];
  if (!flatten(node, 1, dice, constant)) return null;
  return {
    counts: Int32Array.from(dice, (d) => d[0]!),
    faces: Int32Array.from(dice, (d) => d[1]!),
    constant: constant[0]!,
  };
}

/** Parses a damage formula; throws an Error naming the formula and the engine's error code. */
export function compileDamage(formula: string): DamageDice {
  const parsed = parseDiceFormula(formula, { allowReferences: false });
  if (!parsed.ok) throw new Error(`bad damage formula "${formula}" (${parsed.code} at ${parsed.position})`);
  return { formula, node: parsed.node, mean: meanOf(parsed.node), sum: sumOf(parsed.node) };
}

function meanOf(node: FormulaNode): number {
  switch (node.kind) {
    case "number":
      return node.value;
    case "dice":
      return (node.count * (node.faces + 1)) / 2;
    case "negate":
      return -meanOf(node.operand);
    case "reference":
      return 0;
    case "binary": {
      const left = meanOf(node.left);
      const right = meanOf(node.right);
      if (node.operator === "+") return left + right;
      if (node.operator === "-") return left - right;
      return left * right;
    }
  }
}

/** One roll of the formula. */
export function rollDamage(dice: DamageDice, random: Random): number {
  const sum = dice.sum;
  if (sum === null) return roll(dice.node, random);
  let total = sum.constant;
  for (let g = 0; g < sum.counts.length; g++) {
    const count = sum.counts[g]!;
    const sign = count < 0 ? -1 : 1;
    for (let k = count * sign; k > 0; k--) total += sign * random.die(sum.faces[g]!);
  }
  return total;
}

function roll(node: FormulaNode, random: Random): number {
  switch (node.kind) {
    case "number":
      return node.value;
    case "dice": {
      let sum = 0;
      for (let i = 0; i < node.count; i++) sum += random.die(node.faces);
      return sum;
    }
    case "negate":
      return -roll(node.operand, random);
    case "reference":
      return 0;
    case "binary": {
      const left = roll(node.left, random);
      const right = roll(node.right, random);
      if (node.operator === "+") return left + right;
      if (node.operator === "-") return left - right;
      return left * right;
    }
  }
}
