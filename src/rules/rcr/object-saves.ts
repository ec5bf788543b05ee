import { breakDC, damageObject, type ObjectState } from "./objects.ts";

/**
 * Objects' saving throws, breaking by force, and ion weapons against electronics.
 * rcr-combat.txt › Saving Throws (of objects), Breaking Items; rcr-additional-combat-rules.txt › Ion
 * Weapons, Lightsaber Deflection.
 */

/**
 * An object's saving throw: an unattended object always fails; an attended one (grasped, touched, worn)
 * saves as its holder would. Null when the holder's save total is not given yet.
 */
export function objectSave(input: {
  attended: boolean;
  dc: number;
  holderSaveTotal?: number;
}): boolean | null {
  if (!input.attended) return false;
  return input.holderSaveTotal === undefined ? null : input.holderSaveTotal >= input.dc;
}

/** A Strength check to break an item: the table's DC, 2 lower once half or more of its wound points are gone. */
export function breakAttempt(input: {
  strengthTotal: number;
  baseDC: number;
  woundPoints: number;
  woundPointsMax: number;
}): { dc: number; broken: boolean } {
  const dc = breakDC(input.baseDC, input.woundPoints, input.woundPointsMax);
  return { dc, broken: input.strengthTotal >= dc };
}

/** Rounds an electronic item stays dead after a failed save against an ion weapon on stun: 1d4 + 1. */
export function ionStunRounds(d4: number): number {
  return d4 + 1;
}

/** What `ionAgainstElectronics` takes: a shot on the normal setting, or on stun. */
export type IonAgainstElectronicsInput =
  | {
      setting: "normal";
      /** The rolled damage. */
      damage: number;
      /** The item's wound points and DR (`objectStats`, `substanceObject`). */
      item: { woundPoints: number; damageReduction: number };
      /** A Jedi with Deflect turned the shot with an activated lightsaber. */
      deflected?: boolean;
    }
  | {
      setting: "stun";
      /** Held or carried (the wielder saves) or inanimate (it fails). */
      state: ObjectState;
      /** The ion weapon's Fortitude DC. */
      dc: number;
      /** The wielder's Fortitude save total. */
      fortitudeTotal?: number;
      /** The d4 of the 1d4+1 rounds. */
      d4?: number;
      deflected?: boolean;
    };

/** What an ion hit does to an electronic item. */
export type IonAgainstElectronics =
  | { effect: "deflected" }
  | { effect: "damage"; woundPoints: number; woundsLost: number; ruined: boolean }
  | { effect: "saveNeeded"; dc: number }
  | { effect: "resisted" }
  | { effect: "disabled"; rounds: number | null };

/**
 * An ion weapon against a non-droid electronic item (an optional rule). On its normal setting it damages
 * the item as every weapon does. On stun, a held or carried item's wielder makes a Fortitude save; an
 * inanimate item fails it. A failed save leaves the item nonfunctional for 1d4+1 rounds.
 */
export function ionAgainstElectronics(input: IonAgainstElectronicsInput): IonAgainstElectronics {
  if (input.deflected) return { effect: "deflected" };
  if (input.setting === "normal") return { effect: "damage", ...damageObject(input.item, input.damage) };
  const disabled = {
    effect: "disabled",
    rounds: input.d4 === undefined ? null : ionStunRounds(input.d4),
  } as const;
  if (input.state === "inanimate") return disabled;
  if (input.fortitudeTotal === undefined) return { effect: "saveNeeded", dc: input.dc };
  return input.fortitudeTotal >= input.dc ? { effect: "resisted" } : disabled;
}
