import type { SagaActionType } from "./types.ts";

/** One entry of a turn: an action, or speaking (a free action a flat-footed character may still take). */
export type TurnEntry = SagaActionType | "speak";

export type TurnRefusal = "fullRoundAlone" | "noActionLeft" | "flatFooted";

/** Counts of actions, by kind: standard, move, swift, free. */
type Counts = [number, number, number, number];
const KIND_INDEX = { standard: 0, move: 1, swift: 2, free: 3, speak: 3 } as const;

// What the standard action can be spent on (itself, a move, a swift, two free actions, or nothing),
// and the move action (itself, a swift, a free action, or nothing); never the other way round.
const STANDARD_SLOT: readonly Counts[] = [
  [1, 0, 0, 0],
  [0, 1, 0, 0],
  [0, 0, 1, 0],
  [0, 0, 0, 2],
];
const MOVE_SLOT: readonly Counts[] = [
  [0, 1, 0, 0],
  [0, 0, 1, 0],
  [0, 0, 0, 1],
];
/** The swift action and three free actions every turn has. */
const FIXED: Counts = [0, 0, 1, 3];

/** Whether a set of actions fits one turn, however the standard and move actions are traded. */
function fits(used: Counts): boolean {
  return STANDARD_SLOT.some((s) =>
    MOVE_SLOT.some((m) => used.every((count, kind) => count <= FIXED[kind]! + s[kind]! + m[kind]!)),
  );
}

/**
 * Whether a turn's actions fit. saga-variant-character-combat.txt › Actions in Combat: 1 standard, 1 move,
 * 1 swift and 3 free actions in any order; the standard action may buy a move, a swift or two free actions,
 * the move action a swift or a free action; a full-round action replaces every other action (free ones too);
 * flat-footed, the only free action is speaking. `index` is the first entry at which the turn no longer fits.
 */
export function checkTurn(
  entries: readonly TurnEntry[],
  opts?: { flatFooted?: boolean },
): { ok: true } | { ok: false; refused: TurnRefusal; index: number } {
  const used: Counts = [0, 0, 0, 0];
  let fullRound = false;
  for (const [index, entry] of entries.entries()) {
    if (entry === "free" && opts?.flatFooted) return { ok: false, refused: "flatFooted", index };
    if (fullRound || (entry === "fullRound" && index > 0))
      return { ok: false, refused: "fullRoundAlone", index };
    if (entry === "fullRound") {
      fullRound = true;
      continue;
    }
    used[KIND_INDEX[entry]] += 1;
    if (!fits(used)) return { ok: false, refused: "noActionLeft", index };
  }
  return { ok: true };
}

/** saga-variant-character-combat.txt › Actions in Combat: 3 + Dex modifier reactions a round, never below 0. */
export function reactionsPerRound(dexModifier: number): number {
  return Math.max(0, 3 + dexModifier);
}

/**
 * saga-variant-character-combat.txt › Reactions: a reaction needs one left this round, and only one answers
 * any one action.
 */
export function canReact(input: {
  usedThisRound: number;
  dexModifier: number;
  alreadyReactedToThisAction?: boolean;
}): boolean {
  return !input.alreadyReactedToThisAction && input.usedThisRound < reactionsPerRound(input.dexModifier);
}
