import { isPlainObject } from "../../../../data/guard-changes.ts";
import { renameKey } from "./item-migrations.ts";

type Source = Record<string, unknown>;

/**
 * Actor, pre-release shapes: ability scores as bare numbers (`abilities.str: 14`), `bab` and
 * `defenseBonus`, saves as bare numbers, `vitality`/`wounds` as bare numbers, `speed` as a number.
 * Idempotent: today's shape passes through unchanged.
 */
export function migrateActorSource(source: Source): Source {
  const abilities = source.abilities;
  if (isPlainObject(abilities)) {
    for (const [key, value] of Object.entries(abilities))
      if (typeof value === "number") abilities[key] = { value };
  }
  renameKey(source, "bab", "baseAttackBonus");
  renameKey(source, "defenseBonus", "classDefenseBonus");
  const saves = source.saves;
  if (isPlainObject(saves)) {
    for (const [key, value] of Object.entries(saves))
      if (typeof value === "number") saves[key] = { base: value };
  }
  if (typeof source.vitality === "number") source.vitality = { value: source.vitality, max: source.vitality };
  if (typeof source.wounds === "number") source.wounds = { value: source.wounds };
  if (typeof source.speed === "number") source.speed = { base: source.speed };
  return source;
}
