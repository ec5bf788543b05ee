import { AUTOFIRE, BURST_FIRE } from "./autofire.ts";
import type { SagaActionType } from "./types.ts";

/** How a weapon is fired: one shot, autofire, or the Burst Fire feat. */
export type SagaFireMode = "single" | "autofire" | "burstFire";

/**
 * Shots one attack spends. A single shot spends one (Saga core, not in the texts);
 * saga-special-combat-rules.txt › Autofire: ten shots; › Burst Fire: half as many, five.
 */
export function shotsPerAttack(fire: SagaFireMode): number {
  if (fire === "autofire") return AUTOFIRE.shots;
  if (fire === "burstFire") return BURST_FIRE.shots;
  return 1;
}

/**
 * The shots left after an attack, or why it cannot be fired: `empty` (no shot loaded) before
 * `notEnoughShots` (some, but fewer than the fire mode spends). A weapon that does not count its shots
 * passes `loaded: null` and is never refused.
 */
export function spendShots(input: {
  loaded: number | null;
  fire: SagaFireMode;
}):
  | { ok: true; spent: number; remaining: number | null }
  | { ok: false; refused: "empty" | "notEnoughShots" } {
  const spent = shotsPerAttack(input.fire);
  if (input.loaded === null) return { ok: true, spent, remaining: null };
  if (input.loaded <= 0) return { ok: false, refused: "empty" };
  if (input.loaded < spent) return { ok: false, refused: "notEnoughShots" };
  return { ok: true, spent, remaining: input.loaded - spent };
}

/**
 * Reloading (a fresh power pack or energy cell) is a move action (Saga core, not in the texts) and fills
 * the weapon to its capacity; saga-special-combat-rules.txt › Provoking an Attack of Opportunity: reloading
 * provokes. A full weapon, or one that does not count shots (capacity 0), needs no reload.
 */
export const RELOAD_ACTION: SagaActionType = "move";

export function reload(input: {
  loaded: number;
  capacity: number;
}): { ok: true; shots: number; action: SagaActionType } | { ok: false; refused: "noMagazine" | "full" } {
  if (input.capacity <= 0) return { ok: false, refused: "noMagazine" };
  if (input.loaded >= input.capacity) return { ok: false, refused: "full" };
  return { ok: true, shots: input.capacity, action: RELOAD_ACTION };
}
