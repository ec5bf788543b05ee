import type { MovementScale, SpeedCategory } from "./types.ts";
import { requireFinite } from "./validate.ts";

/** Every speed category, slowest first (index order is speed order). */
export const SPEED_CATEGORIES: readonly SpeedCategory[] = [
  "stationary",
  "alley",
  "street",
  "highway",
  "allOut",
];

/** One row of the speed table. */
export interface SpeedRow {
  /** Bonus to the vehicle's Defense. */
  defense: number;
  /** On every skill check and attack roll made aboard, the driver's too. */
  check: number;
  squares: {
    character: { min: number; max: number | null };
    chase: { min: number; max: number | null };
  };
  /** Squares straight ahead before a turn; null when stationary. */
  turnNumber: { character: number; chase: number } | null;
}

// MSRD › Vehicle Speed, The Effects of Speed (restated as numbers). The stationary check is a dash in the
// table, read as +0 (decision 1).
// [defense, check, character min, character max, chase min, chase max, turn character, turn chase]
type RowNumbers = [number, number, number, number | null, number, number | null, number, number];
const ROWS: Record<SpeedCategory, RowNumbers> = {
  stationary: [0, 0, 0, 0, 0, 0, 0, 0],
  alley: [0, 0, 1, 20, 1, 2, 1, 1],
  street: [1, -1, 21, 50, 3, 5, 2, 1],
  highway: [2, -2, 51, 150, 6, 15, 4, 2],
  allOut: [4, -4, 151, null, 16, null, 8, 2],
};

/** The row of the speed table for a category. MSRD › Vehicle Speed, The Effects of Speed. */
export function speedCategory(category: SpeedCategory): SpeedRow {
  const [defense, check, characterMin, characterMax, chaseMin, chaseMax, turnCharacter, turnChase] =
    ROWS[category];
  return {
    defense,
    check,
    squares: {
      character: { min: characterMin, max: characterMax },
      chase: { min: chaseMin, max: chaseMax },
    },
    turnNumber: category === "stationary" ? null : { character: turnCharacter, chase: turnChase },
  };
}

/**
 * The category a move of `squares` falls in at a scale (MSRD › Vehicle Speed): 0 squares or fewer is
 * stationary (its upper end is 0); otherwise the first row whose upper end holds the number.
 */
export function speedCategoryFor(squares: number, scale: MovementScale): SpeedCategory {
  requireFinite(squares, "squares");
  // allOut has no upper end (null): every move past highway's falls in it.
  const upperEnd = (category: SpeedCategory) =>
    speedCategory(category).squares[scale].max ?? Number.POSITIVE_INFINITY;
  return SPEED_CATEGORIES.find((category) => squares <= upperEnd(category)) as SpeedCategory;
}

/** Why a declared speed is refused, in the order they are checked. */
export type DeclareSpeedRefusal = "moreThanOneStep" | "aboveTopSpeed" | "reverseAboveAlley";

/**
 * May the driver declare this speed? MSRD › Declaring Speed, Moving: the category of the end of the
 * last round, or one step up or down; never above the vehicle's top speed (default allOut); in reverse
 * never above alley speed (for every vehicle: decision 2).
 */
export function declareSpeed(input: {
  current: SpeedCategory;
  next: SpeedCategory;
  topSpeed?: SpeedCategory;
  reverse?: boolean;
}): { ok: true } | { ok: false; refused: DeclareSpeedRefusal } {
  const next = SPEED_CATEGORIES.indexOf(input.next);
  if (Math.abs(next - SPEED_CATEGORIES.indexOf(input.current)) > 1)
    return { ok: false, refused: "moreThanOneStep" };
  if (next > SPEED_CATEGORIES.indexOf(input.topSpeed ?? "allOut"))
    return { ok: false, refused: "aboveTopSpeed" };
  if (input.reverse === true && next > SPEED_CATEGORIES.indexOf("alley"))
    return { ok: false, refused: "reverseAboveAlley" };
  return { ok: true };
}
