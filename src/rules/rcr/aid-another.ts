import { resolveAttack } from "./attack-resolution.ts";
import type { BonusPart } from "./types.ts";

/**
 * Aid another. rcr-combat.txt › Aid Another: an attack action; an attack roll against Defense 10 (a
 * skill check against DC 10 for skills); success gives the ally a +2 circumstance bonus on the next attack
 * against that opponent, or to Defense when next attacked by that opponent (the aider's choice).
 * Natural 1 misses and natural 20 hits, as for any attack roll (rcr-combat.txt › Automatic Misses and Hits).
 */

export const AID_ANOTHER_DEFENSE = 10;
export const AID_ANOTHER_BONUS = 2;

/** What the aid is for. */
export type AidChoice = "attack" | "defense" | "skill";

/** The outcome of an aid attempt. */
export interface AidResult {
  success: boolean;
  total: number;
  /** The ally's "aidAnother" +2 (on the next attack, on Defense, or on the skill check), or empty. */
  parts: BonusPart[];
  choice: AidChoice;
}

/** Resolves an aid attempt from the d20 and the aider's attack (or skill) bonus. */
export function aidAnother(input: { d20: number; bonus: number; choice: AidChoice }): AidResult {
  const total = input.d20 + input.bonus;
  const success =
    input.choice === "skill"
      ? total >= AID_ANOTHER_DEFENSE
      : resolveAttack({ d20: input.d20, attackBonus: input.bonus, defense: AID_ANOTHER_DEFENSE }).hit;
  return {
    success,
    total,
    parts: success ? [{ label: "aidAnother", value: AID_ANOTHER_BONUS }] : [],
    choice: input.choice,
  };
}
