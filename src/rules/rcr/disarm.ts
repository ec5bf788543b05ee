import type { Situational } from "./compose.ts";
import { beats, type CheckResult, check, sizeSteps } from "./opposed-check.ts";
import type { BonusPart, Size } from "./types.ts";

/**
 * Disarm: opposed attack rolls to knock a held item away. rcr-combat.txt › Disarm.
 */

/** Per size category between the two weapons, for the larger one; and for a defender's two-handed grip. */
export const DISARM_STEP_BONUS = 4;
/** The defender's penalty when the item is not a melee weapon (a blaster, a comlink). */
export const DISARM_NOT_MELEE_PENALTY = -4;

/** One combatant in a disarm. */
export interface DisarmSide {
  /** Natural d20 of the attack roll. */
  d20: number;
  /** The attack bonus with the weapon in hand (or unarmed). */
  attackBonus: number;
  /** Size category of the weapon in hand; omitted when unarmed (no size comparison is then made). */
  weaponSize?: Size;
  /** Holds the weapon in two hands (+4 when defending). */
  twoHanded?: boolean;
  situational?: Situational;
}

/** What `disarm` takes. */
export interface DisarmInput {
  attacker: DisarmSide;
  defender: DisarmSide;
  /** What is knocked away: a melee weapon, or anything else held (no counter-disarm, -4 to the defender). */
  item: "meleeWeapon" | "other";
  /** Damage dealt by the attack of opportunity the defender took against the attempt. */
  attackOfOpportunityDamage?: number;
}

/** The outcome of a disarm or counter-disarm. */
export interface DisarmResult {
  /** Where it ended: the attack of opportunity hurt the attacker, or the opposed rolls were made. */
  stage: "attackOfOpportunity" | "opposed";
  /** The attacker must beat the defender's roll: a tie goes to the defender. */
  winner: "attacker" | "defender";
  disarmed: boolean;
  /** Where the item goes: to an unarmed attacker's hand, else to the ground at the defender's feet. */
  itemTo: "attacker" | "ground" | null;
  /** The defender may at once try to disarm the attacker (`counterDisarm`). */
  mayCounterDisarm: boolean;
  attacker: CheckResult | null;
  defender: CheckResult | null;
}

function sides(input: DisarmInput): { attacker: BonusPart[]; defender: BonusPart[] } {
  const { attacker, defender } = input;
  const steps =
    attacker.weaponSize && defender.weaponSize ? sizeSteps(defender.weaponSize, attacker.weaponSize) : 0;
  return {
    attacker: [
      { label: "attack", value: attacker.attackBonus },
      { label: "weaponSize", value: Math.max(0, steps) * DISARM_STEP_BONUS },
    ],
    defender: [
      { label: "attack", value: defender.attackBonus },
      { label: "weaponSize", value: Math.max(0, -steps) * DISARM_STEP_BONUS },
      { label: "twoHanded", value: defender.twoHanded ? DISARM_STEP_BONUS : 0 },
      { label: "notMelee", value: input.item !== "meleeWeapon" ? DISARM_NOT_MELEE_PENALTY : 0 },
    ],
  };
}

function resolve(input: DisarmInput, counter: boolean): DisarmResult {
  if (!counter && (input.attackOfOpportunityDamage ?? 0) > 0) {
    return {
      stage: "attackOfOpportunity",
      winner: "defender",
      disarmed: false,
      itemTo: null,
      mayCounterDisarm: false,
      attacker: null,
      defender: null,
    };
  }
  const parts = sides(input);
  const attacker = check(input.attacker.d20, parts.attacker, input.attacker.situational);
  const defender = check(input.defender.d20, parts.defender, input.defender.situational);
  const won = beats(attacker, defender);
  return {
    stage: "opposed",
    winner: won ? "attacker" : "defender",
    disarmed: won,
    itemTo: won ? (input.attacker.weaponSize ? "ground" : "attacker") : null,
    // Only a melee weapon's wielder can disarm back, and only an armed attacker has something to lose.
    mayCounterDisarm:
      !won && !counter && input.item === "meleeWeapon" && input.attacker.weaponSize !== undefined,
    attacker,
    defender,
  };
}

/**
 * A disarm attempt. It provokes an attack of opportunity from the defender; any damage from it ends the
 * attempt. Then opposed attack rolls: the larger weapon gets +4 per size category of difference, a defender
 * using two hands +4, a defender holding something other than a melee weapon -4. Beating the defender
 * disarms: an unarmed attacker now holds the weapon, otherwise it falls at the defender's feet. Failing
 * lets a defender with a melee weapon try to disarm the attacker at once.
 */
export function disarm(input: DisarmInput): DisarmResult {
  return resolve(input, false);
}

/**
 * The defender's immediate disarm in return: the same opposed rolls against the attacker's melee weapon,
 * with no attack of opportunity and no disarm back. `attacker` is the original defender.
 */
export function counterDisarm(input: { attacker: DisarmSide; defender: DisarmSide }): DisarmResult {
  return resolve({ ...input, item: "meleeWeapon" }, true);
}
