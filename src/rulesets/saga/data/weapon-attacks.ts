import { type ComposedBonus, saga, withModifier } from "../../../rules/index.ts";
import type { SagaWeaponRecord } from "./actor-record.ts";

/** One weapon's numbers in its wielder's hands, before range, target and fire mode. */
export type SagaWeaponAttack = {
  kind: "melee" | "ranged";
  /** BAB, ability, Weapon Focus, proficiency and the condition penalty. */
  attack: ComposedBonus;
  /** Half the heroic level, in melee Strength, and Weapon Specialization. */
  damageBonus: ComposedBonus;
  /** The weapon's dice with the damage bonus appended, e.g. "2d8 + 3". */
  damageFormula: string;
  /** The wielder's training with the weapon's group (proficiency, Focus, Specialization). */
  training: saga.WeaponGroupTraining;
  weaponFocus: boolean;
};

/** The wielder's numbers a weapon attack needs. */
export interface SagaWielder {
  baseAttackBonus: number;
  heroicLevel: number;
  strModifier: number;
  dexModifier: number;
  conditionPenalty: number;
  /** The groups (or stored forms) of the wielder's Weapon Focus, Weapon Proficiency and Weapon Specialization. */
  weaponFocus: readonly string[];
  weaponProficiency: readonly string[];
  weaponSpecialization: readonly string[];
}

/** Melee, natural and unarmed weapons attack in melee; every other group (thrown included) is ranged. */
export function sagaAttackKind(group: string): "melee" | "ranged" {
  return group === "melee" || group === "natural" || group === "unarmed" ? "melee" : "ranged";
}

export function sagaWeaponAttack(weapon: SagaWeaponRecord, wielder: SagaWielder): SagaWeaponAttack {
  const kind = sagaAttackKind(weapon.group);
  const training = saga.weaponGroupTraining(weapon.proficiencyGroup, {
    proficiency: wielder.weaponProficiency,
    weaponFocus: wielder.weaponFocus,
    weaponSpecialization: wielder.weaponSpecialization,
  });
  const attack = saga.coreAttackBonus({
    kind,
    baseAttackBonus: wielder.baseAttackBonus,
    strModifier: wielder.strModifier,
    dexModifier: wielder.dexModifier,
    weaponFocus: training.weaponFocus,
    proficient: training.proficient,
    conditionPenalty: wielder.conditionPenalty,
  });
  const damageBonus = saga.coreDamageBonus({
    kind,
    heroicLevel: wielder.heroicLevel,
    strModifier: wielder.strModifier,
    twoHanded: weapon.twoHanded,
    weaponSpecialization: training.weaponSpecialization,
  });
  return {
    kind,
    attack,
    damageBonus,
    damageFormula: withModifier(weapon.damageFormula, damageBonus.total),
    training,
    weaponFocus: training.weaponFocus,
  };
}
