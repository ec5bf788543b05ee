import { compose, type Situational } from "./compose.ts";
import { sizeModifier } from "./size.ts";
import type { BonusPart, ComposedBonus, Size } from "./types.ts";

/** What `attackBonus` takes. Effective modifiers come in (fatigue already applied by the caller). */
export interface AttackBonusInput {
  kind: "melee" | "ranged";
  /** Base attack bonus of this attack (an iterative attack passes its lower value). */
  bab: number;
  /** Strength modifier: used for melee. */
  strModifier?: number;
  /** Dexterity modifier: used for ranged (thrown included). */
  dexModifier?: number;
  size: Size;
  /** Ranged only: the range penalty (from `rangePenalty`, 0 or negative). */
  rangePenalty?: number;
  /** Weapon Focus with this weapon: +1. */
  weaponFocus?: boolean;
  /** Ranged only: distance to the target in meters, for point blank range. */
  distance?: number;
  /** Point Blank Shot feat: point blank range extends to 10 m. */
  pointBlankShot?: boolean;
  /** Ranged only: the target is engaged in melee with an ally (-4 unless Precise Shot). */
  intoMelee?: boolean;
  /** Precise Shot feat: no penalty for shooting into a melee. */
  preciseShot?: boolean;
  /** Situational modifiers: a number (one "situational" part) or labelled parts kept as given. */
  situational?: Situational;
}

/**
 * True when a ranged attack at this distance is a point-blank shot.
 * rcr-combat.txt › Point Blank Range: 2 m, or 10 m with the Point Blank Shot feat.
 */
export function isPointBlank(distance: number | undefined, pointBlankShot = false): boolean {
  return distance !== undefined && distance >= 0 && distance <= (pointBlankShot ? 10 : 2);
}

/**
 * The attack bonus with its labelled breakdown.
 * rcr-combat.txt › Attack Bonus: melee = BAB + Str + size; ranged = BAB + Dex + size + range penalty.
 * rcr-combat.txt › Attack Roll (Weapon Focus +1), Point Blank Range (+1), Shooting or Throwing into a Melee
 * (-4) and Precise Shot.
 * Parts: "bab", "strength" or "dexterity", "size" are always listed; "range", "weaponFocus", "pointBlank",
 * "intoMelee" and "situational" only when they apply and are not 0.
 */
export function attackBonus(input: AttackBonusInput): ComposedBonus {
  const ranged = input.kind === "ranged";
  const parts: BonusPart[] = [
    { label: "bab", value: input.bab },
    ranged
      ? { label: "dexterity", value: input.dexModifier ?? 0 }
      : { label: "strength", value: input.strModifier ?? 0 },
    { label: "size", value: sizeModifier(input.size) },
  ];
  if (ranged && input.rangePenalty) parts.push({ label: "range", value: input.rangePenalty });
  if (input.weaponFocus) parts.push({ label: "weaponFocus", value: 1 });
  if (ranged && isPointBlank(input.distance, input.pointBlankShot))
    parts.push({ label: "pointBlank", value: 1 });
  if (ranged && input.intoMelee && !input.preciseShot) parts.push({ label: "intoMelee", value: -4 });
  return compose(parts, input.situational);
}
