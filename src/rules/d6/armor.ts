import { addDiceCodes, type DiceCode, wholeDice } from "./dice-code.ts";
import type { HitLocation } from "./hit-location.ts";
import type { Options } from "./options.ts";

/** What kind of attack an armor resists. */
export type DamageType = "physical" | "energy";

/** How damaged a suit of armor is. */
export type ArmorCondition = "intact" | "lightlyDamaged" | "heavilyDamaged" | "severelyDamaged" | "destroyed";

/** A suit of armor. d6-combat.txt › Armor. */
export interface Armor {
  /** Added to Strength against physical attacks (stormtrooper armor +2D). */
  physical: DiceCode;
  /** Against energy attacks (stormtrooper armor +1D). */
  energy: DiceCode;
  /** What it covers; absent: the whole body. */
  covers?: readonly HitLocation[];
  /** Default "intact". */
  condition?: ArmorCondition;
  /** To Dexterity and every Dexterity skill (stormtrooper armor −1D). */
  dexterityPenalty?: DiceCode;
}

// d6-combat.txt › Armor Damage Chart: lightly damaged −1 pip, heavily −1D, severely and destroyed useless.
const CONDITION_LOSS: Readonly<Record<ArmorCondition, DiceCode | null>> = {
  intact: { dice: 0, pips: 0 },
  lightlyDamaged: { dice: 0, pips: -1 },
  heavilyDamaged: { dice: -1, pips: 0 },
  severelyDamaged: null,
  destroyed: null,
};

const NO_DICE = (): DiceCode => wholeDice(0);

/**
 * What an armor adds to the Strength roll against damage of this type, after its damage; 0D with the hit
 * location option when the location is one it does not cover. A damaged armor never subtracts.
 * d6-combat.txt › Armor; Damaged Armor; Game Option: Hit Location.
 */
export function armorBonus(
  armor: Armor | null,
  damageType: DamageType,
  location?: HitLocation | null,
  options?: Options,
): DiceCode {
  if (!armor) return NO_DICE();
  if (options?.hitLocation && location && armor.covers && !armor.covers.includes(location)) return NO_DICE();
  const loss = CONDITION_LOSS[armor.condition ?? "intact"];
  if (!loss) return NO_DICE();
  const bonus = addDiceCodes(armor[damageType], loss);
  return bonus.dice < 0 || (bonus.dice === 0 && bonus.pips < 0) ? NO_DICE() : bonus;
}

/**
 * The dice rolled to resist damage: Strength plus the armor's bonus. Only this Strength roll counts armor;
 * wound and stun penalties are the caller's (`injuryEffects`). d6-combat.txt › Armor.
 */
export function resistanceDice(
  input: { strength: DiceCode; armor?: Armor | null; damageType: DamageType; location?: HitLocation | null },
  options?: Options,
): DiceCode {
  return addDiceCodes(
    input.strength,
    armorBonus(input.armor ?? null, input.damageType, input.location, options),
  );
}

/** Dexterity or a Dexterity skill in bulky armor: plus its Dexterity penalty. d6-combat.txt › Armor. */
export function dexterityInArmor(code: DiceCode, armor: Armor | null): DiceCode {
  return addDiceCodes(code, armor?.dexterityPenalty ?? NO_DICE());
}
