/**
 * Damage to a vehicle of any ruleset, applied from a chat card and undone (issue 37): the ruleset's engine
 * says what the hit changes (hit points, shields, the condition track, a D6 damage level...) as numbers at
 * paths inside `system`; this writes them and the log entry in one update, sets the statuses the damage
 * brings (disabled, destroyed) and puts everything back on Undo. Kept in `flags.swrpg.vehicleLog`.
 */
import {
  appendLog,
  type LoggedDamage,
  latestEntry,
  newEntry,
  readLog,
  withoutEntry,
} from "../damage/damage-log.ts";
import { readChange } from "../data/guard-changes.ts";
import type { DamageSource } from "../rulesets/types.ts";

/** Values by path inside `system` ("hitPoints.value"). */
export type HullSnapshot = Record<string, number>;

export interface VehicleLogEntry extends LoggedDamage<HullSnapshot> {
  /** The statuses this damage switched on (Undo switches them off again). */
  statusesSet: string[];
}

function isSnapshot(snapshot: Record<string, unknown>): boolean {
  return Object.values(snapshot).every((value) => Number.isInteger(value));
}

export function readVehicleLog(value: unknown): VehicleLogEntry[] {
  return readLog<VehicleLogEntry>(value, isSnapshot, (entry) => Array.isArray(entry.statusesSet));
}

function logOf(actor: Actor.Implementation): VehicleLogEntry[] {
  return readVehicleLog(actor.flags.swrpg?.vehicleLog);
}

function systemUpdate(values: HullSnapshot): Record<string, number> {
  const update: Record<string, number> = {};
  for (const [path, value] of Object.entries(values)) update[`system.${path}`] = value;
  return update;
}

/** The actor's current values at the snapshot's paths. */
export function currentValues(system: object, paths: readonly string[]): HullSnapshot {
  const values: HullSnapshot = {};
  for (const path of paths) {
    const value = readChange(system, path);
    values[path] = typeof value === "number" ? value : 0;
  }
  return values;
}

/** Writes the hit's values and its log entry, then switches on `statuses` the actor does not have yet. */
export async function applyHull(
  actor: Actor.Implementation,
  change: { before: HullSnapshot; after: HullSnapshot; statuses: readonly string[] },
  source: DamageSource,
): Promise<VehicleLogEntry> {
  const statusesSet = change.statuses.filter((id) => !actor.statuses.has(id));
  const entry: VehicleLogEntry = { ...newEntry(source, change.before, change.after), statusesSet };
  await actor.update({
    ...systemUpdate(change.after),
    "flags.swrpg.vehicleLog": appendLog(logOf(actor), entry),
  } as Actor.UpdateData);
  for (const id of statusesSet) await actor.toggleStatusEffect(id, { active: true });
  return entry;
}

export function loggedHull(actor: Actor.Implementation, source: DamageSource): VehicleLogEntry | null {
  return latestEntry(logOf(actor), source.messageId, source.attackIndex);
}

/**
 * Undoes the newest damage from this card and attack: the values from before it when nothing changed the
 * vehicle since, else only what it took is given back (later damage and repairs stay); the statuses it set
 * are switched off.
 */
export async function undoHull(actor: Actor.Implementation, source: DamageSource): Promise<boolean> {
  const entry = loggedHull(actor, source);
  if (!entry) return false;
  const paths = Object.keys(entry.after);
  const current = currentValues(actor.system, paths);
  const unchanged = paths.every((path) => current[path] === entry.after[path]);
  const restored: HullSnapshot = {};
  for (const path of paths)
    restored[path] = unchanged
      ? (entry.before[path] ?? 0)
      : (current[path] ?? 0) + (entry.before[path] ?? 0) - (entry.after[path] ?? 0);
  await actor.update({
    ...systemUpdate(restored),
    "flags.swrpg.vehicleLog": withoutEntry(logOf(actor), entry.id),
  } as Actor.UpdateData);
  for (const id of entry.statusesSet) await actor.toggleStatusEffect(id, { active: false });
  return true;
}
