import type { Refusal } from "../../../data/constraints.ts";
import { readChange, removeChange } from "../../../data/guard-changes.ts";

function numberAt(changes: unknown, path: string): number | undefined {
  const value = readChange(changes, path);
  return typeof value === "number" ? value : undefined;
}

/**
 * Checks that don't fit one actor field: current hit points may not exceed the maximum, using the new
 * maximum when the same change sets it. A refused value is removed.
 */
export function guardSagaActorLimits(changes: unknown, current: { hpMax: number }): Refusal[] {
  const hp = numberAt(changes, "hp.value");
  const max = numberAt(changes, "hp.max") ?? current.hpMax;
  if (hp === undefined || hp <= max) return [];
  removeChange(changes, "hp.value");
  return [{ path: "hp.value", label: "SWRPG.Saga.Actor.HitPoints", reason: "exceedsMaximum", data: { max } }];
}
