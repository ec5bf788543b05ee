/**
 * The WEG Star Wars D6 rules engine (shared/RULES-API-D6.md), exported from `src/rules/index.ts` as the
 * namespace `d6` (`game.swrpg.rules.d6` at runtime). Pure functions over plain records: the engine never
 * rolls; die faces and rolled totals are arguments, and a function that needs dice returns the code to roll.
 */

export type { DamageCode } from "./damage-code.ts";
export { damageDice, parseDamageCode } from "./damage-code.ts";
export type { DiceCode } from "./dice-code.ts";
export { addDiceCodes, compareDiceCodes, diceTotal, formatDiceCode, parseDiceCode } from "./dice-code.ts";
export type { DifficultyLevel } from "./difficulty.ts";
export { DIFFICULTY_LEVELS, difficultyLevel, meetsDifficulty } from "./difficulty.ts";
export type { Options } from "./options.ts";
export type { RangeBand, WeaponRanges } from "./range.ts";
export { bandEdges, POINT_BLANK_METERS, rangeBand, rangeDifficulty } from "./range.ts";
