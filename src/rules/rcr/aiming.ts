import { resolveAttack } from "./attack-resolution.ts";
import type { BonusPart } from "./types.ts";

/**
 * Aiming. rcr-additional-combat-rules.txt › Aiming (and rcr-combat.txt › Aiming): a full-round action
 * that provokes; the aimer loses Dex and dodge bonuses to Defense for one round. A ranged touch attack
 * establishes the aim; then the next single attack with that weapon denies the target its Dex bonus, unless
 * the target moved more than 2 m meanwhile (then no benefit at all) or has uncanny dodge (keeps its Dex).
 * Position (kneeling 1, prone 2) and support (improvised 1, fixed 2) lessen the range penalty of that
 * attack, and stack; mounted, primitive and thrown weapons get neither. Thrown weapons cannot aim at all.
 */

/** The target may move this far between aim and shot and stay aimed at. */
export const AIM_MAX_TARGET_MOVE = 2;

export type AimPosition = "standing" | "kneeling" | "prone";
export type AimSupport = "none" | "improvised" | "fixed";

const POSITION: Readonly<Record<AimPosition, number>> = { standing: 0, kneeling: 1, prone: 2 };
const SUPPORT: Readonly<Record<AimSupport, number>> = { none: 0, improvised: 1, fixed: 2 };

/** The weapon aimed with. */
export interface AimWeapon {
  thrown?: boolean;
  mounted?: boolean;
  primitive?: boolean;
}

/** True when the weapon can aim: every ranged weapon but a thrown one. */
export function canAim(weapon: AimWeapon): boolean {
  return !weapon.thrown;
}

/** The aim action itself: whether the ranged touch attack hit, and what it costs the aimer. */
export function aim(input: {
  d20: number;
  touchAttackBonus: number;
  touchDefense: number;
  weapon: AimWeapon;
}):
  | { ok: true; aimed: boolean; aimerLosesDexAndDodge: true; action: "fullRound"; provokes: true }
  | { ok: false; refused: "thrownWeapon" } {
  if (!canAim(input.weapon)) return { ok: false, refused: "thrownWeapon" };
  const { hit } = resolveAttack({
    d20: input.d20,
    attackBonus: input.touchAttackBonus,
    defense: input.touchDefense,
  });
  return { ok: true, aimed: hit, aimerLosesDexAndDodge: true, action: "fullRound", provokes: true };
}

/** What the attack after a successful aim gets. */
export interface AimedAttack {
  /** The target loses its Dex bonus to Defense for this attack. */
  targetLosesDex: boolean;
  /** The range penalty after position and support (never above 0). */
  rangePenalty: number;
  /** "aimPosition" and "aimSupport": how much of the range penalty they removed (positive values). */
  parts: BonusPart[];
}

/**
 * The attack following an aim. `rangePenalty` is the attack's range penalty (0 or negative). With no aim,
 * or a target that moved more than 2 m, nothing changes.
 */
export function aimedAttack(input: {
  aimed: boolean;
  rangePenalty: number;
  targetMoved?: number;
  targetUncannyDodge?: boolean;
  position?: AimPosition;
  support?: AimSupport;
  weapon: AimWeapon;
}): AimedAttack {
  const stillAimed = input.aimed && canAim(input.weapon) && (input.targetMoved ?? 0) <= AIM_MAX_TARGET_MOVE;
  if (!stillAimed) return { targetLosesDex: false, rangePenalty: input.rangePenalty, parts: [] };
  const parts: BonusPart[] = [];
  let penalty = input.rangePenalty;
  if (!input.weapon.mounted && !input.weapon.primitive) {
    for (const [label, amount] of [
      ["aimPosition", POSITION[input.position ?? "standing"]],
      ["aimSupport", SUPPORT[input.support ?? "none"]],
    ] as const) {
      const reduced = Math.min(amount, -penalty);
      if (reduced > 0) {
        parts.push({ label, value: reduced });
        penalty += reduced;
      }
    }
  }
  return { targetLosesDex: !input.targetUncannyDodge, rangePenalty: penalty, parts };
}
