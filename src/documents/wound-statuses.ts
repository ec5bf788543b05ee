import { type ConditionId, WOUND_CONDITION_IDS } from "../config/status-effects.ts";
import { woundCondition } from "../rules/index.ts";

/** One status to switch on or off. */
export interface StatusToggle {
  id: ConditionId;
  active: boolean;
}

/**
 * The one place wound points decide the wound-driven statuses (fatigued, disabled, dying, dead),
 * from the engine's `woundCondition`. rcr-combat.txt › Effects of Damage: each wound loss fatigues
 * (so disabled and dying characters are fatigued too); dead replaces the others. "Stable" only
 * means something while dying: it is cleared when the character is no longer dying, and when a
 * dying character loses more wound points (the dying starts again, as in the engine's injury machine).
 * Returns only the toggles that change something.
 */
export function woundStatusToggles(input: {
  wounds: number;
  woundsMax: number;
  active: ReadonlySet<string>;
  previousWounds?: number;
}): StatusToggle[] {
  const condition = woundCondition(input.wounds, input.woundsMax);
  const wanted = new Set<ConditionId>();
  if (condition === "dead") wanted.add("dead");
  else if (condition !== "unhurt") {
    wanted.add("fatigued");
    if (condition === "disabled" || condition === "dying") wanted.add(condition);
  }
  const toggles: StatusToggle[] = [];
  for (const id of WOUND_CONDITION_IDS) {
    const on = wanted.has(id);
    if (on !== input.active.has(id)) toggles.push({ id, active: on });
  }
  const lostMore = input.previousWounds !== undefined && input.wounds < input.previousWounds;
  if (input.active.has("stable") && (condition !== "dying" || lostMore))
    toggles.push({ id: "stable", active: false });
  return toggles;
}
