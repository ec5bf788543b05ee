import type { Situational } from "./compose.ts";
import {
  type CheckResult,
  canManeuverAgainst,
  check,
  maneuverSizeModifier,
  type OpposedWinner,
  opposedWin,
  STABILITY_BONUS,
} from "./opposed-check.ts";
import type { BonusPart, Size } from "./types.ts";

/**
 * Trip: a melee touch attack, then Strength against the defender's Strength or Dexterity; a loser may be
 * tripped in return. rcr-combat.txt › Trip (Making a Trip Attack, Being Tripped).
 */

/** One combatant in a trip (either role). */
export interface TripSide {
  d20: number;
  /** Strength modifier. */
  strength: number;
  /** Dexterity modifier. */
  dexterity: number;
  size: Size;
  /** More than two legs or otherwise more stable than a normal humanoid: +4 when defending. */
  stable?: boolean;
  situational?: Situational;
}

/** What `trip` takes. */
export interface TripInput {
  /** The melee touch attack hit (resolve it with `resolveAttack` against the touch Defense). */
  touchHit: boolean;
  attacker: TripSide;
  defender: TripSide;
}

/** Why a trip is refused. */
export type TripRefusal = "tooLarge";

/** A trip that was made. */
export interface TripMade {
  ok: true;
  /** Where it ended: the touch attack missed, or the opposed check was made. */
  stage: "touch" | "check";
  /** A tie of totals goes to the higher modifier, then both roll again ("reroll"). */
  winner: OpposedWinner;
  /** The defender falls prone. */
  tripped: boolean;
  /** The defender won the check and may try to trip the attacker at once (`counterTrip`). */
  mayCounterTrip: boolean;
  attacker: CheckResult | null;
  defender: CheckResult | null;
}

/** The outcome of a trip or a counter-trip. */
export type TripResult = { ok: false; refused: TripRefusal } | TripMade;

function defendingParts(side: TripSide): BonusPart[] {
  const useDex = side.dexterity > side.strength;
  return [
    { label: useDex ? "dexterity" : "strength", value: useDex ? side.dexterity : side.strength },
    { label: "size", value: maneuverSizeModifier(side.size) },
    { label: "stability", value: side.stable ? STABILITY_BONUS : 0 },
  ];
}

/** The opposed check of a trip whose sizes were already checked (the touch attack hit). */
export function tripCheck(attacker: TripSide, defender: TripSide, counter: boolean): TripMade {
  const attackerCheck = check(
    attacker.d20,
    [
      { label: "strength", value: attacker.strength },
      { label: "size", value: maneuverSizeModifier(attacker.size) },
    ],
    attacker.situational,
  );
  const defenderCheck = check(defender.d20, defendingParts(defender), defender.situational);
  const winner = opposedWin(attackerCheck, defenderCheck);
  return {
    ok: true,
    stage: "check",
    winner,
    tripped: winner === "attacker",
    // The counter-trip is itself a trip: the same size limit, and no trip back from it.
    mayCounterTrip: !counter && winner === "defender" && canManeuverAgainst(defender.size, attacker.size),
    attacker: attackerCheck,
    defender: defenderCheck,
  };
}

/**
 * A trip attack. Only against an opponent at most one size category larger. A missed touch attack ends it.
 * Each side adds +4 per size category above Medium-size (-4 below); the defender uses the better of
 * Strength and Dexterity and adds +4 when stable. A tripped defender is prone.
 */
export function trip(input: TripInput): TripResult {
  return attempt(input, false);
}

// Both trips refuse a defender too large; a counter-trip has no touch attack.
function attempt(input: TripInput, counter: boolean): TripResult {
  if (!canManeuverAgainst(input.attacker.size, input.defender.size))
    return { ok: false, refused: "tooLarge" };
  if (input.touchHit) return tripCheck(input.attacker, input.defender, counter);
  return {
    ok: true,
    stage: "touch",
    winner: "defender",
    tripped: false,
    mayCounterTrip: false,
    attacker: null,
    defender: null,
  };
}

/**
 * The defender's reaction to a failed trip: its Strength check against the original attacker's Strength or
 * Dexterity, with no touch attack. `attacker` is the one now tripping (the original defender).
 */
export function counterTrip(input: { attacker: TripSide; defender: TripSide }): TripResult {
  return attempt({ ...input, touchHit: true }, true);
}
