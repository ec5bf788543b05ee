import { type GrappleWeaponRefusal, grappleWeaponAttack } from "../../../rules/index.ts";
import type { WeaponView } from "../dice/attack-views.ts";
import { grappleStateOf } from "./fighter-view.ts";

/**
 * Attacking with a weapon while grappling (rcr-combat.txt › Other Grappling Options, Lightsaber Locks): a
 * light weapon only (an unarmed strike counts as light), one weapon, and not while pinned or pinning; a
 * lightsaber is no light weapon for a Medium-size wielder. Null when the attack may go on (or the actor is
 * not grappling).
 */
export function grappleWeaponRefusal(
  actor: Actor.Implementation,
  weapon: WeaponView,
  twoWeapons: boolean,
): GrappleWeaponRefusal | null {
  const state = grappleStateOf(actor);
  const grappling =
    actor.statuses.has("grappled") || actor.statuses.has("pinned") || state.opponents.length > 0;
  if (!grappling) return null;
  const result = grappleWeaponAttack({
    weapon: weapon.light ? "light" : weapon.grip === "two-hands" ? "twoHanded" : "oneHanded",
    pinned: actor.statuses.has("pinned") || state.pinnedBy !== null,
    pinning: state.pinning !== null,
    twoWeapons,
  });
  return result.ok ? null : result.refused;
}
