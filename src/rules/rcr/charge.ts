import type { BonusPart } from "./types.ts";

/**
 * Charge: a full-round action to move and make one melee attack.
 * rcr-combat.txt › Charge (move first, at least 4 m and up to twice speed, in a straight line; +2 on the
 * attack, -2 Defense until your next action; one attack whatever extra attacks you have);
 * Fatigued (a fatigued character cannot charge); Bantha Rush (+2 charge bonus on the Strength check).
 */

export const CHARGE_ATTACK_BONUS = 2;
export const CHARGE_DEFENSE_PENALTY = -2;
export const CHARGE_MIN_DISTANCE = 4;

/** Why a charge is refused (lang keys). */
export type ChargeRefusal = "tooShort" | "tooFar" | "notStraight" | "fatigued";

/** What `charge` takes. */
export interface ChargeInput {
  /** Meters moved before the attack; omitted when the path was not measured (the player vouches for it). */
  distance?: number;
  /** The charger's speed in meters. */
  speed: number;
  /** The path is a straight line with no backing up. Default true. */
  straightLine?: boolean;
  fatigued?: boolean;
}

/** A charge's effects, or why not. */
export type ChargeResult =
  | {
      ok: true;
      /** "charge" +2 on the single melee attack (and on a bantha rush's Strength check). */
      attackParts: BonusPart[];
      /** "charge" -2 to Defense until the charger's next action. */
      defenseParts: BonusPart[];
      /** Always 1: extra attacks are lost. */
      attacks: 1;
      maxDistance: number;
    }
  | { ok: false; refused: ChargeRefusal; maxDistance: number };

/** Checks a charge and gives its modifiers. */
export function charge(input: ChargeInput): ChargeResult {
  const maxDistance = 2 * input.speed;
  if (input.fatigued) return { ok: false, refused: "fatigued", maxDistance };
  if (input.straightLine === false) return { ok: false, refused: "notStraight", maxDistance };
  const { distance } = input;
  if (distance !== undefined && distance < CHARGE_MIN_DISTANCE)
    return { ok: false, refused: "tooShort", maxDistance };
  if (distance !== undefined && distance > maxDistance) return { ok: false, refused: "tooFar", maxDistance };
  return {
    ok: true,
    attackParts: [{ label: "charge", value: CHARGE_ATTACK_BONUS }],
    defenseParts: [{ label: "charge", value: CHARGE_DEFENSE_PENALTY }],
    attacks: 1,
    maxDistance,
  };
}
