/**
 * Pure migrations of older Saga item sources into today's schema (each model's `migrate`, before
 * validation). Idempotent: today's shape passes through.
 */
import { saga } from "../../../rules/index.ts";
import { SAGA_WEAPON_GROUPS } from "./talent-registry.ts";

type Source = Record<string, unknown>;

/** The feats and talents whose target is a weapon group. */
export const WEAPON_GROUP_KEYS: readonly string[] = [
  "weaponFocus",
  "weaponProficiency",
  "weaponSpecialization",
];

/**
 * A weapon stored before the book's groups: its group is read from its form and lightsaber flag
 * (`saga.defaultProficiencyGroup`) unless it names one. The old per-weapon "proficient" switch goes:
 * proficiency now comes from the wielder's feats and talents.
 */
export function migrateSagaWeaponSource(source: Source): Source {
  const form = source.group;
  if (
    !("proficiencyGroup" in source) &&
    typeof form === "string" &&
    (SAGA_WEAPON_GROUPS as readonly string[]).includes(form)
  ) {
    source.proficiencyGroup = saga.defaultProficiencyGroup(
      form as saga.SagaWeaponGroup,
      source.lightsaber === true,
    );
  }
  delete source.proficient;
  return source;
}

/**
 * A weapon feat taken for a form before groups (Weapon Focus (pistol)) now names the group the form
 * belongs to (pistols). "melee" stays: it stood for every melee weapon, and `saga.groupsOfTarget` keeps
 * reading it so (simple, advanced melee, lightsabers); no one group would keep what it gave.
 */
export function migrateSagaTalentSource(source: Source): Source {
  const { key, target } = source;
  if (typeof key !== "string" || !WEAPON_GROUP_KEYS.includes(key) || typeof target !== "string")
    return source;
  if (target === LEGACY_MELEE_TARGET || saga.isWeaponProficiencyGroup(target)) return source;
  const [group] = saga.groupsOfTarget(target);
  if (group) source.target = group;
  return source;
}

/** The one stored form target kept as it is (see `migrateSagaTalentSource`). */
export const LEGACY_MELEE_TARGET = "melee";
