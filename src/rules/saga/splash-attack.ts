import { type AreaHit, type AreaTarget, reflexWithCover, untouched } from "./area-attack.ts";
import { rollHits } from "./attack-roll.ts";
import { half } from "./compose.ts";

/** A splash weapon's roll, its primary target and the targets adjacent to it. */
export interface SplashAttackResult {
  natural: number;
  total: number;
  primary: AreaHit;
  adjacent: AreaHit[];
}

function splashHit(
  target: AreaTarget,
  natural: number,
  total: number,
  onHit: number,
  onMiss: number,
): AreaHit {
  const reflex = reflexWithCover(target);
  if (reflex === null) return untouched(target.id);
  const hit = rollHits(natural, total, reflex);
  return { id: target.id, hit, damage: hit ? onHit : onMiss, reflex };
}

/**
 * A splash weapon (its own rule, not an area attack). saga-special-combat-rules.txt › Area Attacks › Splash
 * Weapons: the primary target takes full damage on a hit and half on a miss; each adjacent target half on a
 * hit and nothing on a miss; one roll for all, with no minimum of 10, no Evasion and no cover rule beyond
 * cover's Reflex bonus. A natural 20 hits everyone and a natural 1 misses everyone (Saga core, not in the
 * texts); total cover still cannot be attacked.
 */
export function resolveSplashAttack(input: {
  d20: number;
  attackBonus: number;
  damage: number;
  primary: AreaTarget;
  adjacent: readonly AreaTarget[];
}): SplashAttackResult {
  const natural = input.d20;
  const total = natural + input.attackBonus;
  const damage = Math.max(0, input.damage);
  return {
    natural,
    total,
    primary: splashHit(input.primary, natural, total, damage, half(damage)),
    adjacent: input.adjacent.map((target) => splashHit(target, natural, total, half(damage), 0)),
  };
}
