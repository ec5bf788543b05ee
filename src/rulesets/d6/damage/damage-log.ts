import { type LoggedDamage, readLog } from "../../../damage/damage-log.ts";
import { isRecord } from "../../../data/plain-data.ts";
import type { d6 } from "../../../rules/index.ts";

/**
 * The per-actor log of D6 damage from chat cards (`flags.swrpg.d6DamageLog`): the injury state before and
 * after each application (wound level, stuns, knock-out, the worn armor's condition) and the statuses it set,
 * so Undo restores exactly what was there (the entries themselves: src/damage/damage-log.ts). Pure helpers.
 */

/** What D6 damage changes on an actor. */
export interface D6HealthSnapshot {
  /** Index in d6.WOUND_LEVELS. */
  wound: number;
  mortallyWoundedRounds: number;
  stabilized: boolean;
  treated: boolean;
  stuns: number;
  stunRounds: number;
  unconscious: boolean;
  /** Rounds left knocked out (0: none counted). */
  knockout: number;
  /** Rounds left of each stun still affecting him. */
  stunTimers: number[];
  /** The worn armor and its condition. */
  armor: { id: string; condition: d6.ArmorCondition } | null;
}

export interface D6LogEntry extends LoggedDamage<D6HealthSnapshot> {
  /** Statuses this damage turned on (prone): Undo turns them off again. */
  statusesAdded: string[];
}

const numbers = ["wound", "mortallyWoundedRounds", "stuns", "stunRounds", "knockout"] as const;
const flags = ["stabilized", "treated", "unconscious"] as const;

function isSnapshot(snapshot: Record<string, unknown>): boolean {
  const armor = snapshot.armor;
  return (
    numbers.every((key) => Number.isInteger(snapshot[key])) &&
    flags.every((key) => typeof snapshot[key] === "boolean") &&
    Array.isArray(snapshot.stunTimers) &&
    snapshot.stunTimers.every(Number.isInteger) &&
    (armor === null ||
      (isRecord(armor) && typeof armor.id === "string" && typeof armor.condition === "string"))
  );
}

/** A log from a flag value of unknown shape (a hand-edited flag reads as empty). */
export function readD6Log(value: unknown): D6LogEntry[] {
  return readLog(
    value,
    isSnapshot,
    (entry) =>
      Array.isArray(entry.statusesAdded) && entry.statusesAdded.every((id) => typeof id === "string"),
  );
}

/** The two states are the same (nothing changed the actor since the damage). */
export function sameSnapshot(a: D6HealthSnapshot, b: D6HealthSnapshot): boolean {
  return (
    numbers.every((key) => a[key] === b[key]) &&
    flags.every((key) => a[key] === b[key]) &&
    a.stunTimers.length === b.stunTimers.length &&
    a.stunTimers.every((rounds, i) => rounds === b.stunTimers[i]) &&
    a.armor?.id === b.armor?.id &&
    a.armor?.condition === b.armor?.condition
  );
}
