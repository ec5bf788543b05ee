/**
 * Which defense an attack, item or Force power is made against. A weapon names Reflex (the default); a power
 * names the defense its text compares the Use the Force check with (Force Grip Fortitude, Mind Trick Will).
 * saga-special-combat-rules.txt › Area Attacks, Cover; saga-variant-character-combat.txt › Defense Scores.
 */

/** The defenses an attack may name. */
export const TARGET_DEFENSES = ["reflex", "fortitude", "will"] as const;
export type TargetDefense = (typeof TARGET_DEFENSES)[number];

/**
 * A defense as the attack compares it: what it names, General Defense standing in for Reflex, or the variant's
 * Combat Maneuver Defense that a combat maneuver attacks (variant › Attack Roll Formulas, Defense Scores).
 */
export type DefenseAttacked = TargetDefense | "general" | "combatManeuver";

/**
 * The defense an attack is compared with: with the variant's defenses (`variantDefenses`), an attack against
 * Reflex Defense goes against General Defense instead (a reading of variant › Defense Scores, where General
 * Defense holds the armor bonus that core puts on Reflex); Fortitude and Will stay.
 */
export function defenseAttacked(named: TargetDefense, variantDefenses = false): DefenseAttacked {
  return named === "reflex" && variantDefenses ? "general" : named;
}

/**
 * Cover adds to Reflex Defense only (special › Cover, Improved Cover), or to the General Defense that stands
 * in for it in the variant; an attack against Fortitude or Will ignores cover (total cover still blocks it).
 */
export function coverAddsTo(defense: DefenseAttacked): boolean {
  return defense === "reflex" || defense === "general";
}
