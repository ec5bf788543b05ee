import { addDiceCodes, type DiceCode, wholeDice } from "./dice-code.ts";
import { damageObject, type ObjectDamageLevel } from "./object-damage.ts";

/** The simple protections of the text's table. */
export type ProtectionKind =
  | "flimsyWoodenDoor"
  | "standardWoodenDoor"
  | "standardMetalDoor"
  | "reinforcedDoor"
  | "blastDoor";

// d6-combat.txt › Protection - Table 1.
const BODY_STRENGTH_DICE: Readonly<Record<ProtectionKind, number>> = {
  flimsyWoodenDoor: 1,
  standardWoodenDoor: 2,
  standardMetalDoor: 3,
  reinforcedDoor: 4,
  blastDoor: 6,
};

/** The body strength of a simple protection. Improvised protection is the GM's call. */
export function protectionBodyStrength(kind: ProtectionKind): DiceCode {
  return wholeDice(BODY_STRENGTH_DICE[kind]);
}

// d6-combat.txt › Protection - Table 3: dice taken off the weapon's damage; null: completely protected.
const THROUGH_PROTECTION: Readonly<Record<ObjectDamageLevel, number | null>> = {
  undamaged: null,
  notSeriouslyDamaged: null,
  lightlyDamaged: -4,
  heavilyDamaged: -2,
  severelyDamaged: -1,
  destroyed: 0,
};

/**
 * The damage that reaches a character behind protection damaged to this level: none (null) when it is
 * undamaged or not seriously damaged, the weapon's dice less 4D, 2D or 1D, or full damage when destroyed.
 * Null too when no die is left to roll.
 */
export function damageThroughProtection(damage: DiceCode, level: ObjectDamageLevel): DiceCode | null {
  const reduction = THROUGH_PROTECTION[level];
  if (reduction === null) return null;
  const through = addDiceCodes(damage, wholeDice(reduction));
  return through.dice > 0 ? through : null;
}

/**
 * A shot that hit the protection, in one call: how badly the protection is damaged and what damage reaches
 * the character behind it. d6-combat.txt › Protection - Tables 2 and 3; the garbage-bins example.
 */
export function damageProtection(input: {
  weaponDamage: DiceCode;
  damageTotal: number;
  bodyStrengthTotal: number;
}): { difference: number; level: ObjectDamageLevel; targetDamage: DiceCode | null } {
  const { difference, level } = damageObject(input);
  return { difference, level, targetDamage: damageThroughProtection(input.weaponDamage, level) };
}
