/**
 * Pure migrations of older item sources into today's schema (called from each model's
 * `migrateData`, before validation). Each step is idempotent: today's shape passes through.
 */

import { isPlainObject } from "../../../../data/guard-changes.ts";

type Source = Record<string, unknown>;

/** Moves `source[from]` to `source[to]` when the new key is not set yet. */
export function renameKey(source: Source, from: string, to: string): void {
  if (!(from in source)) return;
  if (!(to in source)) source[to] = source[from];
  delete source[from];
}

/**
 * Weapon, pre-release shapes: `damage` as a bare formula string with `damageType` beside it,
 * `threat` for the threat range, `range` for the range increment, a single `fireMode` string
 * ("single" | "multifire" | "autofire" | "autofireOnly"), and `twoHanded: true` for the size.
 */
export function migrateWeaponSource(source: Source): Source {
  if (typeof source.damage === "string") {
    source.damage = {
      formula: source.damage,
      ...(typeof source.damageType === "string" ? { type: source.damageType } : {}),
    };
    delete source.damageType;
  }
  renameKey(source, "threat", "threatRange");
  renameKey(source, "range", "rangeIncrement");
  if (typeof source.fireMode === "string" && !isPlainObject(source.fireModes)) {
    const mode = source.fireMode;
    source.fireModes = {
      single: mode === "single" || mode === "multifire" || mode === "autofire",
      multifire: mode === "multifire",
      autofire: mode === "autofire" || mode === "autofireOnly",
    };
  }
  delete source.fireMode;
  if (source.twoHanded === true && source.size === undefined) source.size = "two-handed";
  delete source.twoHanded;
  return source;
}

/** Armor, pre-release shapes: `dr` for damage reduction, `maxDex` and `checkPenalty`, `type` for the category. */
export function migrateArmorSource(source: Source): Source {
  renameKey(source, "dr", "damageReduction");
  renameKey(source, "maxDex", "maxDexBonus");
  renameKey(source, "checkPenalty", "armorCheckPenalty");
  if (typeof source.type === "string" && source.category === undefined) source.category = source.type;
  delete source.type;
  // An old sheet stored "no cap" as -1 or an empty string.
  if (source.maxDexBonus === -1 || source.maxDexBonus === "") source.maxDexBonus = null;
  return source;
}

/** Feat, pre-release shape: `featKey` and the target as `weapon`. */
export function migrateFeatSource(source: Source): Source {
  renameKey(source, "featKey", "key");
  renameKey(source, "weapon", "target");
  return source;
}
