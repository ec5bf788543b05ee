import { type ComposedBonus, saga, withModifier } from "../../../rules/index.ts";
import type { SagaWeaponRecord } from "./actor-record.ts";

/** One weapon's numbers in its wielder's hands, before range, target and fire mode. */
export type SagaWeaponAttack = {
  kind: "melee" | "ranged";
  /** BAB, ability, Weapon Focus, proficiency and the condition penalty. */
  attack: ComposedBonus;
  /** Half the heroic level and, in melee, Strength. */
  damageBonus: ComposedBonus;
  /** The weapon's dice with the damage bonus appended, e.g. "2d8 + 3". */
  damageFormula: string;
  weaponFocus: boolean;
};

/** The wielder's numbers a weapon attack needs. */
export interface SagaWielder {
  baseAttackBonus: number;
  heroicLevel: number;
  strModifier: number;
  dexModifier: number;
  conditionPenalty: number;
  weaponFocus: readonly string[];
}

/** Melee, natural and unarmed weapons attack in melee; every other group (thrown included) is ranged. */
export function sagaAttackKind(group: string): "melee" | "ranged" {
  return group === "melee" || group === "natural" || group === "unarmed" ? "melee" : "ranged";
}

export function sagaWeaponAttack(weapon: SagaWeaponRecord, wielder: SagaWielder): SagaWeaponAttack {
  const kind = sagaAttackKind(weapon.group);
  const weaponFocus = wielder.weaponFocus.includes(weapon.group);
  const attack = saga.coreAttackBonus({
    kind,
    baseAttackBonus: wielder.baseAttackBonus,
    strModifier: wielder.strModifier,
    dexModifier: wielder.dexModifier,
    weaponFocus,
    proficient: weapon.proficient,
    conditionPenalty: wielder.conditionPenalty,
  });
  const damageBonus = saga.coreDamageBonus({
    kind,
    heroicLevel: wielder.heroicLevel,
    strModifier: wielder.strModifier,
    twoHanded: weapon.twoHanded,
  });
  return {
    kind,
    attack,
    damageBonus,
    damageFormula: withModifier(weapon.damageFormula, damageBonus.total),
    weaponFocus,
  };
}
