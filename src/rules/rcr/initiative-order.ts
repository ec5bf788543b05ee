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
  const indexed = entries.map((entry, index) => ({ entry, index }));
  indexed.sort(
    (a, b) =>
      b.entry.initiative - a.entry.initiative ||
      b.entry.dexterity - a.entry.dexterity ||
      (b.entry.tieBreak ?? 0) - (a.entry.tieBreak ?? 0) ||
      a.index - b.index,
  );
  return indexed.map(({ entry }) => entry.id);
}
