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
