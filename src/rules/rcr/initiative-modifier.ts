/**
 * The initiative modifier added to the d20.
 * rcr-combat.txt › Initiative Checks: an initiative check is a Dexterity check.
 * The Improved Initiative feat's +4 comes from the RCR core rulebook's feat chapter, which is not
 * among the shared rule texts (flagged in docs/data-models.md).
 */
export const IMPROVED_INITIATIVE_BONUS = 4;

export function initiativeModifier(dexModifier: number, improvedInitiative = false): number {
  return dexModifier + (improvedInitiative ? IMPROVED_INITIATIVE_BONUS : 0);
}
