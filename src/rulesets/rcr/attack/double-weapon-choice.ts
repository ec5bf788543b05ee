import type { AttackChoices, WeaponView } from "../dice/attack-views.ts";

/**
 * The other end of a double weapon as a choice of the attack dialog's off-hand select: the engine plans it
 * as a light off-hand weapon (rcr-combat.txt › Double Weapon). Item ids are 16 characters: no clash.
 */
export const DOUBLE_END = "doubleEnd";

/** The off-hand options, with the weapon's own other end first when it is a double weapon. */
export function withDoubleEnd(
  weapon: WeaponView,
  options: Readonly<Record<string, string>>,
): Record<string, string> {
  if (!weapon.double) return { ...options };
  const { "": none, ...others } = options;
  return { "": none ?? "SWRPG.Dialog.None", [DOUBLE_END]: "SWRPG.Attack.DoubleEnd", ...others };
}

/** The off-hand select's value for these choices. */
export function offHandChoice(choices: AttackChoices): string {
  return choices.doubleWeapon ? DOUBLE_END : (choices.offHandWeaponId ?? "");
}

/** A sheet's "both ends" button asks for a full attack with the other end of its double weapon. */
export interface DoubleWeaponRequest {
  doubleWeapon?: boolean;
}

/**
 * The choices the flow starts from: the request's both-ends full attack, and never the other end of a weapon
 * that is not (or no longer) a double weapon (remembered choices may predate an edit of the weapon).
 */
export function withDoubleWeapon(
  weapon: WeaponView,
  request: DoubleWeaponRequest,
  choices: AttackChoices,
): AttackChoices {
  if (!weapon.double) return { ...choices, doubleWeapon: false };
  if (!request.doubleWeapon) return choices;
  return { ...choices, mode: "full", doubleWeapon: true, offHandWeaponId: null };
}
