import { type LoggedDamage, readLog } from "../../../damage/damage-log.ts";

/**
 * The per-actor log of Saga damage from chat cards (`flags.swrpg.sagaDamageLog`): the values before and
 * after each application and the statuses it set, so Undo restores exactly what was there (the entries
 * themselves: src/damage/damage-log.ts). Pure helpers.
 */

/** The values Saga damage changes. */
export interface SagaHealthSnapshot {
  hp: number;
  temp: number;
  /** The shield rating; null for an actor without one. */
  shield: number | null;
  condition: number;
}

export interface SagaLogEntry extends LoggedDamage<SagaHealthSnapshot> {
  /** Statuses this damage turned on (unconscious, dead...): Undo turns them off again. */
  statusesAdded: string[];
}

/** What the damage took, by the Saga pools: the card's mark and the notification. */
export function takenBy(entry: Pick<SagaLogEntry, "before" | "after">): {
  hp: number;
  temp: number;
  shield: number;
  steps: number;
} {
  return {
    hp: entry.before.hp - entry.after.hp,
    temp: entry.before.temp - entry.after.temp,
    shield: (entry.before.shield ?? 0) - (entry.after.shield ?? 0),
    steps: entry.after.condition - entry.before.condition,
  };
}

const same = (a: SagaHealthSnapshot, b: SagaHealthSnapshot) =>
  a.hp === b.hp && a.temp === b.temp && a.shield === b.shield && a.condition === b.condition;

/**
 * What undoing `entry` leaves: the values from before it when nothing changed the actor since (exact: its
 * statuses go too); otherwise only what this entry took is given back (hit points and shield capped at their
 * maximums, the condition never above normal), so later damage, healing or a hand edit stays.
 */
export function undoneSagaValues(
  entry: SagaLogEntry,
  current: SagaHealthSnapshot,
  max: { hp: number; shield: number | null },
): { values: SagaHealthSnapshot; exact: boolean } {
  if (same(current, entry.after)) return { values: entry.before, exact: true };
  const taken = takenBy(entry);
  const shield = current.shield === null ? null : current.shield + taken.shield;
  return {
    values: {
      hp: Math.min(max.hp, current.hp + taken.hp),
      temp: current.temp + taken.temp,
      shield: shield === null || max.shield === null ? shield : Math.min(max.shield, shield),
      condition: Math.max(0, current.condition - taken.steps),
    },
    exact: false,
  };
}

/** A log from a flag value of unknown shape (a hand-edited flag reads as empty). */
export function readSagaLog(value: unknown): SagaLogEntry[] {
  return readLog(
    value,
    (snapshot) =>
      ["hp", "temp", "condition"].every((key) => Number.isInteger(snapshot[key])) &&
      (snapshot.shield === null || Number.isInteger(snapshot.shield)),
    (entry) =>
      Array.isArray(entry.statusesAdded) && entry.statusesAdded.every((id) => typeof id === "string"),
  );
}
