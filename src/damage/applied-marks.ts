import type { DamageLogEntry } from "./damage-log.ts";

/**
 * What each token took from a card's attack, kept on the card's message (`flags.swrpg.applied`): the
 * card shows it beside the target, Apply refuses a token already marked, and Undo removes the mark.
 * The message is where everyone sees it and where whoever applies may write it (its author for the
 * tokens they own, the GM for the rest); a message update re-renders the card on every client. Pure.
 */

export interface AppliedMark {
  tokenUuid: string;
  attackIndex: number;
  /** The token's name when applied (for tokens the card does not list). */
  name: string;
  vitality: number;
  wounds: number;
}

/** The flag key of one token's mark for one attack (no dots: flag keys are paths). */
export function markKey(attackIndex: number, tokenUuid: string): string {
  return `${attackIndex}~${tokenUuid.replaceAll(".", "~")}`;
}

function isMark(value: unknown): value is AppliedMark {
  if (typeof value !== "object" || value === null) return false;
  const mark = value as Record<string, unknown>;
  return (
    typeof mark.tokenUuid === "string" &&
    typeof mark.name === "string" &&
    [mark.attackIndex, mark.vitality, mark.wounds].every(Number.isInteger)
  );
}

/** The marks of a flag value of unknown shape (a hand-edited or missing flag reads as none). */
export function readMarks(value: unknown): AppliedMark[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).filter(isMark);
}

export function markOf(
  marks: readonly AppliedMark[],
  attackIndex: number,
  tokenUuid: string,
): AppliedMark | null {
  return marks.find((mark) => mark.attackIndex === attackIndex && mark.tokenUuid === tokenUuid) ?? null;
}

/** The mark of an applied log entry: the vitality and wound points it took. */
export function markFromEntry(entry: DamageLogEntry, tokenUuid: string, name: string): AppliedMark {
  return {
    tokenUuid,
    attackIndex: entry.attackIndex,
    name,
    vitality: entry.before.vitality - entry.after.vitality,
    wounds: entry.before.wounds - entry.after.wounds,
  };
}

/** The message update that adds these marks (each under its own key, so concurrent writers merge). */
export function addMarksUpdate(marks: readonly AppliedMark[]): Record<string, AppliedMark> {
  return Object.fromEntries(
    marks.map((mark) => [`flags.swrpg.applied.${markKey(mark.attackIndex, mark.tokenUuid)}`, mark]),
  );
}

/** The message update that removes these tokens' marks of one attack (Foundry's `-=` deletion). */
export function removeMarksUpdate(attackIndex: number, tokenUuids: readonly string[]): Record<string, null> {
  return Object.fromEntries(
    tokenUuids.map((uuid) => [`flags.swrpg.applied.-=${markKey(attackIndex, uuid)}`, null]),
  );
}
