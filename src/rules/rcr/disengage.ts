/**
 * Disengaging. rcr-combat.txt › Disengage (Full-Round Actions and Attacks of Opportunity): a full-round
 * action; the first 2 meters must take you out of every threatened area you start in, by the shortest
 * route; then up to twice your speed in all. It protects from the opponents whose areas you started in,
 * not from others your later movement provokes.
 */

export const DISENGAGE_ESCAPE_METERS = 2;

export type DisengageRefusal = "cannotEscape" | "tooFar";

/** Checks a disengage: `escapeMeters` is the shortest move out of all starting threatened areas. */
export function disengage(input: {
  escapeMeters: number;
  distance: number;
  speed: number;
}): { ok: true; maxDistance: number } | { ok: false; refused: DisengageRefusal; maxDistance: number } {
  const maxDistance = 2 * input.speed;
  if (input.escapeMeters > DISENGAGE_ESCAPE_METERS)
    return { ok: false, refused: "cannotEscape", maxDistance };
  if (input.distance > maxDistance) return { ok: false, refused: "tooFar", maxDistance };
  return { ok: true, maxDistance };
}
