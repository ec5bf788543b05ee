import { footprintCenter, type GridPoint } from "./grid-geometry.ts";
import type { BonusPart } from "./types.ts";

/**
 * Flanking: +2 on melee attacks when an ally directly opposite also threatens the defender.
 * rcr-combat.txt › Flanking (melee only, never ranged); rcr-additional-combat-rules.txt › Clarifying
 * Flanking, The Center-to-Center Line, Flanking Big Creatures, Diagonal Corners and Flanking.
 * Reach (the wampa's attacking square) is left to the caller: pass the square the attack comes from.
 */

/** The flanking bonus. */
export const FLANKING_BONUS = 2;

/** The flanking part of a melee attack, when flanking; never for a ranged attack. */
export function flankingParts(kind: "melee" | "ranged", flanking: boolean): BonusPart[] {
  return kind === "melee" && flanking ? [{ label: "flanking", value: FLANKING_BONUS }] : [];
}

/** An axis-aligned area on the battle map, in meters (or grid units): x, y of a corner, width, height. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EPSILON = 1e-9;

/** A side of an axis-aligned area. */
export type Side = "left" | "right" | "top" | "bottom";

/** The sides of `area` the point lies on (two at a corner, none inside or outside). */
export function sidesAt(area: Area, px: number, py: number): Set<Side> {
  const edges: [Side, number, number][] = [
    ["left", px, area.x],
    ["right", px, area.x + area.width],
    ["top", py, area.y],
    ["bottom", py, area.y + area.height],
  ];
  return new Set(edges.filter(([, at, edge]) => Math.abs(at - edge) < EPSILON).map(([side]) => side));
}

/** The opposite of each side. */
export const OPPOSITE: Readonly<Record<Side, Side>> = {
  left: "right",
  right: "left",
  top: "bottom",
  bottom: "top",
};

/**
 * Liang–Barsky clipping of the segment from–to against an area: the segment's parameters (0 at `from`, 1 at
 * `to`) where it enters and leaves the area, or null when it misses it (or runs along one of its sides).
 */
export function segmentClip(from: GridPoint, to: GridPoint, area: Area): { t0: number; t1: number } | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  let t0 = 0;
  let t1 = 1;
  const clips: [number, number][] = [
    [-dx, from.x - area.x],
    [dx, area.x + area.width - from.x],
    [-dy, from.y - area.y],
    [dy, area.y + area.height - from.y],
  ];
  for (const [p, q] of clips) {
    if (Math.abs(p) < EPSILON) {
      if (q < EPSILON) return null; // parallel to this side and outside it (or running along it)
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t1 - t0 < -EPSILON ? null : { t0, t1 };
}

/**
 * True when the line between the centers of `attacker` and `ally` passes through two opposite sides of
 * `defender` (or through opposite corners). A line through two adjacent sides, one that only touches a
 * corner, or one that misses the defender does not flank. Whether both threaten is the caller's check.
 */
export function centerLineFlanks(attacker: Area, ally: Area, defender: Area): boolean {
  const from = footprintCenter(attacker);
  const to = footprintCenter(ally);
  const clip = segmentClip(from, to, defender);
  if (!clip || clip.t1 - clip.t0 < EPSILON) return false;
  const at = (t: number) => sidesAt(defender, from.x + t * (to.x - from.x), from.y + t * (to.y - from.y));
  const exit = at(clip.t1);
  return [...at(clip.t0)].some((side) => exit.has(OPPOSITE[side]));
}
