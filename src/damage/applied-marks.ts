/**
 * What each token took from a card's attack, kept on the card's message (`flags.swrpg.applied`): the
 * card shows it beside the target, Apply refuses a token already marked, and Undo removes the mark.
 * The message is where everyone sees it and where whoever applies may write it (its author for the
 * tokens they own, the GM for the rest); a message update re-renders the card on every client. What a
 * token took is counted in its ruleset's own pools (RCR: vitality and wounds). Pure but for the deletion
 * syntax, which is the running Foundry generation's (src/foundry-compat/deletion.ts).
 */
import { isRecord } from "../data/plain-data.ts";
import { deletionUpdate } from "../foundry-compat/deletion.ts";

export interface AppliedMark {
  tokenUuid: string;
  attackIndex: number;
  /** The token's name when applied (for tokens the card does not list). */
  name: string;
  /** What it took, per pool of its ruleset (`{ vitality, wounds }`, `{ hp, steps }`...). */
  taken: Record<string, number>;
}

/** The flag key of one token's mark for one attack (no dots: flag keys are paths). */
export function markKey(attackIndex: number, tokenUuid: string): string {
  return `${attackIndex}~${tokenUuid.replaceAll(".", "~")}`;
}

function isTaken(value: unknown): value is Record<string, number> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(Number.isInteger)
  );
}

/**
 * One stored mark, or null when it is not one. Marks written before the ruleset seam kept RCR's
 * vitality and wounds at the top level; they read as `taken: { vitality, wounds }`.
 */
function readMark(value: unknown): AppliedMark | null {
  if (!isRecord(value)) return null;
  const mark = value;
  const { tokenUuid, attackIndex, name } = mark;
  if (typeof tokenUuid !== "string" || typeof name !== "string" || !Number.isInteger(attackIndex))
    return null;
  const taken = "taken" in mark ? mark.taken : { vitality: mark.vitality, wounds: mark.wounds };
  return isTaken(taken) ? { tokenUuid, attackIndex: attackIndex as number, name, taken: { ...taken } } : null;
}

/** The marks of a flag value of unknown shape (a hand-edited or missing flag reads as none). */
export function readMarks(value: unknown): AppliedMark[] {
  if (!isRecord(value)) return [];
  return Object.values(value).flatMap((entry) => readMark(entry) ?? []);
}

/** What each token took from the card's attacks in this message. */
export function readCardMarks(message: ChatMessage.Implementation | null | undefined): AppliedMark[] {
  return readMarks(message?.getFlag("swrpg", "applied"));
}

export function markOf(
  marks: readonly AppliedMark[],
  attackIndex: number,
  tokenUuid: string,
): AppliedMark | null {
  return marks.find((mark) => mark.attackIndex === attackIndex && mark.tokenUuid === tokenUuid) ?? null;
}

/** The message update that adds these marks (each under its own key, so concurrent writers merge). */
export function addMarksUpdate(marks: readonly AppliedMark[]): Record<string, AppliedMark> {
  return Object.fromEntries(
    marks.map((mark) => [`flags.swrpg.applied.${markKey(mark.attackIndex, mark.tokenUuid)}`, mark]),
  );
}

/** The message update that removes these tokens' marks of one attack (v13's `-=`, v14's ForcedDeletion). */
export function removeMarksUpdate(
  attackIndex: number,
  tokenUuids: readonly string[],
): Record<string, unknown> {
  return Object.assign(
    {},
    ...tokenUuids.map((uuid) => deletionUpdate("flags.swrpg.applied", markKey(attackIndex, uuid))),
  );
}
