/**
 * Attacking with two weapons (or both ends of a double weapon).
 * rcr-combat.txt › Attacking with Two Weapons, Double Weapon, Two Weapon Fighting Table;
 * Unarmed Strike Damage (an unarmed strike counts as a light weapon).
 */

/** What lessens the two-weapon penalties. */
export interface TwoWeaponOptions {
  /** The off-hand weapon is light (smaller than the wielder; unarmed; the other end of a double weapon). */
  offHandLight?: boolean;
  /** Ambidexterity feat. */
  ambidexterity?: boolean;
  /** Two-Weapon Fighting feat. */
  twoWeaponFighting?: boolean;
}

// rcr-combat.txt › Attacking with Two Weapons: -6 primary, -10 off hand; light off hand +2 each;
// Ambidexterity +4 off hand; Two-Weapon Fighting +2 each.
const BASE = { primary: -6, offHand: -10 } as const;
const LIGHT = { primary: 2, offHand: 2 } as const;
const AMBIDEXTERITY = { primary: 0, offHand: 4 } as const;
const TWO_WEAPON_FIGHTING = { primary: 2, offHand: 2 } as const;

/** Penalties on the primary-hand attacks and on the off-hand attack; reproduces the table's 8 rows. */
export function twoWeaponPenalties(opts: TwoWeaponOptions): { primary: number; offHand: number } {
  let primary: number = BASE.primary;
  let offHand: number = BASE.offHand;
  for (const [applies, step] of [
    [opts.offHandLight, LIGHT],
    [opts.ambidexterity, AMBIDEXTERITY],
    [opts.twoWeaponFighting, TWO_WEAPON_FIGHTING],
  ] as const) {
    if (!applies) continue;
    primary += step.primary;
    offHand += step.offHand;
  }
  return { primary, offHand };
}

/**
 * Improved Two-Weapon Fighting: a second off-hand attack (rcr-additional-combat-rules.txt › How Many
 * Shots). The texts do not give its penalty; the RCR feat makes it 5 lower than the first off-hand attack.
 */
export const IMPROVED_TWO_WEAPON_STEP = -5;
