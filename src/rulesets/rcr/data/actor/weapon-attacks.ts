import {
  attackBonus,
  type ComposedBonus,
  damageBonus,
  type Grip,
  type Size,
  threatRange,
  withModifier,
} from "../../../../rules/index.ts";
import { type FeatSummary, featAppliesTo } from "../item/feat-registry.ts";
import type { WeaponRecord } from "./actor-record.ts";
import type { CombatState } from "./condition-modifiers.ts";

/** One weapon's numbers in its wielder's hands, before range, target and fire mode. */
export type WeaponAttack = {
  kind: "melee" | "ranged";
  /** Attack bonus with its breakdown (BAB, ability, size, Weapon Focus, the wielder's conditions). */
  attack: ComposedBonus;
  /** The weapon's formula with the damage bonus appended, e.g. "2d6 + 3". */
  damageFormula: string;
  damageBonus: ComposedBonus;
  /** Lowest natural roll that threatens (Improved Critical applied). */
  threatRange: number;
  grip: Grip;
};

/** The wielder's numbers a weapon attack needs. */
export interface Wielder {
  baseAttackBonus: number;
  strModifier: number;
  dexModifier: number;
  size: Size;
  feats: FeatSummary;
  combat: CombatState;
}

/**
 * How the weapon is held, for the Strength bonus to damage.
 * rcr-combat.txt › Off-Hand Weapon; Wielding a Weapon Two-Handed (not for a weapon smaller than the
 * wielder, i.e. a light weapon). A two-handed weapon is always held in two hands.
 */
export function gripOf(weapon: Pick<WeaponRecord, "size" | "hand">): Grip {
  if (weapon.size === "two-handed") return "two-hands";
  if (weapon.hand === "off-hand") return "off-hand";
  if (weapon.hand === "two-hands" && weapon.size !== "light") return "two-hands";
  return "one-hand";
}

/** rcr-combat.txt › Attack Bonus: melee weapons use Strength; ranged (thrown and grenadelike too) Dexterity. */
export function attackKindOf(weapon: Pick<WeaponRecord, "attackType">): "melee" | "ranged" {
  return weapon.attackType === "melee" ? "melee" : "ranged";
}

export function weaponAttack(weapon: WeaponRecord, wielder: Wielder): WeaponAttack {
  const kind = attackKindOf(weapon);
  const grip = gripOf(weapon);
  const attack = attackBonus({
    kind,
    bab: wielder.baseAttackBonus,
    strModifier: wielder.strModifier,
    dexModifier: wielder.dexModifier,
    size: wielder.size,
    weaponFocus: featAppliesTo(wielder.feats.weaponFocus, weapon),
    situational: wielder.combat.attackParts[kind],
  });
  const bonus = damageBonus({ kind, strModifier: wielder.strModifier, grip });
  return {
    kind,
    attack,
    damageFormula: withModifier(weapon.damageFormula, bonus.total),
    damageBonus: bonus,
    threatRange: threatRange(weapon.threatRange, featAppliesTo(wielder.feats.improvedCritical, weapon)),
    grip,
  };
}
