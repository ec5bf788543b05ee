/**
 * The full-attack sequence a sheet shows beside a weapon's Full attack button: the rules engine's
 * planner (`planAttacks`) for a full attack with that weapon alone, as the attack flow plans it
 * (Rapid Shot with a ranged weapon when the actor has the feat). A weapon without single fire shows
 * its first fire mode. Nothing is computed here: the bonuses are the planner's.
 */

import { type FireMode, planAttacks } from "../../../../rules/index.ts";
import type { WeaponAttack } from "../../data/actor/weapon-attacks.ts";
import type { WeaponModel } from "../../data/index.ts";
import { allowedFireModes } from "../../data/item/fire-modes.ts";
import type { SheetActor } from "./sheet-subjects.ts";

/** The fire modes of a weapon in the planner's terms (a melee weapon strikes once per attack). */
export function plannerFireModes(system: WeaponModel | null): FireMode[] {
  return !system || system.attackType === "melee" ? ["single"] : allowedFireModes(system.fireModes);
}

/** A full attack with this weapon takes Rapid Shot unless declined in the dialog: ranged, with the feat. */
export function fullAttackTakesRapidShot(actor: SheetActor, derived: WeaponAttack): boolean {
  return derived.kind === "ranged" && actor.system.feats.rapidShot.has;
}

/**
 * Total bonus of each attack of a full attack with this weapon, highest first (e.g. [6, 1] at BAB 6
 * with no other modifier); empty when the planner refuses the full attack.
 * `weapon` null is the unarmed strike. `doubleWeapon`: the other end of a double weapon makes the extra
 * attack, with the two-weapon feats the actor has (rcr-combat.txt › Double Weapon).
 */
export function fullAttackBonuses(
  actor: SheetActor,
  id: string,
  derived: WeaponAttack,
  weapon: WeaponModel | null,
  doubleWeapon = false,
): number[] {
  const system = actor.system;
  const ranged = derived.kind === "ranged";
  const fireModes = plannerFireModes(weapon);
  const fireMode = fireModes.includes("single") ? "single" : (fireModes[0] ?? "single");
  const plan = planAttacks({
    action: "fullAttack",
    bab: system.baseAttackBonus,
    primary: {
      id,
      ranged,
      fireModes,
      autofireOnly: weapon?.fireModes.autofireOnly ?? false,
      twoHanded: derived.grip === "two-hands",
      blasterRifle: weapon?.group === "blasterRifles",
      tripod: weapon?.mounted ?? false,
      double: doubleWeapon,
      // The planner adds each attack's own base attack bonus; the rest is the weapon's share.
      parts: derived.attack.parts.filter((part) => part.label !== "bab"),
    },
    fireMode,
    doubleWeapon,
    feats: {
      rapidShot: fullAttackTakesRapidShot(actor, derived),
      multishot: system.feats.multishot.has,
      twoWeaponFighting: system.feats.twoWeaponFighting.has,
      ambidexterity: system.feats.ambidexterity.has,
      improvedTwoWeaponFighting: system.feats.improvedTwoWeaponFighting.has,
    },
  });
  return plan.ok ? plan.attacks.map((attack) => attack.bonus) : [];
}
