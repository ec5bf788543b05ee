import type { Refusal } from "../../../../data/constraints.ts";
import { readChange, removeChange } from "../../../../data/guard-changes.ts";

/** The stored values a joint check compares against (current source, before the change). */
export interface ActorLimitsSource {
  con: number;
  vitalityMax: number;
}

function numberAt(changes: unknown, path: string): number | undefined {
  const value = readChange(changes, path);
  return typeof value === "number" ? value : undefined;
}

/**
 * Checks that don't fit one field: current wounds may not exceed the maximum (the Constitution
 * score, rcr-combat.txt › Vitality Points and Wound Points), current vitality may not exceed its
 * maximum. Uses the new maximum when the same update changes it. Refused values are removed.
 */
export function guardActorLimits(changes: unknown, current: ActorLimitsSource): Refusal[] {
  const refusals: Refusal[] = [];
  const wounds = numberAt(changes, "wounds.value");
  const con = numberAt(changes, "abilities.con.value") ?? current.con;
  if (wounds !== undefined && wounds > con) {
    removeChange(changes, "wounds.value");
    refusals.push({
      path: "wounds.value",
      label: "SWRPG.Actor.Wounds",
      reason: "exceedsMaximum",
      data: { max: con },
    });
  }
  const vitality = numberAt(changes, "vitality.value");
  const vitalityMax = numberAt(changes, "vitality.max") ?? current.vitalityMax;
  if (vitality !== undefined && vitality > vitalityMax) {
    removeChange(changes, "vitality.value");
    refusals.push({
      path: "vitality.value",
      label: "SWRPG.Actor.Vitality",
      reason: "exceedsMaximum",
      data: { max: vitalityMax },
    });
  }
  return refusals;
}
