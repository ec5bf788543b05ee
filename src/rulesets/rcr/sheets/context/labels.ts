/**
 * Lang keys of the choices and names the sheets show. The data models own the field names
 * (`SWRPG.Weapon.*`, `SWRPG.Armor.*`, ...); the sheets own their own words (`SWRPG.Sheet.*`).
 */
import type { WoundCondition } from "../../../../rules/index.ts";

export { choicesOf } from "../../../../applications/sheets/item-sheet-view.ts";

export const SIZE_PREFIX = "SWRPG.Size.";
export const ATTACK_TYPE_PREFIX = "SWRPG.Weapon.AttackType.";
export const DAMAGE_TYPE_PREFIX = "SWRPG.Weapon.DamageType.";
export const WEAPON_GROUP_PREFIX = "SWRPG.Weapon.Group.";
export const HAND_PREFIX = "SWRPG.Weapon.Hand.";
export const FIRE_MODE_PREFIX = "SWRPG.Weapon.FireMode.";

export function abilityLabel(key: string): string {
  return `SWRPG.Ability.${key}`;
}

export function abilityAbbreviation(key: string): string {
  return `SWRPG.Ability.Abbr.${key}`;
}

export function saveLabel(key: string): string {
  return `SWRPG.Save.${key}`;
}

/** The injury state that follows from wound points, as the header shows it. */
export function injuryLabel(condition: WoundCondition): string {
  return `SWRPG.Condition.${condition}`;
}

/** A labelled term of a bonus breakdown (BonusPart labels are stable keys). */
export function bonusPartLabel(label: string): string {
  return `SWRPG.Sheet.Part.${label}`;
}

/** Foundry's document type label (`CONFIG.Item.typeLabels`), which lang/en.json fills under TYPES. */
export function itemTypeLabel(type: string): string {
  return `TYPES.Item.${type}`;
}
