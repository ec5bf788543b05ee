/**
 * Wound points lost this round, for the Fortitude DC after wound damage (rcr-combat.txt › Wound
 * Points). Stored on the actor as `flags.swrpg.woundsLostThisRound`, stamped with the combat and
 * round it belongs to, so a new round (or no combat) reads as 0 without anyone resetting it.
 */
import { isRecord } from "../../../data/plain-data.ts";

export interface RoundStamp {
  /** The active combat's id, or null outside combat. */
  combatId: string | null;
  round: number;
}

export interface WoundsThisRound extends RoundStamp {
  value: number;
}

/** The count that applies now: the stored one if it belongs to this round, else 0. */
export function woundsLostThisRound(stored: unknown, now: RoundStamp): number {
  // Outside combat every hit stands alone.
  if (now.combatId === null || !isRecord(stored)) return 0;
  const record = stored as Partial<WoundsThisRound>;
  if (record.combatId !== now.combatId || record.round !== now.round) return 0;
  return Number.isInteger(record.value) && (record.value as number) > 0 ? (record.value as number) : 0;
}

/** The flag value to store after this round's count became `value`. */
export function stampWounds(value: number, now: RoundStamp): WoundsThisRound {
  return { combatId: now.combatId, round: now.round, value };
}
