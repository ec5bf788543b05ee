/**
 * RCR Force Points and Dark Side Points (RCR core, not in the texts; the combat text names the Force skills
 * and Force feats without the points).
 */

/**
 * The dice a spent Force Point adds to one attack roll, skill check, ability check or saving throw: 1d6 up to
 * 7th level, 2d6 from 8th, 3d6 from 15th, all added. Not certain: the level steps and that every die counts.
 */
export function rcrForcePointDice(level: number): string {
  if (level >= 15) return "3d6";
  if (level >= 8) return "2d6";
  return "1d6";
}

/** What spending one point leaves, or why it cannot be spent. */
export type PointSpend = { ok: true; left: number } | { ok: false; refused: "noPoints" };

/** Spends one point of a pool (Force Points, Destiny Points): refused `noPoints` with none left. */
export function spendPoint(current: number): PointSpend {
  return current >= 1 ? { ok: true, left: current - 1 } : { ok: false, refused: "noPoints" };
}

/**
 * A Force Point spent calling on the dark side (in anger, fear or hate) also gives a Dark Side Point; a
 * character whose Dark Side Points reach the Wisdom score turns to the dark side (RCR core, not in the texts).
 * Not certain: "reach" (equal to) rather than "exceed".
 */
export function turnsToDarkSide(darkSidePoints: number, wisdomScore: number): boolean {
  return darkSidePoints >= wisdomScore;
}
