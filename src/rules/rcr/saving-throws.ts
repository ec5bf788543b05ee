/** The three saving throws. */
export type SaveKind = "fortitude" | "reflex" | "will";

/**
 * The ability whose modifier each save adds: Fortitude Constitution, Reflex Dexterity, Will Wisdom.
 * rcr-combat.txt names the saves (Fortitude after wound damage and while dying, Reflex with cover);
 * the pairing with abilities is the RCR core rulebook's (not among the shared texts).
 */
export const SAVE_ABILITY = { fortitude: "con", reflex: "dex", will: "wis" } as const satisfies Record<
  SaveKind,
  string
>;

/** Save bonus = class save bonus + the paired ability modifier (+ a situational bonus such as cover's Reflex bonus). */
export function saveBonus(classBonus: number, abilityModifier: number, situational = 0): number {
  return classBonus + abilityModifier + situational;
}
