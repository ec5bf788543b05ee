import { NONPROFICIENT_PENALTY, WEAPON_FOCUS_BONUS } from "./core-attack-bonus.ts";
import { WEAPON_SPECIALIZATION_DAMAGE } from "./core-damage-bonus.ts";
import type { BonusPart, SagaWeaponGroup } from "./types.ts";

/**
 * The weapon groups the proficiency feats name (Saga core, not in the texts): a carbine is a rifle,
 * lightsabers are their own group, grenades and unarmed attacks are simple weapons, and an exotic weapon
 * needs its own proficiency.
 */
export const WEAPON_PROFICIENCY_GROUPS = [
  "simple",
  "advancedMelee",
  "lightsabers",
  "pistols",
  "rifles",
  "heavy",
  "exotic",
] as const;
export type WeaponProficiencyGroup = (typeof WEAPON_PROFICIENCY_GROUPS)[number];

export function isWeaponProficiencyGroup(value: string): value is WeaponProficiencyGroup {
  return (WEAPON_PROFICIENCY_GROUPS as readonly string[]).includes(value);
}

/**
 * The group a weapon of a form belongs to when nothing else says (a stored weapon from before groups, a new
 * weapon): melee blades are advanced melee weapons unless they are lightsabers; grenades, thrown, natural
 * and unarmed attacks are simple; carbines are rifles (Saga core, not in the texts).
 */
export function defaultProficiencyGroup(form: SagaWeaponGroup, lightsaber = false): WeaponProficiencyGroup {
  switch (form) {
    case "melee":
      return lightsaber ? "lightsabers" : "advancedMelee";
    case "pistol":
      return "pistols";
    case "carbine":
    case "rifle":
      return "rifles";
    case "heavy":
      return "heavy";
    default:
      return "simple";
  }
}

/** What a form taken as a feat's target before groups stood for: "melee" covered every melee weapon. */
const FORM_TARGETS: Readonly<Record<string, readonly WeaponProficiencyGroup[]>> = {
  melee: ["simple", "advancedMelee", "lightsabers"],
  natural: ["simple"],
  unarmed: ["simple"],
  thrown: ["simple"],
  pistol: ["pistols"],
  carbine: ["rifles"],
  rifle: ["rifles"],
};

/**
 * The groups a proficiency, Weapon Focus or Weapon Specialization target covers: a group names itself; a
 * weapon form stored before groups existed keeps covering the weapons it covered ("melee": simple, advanced
 * melee and lightsabers); anything else covers nothing.
 */
export function groupsOfTarget(target: string): WeaponProficiencyGroup[] {
  if (isWeaponProficiencyGroup(target)) return [target];
  return Object.hasOwn(FORM_TARGETS, target)
    ? [...(FORM_TARGETS[target] as readonly WeaponProficiencyGroup[])]
    : [];
}

/** The groups a character's proficiency feats and talents name (targets as `groupsOfTarget` reads them). */
export interface WeaponTraining {
  proficiency: readonly string[];
  weaponFocus: readonly string[];
  weaponSpecialization: readonly string[];
}

/** What a character's training gives with one weapon group. */
export interface WeaponGroupTraining {
  group: WeaponProficiencyGroup;
  proficient: boolean;
  weaponFocus: boolean;
  weaponSpecialization: boolean;
  /** `weaponFocus` (+1) and `nonproficient` (−5), only those that apply. */
  attackParts: BonusPart[];
  /** `weaponSpecialization` (+2) when it applies. */
  damageParts: BonusPart[];
}

function covers(targets: readonly string[], group: WeaponProficiencyGroup): boolean {
  return targets.some((target) => groupsOfTarget(target).includes(group));
}

/**
 * A character's proficiency, Weapon Focus and Weapon Specialization with a weapon of `group` (Saga core, not
 * in the texts): without a proficiency naming the group the attack takes −5; Weapon Focus adds +1 to the
 * attack and Weapon Specialization +2 to the damage, each only for the group it was taken for.
 */
export function weaponGroupTraining(
  group: WeaponProficiencyGroup,
  training: WeaponTraining,
): WeaponGroupTraining {
  const proficient = covers(training.proficiency, group);
  const weaponFocus = covers(training.weaponFocus, group);
  const weaponSpecialization = covers(training.weaponSpecialization, group);
  const attackParts: BonusPart[] = [];
  if (weaponFocus) attackParts.push({ label: "weaponFocus", value: WEAPON_FOCUS_BONUS });
  if (!proficient) attackParts.push({ label: "nonproficient", value: NONPROFICIENT_PENALTY });
  const damageParts: BonusPart[] = weaponSpecialization
    ? [{ label: "weaponSpecialization", value: WEAPON_SPECIALIZATION_DAMAGE }]
    : [];
  return { group, proficient, weaponFocus, weaponSpecialization, attackParts, damageParts };
}
