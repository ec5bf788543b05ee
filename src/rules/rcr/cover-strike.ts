import { struckCover } from "./cover.ts";

/**
 * Striking the cover instead of a missed target, and a character used as cover.
 * rcr-combat.txt › Striking the Cover Instead of a Missed Target: an attack that misses the target with
 * cover but would have hit it without cover strikes the cover. When the cover is a character and the
 * attack reaches that character's Defense, the covering character takes the damage; when only the
 * covering character's Dex or dodge bonus kept it from being hit, it dodged aside and the original target
 * is hit instead. "Exceeds" in the text is read as meets or beats, like every attack roll.
 */

/** Who or what an attack struck. */
export type CoverStrikeResult = "target" | "cover" | "coveringCharacter" | "targetAfterDodge" | "miss";

/** What `coverStrike` takes. */
export interface CoverStrikeInput {
  /** Natural d20 (1 always misses, 20 always hits the target). */
  d20: number;
  /** Attack total. */
  total: number;
  /** The target's Defense with the cover bonus. */
  defense: number;
  /** The target's Defense without the cover bonus. */
  defenseWithoutCover: number;
  /** When the cover is a character: its Defense, and its Defense without Dex and dodge bonuses. */
  coveringCharacter?: { defense: number; defenseWithoutDexAndDodge: number };
}

/** Who or what the attack struck. "cover" is an object used as cover (its own Defense is not rolled again). */
export function coverStrike(input: CoverStrikeInput): CoverStrikeResult {
  if (input.d20 <= 1) return "miss";
  if (input.d20 >= 20 || input.total >= input.defense) return "target";
  if (!struckCover(input.total, input.defense, input.defense - input.defenseWithoutCover)) return "miss";
  const covering = input.coveringCharacter;
  if (!covering) return "cover";
  if (input.total >= covering.defense) return "coveringCharacter";
  if (input.total >= covering.defenseWithoutDexAndDodge) return "targetAfterDodge";
  return "miss";
}
