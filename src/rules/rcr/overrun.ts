import { canManeuverAgainst } from "./opposed-check.ts";
import { type TripMade, type TripSide, tripCheck } from "./trip.ts";
import type { Size } from "./types.ts";

/**
 * Overrun: plow past or over an opponent during a charge. rcr-combat.txt › Overrun.
 */

/** The straight-line move into the defender's space an overrun needs. */
export const OVERRUN_MIN_METERS = 4;
/** A blocked overrunner who is not tripped moves this far back the way it came. */
export const OVERRUN_BACK_METERS = 2;

/** What `overrun` takes. */
export interface OverrunInput {
  attackerSize: Size;
  defenderSize: Size;
  /** An overrun is part of a charge. */
  charging: boolean;
  /** Meters moved in a straight line into the defender's space. */
  straightMeters: number;
  /** Overrun attempts already made in this action (one per action). */
  attemptsThisAction?: number;
  /** The defender's choice. */
  defenderChoice: "avoid" | "block";
  /** When blocked: the trip attack against the defender (sizes come from `attackerSize`, `defenderSize`). */
  block?: {
    /** The melee touch attack hit. */
    touchHit: boolean;
    attacker: Omit<TripSide, "size">;
    defender: Omit<TripSide, "size">;
  };
  /** When the trip failed and the defender trips back: the two new d20s of the counter-trip. */
  counter?: { defenderD20: number; attackerD20: number };
  /** The space 2 m back the way the overrunner came is occupied. */
  returnSpaceOccupied?: boolean;
}

/** Why an overrun is refused. */
export type OverrunRefusal = "notCharging" | "tooLarge" | "tooShort" | "alreadyTried" | "noTrip";

/** How an overrun ends. */
export type OverrunOutcome = "avoided" | "defenderTripped" | "attackerTripped" | "pushedBack" | "reroll";

/** The outcome of an overrun. */
export type OverrunResult =
  | { ok: false; refused: OverrunRefusal }
  | {
      ok: true;
      outcome: OverrunOutcome;
      /** The charge goes on in a straight line. */
      continueCharge: boolean;
      /** The overrunner ends prone: tripped in the defender's space, or in an occupied space behind. */
      attackerProne: boolean;
      /** Meters the overrunner moves back the way it came. */
      movesBackMeters: number;
      /** The defender falls prone (tripped). */
      defenderProne: boolean;
      trip: TripMade | null;
      counterTrip: TripMade | null;
    };

function ended(
  outcome: OverrunOutcome,
  fields: { attackerProne?: boolean; movesBackMeters?: number; trip?: TripMade; counterTrip?: TripMade },
): OverrunResult {
  return {
    ok: true,
    outcome,
    continueCharge: outcome === "avoided" || outcome === "defenderTripped",
    attackerProne: fields.attackerProne ?? false,
    movesBackMeters: fields.movesBackMeters ?? 0,
    defenderProne: outcome === "defenderTripped",
    trip: fields.trip ?? null,
    counterTrip: fields.counterTrip ?? null,
  };
}

/**
 * An overrun: only while charging, at most one size category larger, once per action, after at least 4 m in
 * a straight line into the defender's space. The defender avoids (the charge goes on) or blocks (a trip
 * attack). Tripping the defender lets the charge go on; failing and being tripped back leaves the overrunner
 * prone in the defender's space; failing otherwise sends it 2 m back, prone if that space is occupied.
 */
export function overrun(input: OverrunInput): OverrunResult {
  if (!input.charging) return { ok: false, refused: "notCharging" };
  if (!canManeuverAgainst(input.attackerSize, input.defenderSize)) return { ok: false, refused: "tooLarge" };
  if ((input.attemptsThisAction ?? 0) >= 1) return { ok: false, refused: "alreadyTried" };
  if (input.straightMeters < OVERRUN_MIN_METERS) return { ok: false, refused: "tooShort" };
  if (input.defenderChoice === "avoid") return ended("avoided", {});
  const { block } = input;
  if (!block) return { ok: false, refused: "noTrip" };
  const attacker: TripSide = { ...block.attacker, size: input.attackerSize };
  const defender: TripSide = { ...block.defender, size: input.defenderSize };
  const pushedBack = input.returnSpaceOccupied === true;
  if (!block.touchHit)
    return ended("pushedBack", { attackerProne: pushedBack, movesBackMeters: OVERRUN_BACK_METERS });
  const tripped = tripCheck(attacker, defender, false);
  if (tripped.winner === "reroll") return ended("reroll", { trip: tripped });
  if (tripped.tripped) return ended("defenderTripped", { trip: tripped });
  const { counter } = input;
  let back: TripMade | undefined;
  if (tripped.mayCounterTrip && counter) {
    back = tripCheck(
      { ...defender, d20: counter.defenderD20 },
      { ...attacker, d20: counter.attackerD20 },
      true,
    );
    if (back.tripped)
      return ended("attackerTripped", { attackerProne: true, trip: tripped, counterTrip: back });
    if (back.winner === "reroll") return ended("reroll", { trip: tripped, counterTrip: back });
  }
  return ended("pushedBack", {
    attackerProne: pushedBack,
    movesBackMeters: OVERRUN_BACK_METERS,
    trip: tripped,
    counterTrip: back,
  });
}
