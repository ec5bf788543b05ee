import { isRecord } from "../data/plain-data.ts";
import type { DamageSource } from "../rulesets/types.ts";

/**
 * A per-actor damage log, for every ruleset: each application of damage from a chat card, with the values
 * before and after (in the ruleset's own pools), newest last, so Undo restores exactly what was there. The
 * ruleset keeps its log under its own flag and says what a valid snapshot is. Pure, but for `newEntry`'s id.
 */

export interface LoggedDamage<Snapshot> extends DamageSource {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  before: Snapshot;
  after: Snapshot;
}

/** Entries kept per actor, newest last. */
export const DAMAGE_LOG_LIMIT = 20;

export function newEntry<Snapshot>(source: DamageSource, before: Snapshot, after: Snapshot) {
  return { id: foundry.utils.randomID(), ...source, at: Date.now(), before, after };
}

export function appendLog<Entry>(log: readonly Entry[], entry: Entry): Entry[] {
  return [...log, entry].slice(-DAMAGE_LOG_LIMIT);
}

/** The newest entry written from this chat message (optionally this attack of it). */
export function latestEntry<Entry extends DamageSource>(
  log: readonly Entry[],
  messageId: string,
  attackIndex?: number,
): Entry | null {
  return (
    log.findLast(
      (entry) =>
        entry.messageId === messageId && (attackIndex === undefined || entry.attackIndex === attackIndex),
    ) ?? null
  );
}

export function withoutEntry<Entry extends { id: string }>(log: readonly Entry[], id: string): Entry[] {
  return log.filter((entry) => entry.id !== id);
}

export { isRecord };

/**
 * The entries of a flag value of unknown shape (a hand-edited or older flag reads as empty): those with an
 * id, a source, snapshots `isSnapshot` accepts, and what `isComplete` asks of the rest.
 */
export function readLog<Entry>(
  value: unknown,
  isSnapshot: (snapshot: Record<string, unknown>) => boolean,
  isComplete: (entry: Record<string, unknown>) => boolean = () => true,
): Entry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Entry =>
      isRecord(entry) &&
      typeof entry.id === "string" &&
      typeof entry.messageId === "string" &&
      Number.isInteger(entry.attackIndex) &&
      isRecord(entry.before) &&
      isSnapshot(entry.before) &&
      isRecord(entry.after) &&
      isSnapshot(entry.after) &&
      isComplete(entry),
  );
}
