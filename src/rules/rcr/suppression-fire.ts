import { resolveAttack } from "./attack-resolution.ts";
import type { FireMode } from "./multiple-ranged-attacks.ts";
import type { BonusPart } from "./types.ts";

/**
 * Suppression fire. rcr-additional-combat-rules.txt › Suppression Fire, Combined Suppression Fire:
 * a full-round action that provokes, only with a weapon that has multifire or autofire. The shooter
 * targets a 4 m × 4 m area with an attack roll against Defense 10, taking the range penalty to the area.
 * On a hit the shooter threatens the area with the ranged weapon (see `threatens`, `actionProvokes`);
 * a suppressed character takes -1 on attacks however many suppress it; each suppressor may take an attack
 * of opportunity.
 */

export const SUPPRESSION_DEFENSE = 10;
export const SUPPRESSION_AREA = { width: 4, length: 4 } as const;
export const SUPPRESSED_PENALTY = -1;

/** True when the weapon can lay down suppression fire (it has multifire or autofire). */
export function canSuppress(fireModes: readonly FireMode[]): boolean {
  return fireModes.includes("multifire") || fireModes.includes("autofire");
}

/** Resolves a suppression fire attack roll. */
export function suppressionFire(input: {
  d20: number;
  /** Attack bonus before the range penalty. */
  attackBonus: number;
  /** The range penalty to the area (0 or negative). */
  rangePenalty: number;
  fireModes: readonly FireMode[];
}):
  | { ok: true; success: boolean; total: number; area: typeof SUPPRESSION_AREA }
  | { ok: false; refused: "noMultifireOrAutofire" } {
  if (!canSuppress(input.fireModes)) return { ok: false, refused: "noMultifireOrAutofire" };
  const result = resolveAttack({
    d20: input.d20,
    attackBonus: input.attackBonus + input.rangePenalty,
    defense: SUPPRESSION_DEFENSE,
  });
  return { ok: true, success: result.hit, total: result.total, area: SUPPRESSION_AREA };
}

/** The "suppressed" part on a suppressed character's attacks: -1 for one suppressor or many, else none. */
export function suppressedParts(suppressors: number): BonusPart[] {
  return suppressors > 0 ? [{ label: "suppressed", value: SUPPRESSED_PENALTY }] : [];
}
