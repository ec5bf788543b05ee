import { d6 } from "../../../rules/index.ts";

/** A dice code as the sheets show it: "3D+2", a penalty with a true minus sign ("−1D"). */
export function showCode(code: d6.DiceCode, signed = false): string {
  return d6.formatDiceCode(code, { signed }).replace(/-/g, "−");
}

/** A code shown only when it is not 0D ("" otherwise). */
export function showNonZero(code: d6.DiceCode, signed = true): string {
  return code.dice === 0 && code.pips === 0 ? "" : showCode(code, signed);
}
