import type { Refusal } from "../../../data/constraints.ts";
import { readChange, removeChange } from "../../../data/guard-changes.ts";
import { isSagaTalentKey, TALENT_TARGETS } from "./talent-registry.ts";

function refuse(
  changes: unknown,
  path: string,
  label: string,
  reason: Refusal["reason"],
  data: Refusal["data"],
) {
  removeChange(changes, path);
  return { path, label, reason, data } satisfies Refusal;
}

/** The weapon's stored values a joint check compares against (before the change). */
export interface WeaponFlagsSource {
  autofire: boolean;
  stunAvailable: boolean;
  shotsMax: number;
}

/**
 * Checks that don't fit one weapon field: autofire-only needs autofire, set to stun needs a stun
 * setting, shots loaded cannot exceed the magazine (when it counts shots). Uses the new value of the
 * other field when the same change sets it. Refused values are removed.
 */
export function guardWeaponFlags(changes: unknown, current: WeaponFlagsSource): Refusal[] {
  const refusals: Refusal[] = [];
  const autofire = readChange(changes, "fire.autofire") ?? current.autofire;
  if (readChange(changes, "fire.autofireOnly") === true && autofire !== true)
    refusals.push(
      refuse(changes, "fire.autofireOnly", "SWRPG.Saga.Weapon.AutofireOnly", "requiresField", {
        other: "SWRPG.Saga.Weapon.Autofire",
      }),
    );
  const stun = readChange(changes, "stun.available") ?? current.stunAvailable;
  if (readChange(changes, "stun.active") === true && stun !== true)
    refusals.push(
      refuse(changes, "stun.active", "SWRPG.Saga.Weapon.StunActive", "requiresField", {
        other: "SWRPG.Saga.Weapon.StunSetting",
      }),
    );
  const shots = readChange(changes, "shots.value");
  const max = readChange(changes, "shots.max") ?? current.shotsMax;
  if (typeof shots === "number" && typeof max === "number" && max > 0 && shots > max)
    refusals.push(refuse(changes, "shots.value", "SWRPG.Saga.Weapon.Shots", "exceedsMaximum", { max }));
  return refusals;
}

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
  return [refuse(changes, "target", "SWRPG.Saga.Talent.Target", "notAChoice", { value: target })];
}
