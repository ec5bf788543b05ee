import { addDiceCodes, type DiceCode, parseDiceCode, wholeDice } from "./dice-code.ts";

/** A weapon's damage: "5D", or Strength plus dice: "STR+1D+2" = `{ strength: true, dice: 1D+2 }`. */
export interface DamageCode {
  strength: boolean;
  dice: DiceCode;
}

/**
 * Reads "5D", "STR" (brawling), "STR+1D", "STR+1D+2" (STR in any case, spaces ignored); else null.
 * d6-combat.txt › Combat and Injuries: melee weapons are STR+dice, brawling is the attacker's Strength.
 */
export function parseDamageCode(text: string): DamageCode | null {
  const compact = text.replace(/\s/g, "");
  if (compact.slice(0, 3).toUpperCase() !== "STR") {
    const dice = parseDiceCode(compact);
    return dice ? { strength: false, dice } : null;
  }
  const rest = compact.slice(3);
  if (rest === "") return { strength: true, dice: wholeDice(0) };
  if (!/^[+-]/.test(rest)) return null;
  const dice = parseDiceCode(rest);
  return dice ? { strength: true, dice } : null;
}

/** The dice to roll for damage: a STR code adds the attacker's Strength to its dice; otherwise its dice. */
export function damageDice(code: DamageCode, strength: DiceCode): DiceCode {
  return code.strength ? addDiceCodes(strength, code.dice) : { ...code.dice };
}
