import { type Area, centerLineFlanks, OPPOSITE, type Side, segmentClip, sidesAt } from "./flanking.ts";
import {
  type DiagonalRule,
  type Footprint,
  footprintCenter,
  type GridPoint,
  gridDistance,
  SQUARE_METERS,
  squareAt,
  squareFootprint,
} from "./grid-geometry.ts";
import { threatensFootprint } from "./threatened-squares.ts";

/**
 * Flanking measured on the grid, for creatures of any size and reach.
 * rcr-additional-combat-rules.txt › Clarifying Flanking, The Center-to-Center Line, Flanking Big Creatures,
 * Flanking with Reach (the attack comes from the square next to where the line from the attacker's center
 * enters the defender), Diagonal Corners and Flanking (a creature on two diagonal squares);
 * rcr-combat.txt › Flanking (both must threaten the defender).
 */

const EPSILON = 1e-9;

/** A flanker: where it stands and how far it reaches, in meters. */
export interface Flanker {
  footprint: Footprint;
  reach: number;
}

function boundingArea(squares: readonly GridPoint[]): Area {
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) + 1 - x, height: Math.max(...ys) + 1 - y };
}

/**
 * The square a melee attack comes from: the attacker's own footprint when it stands next to the defender,
 * else (reach) the square just outside the defender where the line from the attacker's center to the
 * defender's center enters it.
 */
export function attackOrigin(attacker: Footprint, defender: Footprint): Footprint {
  if (gridDistance(attacker, defender) <= SQUARE_METERS) return attacker;
  const from = footprintCenter(attacker);
  const to = footprintCenter(defender);
  const clip = segmentClip(from, to, defender) as { t0: number };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // Step back a hair from the entry point along the line: the square it falls in is the one outside.
  const back = clip.t0 - 1e-9;
  return squareFootprint(squareAt({ x: from.x + back * dx, y: from.y + back * dy }));
}

function outerSides(square: GridPoint, point: GridPoint, occupied: ReadonlySet<string>): Side[] {
  const neighbour: Readonly<Record<Side, string>> = {
    left: `${square.x - 1},${square.y}`,
    right: `${square.x + 1},${square.y}`,
    top: `${square.x},${square.y - 1}`,
    bottom: `${square.x},${square.y + 1}`,
  };
  return [...sidesAt(squareFootprint(square), point.x, point.y)].filter(
    (side) => !occupied.has(neighbour[side]),
  );
}

/**
 * The center-to-center test against a defender given as its squares. A rectangle of squares is tested as
 * one area (`centerLineFlanks`). Any other shape (a Hutt on two diagonal squares) flanks when the line
 * enters through an outer side or corner and leaves through the opposite one, or passes between two
 * diagonal squares through their shared corner.
 */
export function centerLineFlanksSquares(attacker: Area, ally: Area, squares: readonly GridPoint[]): boolean {
  const box = boundingArea(squares);
  const occupied = new Set(squares.map((s) => `${s.x},${s.y}`));
  if (occupied.size === box.width * box.height) return centerLineFlanks(attacker, ally, box);
  const from = footprintCenter(attacker);
  const to = footprintCenter(ally);
  const at = (t: number) => ({ x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) });
  const touched = squares.flatMap((square) => {
    const clip = segmentClip(from, to, squareFootprint(square));
    return clip ? [{ square, ...clip }] : [];
  });
  const first = Math.min(...touched.map((c) => c.t0));
  const last = Math.max(...touched.map((c) => c.t1));
  const sidesOf = (t: number, end: "t0" | "t1") =>
    new Set(
      touched
        .filter((c) => Math.abs(c[end] - t) < EPSILON)
        .flatMap((c) => outerSides(c.square, at(t), occupied)),
    );
  const entry = sidesOf(first, "t0");
  const exit = sidesOf(last, "t1");
  return [...entry].some((side) => exit.has(OPPOSITE[side]));
}

/**
 * True when the attacker and the ally flank the defender: both threaten it (within reach, measured with
 * `rule`) and the line between the squares they attack from passes through opposite sides or corners of
 * the defender. Give the defender as a footprint, or as its squares when it is not a rectangle.
 */
export function flanksOnMap(input: {
  attacker: Flanker;
  ally: Flanker;
  defender: Footprint | readonly GridPoint[];
  rule?: DiagonalRule;
}): boolean {
  const squares = Array.isArray(input.defender) ? (input.defender as readonly GridPoint[]) : null;
  const box = squares ? boundingArea(squares) : (input.defender as Footprint);
  const rule = input.rule ?? "alternating";
  const threatens = (flanker: Flanker) =>
    squares
      ? squares.some((s) => threatensFootprint(flanker.footprint, flanker.reach, squareFootprint(s), rule))
      : threatensFootprint(flanker.footprint, flanker.reach, box, rule);
  if (!threatens(input.attacker) || !threatens(input.ally)) return false;
  const from = attackOrigin(input.attacker.footprint, box);
  const to = attackOrigin(input.ally.footprint, box);
  return squares ? centerLineFlanksSquares(from, to, squares) : centerLineFlanks(from, to, box);
}
