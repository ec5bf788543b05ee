import { type DiceCode, wholeDice } from "./dice-code.ts";
import type { Health, WoundLevel } from "./health.ts";

/** What a character's injuries let him do. */
export interface InjuryEffects {
  /** To every skill and attribute roll. */
  penalty: DiceCode;
  /** none: unconscious, mortally wounded or killed; moveOnly: awake but incapacitated (groggy). */
  actions: "all" | "moveOnly" | "none";
  /** A 2D roll is due at the end of every round: mortally wounded and not stabilized. */
  mortallyWoundedRoll: boolean;
}

// d6-combat.txt › Character Damage Chart: wounded −1D, wounded twice −2D to skill and attribute rolls.
const WOUND_PENALTY_DICE: Readonly<Partial<Record<WoundLevel, number>>> = { wounded: -1, woundedTwice: -2 };

/**
 * The effects of a character's injuries: the wound penalty plus −1D while a stun still bites; no actions
 * while unconscious, mortally wounded or killed; an awake incapacitated character is groggy (no skills, half
 * his cautious move). d6-combat.txt › the paragraphs after the Character Damage Chart.
 */
export function injuryEffects(target: Health): InjuryEffects {
  const stunDice = (target.stunRounds ?? 0) > 0 ? -1 : 0;
  const penalty = wholeDice((WOUND_PENALTY_DICE[target.wound] ?? 0) + stunDice);
  const mortal = target.wound === "mortallyWounded";
  let actions: InjuryEffects["actions"] = "all";
  if (target.unconscious || mortal || target.wound === "killed") actions = "none";
  else if (target.wound === "incapacitated") actions = "moveOnly";
  return { penalty, actions, mortallyWoundedRoll: mortal && !target.stabilized };
}

/**
 * The end-of-round 2D roll of a mortally wounded character: he dies when it is less than the rounds he has
 * been mortally wounded. d6-combat.txt › the mortally wounded paragraph.
 */
export function mortallyWoundedCheck(input: { roll: number; rounds: number }): { dead: boolean } {
  return { dead: input.roll < input.rounds };
}
