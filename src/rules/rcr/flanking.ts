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
  const sides = new Set<Side>();
  if (Math.abs(px - area.x) < EPSILON) sides.add("left");
  if (Math.abs(px - (area.x + area.width)) < EPSILON) sides.add("right");
  if (Math.abs(py - area.y) < EPSILON) sides.add("top");
  if (Math.abs(py - (area.y + area.height)) < EPSILON) sides.add("bottom");
  return sides;
}

/**
 * True when the line between the centers of `attacker` and `ally` passes through two opposite sides of
 * `defender` (or through opposite corners). A line through two adjacent sides, one that only touches a
 * corner, or one that misses the defender does not flank. Whether both threaten is the caller's check.
 */
export function centerLineFlanks(attacker: Area, ally: Area, defender: Area): boolean {
  const ax = attacker.x + attacker.width / 2;
  const ay = attacker.y + attacker.height / 2;
  const bx = ally.x + ally.width / 2;
  const by = ally.y + ally.height / 2;
  const dx = bx - ax;
  const dy = by - ay;
  // Liang–Barsky clipping of the segment against the defender's area.
  let t0 = 0;
  let t1 = 1;
  const clips: [number, number][] = [
    [-dx, ax - defender.x],
    [dx, defender.x + defender.width - ax],
    [-dy, ay - defender.y],
    [dy, defender.y + defender.height - ay],
  ];
  for (const [p, q] of clips) {
    if (Math.abs(p) < EPSILON) {
      if (q < EPSILON) return false; // parallel to this side and outside it (or running along it)
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  if (t1 - t0 < EPSILON) return false;
  const entry = sidesAt(defender, ax + t0 * dx, ay + t0 * dy);
  const exit = sidesAt(defender, ax + t1 * dx, ay + t1 * dy);
  return (
    (entry.has("left") && exit.has("right")) ||
    (entry.has("right") && exit.has("left")) ||
    (entry.has("top") && exit.has("bottom")) ||
    (entry.has("bottom") && exit.has("top"))
  );
}
