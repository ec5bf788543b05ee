import type { Size } from "../../../../rules/index.ts";
import type { WornArmorCategory } from "../item/armor-schema.ts";
import type { AttackType, WeaponGroup, WeaponHand, WeaponSize } from "../item/weapon-schema.ts";
import type { AbilityKey, SaveKey } from "./actor-schema.ts";

/**
 * An actor as the engine sees it: plain values only, no Foundry objects. The data model builds
 * one from the document (`actor-model.ts`); tests and the bench build them directly.
 */
export interface ActorRecord {
  heroic: boolean;
  abilities: Record<AbilityKey, number>;
  size: Size;
  level: number;
  baseAttackBonus: number;
  classDefenseBonus: number;
  saves: Record<SaveKey, number>;
  vitality: { value: number; max: number };
  wounds: number;
  /** Unarmored speed in meters; null = the size's speed. */
  speedBase: number | null;
  /** Active status ids (CONFIG.statusEffects ids). */
  statuses: ReadonlySet<string>;
  weapons: readonly WeaponRecord[];
  armor: readonly ArmorRecord[];
  feats: readonly { key: string; target: string }[];
}

export interface WeaponRecord {
  id: string;
  name: string;
  damageFormula: string;
  threatRange: number;
  group: WeaponGroup;
  size: WeaponSize;
  attackType: AttackType;
  equipped: boolean;
  hand: WeaponHand;
}

export interface ArmorRecord {
  id: string;
  damageReduction: number;
  maxDexBonus: number | null;
  armorCheckPenalty: number;
  category: WornArmorCategory;
  equipped: boolean;
}
