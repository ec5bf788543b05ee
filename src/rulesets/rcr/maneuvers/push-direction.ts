import type { FighterView, ManeuverScene } from "./maneuver-types.ts";

/**
 * Which way a push goes on the scene: straight away from the pusher, center to center, snapped to the eight
 * directions of a square grid (rcr-combat.txt › Bantha Rush: the defender is pushed straight back). Hex scenes
 * never get here: the flow refuses them.
 */
export function pushDirection(
  from: FighterView["at"],
  to: FighterView["at"],
  scene: ManeuverScene,
): { dx: number; dy: number } {
  const center = (at: FighterView["at"]) => ({
    x: at.x + (at.width * scene.gridSize) / 2,
    y: at.y + (at.height * scene.gridSize) / 2,
  });
  const a = center(from);
  const b = center(to);
  if (a.x === b.x && a.y === b.y) return { dx: 1, dy: 0 };
  const eighth = Math.round(Math.atan2(b.y - a.y, b.x - a.x) / (Math.PI / 4));
  const angle = (eighth * Math.PI) / 4;
  return { dx: Math.round(Math.cos(angle)), dy: Math.round(Math.sin(angle)) };
}

/** Where a token stands after `spaces` grid spaces in a direction, in scene pixels. */
export function shifted(
  at: FighterView["at"],
  direction: { dx: number; dy: number },
  spaces: number,
  scene: ManeuverScene,
): { x: number; y: number } {
  return {
    x: at.x + direction.dx * spaces * scene.gridSize,
    y: at.y + direction.dy * spaces * scene.gridSize,
  };
}

/** Whole grid spaces in a length of meters (2 m squares on the system's scenes). */
export const spacesIn = (meters: number, scene: ManeuverScene): number =>
  Math.floor(meters / scene.gridDistance);
