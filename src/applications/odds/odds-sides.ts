import type { Encounter } from "../../simulate/index.ts";

/**
 * The sides of the Odds button, by token disposition: friendly tokens against hostile ones. Neutral
 * and secret tokens, and combatants without a system actor, are left out (and named in the dialog).
 */

/** Token dispositions (CONST.TOKEN_DISPOSITIONS). */
export const FRIENDLY = 1;
export const HOSTILE = -1;

export interface OddsEntry {
  name: string;
  disposition: number;
  /** The simulator's record; null when the combatant has no system actor of the world's ruleset. */
  combatant: object | null;
}

export interface OddsSides {
  /** Null unless there is someone on both sides. */
  encounter: Encounter<object> | null;
  ignored: string[];
}

export function oddsSides(
  entries: readonly OddsEntry[],
  names: { friendly: string; hostile: string },
): OddsSides {
  const friendly: object[] = [];
  const hostile: object[] = [];
  const ignored: string[] = [];
  for (const entry of entries) {
    if (entry.combatant && entry.disposition === FRIENDLY) friendly.push(entry.combatant);
    else if (entry.combatant && entry.disposition === HOSTILE) hostile.push(entry.combatant);
    else ignored.push(entry.name);
  }
  const encounter =
    friendly.length && hostile.length
      ? {
          sides: [
            { name: names.friendly, combatants: friendly },
            { name: names.hostile, combatants: hostile },
          ],
        }
      : null;
  return { encounter, ignored };
}
