/** What the clearest line between attacker and target touches. */
export type LineCrossing =
  | "creature"
  | "lowObject"
  | "difficultTerrain"
  | "pit"
  | "totalCover"
  | "totalConcealment";

/** Whether the attacker sees and can affect the target, and the cover or concealment that follows. */
export interface LineOfSightResult {
  lineOfSight: boolean;
  lineOfEffect: boolean;
  /** No line of effect: the target cannot be attacked at all. */
  totalCover: boolean;
  /** Line of effect without line of sight: attack a guessed square at -5, no attacks of opportunity. */
  totalConcealment: boolean;
}

/**
 * saga-special-combat-rules.txt › Line of Sight, Line of Effect, Total Cover, Total Concealment: creatures,
 * low objects, difficult terrain and pits block nothing; a total-cover square blocks both lines; a
 * total-concealment square, or being blinded, blocks only line of sight.
 */
export function lineOfSightAndEffect(input: {
  crosses: readonly LineCrossing[];
  blinded?: boolean;
}): LineOfSightResult {
  const lineOfEffect = !input.crosses.includes("totalCover");
  const lineOfSight = lineOfEffect && !input.blinded && !input.crosses.includes("totalConcealment");
  return {
    lineOfSight,
    lineOfEffect,
    totalCover: !lineOfEffect,
    totalConcealment: lineOfEffect && !lineOfSight,
  };
}
