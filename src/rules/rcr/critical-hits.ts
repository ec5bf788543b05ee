import { applyDamage, type DamageResult, minimumDamage } from "./damage.ts";
import type { Health } from "./types.ts";

/**
 * Lowest natural roll that threatens, widened by Improved Critical.
 * rcr-combat.txt › Increased Threat Range, Improved Critical. The text says only that the feat increases
 * the threat range; the RCR feat doubles it (20 → 19-20, 19-20 → 17-20, 18-20 → 15-20), as done here.
 */
export function threatRange(weaponThreat = 20, improvedCritical = false): number {
  if (!improvedCritical) return weaponThreat;
  return 21 - 2 * (21 - weaponThreat);
}

/**
 * Whether an attack can score a critical hit at all.
 * rcr-combat.txt › Unarmed Strike Damage (not unarmed without Martial Arts); Coup de Grace (some targets
 * are immune to critical hits).
 */
export function canScoreCritical(opts: {
  unarmed?: boolean;
  martialArts?: boolean;
  targetImmune?: boolean;
}): boolean {
  if (opts.targetImmune) return false;
  return !opts.unarmed || opts.martialArts === true;
}

/** Why a coup de grace is refused. */
export type CoupDeGraceRefusal = "notHelpless" | "immuneToCriticals";

/** The outcome of `coupDeGrace`. */
export interface CoupDeGraceResult {
  /** Null when allowed; otherwise why not (a knocked-out target is not helpless). */
  refused: CoupDeGraceRefusal | null;
  /** The automatic critical hit, applied; null when refused. */
  damage: DamageResult | null;
  /** Fortitude DC 10 + damage dealt, when the target survived the damage; else null. */
  fortitudeDC: number | null;
  /** Dead from the damage or the failed save; null when the save is still to be rolled. */
  dead: boolean | null;
}

/**
 * Coup de grace: an automatic hit and critical hit against a helpless defender; if the defender survives,
 * Fortitude DC 10 + the damage or die. rcr-combat.txt › Coup de Grace; Knocked Out (not helpless).
 * "The damage inflicted" is taken as the damage of the hit after the minimum of 1 (before DR).
 * Pass `fortitudeTotal` once the save is rolled to get `dead`.
 */
export function coupDeGrace(input: {
  target: Health;
  damage: number;
  helpless: boolean;
  immuneToCriticals?: boolean;
  fortitudeTotal?: number;
}): CoupDeGraceResult {
  const refused = input.immuneToCriticals ? "immuneToCriticals" : input.helpless ? null : "notHelpless";
  if (refused) return { refused, damage: null, fortitudeDC: null, dead: null };
  const damage = applyDamage(input.target, { amount: input.damage, critical: true });
  if (damage.condition === "dead") return { refused: null, damage, fortitudeDC: null, dead: true };
  const fortitudeDC = 10 + minimumDamage(input.damage);
  const dead = input.fortitudeTotal === undefined ? null : input.fortitudeTotal < fortitudeDC;
  return { refused: null, damage, fortitudeDC, dead };
}
