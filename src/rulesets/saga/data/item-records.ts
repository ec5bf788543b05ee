import type { saga } from "../../../rules/index.ts";

type DamageType = saga.DamageType;

import type { SagaArmorRecord, SagaWeaponRecord } from "./actor-record.ts";
import { SagaArmorModel, SagaTalentModel, SagaWeaponModel } from "./item-models.ts";

/** A weapon's damage types: its type and, unless "none", its second type. */
export function weaponDamageTypes(damage: {
  type: DamageType;
  secondType: DamageType | "none";
}): DamageType[] {
  return damage.secondType === "none" || damage.secondType === damage.type
    ? [damage.type]
    : [damage.type, damage.secondType];
}

/** The plain records of an actor's Saga weapons, armor and talents (other items are ignored). */
export function sagaItemRecords(items: Iterable<Item.Implementation>) {
  const weapons: SagaWeaponRecord[] = [];
  const armor: SagaArmorRecord[] = [];
  const talents: { key: string; target: string }[] = [];
  for (const item of items) {
    const system = item.system;
    if (system instanceof SagaWeaponModel) {
      weapons.push({
        id: item.id ?? "",
        name: item.name,
        group: system.group,
        damageFormula: system.damage.formula,
        damageTypes: weaponDamageTypes(system.damage),
        twoHanded: system.twoHanded,
        proficiencyGroup: system.proficiencyGroup,
      });
    } else if (system instanceof SagaArmorModel) {
      armor.push({
        id: item.id ?? "",
        armorType: system.armorType,
        reflexBonus: system.reflexBonus,
        fortitudeBonus: system.fortitudeBonus,
        maxDexBonus: system.maxDexBonus,
        damageReduction: system.damageReduction,
        shieldRating: system.shieldRating,
        equipped: system.equipped,
      });
    } else if (system instanceof SagaTalentModel) {
      talents.push({ key: system.key, target: system.target });
    }
  }
  return { weapons, armor, talents };
}
