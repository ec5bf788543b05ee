import type { WoundCondition } from "./types.ts";

/**
 * The condition that follows from wound points alone (shared/RULES-API.md › Damage).
 * rcr-combat.txt › Injury and Death › Effects of Damage:
 * all wounds left → unhurt (vitality may be lost); some lost but above 0 → fatigued;
 * exactly 0 → disabled; -1 to -9 → dying; -10 or lower → dead.
 * `woundsMax` is the Constitution score, so a maximum of 0 or lower is also dead
 * (a character dies when Constitution drops to 0).
 */
export function woundCondition(wounds: number, woundsMax: number): WoundCondition {
  if (wounds <= -10 || woundsMax <= 0) return "dead";
  if (wounds < 0) return "dying";
  if (wounds === 0) return "disabled";
  return wounds < woundsMax ? "fatigued" : "unhurt";
}
