/** Ability modifiers. rcr-combat.txt › Combat Statistics (modifiers from ability scores). */

/** floor((score - 10) / 2): 10-11 → 0, 12-13 → +1, 8-9 → -1, 0-1 → -5. */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}
