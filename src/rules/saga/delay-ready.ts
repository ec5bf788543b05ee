import type { SagaActionType } from "./types.ts";

/**
 * Delaying to a lower initiative count. saga-special-combat-rules.txt › Delay: the new count is the one
 * chosen, or just after the combatant acted after (its count - 1, as Vor'en's 13 after Deel's 14); it must
 * be lower than the current count, and it stays for the rest of the encounter.
 */
export function delay(input: {
  count: number;
  newCount?: number;
  actAfter?: number;
}): { ok: true; count: number } | { ok: false; refused: "notLower" | "noNewCount" } {
  const count = input.newCount ?? (input.actAfter === undefined ? undefined : input.actAfter - 1);
  if (count === undefined) return { ok: false, refused: "noNewCount" };
  if (count >= input.count) return { ok: false, refused: "notLower" };
  return { ok: true, count };
}

/**
 * Several delayers wanting the same count. saga-special-combat-rules.txt › Multiple Characters Delaying: the
 * highest initiative check modifier goes first (ties keep the given order).
 */
export function delayersOrder(delayers: readonly { id: string; initiativeModifier: number }[]): string[] {
  return [...delayers].sort((a, b) => b.initiativeModifier - a.initiativeModifier).map((d) => d.id);
}

/**
 * A readied action goes off. saga-special-combat-rules.txt › Ready, Initiative Consequences of Readying: the
 * trigger's count becomes the new initiative, the readied action just before the trigger; taken in a later
 * round than it was readied, that round's regular action is lost.
 */
export function triggerReady(input: {
  readiedRound: number;
  trigger: { id: string; count: number; round: number };
}): { count: number; actsBefore: string; losesRegularAction: boolean } {
  return {
    count: input.trigger.count,
    actsBefore: input.trigger.id,
    losesRegularAction: input.trigger.round > input.readiedRound,
  };
}

/**
 * saga-special-combat-rules.txt › Initiative Consequences of Readying: a readied action not taken by the
 * owner's next turn is lost.
 */
export function readyLapses(
  ready: { id: string; round: number },
  now: { round: number; turnOf: string },
): boolean {
  return now.turnOf === ready.id && now.round > ready.round;
}

/** saga-special-combat-rules.txt › Ready: a standard, move or swift action can be readied. */
export function canReady(type: SagaActionType): boolean {
  return type === "standard" || type === "move" || type === "swift";
}
