/**
 * Range bands of ranged weapons (Saga core, not in the texts): the special text names no range table, so
 * this follows the published Saga Edition weapon range table, in squares, by the weapon's range category.
 *
 * | category | point blank (0) | short (−2) | medium (−5) | long (−10) |
 * | --- | --- | --- | --- | --- |
 * | heavy  | 0–50 | 51–100 | 101–250 | 251–500 |
 * | pistol | 0–20 | 21–40  | 41–60   | 61–80   |
 * | rifle  | 0–30 | 31–60  | 61–150  | 151–300 |
 * | simple | 0–20 | 21–40  | 41–60   | 61–80   |
 * | thrown | 0–6  | 7–8    | 9–10    | 11–12   |
 *
 * Beyond long range no attack can be made. An accurate weapon takes no penalty at short range; an
 * inaccurate one cannot fire at long range (Saga core, not in the texts).
 */

export type SagaRangeCategory = "thrown" | "simple" | "pistol" | "rifle" | "heavy";
export type SagaRangeBand = "pointBlank" | "short" | "medium" | "long";
export type SagaAccuracy = "normal" | "accurate" | "inaccurate";

export const RANGE_BANDS: readonly SagaRangeBand[] = ["pointBlank", "short", "medium", "long"];

export const RANGE_PENALTIES: Readonly<Record<SagaRangeBand, number>> = {
  pointBlank: 0,
  short: -2,
  medium: -5,
  long: -10,
};

/** The last square of each band (point blank, short, medium, long). */
export const RANGE_TABLE: Readonly<Record<SagaRangeCategory, readonly [number, number, number, number]>> = {
  heavy: [50, 100, 250, 500],
  pistol: [20, 40, 60, 80],
  rifle: [30, 60, 150, 300],
  simple: [20, 40, 60, 80],
  thrown: [6, 8, 10, 12],
};

export type RangeBandResult =
  | { ok: true; band: SagaRangeBand; penalty: number }
  | { ok: false; refused: "outOfRange" | "notRanged" };

/** Whether a weapon's range category is one of the table's (a melee weapon has none). */
export function isRangeCategory(category: string): category is SagaRangeCategory {
  return Object.hasOwn(RANGE_TABLE, category);
}

/**
 * The band a target `distance` squares away falls in, and its attack penalty. Refusals: `notRanged` (a
 * category the table does not list, such as melee), `outOfRange` (beyond long range, or at long range with
 * an inaccurate weapon).
 */
export function rangeBand(input: {
  category: string;
  distance: number;
  accuracy?: SagaAccuracy;
}): RangeBandResult {
  if (!isRangeCategory(input.category)) return { ok: false, refused: "notRanged" };
  const limits = RANGE_TABLE[input.category];
  const index = limits.findIndex((last) => input.distance <= last);
  const band = RANGE_BANDS[index];
  if (band === undefined) return { ok: false, refused: "outOfRange" };
  const penalty = rangePenalty(band, input.accuracy);
  if (penalty === null) return { ok: false, refused: "outOfRange" };
  return { ok: true, band, penalty };
}

/**
 * A band's attack penalty for a weapon of `accuracy` (a band the player names where nothing was measured):
 * accurate, none at short range; inaccurate, null at long range (it cannot fire there).
 */
export function rangePenalty(band: SagaRangeBand, accuracy?: SagaAccuracy): number | null {
  if (band === "long" && accuracy === "inaccurate") return null;
  if (band === "short" && accuracy === "accurate") return 0;
  return RANGE_PENALTIES[band];
}

/**
 * Squares between two footprints' nearest squares, each diagonal step counted as 2
 * (saga-special-combat-rules.txt › Diagonal Movement: "counting along a diagonal path"): 1 for a side
 * neighbour, 2 for a corner one, 0 when they overlap.
 */
export function rangeSquares(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const gap = (aStart: number, aSize: number, bStart: number, bSize: number) =>
    Math.max(0, bStart - (aStart + aSize - 1), aStart - (bStart + bSize - 1));
  return gap(a.x, a.width, b.x, b.width) + gap(a.y, a.height, b.y, b.height);
}
