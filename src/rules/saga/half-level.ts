import { half } from "./compose.ts";

/**
 * Half a level, rounded down: what Saga adds to damage (half the heroic level) and to skill checks such
 * as Initiative (half the character level) (Saga core, not in the texts).
 */
export function halfLevel(level: number): number {
  return half(level);
}
