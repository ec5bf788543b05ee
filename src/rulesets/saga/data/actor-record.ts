import type { Size, saga } from "../../../rules/index.ts";

type DamageType = saga.DamageType;

import type { SagaAbilityKey, SagaDefenseKey } from "./actor-schema.ts";
import type { SagaArmorType } from "./talent-registry.ts";

/**
 * A Saga actor as the engine sees it: plain values only, no Foundry objects. The data model builds one
 * from the document (`item-records.ts`); tests build them directly.
 */
export interface SagaActorRecord {
  abilities: Record<SagaAbilityKey, number>;
  heroicLevel: number;
  nonheroicLevel: number;
  classDefense: Record<SagaDefenseKey | "general" | "devastatingInjury", number>;
  combatManeuverBonus: number;
  thresholdMisc: { damage: number; mental: number };
  baseAttackBonus: number;
  hp: { value: number; max: number; temp: number };
  condition: number;
  shield: { value: number; max: number };
  damageReduction: number;
  damageReductionTypes: { mode: "all" | "appliesTo" | "bypassedBy"; type: DamageType };
  size: Size;
  speed: number;
  reach: number | null;
  initiative: { trained: boolean; skillFocus: boolean; misc: number };
  droid: boolean;
  cybernetic: boolean;
  /** Active status ids (the Saga status effects' ids). */
  statuses: ReadonlySet<string>;
  weapons: readonly SagaWeaponRecord[];
  armor: readonly SagaArmorRecord[];
  talents: readonly { key: string; target: string }[];
}

export interface SagaWeaponRecord {
  id: string;
  name: string;
  group: string;
  damageFormula: string;
  damageTypes: DamageType[];
  twoHanded: boolean;
  /** The book's group its proficiency, Weapon Focus and Weapon Specialization name. */
  proficiencyGroup: saga.WeaponProficiencyGroup;
}

export interface SagaArmorRecord {
  id: string;
  armorType: SagaArmorType;
  reflexBonus: number;
  fortitudeBonus: number;
  maxDexBonus: number | null;
  damageReduction: number;
  shieldRating: number;
  equipped: boolean;
}
