/**
 * The RCR vehicle engine (shared/RULES-API-VEHICLES.md › RCR), exported from src/rules/index.ts as the
 * namespace `vehicles` (`game.swrpg.rules.vehicles` at runtime). RCR's vehicle chapter is not open: this
 * follows the d20 Modern SRD's vehicle rules and d20 Future's starship statistics (both OGL), paraphrased.
 */

export type { CombatStance } from "../combat-stances.ts";
export type { ComposedBonus, CoverDegree, Size } from "../types.ts";
export * from "./attack-bonus.ts";
export * from "./collisions.ts";
export * from "./crew.ts";
export * from "./damage.ts";
export * from "./defense.ts";
export * from "./maneuver-check.ts";
export * from "./speed.ts";
export * from "./stunts.ts";
export type * from "./types.ts";
