import { compose, type Situational } from "./compose.ts";
import { grappleSizeModifier } from "./size.ts";
import type { BonusPart, Size } from "./types.ts";
import { SIZES } from "./types.ts";

/**
 * Opposed checks for the special attacks (bantha rush, trip, overrun, disarm, grapple).
 * rcr-combat.txt › Bantha Rush, Disarm, Grapple, Trip, Overrun.
 */

/** One side of an opposed check, resolved: the natural d20, its modifier with a breakdown, the total. */
export interface CheckResult {
  d20: number;
  /** Sum of `parts`. */
  modifier: number;
  total: number;
  parts: BonusPart[];
}

/** Who wins an opposed check; "reroll" when totals and modifiers tie (roll both again). */
export type OpposedWinner = "attacker" | "defender" | "reroll";

/**
 * How a tie is settled.
 * - "beat": the text asks the initiator to beat the other check, so a tie goes to the defender.
 * - "modifier": the text says only win or lose; a tie goes to the higher modifier and, if those tie too,
 *   both roll again (RCR core, Opposed Checks, not in the texts).
 */
export type TieRule = "beat" | "modifier";

/** A check: the natural d20 plus its labelled parts (zero parts dropped) and situational modifiers. */
export function check(d20: number, parts: BonusPart[], situational?: Situational): CheckResult {
  const composed = compose(
    parts.filter((part) => part.value !== 0),
    situational,
  );
  return { d20, modifier: composed.total, total: d20 + composed.total, parts: composed.parts };
}

/** The winner of an opposed check, ties settled by `tie`. */
export function opposedWinner(attacker: CheckResult, defender: CheckResult, tie: TieRule): OpposedWinner {
  if (attacker.total > defender.total) return "attacker";
  if (attacker.total < defender.total) return "defender";
  if (tie === "beat") return "defender";
  if (attacker.modifier > defender.modifier) return "attacker";
  if (attacker.modifier < defender.modifier) return "defender";
  return "reroll";
}

/** True when the attacker's check beats the defender's: a tie fails. */
export function beats(attacker: CheckResult, defender: CheckResult): boolean {
  return opposedWinner(attacker, defender, "beat") === "attacker";
}

/** The winner where the text says only win or lose: ties to the higher modifier, then a reroll. */
export function opposedWin(attacker: CheckResult, defender: CheckResult): OpposedWinner {
  return opposedWinner(attacker, defender, "modifier");
}

/** Size categories from `from` up to `to`: positive when `to` is larger. */
export function sizeSteps(from: Size, to: Size): number {
  return SIZES.indexOf(to) - SIZES.indexOf(from);
}

/**
 * Bantha rush, trip and overrun reach only an opponent at most one size category larger.
 * rcr-combat.txt › Bantha Rush, Trip, Overrun.
 */
export function canManeuverAgainst(attacker: Size, defender: Size): boolean {
  return sizeSteps(attacker, defender) <= 1;
}

/**
 * +4 per size category above Medium-size, -4 per category below: the same numbers as the grapple
 * special size modifier. rcr-combat.txt › Bantha Rush, Trip, Grapple Checks › Special Size Modifier.
 */
export function maneuverSizeModifier(size: Size): number {
  return grappleSizeModifier(size);
}

/** The +4 stability bonus of a defender with more than two legs or otherwise exceptionally stable. */
export const STABILITY_BONUS = 4;
