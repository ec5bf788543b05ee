import type { AttackKind, SagaSize } from "./types.ts";

/**
 * A creature's fighting space. saga-special-combat-rules.txt › Fighting Space: Small and Medium 1 square,
 * Large 2 × 2, Huge 3 × 3; the text gives no number for other sizes (null).
 */
export function fightingSpace(size: SagaSize): { side: number; squares: number } | null {
  switch (size) {
    case "small":
    case "medium":
      return { side: 1, squares: 1 };
    case "large":
      return { side: 2, squares: 4 };
    case "huge":
      return { side: 3, squares: 9 };
    default:
      return null;
  }
}

/**
 * A creature's natural reach in squares. saga-special-combat-rules.txt › Reach: Small and Medium 1; Fine,
 * Diminutive and Tiny 0 (they must be in your space to attack you); larger creatures' reach comes from
 * their statistics (null).
 */
export function reach(size: SagaSize): number | null {
  switch (size) {
    case "small":
    case "medium":
      return 1;
    case "fine":
    case "diminutive":
    case "tiny":
      return 0;
    default:
      return null;
  }
}

/** The reach of a Small or Medium creature, used when none is given. */
export const DEFAULT_REACH = 1;

/**
 * Whether an attack can reach a square `distance` squares away (0 is the attacker's own space).
 * saga-special-combat-rules.txt › Reach: a melee attack reaches any square within reach, its own space
 * included; a ranged attack never into the attacker's own space.
 */
export function canAttackSquare(input: { kind: AttackKind; distance: number; reach?: number }): boolean {
  if (input.kind === "ranged") return input.distance >= 1;
  return input.distance >= 0 && input.distance <= (input.reach ?? DEFAULT_REACH);
}
