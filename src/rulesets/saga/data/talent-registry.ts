/**
 * The feats and talents the Saga engine understands. A `sagaTalent` item stores one of these keys (and,
 * for a targeted one, the weapon group or armor type it is taken for); derived data and the fight read
 * the actor's summary (`summarizeTalents`) instead of hand-entered numbers.
 */
import { saga } from "../../../rules/index.ts";

export const SAGA_WEAPON_GROUPS = [
  "melee",
  "natural",
  "unarmed",
  "pistol",
  "carbine",
  "rifle",
  "heavy",
  "thrown",
] as const satisfies readonly saga.SagaWeaponGroup[];

export const SAGA_ARMOR_TYPES = ["light", "medium", "heavy"] as const;
export type SagaArmorType = (typeof SAGA_ARMOR_TYPES)[number];

export const SAGA_TALENT_KEYS = [
  "armorProficiency",
  "armoredDefense",
  "improvedArmoredDefense",
  "burstFire",
  "combatReflexes",
  "evasion",
  "improvedDamageThreshold",
  "martialArts",
  "pointBlankShot",
  "preciseShot",
  "rapidShot",
  "weaponFocus",
  "weaponProficiency",
  "weaponSpecialization",
] as const;
export type SagaTalentKey = (typeof SAGA_TALENT_KEYS)[number];

export const SAGA_TALENT_KINDS = ["feat", "talent"] as const;
export type SagaTalentKind = (typeof SAGA_TALENT_KINDS)[number];

/** What a targeted key is taken for; the others take no target. */
export const TALENT_TARGETS: Partial<Record<SagaTalentKey, readonly string[]>> = {
  armorProficiency: SAGA_ARMOR_TYPES,
  weaponFocus: saga.WEAPON_PROFICIENCY_GROUPS,
  weaponProficiency: saga.WEAPON_PROFICIENCY_GROUPS,
  weaponSpecialization: saga.WEAPON_PROFICIENCY_GROUPS,
};

export function isSagaTalentKey(key: string): key is SagaTalentKey {
  return (SAGA_TALENT_KEYS as readonly string[]).includes(key);
}

/** What an actor's talent items add up to. */
export interface TalentSummary {
  evasion: boolean;
  combatReflexes: boolean;
  burstFire: boolean;
  pointBlankShot: boolean;
  preciseShot: boolean;
  rapidShot: boolean;
  martialArts: boolean;
  armoredDefense: boolean;
  improvedArmoredDefense: boolean;
  /** How many Improved Damage Threshold feats (it can be taken more than once). */
  improvedDamageThreshold: number;
  /** Weapon groups (or a stored form: saga.groupsOfTarget reads both). */
  weaponFocus: string[];
  weaponProficiency: string[];
  weaponSpecialization: string[];
  armorProficiency: string[];
}

type FlagKey = Exclude<
  SagaTalentKey,
  | "improvedDamageThreshold"
  | "weaponFocus"
  | "weaponProficiency"
  | "weaponSpecialization"
  | "armorProficiency"
>;

/** Summarizes talent records; unknown keys are ignored, targets are kept once each, in order. */
export function summarizeTalents(talents: readonly { key: string; target: string }[]): TalentSummary {
  const summary: TalentSummary = {
    evasion: false,
    combatReflexes: false,
    burstFire: false,
    pointBlankShot: false,
    preciseShot: false,
    rapidShot: false,
    martialArts: false,
    armoredDefense: false,
    improvedArmoredDefense: false,
    improvedDamageThreshold: 0,
    weaponFocus: [],
    weaponProficiency: [],
    weaponSpecialization: [],
    armorProficiency: [],
  };
  for (const { key, target } of talents) {
    if (!isSagaTalentKey(key)) continue;
    if (key === "improvedDamageThreshold") summary.improvedDamageThreshold += 1;
    else if (
      key === "weaponFocus" ||
      key === "weaponProficiency" ||
      key === "weaponSpecialization" ||
      key === "armorProficiency"
    ) {
      if (target && !summary[key].includes(target)) summary[key].push(target);
    } else summary[key satisfies FlagKey] = true;
  }
  return summary;
}
