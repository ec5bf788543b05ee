/**
 * Delay and ready over an initiative order. rcr-combat.txt › Special Initiative Actions: Delay (a lower
 * count for the rest of the combat; at most until everyone else has acted; several delayers wanting the same
 * count go highest initiative bonus first, several waiting until everyone else has acted go highest bonus
 * last; a tie in bonus goes to the higher Dexterity), Ready (an attack action; a readied action that triggers moves the count to the trigger point,
 * acting before the trigger; one unused when the next turn comes is lost; one taken in the next round
 * costs that round's regular action).
 */

/** One place in the order of battle. */
export interface InitiativeSlot {
  id: string;
  /** Initiative count (the initiative check result, or the count moved to). */
  count: number;
  /** Initiative bonus: settles ties between delaying characters. */
  initiativeBonus?: number;
  /** Dexterity score: settles ties between delaying characters with the same initiative bonus. */
  dexterity?: number;
  /** Set by `delay`: delayed to a count, or until everyone else has acted. */
  delayed?: "count" | "end";
}

export type DelayRefusal = "unknownCombatant" | "notLower";

/**
 * True when delayer `a` has the advantage over delayer `b`: the higher initiative bonus, or on a tie the
 * higher Dexterity. rcr-combat.txt › Multiple Characters Delaying.
 */
function hasAdvantage(a: InitiativeSlot, b: InitiativeSlot): boolean {
  const bonusA = a.initiativeBonus ?? 0;
  const bonusB = b.initiativeBonus ?? 0;
  if (bonusA !== bonusB) return bonusA > bonusB;
  return (a.dexterity ?? 0) > (b.dexterity ?? 0);
}

/**
 * Those waiting until everyone else has acted share the lowest count of the order, in their places at the
 * end. rcr-combat.txt › Delay: "at most until everyone else has acted", so when someone delays to a count
 * below theirs they still act after that one, and their count follows it down; an order sorted by count
 * (the tracker) then keeps them last.
 */
export function lowerEndWaiters(order: readonly InitiativeSlot[]): InitiativeSlot[] {
  if (!order.length) return [];
  const lowest = Math.min(...order.map((slot) => slot.count));
  return order.map((slot) =>
    slot.delayed === "end" && slot.count !== lowest ? { ...slot, count: lowest } : slot,
  );
}

/**
 * Delays `id` to `newCount` (lower than its count), or until everyone else has acted when `newCount` is
 * omitted. The order stays as given otherwise; the delayer goes after everyone at a higher count and the
 * undelayed at the same count. Those waiting until the end move down to the lowest count (`lowerEndWaiters`).
 */
export function delay(
  order: readonly InitiativeSlot[],
  id: string,
  newCount?: number,
): { ok: true; order: InitiativeSlot[] } | { ok: false; refused: DelayRefusal } {
  const slot = order.find((s) => s.id === id);
  if (!slot) return { ok: false, refused: "unknownCombatant" };
  const rest = order.filter((s) => s.id !== id);
  if (newCount === undefined) {
    const last = rest.length ? Math.min(slot.count, ...rest.map((s) => s.count)) : slot.count;
    const moved: InitiativeSlot = { ...slot, count: last, delayed: "end" };
    // Among those waiting until the end, the highest initiative bonus (then Dexterity) goes last.
    let index = rest.length;
    while (index > 0) {
      const before = rest[index - 1] as InitiativeSlot;
      if (before.delayed !== "end" || !hasAdvantage(before, moved)) break;
      index--;
    }
    return { ok: true, order: [...rest.slice(0, index), moved, ...rest.slice(index)] };
  }
  if (newCount >= slot.count) return { ok: false, refused: "notLower" };
  const moved: InitiativeSlot = { ...slot, count: newCount, delayed: "count" };
  const goesBefore = (other: InitiativeSlot) =>
    other.count < newCount ||
    (other.count === newCount && other.delayed === "count" && hasAdvantage(moved, other)) ||
    other.delayed === "end";
  let index = rest.findIndex(goesBefore);
  if (index < 0) index = rest.length;
  return { ok: true, order: lowerEndWaiters([...rest.slice(0, index), moved, ...rest.slice(index)]) };
}

/** An action readied on `round` by `id`. */
export interface ReadiedAction {
  id: string;
  round: number;
}

/** Readying takes an attack action (a move action may go with it). */
export const READY_ACTION_TYPE = "attack" as const;

/**
 * True when the readied action is lost: its owner's next turn has come (a later round, the owner's turn)
 * and it was not taken. It may be readied again.
 */
export function readyLapses(ready: ReadiedAction, now: { round: number; turnOf: string }): boolean {
  return now.turnOf === ready.id && now.round > ready.round;
}

/**
 * The readied action triggers on `triggerId`'s action: the reader moves just before the trigger, at its
 * count, for the rest of the combat. Taken in a later round than it was readied, it costs the regular action
 * of that round.
 */
export function triggerReady(
  order: readonly InitiativeSlot[],
  ready: ReadiedAction,
  trigger: { id: string; round: number },
):
  | { ok: true; order: InitiativeSlot[]; losesRegularTurn: boolean }
  | { ok: false; refused: "unknownCombatant" | "sameCombatant" } {
  const slot = order.find((s) => s.id === ready.id);
  const triggering = order.find((s) => s.id === trigger.id);
  if (!slot || !triggering) return { ok: false, refused: "unknownCombatant" };
  if (slot === triggering) return { ok: false, refused: "sameCombatant" };
  const { delayed: _, ...kept } = slot;
  const moved: InitiativeSlot = { ...kept, count: triggering.count };
  const rest = order.filter((s) => s !== slot);
  const index = rest.indexOf(triggering);
  return {
    ok: true,
    order: [...rest.slice(0, index), moved, ...rest.slice(index)],
    losesRegularTurn: trigger.round > ready.round,
  };
}
