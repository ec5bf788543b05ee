import { type DiceCode, wholeDice } from "./dice-code.ts";
import type { ObjectDamageLevel } from "./object-damage.ts";

/** d6-combat.txt › Damaged Weapons: most hand weapons have body strength 2D, whatever damage they do. */
export const WEAPON_BODY_STRENGTH: DiceCode = Object.freeze({ dice: 2, pips: 0 });

/** What a damage level does to a weapon. */
export interface WeaponDamageEffects {
  /** Off the weapon's damage. */
  damagePenalty: DiceCode;
  /** Added to every difficulty to use it in combat. */
  difficultyModifier: number;
  usable: boolean;
  repairable: boolean;
}

// d6-combat.txt › Damaged Weapons › Weapon Damage Chart, notes 1-4.
const EFFECTS: Readonly<
  Record<ObjectDamageLevel, readonly [dice: number, difficulty: number, usable: boolean]>
> = {
  undamaged: [0, 0, true],
  notSeriouslyDamaged: [0, 0, true],
  lightlyDamaged: [-1, 0, true],
  heavilyDamaged: [-2, 10, true],
  severelyDamaged: [0, 0, false],
  destroyed: [0, 0, false],
};

/**
 * A damaged weapon: lightly loses 1D of damage; heavily loses 2D and adds +10 to every difficulty to use
 * it; severely can't be used but can be repaired; destroyed can't be repaired.
 */
export function weaponDamageEffects(level: ObjectDamageLevel): WeaponDamageEffects {
  const [dice, difficultyModifier, usable] = EFFECTS[level];
  return {
    damagePenalty: wholeDice(dice),
    difficultyModifier,
    usable,
    repairable: level !== "destroyed",
  };
}
