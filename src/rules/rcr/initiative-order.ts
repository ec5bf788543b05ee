/** One combatant's place in the initiative count. */
export interface InitiativeEntry {
  id: string;
  initiative: number;
  dexterity: number;
  /** A die rolled to break a tie that Dexterity did not; higher goes first. */
  tieBreak?: number;
}

/**
 * Acting order: highest initiative first; ties by higher Dexterity score, then by higher tie-break roll.
 * rcr-combat.txt › Initiative Checks. Entries still tied (no tie-break roll, or equal rolls) keep their
 * given order; a missing tie-break counts as 0.
 */
export function initiativeOrder(entries: readonly InitiativeEntry[]): string[] {
  // The sort is stable: entries tied on everything keep the order they were given in.
  const sorted = [...entries].sort(
    (a, b) =>
      b.initiative - a.initiative || b.dexterity - a.dexterity || (b.tieBreak ?? 0) - (a.tieBreak ?? 0),
  );
  return sorted.map((entry) => entry.id);
}
