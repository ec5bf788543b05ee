/**
 * The public rules engine of swrpg (see README › Rules API).
 * Pure functions over plain records: no Foundry import, no globals, no randomness of its own.
 * Exposed at runtime as `game.swrpg.rules`.
 */

// --- engine core (issue 3): basics, attacks, criticals, Defense, damage, injury, healing, grenades, initiative ---
export { abilityModifier } from "./rcr/ability.ts";
export type { AttackBonusInput } from "./rcr/attack-bonus.ts";
export { attackBonus, isPointBlank } from "./rcr/attack-bonus.ts";
export type { DamageHit, DamageResult, Grip } from "./rcr/damage.ts";
export { applyDamage, minimumDamage, strengthDamageBonus, unarmedDamage } from "./rcr/damage.ts";
export type { DefenseInput, DexLossSituation } from "./rcr/defense.ts";
export {
  DEX_LOSS_SITUATIONS,
  defense,
  dodgeFeatBonus,
  helplessAttackBonus,
  losesDexBonus,
} from "./rcr/defense.ts";
export { grappleSizeModifier, sizeModifier } from "./rcr/size.ts";
export type { BonusPart, ComposedBonus, CoverDegree, Health, Size, WoundCondition } from "./rcr/types.ts";
export { SIZES } from "./rcr/types.ts";
export { woundCondition } from "./rcr/wound-condition.ts";

// --- combat options (issue 4): full attacks, fire modes, range, modifiers, actions, AoO, aiming, delay/ready ---
