import { latestInOrder } from "../latest-in-order.ts";
import { type DamageResult, WOUND_LEVELS, type WoundLevel } from "./health.ts";

/** The worse of two wound levels. */
export function worseWound(a: WoundLevel, b: WoundLevel): WoundLevel {
  return latestInOrder(WOUND_LEVELS, [a, b]);
}

// The wound level a chart row inflicts on its own: stuns and knock-outs wound nobody.
const INFLICTS: Readonly<Record<DamageResult, WoundLevel>> = {
  noEffect: "healthy",
  stunned: "healthy",
  unconscious: "healthy",
  wounded: "wounded",
  incapacitated: "incapacitated",
  mortallyWounded: "mortallyWounded",
  killed: "killed",
};

// d6-combat.txt › the paragraphs after the Character Damage Chart: wounded again is wounded twice; wounded
// twice and wounded again is incapacitated; incapacitated and wounded or incapacitated again is mortally
// wounded; mortally wounded and incapacitated or mortally wounded again is killed.
const ESCALATIONS: Readonly<Partial<Record<WoundLevel, Partial<Record<DamageResult, WoundLevel>>>>> = {
  wounded: { wounded: "woundedTwice" },
  woundedTwice: { wounded: "incapacitated" },
  incapacitated: { wounded: "mortallyWounded", incapacitated: "mortallyWounded" },
  mortallyWounded: { incapacitated: "killed", mortallyWounded: "killed" },
};

/**
 * The wound level after a hit's chart row: the text's escalation where it names one, otherwise the worse of
 * the two. No effect, stunned and unconscious leave the level alone; killed is final.
 */
export function escalateWound(current: WoundLevel, result: DamageResult): WoundLevel {
  return ESCALATIONS[current]?.[result] ?? worseWound(current, INFLICTS[result]);
}
