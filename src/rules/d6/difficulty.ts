/** The D6 difficulty ladder, easiest first. */
export type DifficultyLevel = "veryEasy" | "easy" | "moderate" | "difficult" | "veryDifficult" | "heroic";

/**
 * The totals each level spans. The text names the levels and calls 8 Easy and 12-14 Moderate; the bands
 * are standard D6's. Very Easy has no floor (every total at or below 5 is Very Easy) and Heroic no ceiling.
 */
export const DIFFICULTY_LEVELS: readonly { level: DifficultyLevel; min: number; max: number | null }[] = [
  { level: "veryEasy", min: Number.NEGATIVE_INFINITY, max: 5 },
  { level: "easy", min: 6, max: 10 },
  { level: "moderate", min: 11, max: 15 },
  { level: "difficult", min: 16, max: 20 },
  { level: "veryDifficult", min: 21, max: 30 },
  { level: "heroic", min: 31, max: null },
];

/**
 * The level a total falls in: 8 is Easy; 12, 13 and 14 are Moderate.
 * d6-combat.txt › Tossing Grenades Away ("a Moderate total"), the first aid totals of the damage chart.
 */
export function difficultyLevel(total: number): DifficultyLevel {
  return DIFFICULTY_LEVELS.find((row) => row.max === null || total <= row.max)!.level;
}

/** A total meets a level when it reaches the level's lowest total: an Easy first aid total is 6 or more. */
export function meetsDifficulty(total: number, level: DifficultyLevel): boolean {
  return total >= DIFFICULTY_LEVELS.find((row) => row.level === level)!.min;
}

// (D6 core, not in the text): the number a GM names when he has only the level. The middle of each band
// (rounded down; Very Easy counted from 1) gives the text's own numbers: Easy 8 and Moderate 13 in the
// Sandor examples. Heroic has no top: 35, as far past its lowest as Very Difficult's middle is past its own.
const TYPICAL: Readonly<Record<DifficultyLevel, number>> = {
  veryEasy: 3,
  easy: 8,
  moderate: 13,
  difficult: 18,
  veryDifficult: 25,
  heroic: 35,
};

/**
 * The difficulty number an attack takes when only its level is known (the GM may still pick another within
 * the level): Very Easy 3, Easy 8, Moderate 13, Difficult 18, Very Difficult 25, Heroic 35.
 * d6-combat.txt › Full Reaction (medium range 13, short range 8); the other levels are D6 core.
 */
export function typicalDifficulty(level: DifficultyLevel): number {
  return TYPICAL[level];
}
