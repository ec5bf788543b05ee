import { woundCondition } from "../../../rules/index.ts";
import { type ConditionId, WOUND_CONDITION_IDS } from "../status-effects.ts";

/** One status to switch on or off. */
export interface StatusToggle {
  id: ConditionId;
  active: boolean;
}

/** The statuses the wound sync may change: the wound-driven ones and "stable". */
export const SYNCED_STATUS_IDS: readonly ConditionId[] = [...WOUND_CONDITION_IDS, "stable"];

/**
 * The wound-driven statuses of an actor at one moment, as the damage log keeps them so that Undo puts
 * back exactly what was there: the synced statuses that were on, and whether the sync set "dead".
 */
export interface WoundStatusSnapshot {
  active: ConditionId[];
  deadFromWounds: boolean;
}

/**
 * The one place wound points decide the wound-driven statuses (fatigued, disabled, dying, dead),
 * from the engine's `woundCondition`. rcr-combat.txt › Effects of Damage: each wound loss fatigues
 * (so disabled and dying characters are fatigued too); dead replaces the others. "Stable" only
 * means something while dying: it is cleared when the character is no longer dying, and when a
 * dying character loses more wound points (the dying starts again, as in the engine's injury machine).
 * rcr-combat.txt › Dead: dead is dead. A "dead" the sync did not set itself (`deadFromWounds` false: the
 * GM's Toggle Defeated, a status set by hand) is never cleared by wound points; only the sync's own
 * "dead" (wounds at -10, Constitution 0) goes again when those wounds are restored.
 * Returns only the toggles that change something.
 */
export function woundStatusToggles(input: {
  wounds: number;
  woundsMax: number;
  active: ReadonlySet<string>;
  previousWounds?: number;
  /** The active "dead" was set by this sync from wound points (the actor's `deadFromWounds` flag). */
  deadFromWounds?: boolean;
}): StatusToggle[] {
  const condition = woundCondition(input.wounds, input.woundsMax);
  const wanted = new Set<ConditionId>();
  if (condition === "dead") wanted.add("dead");
  else if (condition !== "unhurt") {
    wanted.add("fatigued");
    if (condition === "disabled" || condition === "dying") wanted.add(condition);
  }
  if (input.active.has("dead") && !input.deadFromWounds) wanted.add("dead");
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

/**
 * Whether the "dead" is the sync's own after these toggles: set when the sync switches it on, gone when
 * it switches it off or when "dead" is no longer on at all (the GM lifted it by hand).
 */
export function deadFromWoundsAfter(
  toggles: readonly StatusToggle[],
  active: ReadonlySet<string>,
  deadFromWounds: boolean,
): boolean {
  const dead = toggles.find((toggle) => toggle.id === "dead");
  if (dead) return dead.active;
  return deadFromWounds && active.has("dead");
}

/** The toggles that bring the synced statuses back to a snapshot (Undo). */
export function restoreToggles(active: ReadonlySet<string>, snapshot: WoundStatusSnapshot): StatusToggle[] {
  const wanted = new Set<string>(snapshot.active);
  return SYNCED_STATUS_IDS.filter((id) => wanted.has(id) !== active.has(id)).map((id) => ({
    id,
    active: wanted.has(id),
  }));
}
