/**
 * The public rules engine of swrpg (see README › Rules API).
 * Pure functions over plain records: no Foundry import, no globals, no randomness of its own.
 * Exposed at runtime as `game.swrpg.rules`.
 */

// --- engine core (issue 3): basics, attacks, criticals, Defense, damage, injury, healing, grenades, initiative ---
export { abilityModifier } from "./rcr/ability.ts";
export type { AttackBonusInput } from "./rcr/attack-bonus.ts";
export { attackBonus, isPointBlank } from "./rcr/attack-bonus.ts";
export type { AttackInput, AttackResult } from "./rcr/attack-resolution.ts";
export { resolveAttack } from "./rcr/attack-resolution.ts";
export type { Situational } from "./rcr/compose.ts";
export { combinedMissChance, concealmentMissChance, concealmentMisses } from "./rcr/concealment.ts";
export { bestCover, coverBonus, nineTenthsCoverAreaDamage, struckCover } from "./rcr/cover.ts";
export type { CoupDeGraceRefusal, CoupDeGraceResult } from "./rcr/critical-hits.ts";
export { canScoreCritical, coupDeGrace, threatRange } from "./rcr/critical-hits.ts";
export type { DamageHit, DamageResult, Grip } from "./rcr/damage.ts";
export { applyDamage, minimumDamage, strengthDamageBonus, unarmedDamage } from "./rcr/damage.ts";
export type { DamageBonusInput } from "./rcr/damage-bonus.ts";
export { damageBonus, damageTotal } from "./rcr/damage-bonus.ts";
export type { DefenseInput, DexLossSituation } from "./rcr/defense.ts";
export {
  DEX_LOSS_SITUATIONS,
  defense,
  dodgeFeatBonus,
  helplessAttackBonus,
  losesDexBonus,
} from "./rcr/defense.ts";
export type { StabilizeMethod } from "./rcr/dying.ts";
export { DYING_SAVE_DC, dyingCheck, stabilizeDC, stabilizeWithHelp } from "./rcr/dying.ts";
export type { DeviationDirection } from "./rcr/grenade-deviation.ts";
export { GRENADE_SQUARE_DEFENSE, grenadeDeviation } from "./rcr/grenade-deviation.ts";
export type { RestInput, RestResult } from "./rcr/healing.ts";
export { heal, rest } from "./rcr/healing.ts";
export type { InitiativeEntry } from "./rcr/initiative-order.ts";
export { initiativeOrder } from "./rcr/initiative-order.ts";
export type { InjuryEffects, InjuryEvent, InjuryState } from "./rcr/injury.ts";
export {
  createInjuryState,
  healsNaturally,
  injuryEffects,
  injuryTransition,
  STABLE_HOURLY_DC,
} from "./rcr/injury.ts";
export type { ObjectState } from "./rcr/objects.ts";
export { breakDC, damageObject, inanimateObjectAttack, objectDefense } from "./rcr/objects.ts";
export { grappleSizeModifier, sizeModifier } from "./rcr/size.ts";
export type { BonusPart, ComposedBonus, CoverDegree, Health, Size, WoundCondition } from "./rcr/types.ts";
export { SIZES } from "./rcr/types.ts";
export { woundCondition } from "./rcr/wound-condition.ts";

// --- combat options (issue 4): full attacks, fire modes, range, modifiers, actions, AoO, aiming, delay/ready ---

// --- data-model support (issue 5) ---
export type {
  FormulaErrorCode,
  FormulaNode,
  FormulaOptions,
  FormulaParseResult,
} from "./rcr/dice-formula.ts";
export {
  FORMULA_LIMITS,
  formulaDice,
  isValidDiceFormula,
  parseDiceFormula,
  withModifier,
} from "./rcr/dice-formula.ts";
export type { ArmorCategory } from "./rcr/speed.ts";
export { baseSpeedForSize, speedInArmor } from "./rcr/speed.ts";
export { IMPROVED_INITIATIVE_BONUS, initiativeModifier } from "./rcr/initiative-modifier.ts";
export type { SaveKind } from "./rcr/saving-throws.ts";
export { SAVE_ABILITY, saveBonus } from "./rcr/saving-throws.ts";
