import type { DifficultyLevel } from "./difficulty.ts";

/** The four range bands of a ranged attack. */
export type RangeBand = "pointBlank" | "short" | "medium" | "long";

// d6-combat.txt › Combat and Injuries: point-blank Very Easy, short Easy, medium Moderate, long Difficult.
const RANGE_DIFFICULTY: Readonly<Record<RangeBand, DifficultyLevel>> = {
  pointBlank: "veryEasy",
  short: "easy",
  medium: "moderate",
  long: "difficult",
};

/** The difficulty level of a shot at a range band. The GM picks the number within it. */
export function rangeDifficulty(band: RangeBand): DifficultyLevel {
  return RANGE_DIFFICULTY[band];
}

/** d6-combat.txt › Estimating ranges: targets within three meters of each other are at point-blank range. */
export const POINT_BLANK_METERS = 3;

/** The farthest meters of each band of a weapon; `pointBlank` defaults to `POINT_BLANK_METERS`. */
export interface WeaponRanges {
  pointBlank?: number;
  short: number;
  medium: number;
  long: number;
}

/** The farthest meters of each band, nearest first. */
export function bandEdges(ranges: WeaponRanges): readonly (readonly [RangeBand, number])[] {
  return [
    ["pointBlank", ranges.pointBlank ?? POINT_BLANK_METERS],
    ["short", ranges.short],
    ["medium", ranges.medium],
    ["long", ranges.long],
  ];
}

/** The first band whose farthest distance reaches the distance; null beyond long range. */
export function rangeBand(distance: number, ranges: WeaponRanges): RangeBand | null {
  for (const [band, edge] of bandEdges(ranges)) {
    if (distance <= edge) return band;
  }
  return null;
}
