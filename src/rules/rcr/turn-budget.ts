import { COMBAT_ACTIONS, type CombatAction } from "./actions.ts";

/**
 * What a character may still do this turn. rcr-combat.txt › Action Types (an attack action and a move
 * action in either order, or two move actions, or one full-round action; free actions ride along),
 * Move Actions and Full-Round Actions (a 2-meter step only in a round with no actual movement),
 * The Surprise Round and Disabled (a single attack or move action), Fatigued (no run, no charge),
 * Full Attack (after the first attack, moving instead of the remaining attacks if no step was taken).
 */

/** One thing done in the turn: an action of the table, or the 2-meter step. */
export type TurnEntry = CombatAction | "twoMeterStep";

/**
 * "normal": a full turn. "single": one attack action or move action and nothing more (the surprise round,
 * a disabled character).
 */
export type TurnLimit = "normal" | "single";

export interface TurnOptions {
  limit?: TurnLimit;
  /** Fatigued: cannot run or charge. */
  fatigued?: boolean;
}

/** Why an entry does not fit the turn (lang keys). */
export type TurnRefusal =
  | "noActionLeft"
  | "fullRoundNotAllowed"
  | "fullRoundNeedsWholeTurn"
  | "stepWithMovement"
  | "stepTaken"
  | "fatigued";

/** What is left of the turn after the entries taken. */
export interface TurnRemaining {
  attack: boolean;
  move: boolean;
  fullRound: boolean;
  step: boolean;
}

export type TurnCheck =
  | { ok: true; remaining: TurnRemaining }
  | { ok: false; refused: TurnRefusal; index: number };

interface Used {
  attack: number;
  move: number;
  fullRound: boolean;
  moved: boolean;
  step: boolean;
}

function remaining(used: Used, opts: TurnOptions): TurnRemaining {
  const spent = used.attack + used.move + (used.fullRound ? 2 : 0);
  const single = opts.limit === "single";
  const capacity = single ? 1 : 2;
  return {
    attack: spent < capacity && used.attack === 0,
    move: spent < capacity,
    fullRound: !single && spent === 0,
    step: !used.step && !used.moved,
  };
}

function refusal(entry: TurnEntry, used: Used, opts: TurnOptions): TurnRefusal | null {
  const left = remaining(used, opts);
  if (entry === "twoMeterStep") return used.step ? "stepTaken" : used.moved ? "stepWithMovement" : null;
  const row = COMBAT_ACTIONS[entry];
  if (opts.fatigued && (entry === "run" || entry === "charge")) return "fatigued";
  if ("moves" in row && row.moves && used.step) return "stepWithMovement";
  switch (row.type) {
    case "free":
      return null;
    case "attack":
      return left.attack ? null : "noActionLeft";
    case "move":
      return left.move ? null : "noActionLeft";
    default:
      if (opts.limit === "single") return "fullRoundNotAllowed";
      return left.fullRound ? null : "fullRoundNeedsWholeTurn";
  }
}

/** Checks the entries of a turn in order; on success says what is left. */
export function checkTurn(entries: readonly TurnEntry[], opts: TurnOptions = {}): TurnCheck {
  const used: Used = { attack: 0, move: 0, fullRound: false, moved: false, step: false };
  for (const [index, entry] of entries.entries()) {
    const refused = refusal(entry, used, opts);
    if (refused) return { ok: false, refused, index };
    if (entry === "twoMeterStep") {
      used.step = true;
      continue;
    }
    const row = COMBAT_ACTIONS[entry];
    if ("moves" in row && row.moves) used.moved = true;
    if (row.type === "attack") used.attack++;
    else if (row.type === "move") used.move++;
    else if (row.type === "fullRound") used.fullRound = true;
  }
  return { ok: true, remaining: remaining(used, opts) };
}

/** True when `next` fits after the entries already taken. */
export function canTake(taken: readonly TurnEntry[], next: TurnEntry, opts: TurnOptions = {}): boolean {
  return checkTurn([...taken, next], opts).ok;
}

/**
 * A full attack may turn into one attack and a move action after its first attack, if no 2-meter step was
 * taken yet.
 */
export function canMoveInsteadOfAttacks(input: { attacksMade: number; stepTaken: boolean }): boolean {
  return input.attacksMade === 1 && !input.stepTaken;
}
