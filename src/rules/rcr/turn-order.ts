import type { InitiativeSlot } from "./delay-ready.ts";

/**
 * The tracker's turn order as a comparator, so a sort over any subset agrees with `initiativeOrder`
 * (rcr-combat.txt › Initiative Checks: highest count first, ties by higher Dexterity, then a die roll) and
 * with the order that `delay` and `triggerReady` produced (rcr-combat.txt › Special Initiative Actions).
 */
export interface TurnOrderEntry {
  /** Initiative count; null before initiative is rolled (such entries go last). */
  initiative: number | null;
  dexterity: number;
  /** A die rolled with initiative to break a tie that Dexterity does not. */
  tieBreak?: number;
  /**
   * Position among the entries sharing this count, set when a delay or a triggered ready rearranged that
   * count (lower acts first). It outranks Dexterity because the moves decide the order there.
   */
  place?: number;
}

/** Negative when `a` acts before `b`, positive when after, 0 when nothing tells them apart. */
export function compareTurnOrder(a: TurnOrderEntry, b: TurnOrderEntry): number {
  if (a.initiative === null || b.initiative === null) {
    return (a.initiative === null ? 1 : 0) - (b.initiative === null ? 1 : 0);
  }
  if (a.initiative !== b.initiative) return b.initiative - a.initiative;
  if (a.place !== undefined && b.place !== undefined && a.place !== b.place) return a.place - b.place;
  return b.dexterity - a.dexterity || (b.tieBreak ?? 0) - (a.tieBreak ?? 0);
}

/**
 * After a delay or a triggered ready, the places of every entry at `count`, read off the engine's new
 * order: 0 for the first to act at that count, 1 for the next, and so on.
 */
export function placesAtCount(order: readonly InitiativeSlot[], count: number): Record<string, number> {
  const places: Record<string, number> = {};
  let next = 0;
  for (const slot of order) if (slot.count === count) places[slot.id] = next++;
  return places;
}
