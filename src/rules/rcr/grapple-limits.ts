import { rollIndex } from "../roll-index.ts";
import { sizeSteps } from "./opposed-check.ts";
import type { BonusPart, Size } from "./types.ts";

/**
 * What grappling limits: how many may grapple one opponent, which weapons, the Force.
 * rcr-combat.txt › Grapple (Multiple Grapplers, Other Grappling Options, Use the Force, Lightsaber Locks).
 */

/** Up to four Medium-size-equivalents may grapple one opponent. */
export const GRAPPLE_MAX_WEIGHT = 4;
/** The penalty on Force skill checks while grappling. */
export const GRAPPLE_FORCE_PENALTY = -10;

/**
 * How much one grappler counts against the limit of four: one size smaller ½, the same size 1, one size
 * larger 2, two or more larger 4. The text stops at one size smaller; two or more smaller count ¼ here,
 * mirroring the larger side.
 */
export function grapplerWeight(grappler: Size, target: Size): number {
  const steps = sizeSteps(target, grappler);
  if (steps >= 2) return 4;
  if (steps === 1) return 2;
  if (steps === 0) return 1;
  return steps === -1 ? 0.5 : 0.25;
}

/** The total weight of the grapplers on one target. */
export function grapplersWeight(target: Size, grapplers: readonly Size[]): number {
  let total = 0;
  for (const grappler of grapplers) total += grapplerWeight(grappler, target);
  return total;
}

/** True when `joiner` may join the grapplers already on `target` (eight Jawas or one rancor on a Human). */
export function canJoinGrapple(input: { target: Size; grapplers: readonly Size[]; joiner: Size }): boolean {
  return grapplersWeight(input.target, [...input.grapplers, input.joiner]) <= GRAPPLE_MAX_WEIGHT;
}

/** A weapon's handling for its wielder (a lightsaber is not light for a Medium-size wielder). */
export type GrappleWeapon = "light" | "oneHanded" | "twoHanded";

/** Why an attack with a weapon while grappling is refused. */
export type GrappleWeaponRefusal = "notLight" | "pinned" | "pinning" | "twoWeapons";

/**
 * Attacking with a weapon while grappling: a light weapon only, one weapon, and not while pinned or pinning.
 */
export function grappleWeaponAttack(input: {
  weapon: GrappleWeapon;
  pinned?: boolean;
  pinning?: boolean;
  twoWeapons?: boolean;
}): { ok: true } | { ok: false; refused: GrappleWeaponRefusal } {
  if (input.pinned) return { ok: false, refused: "pinned" };
  if (input.pinning) return { ok: false, refused: "pinning" };
  if (input.twoWeapons) return { ok: false, refused: "twoWeapons" };
  if (input.weapon !== "light") return { ok: false, refused: "notLight" };
  return { ok: true };
}

/**
 * Using the Force while grappling: each Force skill or feat that is not a full-round action, with -10 on the
 * Force skill check.
 */
export function grappleForceUse(input: {
  fullRound: boolean;
}): { ok: true; checkParts: BonusPart[] } | { ok: false; refused: "fullRound" } {
  if (input.fullRound) return { ok: false, refused: "fullRound" };
  return { ok: true, checkParts: [{ label: "grappling", value: GRAPPLE_FORCE_PENALTY }] };
}

/**
 * Which grappler a ranged attack into a grapple strikes: a die with one face per grappler, rolled by the
 * caller (1-based). rcr-combat.txt › Favorable and Unfavorable Conditions, note c.
 */
export function struckGrappler(roll: number, grapplers: number): number {
  if (grapplers < 1) throw new RangeError("no grappler to strike");
  return rollIndex(roll, grapplers);
}
