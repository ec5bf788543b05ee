import { latestInOrder } from "../latest-in-order.ts";
import { COVER_DEGREES, type CoverDegree } from "./types.ts";

// rcr-combat.txt › Cover Table (Defense bonus, Reflex save bonus); total cover cannot be targeted.
// Each row: the Defense bonus, the Reflex save bonus.
const COVER: Readonly<Record<Exclude<CoverDegree, "total">, readonly [number, number]>> = {
  none: [0, 0],
  quarter: [2, 1],
  half: [4, 2],
  threeQuarters: [7, 3],
  nineTenths: [10, 4],
};

/**
 * Cover bonuses to Defense and to Reflex saves against area attacks from beyond the cover.
 * rcr-combat.txt › Cover Defense Bonus, Cover Reflex Save Bonus, Cover Table. Null: total cover, the
 * defender cannot be targeted.
 */
export function coverBonus(degree: CoverDegree): { defense: number; reflex: number } | null {
  if (degree === "total") return null;
  const [defense, reflex] = COVER[degree];
  return { defense, reflex };
}

/**
 * Different cover bonuses do not stack: the largest degree applies.
 * rcr-combat.txt › Cover Defense Bonus (kneeling behind a low wall).
 */
export function bestCover(degrees: Iterable<CoverDegree>): CoverDegree {
  return latestInOrder(COVER_DEGREES, degrees);
}

/**
 * Nine-tenths cover against an area attack: half damage on a failed Reflex save, none on a success.
 * rcr-combat.txt › Cover Table note a. Returns the multiplier for the area damage, or null when the
 * degree of cover gives no such protection (the weapon's own save rule applies).
 */
export function nineTenthsCoverAreaDamage(degree: CoverDegree, reflexSucceeded: boolean): number | null {
  if (degree !== "nineTenths") return null;
  return reflexSucceeded ? 0 : 0.5;
}

/**
 * Whether a miss struck the cover instead: the roll missed the covered Defense but would have hit
 * without the cover bonus. rcr-combat.txt › Striking the Cover Instead of a Missed Target.
 */
export function struckCover(
  attackTotal: number,
  defenseWithCover: number,
  coverDefenseBonus: number,
): boolean {
  return attackTotal < defenseWithCover && attackTotal >= defenseWithCover - coverDefenseBonus;
}
