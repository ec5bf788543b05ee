import { requireFinite, requireInteger } from "../../rcr/vehicles/validate.ts";
import type { DiceCode } from "../dice-code.ts";

/** A dice code of whole dice and pips, or a RangeError naming `field`. */
export function requireDiceCode(code: DiceCode, field: string): void {
  requireInteger(code.dice, `${field}.dice`);
  requireInteger(code.pips, `${field}.pips`);
}

/** A finite number of at least 0, or a RangeError naming `field`. */
export function requireNonNegative(value: number, field: string): void {
  requireFinite(value, field);
  if (value < 0) throw new RangeError(`${field} must not be negative (got ${value})`);
}
