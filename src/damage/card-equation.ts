import type { CardPart } from "./card-context.ts";

/**
 * A target's line on an attack card says how its total came from the attack's: "12 = 17 − 5 Target prone"
 * (templates/parts/target-equation.hbs). Every ruleset's card shows it the same way.
 */

/** One step from the attack's total to a target's: "− 10 Range". */
export interface ChangeView {
  sign: "+" | "−";
  amount: number;
  labelKey: string;
}

/** The target's own modifiers that change the total (zeros say nothing), each named by `partKey` + label. */
export function changeViews(parts: readonly CardPart[], partKey: string): ChangeView[] {
  return parts
    .filter((part) => part.value !== 0)
    .map((part) => ({
      sign: part.value < 0 ? "−" : "+",
      amount: Math.abs(part.value),
      labelKey: partKey + part.label,
    }));
}
