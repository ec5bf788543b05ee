import type { SheetAction } from "../../types.ts";
import { startManeuver } from "./maneuver-flow.ts";
import { MANEUVER_KINDS, type ManeuverKind } from "./maneuver-types.ts";

/** The special attacks a button or the attack dialog may name: the five maneuvers and striking an object. */
export type SpecialAttack = ManeuverKind;

export const SPECIAL_ATTACKS: readonly SpecialAttack[] = MANEUVER_KINDS;

export function isSpecialAttack(value: string | null | undefined): value is SpecialAttack {
  return (SPECIAL_ATTACKS as readonly (string | null | undefined)[]).includes(value);
}

/** Starts a special attack with the weapon chosen (null unarmed, or none chosen). */
export function startSpecialAttack(
  actor: Actor.Implementation,
  kind: SpecialAttack,
  weaponId: string | null,
  skipDialog = false,
): Promise<void> {
  return startManeuver(actor, kind, { weaponId, skipDialog });
}

/** The sheet's `data-action="maneuver"` buttons (`data-maneuver` names which). */
export const maneuverAction: SheetAction = async (sheet, event, target) => {
  const kind = target.dataset.maneuver;
  if (isSpecialAttack(kind)) await startSpecialAttack(sheet.actor, kind, null, event.shiftKey);
};
