import { isPointBlank } from "./attack-bonus.ts";
import { compose, type Situational } from "./compose.ts";
import { type Grip, strengthDamageBonus } from "./damage.ts";
import type { BonusPart, ComposedBonus } from "./types.ts";

/** What `damageBonus` takes. */
export interface DamageBonusInput {
  kind: "melee" | "ranged";
  /** Strength modifier (effective: fatigue already applied). */
  strModifier?: number;
  /** Melee grip; default "one-hand". */
  grip?: Grip;
  /** Add Strength to a ranged attack too (a thrown weapon, where the GM rules so); default false. */
  strengthToRanged?: boolean;
  /** Ranged only: distance to the target in meters, for point blank range. */
  distance?: number;
  /** Point Blank Shot feat: point blank range extends to 10 m. */
  pointBlankShot?: boolean;
  /** Situational modifiers: a number (one "situational" part) or labelled parts kept as given. */
  situational?: Situational;
}

/**
 * The bonus added to rolled weapon damage, with its breakdown.
 * rcr-combat.txt › Strength Modifier, Off-Hand Weapon, Wielding a Weapon Two-Handed (melee);
 * Point Blank Range (+1 damage). Parts: "strength", "pointBlank", "situational", each only when not 0.
 * The minimum of 1 applies to the damage total: see `damageTotal`.
 */
export function damageBonus(input: DamageBonusInput): ComposedBonus {
  const parts: BonusPart[] = [];
  const ranged = input.kind === "ranged";
  if (!ranged || input.strengthToRanged) {
    const strength = strengthDamageBonus(
      input.strModifier ?? 0,
      ranged ? "one-hand" : (input.grip ?? "one-hand"),
    );
    if (strength) parts.push({ label: "strength", value: strength });
  }
  if (ranged && isPointBlank(input.distance, input.pointBlankShot))
    parts.push({ label: "pointBlank", value: 1 });
  return compose(parts, input.situational);
}

/** Rolled dice + bonus, at least 1. rcr-combat.txt › Minimum Weapon Damage. */
export function damageTotal(rolled: number, bonus: number): number {
  const total = rolled + bonus;
  return total < 1 ? 1 : total;
}
