import type { ActingStatus } from "../../rules/index.ts";

/** What the tracker shows beside a combatant's name. */
export interface BadgeInput {
  acting: ActingStatus | null;
  started: boolean;
  round: number;
  surpriseRound: boolean;
  unaware: boolean;
  delayed: boolean;
  readied: boolean;
  lostTurnRound: number | null;
}

export interface Badge {
  /** Lang key of the label. */
  label: string;
  /** CSS modifier: "cannot-act" greys the row out. */
  kind: "cannot-act" | "limit" | "initiative" | "awareness";
}

/**
 * The badges of one combatant: why it cannot act (dead, dying, unconscious, knocked out), its single
 * action (surprise round, disabled), unaware before and during the surprise round, delayed, readied, and a
 * readied action that cost this round's turn.
 */
export function combatantBadges(input: BadgeInput): Badge[] {
  const badges: Badge[] = [];
  const { acting } = input;
  if (acting && acting !== "full" && acting !== "single") {
    badges.push({ label: `SWRPG.Combat.Status.${acting}`, kind: "cannot-act" });
  }
  const waiting = input.unaware && (!input.started || input.surpriseRound);
  if (waiting) badges.push({ label: "SWRPG.Combat.Status.unaware", kind: "awareness" });
  const able = acting === null || acting === "full" || acting === "single";
  if (able && !waiting && (acting === "single" || (input.started && input.surpriseRound))) {
    badges.push({ label: "SWRPG.Combat.Status.single", kind: "limit" });
  }
  if (input.delayed) badges.push({ label: "SWRPG.Combat.Status.delayed", kind: "initiative" });
  if (input.readied) badges.push({ label: "SWRPG.Combat.Status.readied", kind: "initiative" });
  if (input.lostTurnRound === input.round && input.started) {
    badges.push({ label: "SWRPG.Combat.Status.lostTurn", kind: "initiative" });
  }
  return badges;
}
