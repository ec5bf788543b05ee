import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { d6 } from "../../../rules/index.ts";

/**
 * What a token took from a D6 card, as the card's mark keeps it (`AppliedMark.taken`: whole numbers only):
 * the damage that reached it, its Strength roll, the chart's row, the wound level it was left at, and the
 * minutes it was knocked out. The card shows it beside the token.
 */

/** The chart's rows in order (a mark stores the row's index). */
export const D6_DAMAGE_RESULTS: readonly d6.DamageResult[] = [
  "noEffect",
  "stunned",
  "unconscious",
  "wounded",
  "incapacitated",
  "mortallyWounded",
  "killed",
];

export interface D6Taken {
  damage: number;
  resist: number;
  result: d6.DamageResult;
  wound: d6.WoundLevel;
  /** Minutes knocked out by this hit (0: not knocked out, or until healed). */
  minutes: number;
}

/** The mark's numbers. */
export function takenRecord(taken: D6Taken): Record<string, number> {
  return {
    damage: taken.damage,
    resist: taken.resist,
    result: D6_DAMAGE_RESULTS.indexOf(taken.result),
    wound: d6.WOUND_LEVELS.indexOf(taken.wound),
    minutes: taken.minutes,
  };
}

/** A mark as the card shows it (lang keys under SWRPG.D6.Card); a hand-edited index reads as no effect. */
export function takenOf(mark: AppliedMark) {
  const { damage = 0, resist = 0, result = 0, wound = 0, minutes = 0 } = mark.taken;
  return {
    damage,
    resist,
    resultKey: `SWRPG.D6.Card.Result.${D6_DAMAGE_RESULTS[result] ?? "noEffect"}`,
    woundKey: `SWRPG.D6.WoundLevel.${d6.WOUND_LEVELS[wound] ?? "healthy"}`,
    minutes,
  };
}
