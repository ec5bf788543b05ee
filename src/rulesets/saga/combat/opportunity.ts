import { gridSteps, saga } from "../../../rules/index.ts";

/**
 * Who may make an attack of opportunity against a mover or an actor taking a provoking action: pure, over
 * plain records of the tokens (footprints in squares). saga-special-combat-rules.txt › Attacks of
 * Opportunity (threatening weapons, what provokes, one per round unless Combat Reflexes), Reach.
 */

/** A token's squares: top-left square and extent. */
export interface Squares {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Threatener {
  id: string;
  name: string;
  squares: Squares;
  /** Reach in squares (the prepared stats). */
  reach: number;
  /** The weapons it holds ready, as the engine sees them. */
  weapons: readonly saga.SagaWeapon[];
  martialArts: boolean;
  flatFooted: boolean;
  combatReflexes: boolean;
  madeThisRound: number;
  /** An enemy of the one who provokes. */
  hostile: boolean;
  /** Cannot act: unconscious, dead, disabled, helpless. */
  out: boolean;
  /** The GM hid its token: named to the GM only (never on a card every client shows). */
  hidden?: boolean;
}

function gap(aStart: number, aSize: number, bStart: number, bSize: number): number {
  return Math.max(0, bStart - (aStart + aSize - 1), aStart - (bStart + bSize - 1));
}

/** Squares from the threatener to the nearest square of `target` (adjacent: 1), diagonals alternating. */
export function squaresBetween(a: Squares, b: Squares): number {
  return gridSteps(gap(a.x, a.width, b.x, b.width), gap(a.y, a.height, b.y, b.height), "alternating");
}

/** The threatener threatens `target`'s squares: a threatening weapon (or Martial Arts) and within reach. */
export function threatensSquares(threatener: Threatener, target: Squares): boolean {
  const armed =
    threatener.weapons.some((weapon) => saga.threatens({ weapon, martialArts: threatener.martialArts })) ||
    saga.threatens({ weapon: { group: "unarmed" }, martialArts: threatener.martialArts });
  return (
    armed &&
    saga.canAttackSquare({
      kind: "melee",
      distance: squaresBetween(threatener.squares, target),
      reach: threatener.reach,
    })
  );
}

function mayStrike(threatener: Threatener, threatens: boolean): boolean {
  return saga.canTakeAttackOfOpportunity({
    threatens,
    flatFooted: threatener.flatFooted,
    madeThisRound: threatener.madeThisRound,
    combatReflexes: threatener.combatReflexes,
  }).ok;
}

/** Those a move from `from` provokes: it leaves a square they threaten (not a withdrawal). */
export function provokedByMove(
  move: { from: Squares; to: Squares; withdraw?: boolean },
  threateners: readonly Threatener[],
): Threatener[] {
  if (move.from.x === move.to.x && move.from.y === move.to.y) return [];
  return threateners.filter((threatener) => {
    if (!threatener.hostile || threatener.out) return false;
    const threatens = threatensSquares(threatener, move.from);
    const provokes = saga.movementProvokes({
      leavesThreatenedSquare: threatens,
      withdraw: move.withdraw ?? false,
    });
    return provokes && mayStrike(threatener, threatens);
  });
}

/** Those a provoking action (aiming, an unarmed attack...) provokes, from the actor's squares. */
export function provokedByAction(
  action: saga.SagaProvokingAction,
  at: Squares,
  threateners: readonly Threatener[],
  ctx: { martialArts?: boolean } = {},
): Threatener[] {
  if (!saga.actionProvokes(action, ctx)) return [];
  return threateners.filter((threatener) => {
    if (!threatener.hostile || threatener.out) return false;
    const threatens = threatensSquares(threatener, at);
    return threatens && mayStrike(threatener, threatens);
  });
}
