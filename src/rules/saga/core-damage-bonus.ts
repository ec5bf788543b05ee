import { composeParts } from "./compose.ts";
import { halfLevel } from "./half-level.ts";
import type { AttackKind, BonusPart, ComposedBonus } from "./types.ts";

/** Weapon Specialization: +2 damage with the chosen group (Saga core, not in the texts). */
export const WEAPON_SPECIALIZATION_DAMAGE = 2;

/** What `coreDamageBonus` takes. */
export interface CoreDamageBonusInput {
  kind: AttackKind;
  heroicLevel: number;
  strModifier: number;
  /** A melee weapon wielded in two hands doubles the Strength bonus. */
  twoHanded?: boolean;
  /** Weapon Specialization with the weapon's group (`weaponGroupTraining`): +2. */
  weaponSpecialization?: boolean;
  other?: number;
}

/**
 * Core Saga's flat damage bonus added to a weapon's dice (Saga core, not in the texts; the variant's own
 * formula is `damageRoll`): half the heroic level, plus Strength for melee, doubled for a two-handed
 * melee weapon (a Strength penalty is never doubled), plus 2 with Weapon Specialization, plus other. Ranged and thrown attacks add no Strength.
 */
export function coreDamageBonus(input: CoreDamageBonusInput): ComposedBonus {
  const parts: BonusPart[] = [{ label: "halfLevel", value: halfLevel(input.heroicLevel) }];
  if (input.kind === "melee") {
    const str = input.strModifier;
    parts.push({ label: "strength", value: input.twoHanded ? str + Math.max(0, str) : str });
  }
  if (input.weaponSpecialization)
    parts.push({ label: "weaponSpecialization", value: WEAPON_SPECIALIZATION_DAMAGE });
  parts.push({ label: "other", value: input.other ?? 0 });
  return composeParts(parts);
}
