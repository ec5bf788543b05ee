import type { Refusal } from "../../../data/constraints.ts";
import { readChange, removeChange } from "../../../data/guard-changes.ts";
import { LEGACY_MELEE_TARGET, WEAPON_GROUP_KEYS } from "./item-migrations.ts";
import { isSagaTalentKey, TALENT_TARGETS } from "./talent-registry.ts";

/**
 * A targeted talent's target must be one its key takes (a weapon group, an armor type) or blank (not
 * chosen yet); an untargeted one takes any text (it is ignored). Uses the new key when the change sets it.
 */
export function guardTalentTarget(changes: unknown, currentKey: string): Refusal[] {
  const target = readChange(changes, "target");
  if (typeof target !== "string" || target === "") return [];
  const key = readChange(changes, "key") ?? currentKey;
  const choices = typeof key === "string" && isSagaTalentKey(key) ? TALENT_TARGETS[key] : undefined;
  if (!choices || choices.includes(target)) return [];
  // A weapon feat stored for "melee" before groups may be saved as it is (item-migrations.ts).
  if (target === LEGACY_MELEE_TARGET && WEAPON_GROUP_KEYS.includes(String(key))) return [];
  removeChange(changes, "target");
  return [
    { path: "target", label: "SWRPG.Saga.Talent.Target", reason: "notAChoice", data: { value: target } },
  ];
}
