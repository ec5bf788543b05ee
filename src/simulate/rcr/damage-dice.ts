import { type FormulaNode, parseDiceFormula } from "../../rules/index.ts";
import type { Random } from "../random.ts";

/**
 * A damage formula parsed once by the engine's parser, then rolled many times. Rolling is the
 * simulator's job (the engine takes die results as arguments); the formula's arithmetic is the text's.
 */
export interface DamageDice {
  formula: string;
  node: FormulaNode;
  /** Expected value, for the policy. */
  mean: number;
}

/** Parses a damage formula; throws an Error naming the formula and the engine's error code. */
export function compileDamage(formula: string): DamageDice {
  const parsed = parseDiceFormula(formula, { allowReferences: false });
  if (!parsed.ok) throw new Error(`bad damage formula "${formula}" (${parsed.code} at ${parsed.position})`);
  return { formula, node: parsed.node, mean: meanOf(parsed.node) };
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
  return roll(dice.node, random);
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
