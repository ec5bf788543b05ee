import type { SagaOptions } from "./types.ts";

/** saga-special-combat-rules.txt › Shield Rating › Shield Damage: -5 when an attack's damage exceeds the SR. */
export const SHIELD_DAMAGE_STEP = 5;
/** saga-variant-character-combat.txt › Shield Damage: -10 when the damage exceeds the SR. */
export const VARIANT_SHIELD_OVERWHELMED_STEP = 10;
/** saga-special-combat-rules.txt › Shield Damage: a recharge is a DC 20 check after three swift actions. */
export const SHIELD_RECHARGE = { dc: 20, swiftActions: 3, step: 5 } as const;

/**
 * A shield in front of one attack's damage. saga-special-combat-rules.txt › Shield Rating: the damage is
 * reduced by the SR; damage that exceeds the SR lowers it by 5. With `variantShieldDamage`
 * (saga-variant-character-combat.txt › Shield Damage): damage that exceeds the SR lowers it by 10, damage the
 * shield only absorbs by 5. The SR never drops below 0.
 */
export function applyShieldRating(
  damage: number,
  shieldRating: number,
  options?: SagaOptions,
): { damage: number; absorbed: number; shieldRating: number } {
  const incoming = Math.max(0, damage);
  const rating = Math.max(0, shieldRating);
  const absorbed = Math.min(incoming, rating);
  const exceeded = incoming > rating;
  let loss = 0;
  if (options?.variantShieldDamage) {
    if (exceeded) loss = VARIANT_SHIELD_OVERWHELMED_STEP;
    else if (absorbed > 0) loss = SHIELD_DAMAGE_STEP;
  } else if (exceeded) {
    loss = SHIELD_DAMAGE_STEP;
  }
  return { damage: incoming - absorbed, absorbed, shieldRating: Math.max(0, rating - loss) };
}

/** What a recharge attempt gives, or why it cannot be made. */
export type RechargeShieldsResult =
  | { ok: true; success: boolean; shieldRating: number; skill: "mechanics" | "endurance" }
  | { ok: false; refused: "needsThreeSwiftActions" };

/**
 * Recharging shields. saga-special-combat-rules.txt › Shield Rating › Shield Damage: three swift actions on
 * the same or consecutive rounds, then a DC 20 check (Mechanics by a character, Endurance by a droid
 * recharging itself); a success adds 5, up to the normal maximum.
 */
export function rechargeShields(input: {
  shieldRating: number;
  max: number;
  checkTotal: number;
  swiftActions: number;
  droidItself?: boolean;
}): RechargeShieldsResult {
  if (input.swiftActions < SHIELD_RECHARGE.swiftActions)
    return { ok: false, refused: "needsThreeSwiftActions" };
  const success = input.checkTotal >= SHIELD_RECHARGE.dc;
  const raised = Math.min(input.max, input.shieldRating + SHIELD_RECHARGE.step);
  return {
    ok: true,
    success,
    shieldRating: success ? Math.max(input.shieldRating, raised) : input.shieldRating,
    skill: input.droidItself ? "endurance" : "mechanics",
  };
}
