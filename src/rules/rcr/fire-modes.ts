import type { FireMode } from "./multiple-ranged-attacks.ts";

/**
 * Choosing a fire mode. rcr-combat.txt › Multifire (switching modes is a free action; multifire and
 * autofire need a full attack), Actions in Combat (Switch Weapon Mode: free, no attack of opportunity).
 */

/** The action that switching fire modes takes. */
export const SWITCH_FIRE_MODE_ACTION = "free" as const;

/**
 * The fire modes a weapon can use for this action: an attack action fires single shots only, a full
 * attack any mode the weapon has. A multifire/autofire-only weapon has none for an attack action.
 */
export function usableFireModes(
  weaponModes: readonly FireMode[],
  action: "attack" | "fullAttack",
): FireMode[] {
  return weaponModes.filter((mode) => action === "fullAttack" || mode === "single");
}

/**
 * Switching to `mode`: allowed (a free action) when the weapon has it; refused with "fireModeUnavailable"
 * otherwise.
 */
export function switchFireMode(
  weaponModes: readonly FireMode[],
  mode: FireMode,
):
  | { ok: true; mode: FireMode; action: typeof SWITCH_FIRE_MODE_ACTION }
  | { ok: false; refused: "fireModeUnavailable" } {
  if (!weaponModes.includes(mode)) return { ok: false, refused: "fireModeUnavailable" };
  return { ok: true, mode, action: SWITCH_FIRE_MODE_ACTION };
}
