import type { VehicleSpeed } from "./types.ts";
import { requireNonNegative } from "./validate.ts";

/** Every speed level, slowest first. */
export const VEHICLE_SPEEDS: readonly VehicleSpeed[] = ["stopped", "cautious", "cruising", "high", "allOut"];

// OD6 movement.adoc › Vehicle Movement (restated as numbers): [top as a multiple of Move, difficulty, action].
const LEVELS: Record<VehicleSpeed, [number, number | null, "none" | "free" | "action"]> = {
  stopped: [0, null, "none"],
  cautious: [0.5, 0, "free"],
  cruising: [1, 0, "action"],
  high: [2, 5, "action"],
  allOut: [4, 10, "action"],
};

/**
 * The meters a speed level allows, its base difficulty and the action it takes (OD6 movement.adoc ›
 * Vehicle Movement): anything from half the level's top to the top; meters are not rounded (decision 19).
 */
export function vehicleSpeed(
  level: VehicleSpeed,
  move: number,
): { minMeters: number; maxMeters: number; difficulty: number | null; action: "none" | "free" | "action" } {
  requireNonNegative(move, "move");
  const row = LEVELS[level];
  if (!row) throw new RangeError(`level must be one of ${VEHICLE_SPEEDS.join(", ")} (got ${level})`);
  const [multiple, difficulty, action] = row;
  const maxMeters = multiple * move;
  return { minMeters: maxMeters / 2, maxMeters, difficulty, action };
}
