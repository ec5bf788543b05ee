import { composeParts } from "./compose.ts";
import type { AttackKind, BonusPart, ComposedBonus } from "./types.ts";

/** Weapon Focus: +1 to attack rolls with the chosen group (Saga core, not in the texts). */
export const WEAPON_FOCUS_BONUS = 1;
/** Attacking with a weapon one is not proficient with: −5 (Saga core, not in the texts). */
export const NONPROFICIENT_PENALTY = -5;

/** What `coreAttackBonus` takes. */
export interface CoreAttackBonusInput {
  /** Melee adds Strength; ranged (thrown included) adds Dexterity. */
  kind: AttackKind;
  baseAttackBonus: number;
  strModifier: number;
  dexModifier: number;
  weaponFocus?: boolean;
  /** Default true. */
  proficient?: boolean;
  /** The condition track's penalty (`conditionPenalty`), 0 or less. */
  conditionPenalty?: number;
  other?: number;
}

/**
 * Core Saga's attack bonus with one weapon (Saga core, not in the texts; the variant's own formula is
 * `attackBonus`): BAB + Str (melee) or Dex (ranged) + 1 with Weapon Focus − 5 if not proficient + the
 * condition penalty + other. Situational modifiers (`attackModifiers`, autofire, range) are the attack's.
 */
export function coreAttackBonus(input: CoreAttackBonusInput): ComposedBonus {
  const parts: BonusPart[] = [{ label: "bab", value: input.baseAttackBonus }];
  if (input.kind === "melee") parts.push({ label: "strength", value: input.strModifier });
  else parts.push({ label: "dexterity", value: input.dexModifier });
  if (input.weaponFocus) parts.push({ label: "weaponFocus", value: WEAPON_FOCUS_BONUS });
  if (input.proficient === false) parts.push({ label: "nonproficient", value: NONPROFICIENT_PENALTY });
  parts.push({ label: "condition", value: input.conditionPenalty ?? 0 });
  parts.push({ label: "other", value: input.other ?? 0 });
  return composeParts(parts);
}
