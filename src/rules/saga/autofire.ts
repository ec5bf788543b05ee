import type { SagaWeapon } from "./types.ts";

/** An autofire attack's cost and penalty, or why it cannot be made. */
export type AutofireResult =
  | {
      ok: true;
      attackPenalty: number;
      shots: number;
      /** The targeted area in squares; null for Burst Fire (one target). */
      area: { width: number; height: number } | null;
      extraDamageDice: number;
    }
  | { ok: false; refused: "notEnoughShots" | "notAutofireOnly" | "cannotBrace" };

/** saga-special-combat-rules.txt › Autofire: a 2 × 2 square area, at -5, ten shots. */
export const AUTOFIRE = { penalty: -5, shots: 10, area: { width: 2, height: 2 } } as const;
/** saga-special-combat-rules.txt › Autofire › Burst Fire: one target, -5, +2 dice, five shots. */
export const BURST_FIRE = { penalty: -5, shots: 5, extraDamageDice: 2 } as const;
/** saga-special-combat-rules.txt › Autofire › Autofire-Only Weapons: braced, the penalty is only -2. */
export const BRACED_AUTOFIRE_PENALTY = -2;

/** Heavy weapons, rifles and pistols with an extended stock can be braced. */
function canBrace(weapon: SagaWeapon): boolean {
  if (weapon.group === "heavy" || weapon.group === "rifle") return true;
  return weapon.group === "pistol" && weapon.stock === "extended";
}

/**
 * Fires a weapon on autofire (an area attack: resolve it with resolveAreaAttack) or with the Burst Fire feat
 * (one target, not an area attack: no Evasion). saga-special-combat-rules.txt › Autofire, Autofire-Only
 * Weapons, Burst Fire. Refusals are checked in the order of the union.
 */
export function autofireAttack(input: {
  weapon: SagaWeapon;
  shotsLoaded: number;
  burstFire?: boolean;
  braced?: boolean;
}): AutofireResult {
  const burst = input.burstFire === true;
  const shots = burst ? BURST_FIRE.shots : AUTOFIRE.shots;
  if (input.shotsLoaded < shots) return { ok: false, refused: "notEnoughShots" };
  if (input.braced) {
    if (!input.weapon.autofireOnly) return { ok: false, refused: "notAutofireOnly" };
    if (!canBrace(input.weapon)) return { ok: false, refused: "cannotBrace" };
  }
  const penalty = burst ? BURST_FIRE.penalty : AUTOFIRE.penalty;
  return {
    ok: true,
    attackPenalty: input.braced ? BRACED_AUTOFIRE_PENALTY : penalty,
    shots,
    area: burst ? null : { ...AUTOFIRE.area },
    extraDamageDice: burst ? BURST_FIRE.extraDamageDice : 0,
  };
}
