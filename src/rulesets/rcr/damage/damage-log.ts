import { type LoggedDamage, readLog as readEntries } from "../../../damage/damage-log.ts";
import { isRecord } from "../../../data/plain-data.ts";
import type { WoundStatusSnapshot } from "../documents/wound-statuses.ts";
import { isConditionId } from "../status-effects.ts";

/**
 * RCR's damage log (`flags.swrpg.damageLog`, src/damage/damage-log.ts): vitality, wounds and the round's
 * wound count before and after, the Fortitude save and the statuses it changed. Pure helpers.
 */

/** The values damage changes. */
export interface HealthSnapshot {
  vitality: number;
  wounds: number;
  woundsLostThisRound: number;
}

export interface DamageLogEntry extends LoggedDamage<HealthSnapshot> {
  /** The failed Fortitude save knocked the target out (Undo lifts it). */
  knockedOut: boolean;
  /** The Fortitude DC this damage called for (absent in older entries and when none was due). */
  fortitudeDC?: number | null;
  /** The Fortitude save was rolled (a repeated request does not roll it again). */
  saveRolled?: boolean;
  /** The wound-driven statuses before the damage, which Undo puts back (absent in older entries). */
  statusesBefore?: WoundStatusSnapshot;
}

/** Records the entry's Fortitude save as rolled, and whether it knocked the target out. */
export function markSaveRolled(
  log: readonly DamageLogEntry[],
  id: string,
  knockedOut: boolean,
): DamageLogEntry[] {
  return log.map((entry) =>
    entry.id === id ? { ...entry, saveRolled: true, knockedOut: entry.knockedOut || knockedOut } : entry,
  );
}

export function entryById(log: readonly DamageLogEntry[], id: string): DamageLogEntry | null {
  return log.find((entry) => entry.id === id) ?? null;
}

/** The values Undo writes, and whether they are the exact ones from before the damage. */
export interface UndoneValues {
  values: HealthSnapshot;
  exact: boolean;
}

/**
 * What undoing `entry` leaves: the values from before it when nothing changed the target since (exact,
 * with its statuses); otherwise only what this entry took is given back (capped at the maximums), so
 * later damage, healing or a hand edit stays.
 */
export function undoneValues(
  entry: DamageLogEntry,
  current: HealthSnapshot,
  max: { vitality: number; wounds: number },
): UndoneValues {
  const unchanged = current.vitality === entry.after.vitality && current.wounds === entry.after.wounds;
  if (unchanged) return { values: entry.before, exact: true };
  const vitalityTaken = entry.before.vitality - entry.after.vitality;
  const woundsTaken = entry.before.wounds - entry.after.wounds;
  return {
    values: {
      vitality: Math.min(max.vitality, current.vitality + vitalityTaken),
      wounds: Math.min(max.wounds, current.wounds + woundsTaken),
      woundsLostThisRound: Math.max(0, current.woundsLostThisRound - woundsTaken),
    },
    exact: false,
  };
}

/** Reads a log from a flag value of unknown shape (a hand-edited or older flag reads as empty). */
export function readLog(value: unknown): DamageLogEntry[] {
  return readEntries(value, (snapshot) =>
    ["vitality", "wounds", "woundsLostThisRound"].every((key) => Number.isInteger(snapshot[key])),
  );
}

/** An entry's status snapshot, or null when it has none or a hand-edited one of the wrong shape. */
export function readStatusSnapshot(value: unknown): WoundStatusSnapshot | null {
  if (!isRecord(value)) return null;
  const active = value.active;
  if (!Array.isArray(active) || typeof value.deadFromWounds !== "boolean") return null;
  const ids = active.filter((id): id is string => typeof id === "string");
  if (ids.length !== active.length || !ids.every(isConditionId)) return null;
  return { active: ids.filter(isConditionId), deadFromWounds: value.deadFromWounds };
}
