/**
 * The WEG Star Wars D6 rules engine (shared/RULES-API-D6.md), exported from `src/rules/index.ts` as the
 * namespace `d6` (`game.swrpg.rules.d6` at runtime). Pure functions over plain records: the engine never
 * rolls; die faces and rolled totals are arguments, and a function that needs dice returns the code to roll.
 */

export type { DamageHit, DamageOutcome } from "./apply-damage.ts";
export { applyDamage } from "./apply-damage.ts";
export type { Armor, ArmorCondition, DamageType } from "./armor.ts";
export { armorBonus, dexterityInArmor, resistanceDice } from "./armor.ts";
export { damageArmor } from "./armor-damage.ts";
export type { AttackResolution } from "./attack.ts";
export { attackDifficulty, resolveAttack } from "./attack.ts";
export type { Blast } from "./blast.ts";
export { blastDamage, FRAGMENTATION_GRENADE } from "./blast.ts";
export { calledShotModifier } from "./called-shot.ts";
export { characterDamage, halfDamageTotal } from "./character-damage.ts";
export type { CoverKind } from "./cover.ts";
export { coverModifier, coverModifiers } from "./cover.ts";
export type { DamageCode } from "./damage-code.ts";
export { damageDice, parseDamageCode } from "./damage-code.ts";
export type { DiceCode } from "./dice-code.ts";
export { addDiceCodes, compareDiceCodes, diceTotal, formatDiceCode, parseDiceCode } from "./dice-code.ts";
export type { DifficultyLevel } from "./difficulty.ts";
export { DIFFICULTY_LEVELS, difficultyLevel, meetsDifficulty, typicalDifficulty } from "./difficulty.ts";
export type { AttackKind, ReactionSkill } from "./full-reaction.ts";
export { canFullReact, reactionCovers } from "./full-reaction.ts";
export type { DeviationDirection } from "./grenade-deviation.ts";
export { grenadeDeviation, grenadeDeviationDice, grenadeLanding } from "./grenade-deviation.ts";
export { dodgesGrenade, grenadeDetonation, tossAway } from "./grenade-throw.ts";
export type { DamageResult, Health, WoundLevel } from "./health.ts";
export { WOUND_LEVELS } from "./health.ts";
export type { HitLocation } from "./hit-location.ts";
export { hitLocation } from "./hit-location.ts";
export { initiativeRoller, initiativeWinner, perceptionOrder } from "./initiative.ts";
export type { InjuryEffects } from "./injury-effects.ts";
export { injuryEffects, mortallyWoundedCheck } from "./injury-effects.ts";
export type { InjuryEvent } from "./injury-transition.ts";
export { injuryTransition } from "./injury-transition.ts";
export { multipleActionPenalty } from "./multiple-actions.ts";
export type { ObjectDamageLevel } from "./object-damage.ts";
export { damageObject } from "./object-damage.ts";
export type { Options } from "./options.ts";
export type { ProtectionKind } from "./protection.ts";
export { damageProtection, damageThroughProtection, protectionBodyStrength } from "./protection.ts";
export type { RangeBand, WeaponRanges } from "./range.ts";
export { bandEdges, POINT_BLANK_METERS, rangeBand, rangeDifficulty } from "./range.ts";
export { canSetForStun } from "./stun-setting.ts";
export { minutesInRounds, ROUND_SECONDS, STUN_AFFECTS_MINUTES } from "./time.ts";
// --- vehicles and starships (issue 36, shared/RULES-API-VEHICLES.md › WEG Star Wars D6) ---
export * from "./vehicles/index.ts";
export type { WeaponDamageEffects } from "./weapon-damage.ts";
export { WEAPON_BODY_STRENGTH, weaponDamageEffects } from "./weapon-damage.ts";
export type { WildDieOne, WildDieResult } from "./wild-die.ts";
export { wildDieTotal } from "./wild-die.ts";
export { escalateWound, worseWound } from "./wound-escalation.ts";
