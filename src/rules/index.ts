/**
 * The public rules engine of swrpg (see README › Rules API).
 * Pure functions over plain records: no Foundry import, no globals, no randomness of its own.
 * Exposed at runtime as `game.swrpg.rules`.
 */

// --- engine core (issue 3): basics, attacks, criticals, Defense, damage, injury, healing, grenades, initiative ---
export {
  abilityModifier,
  type EffectiveAbility,
  effectiveAbility,
  FATIGUE_ABILITIES,
} from "./rcr/ability.ts";
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
export {
  applyDamage,
  effectiveDamage,
  minimumDamage,
  strengthDamageBonus,
  unarmedDamage,
} from "./rcr/damage.ts";
export type { DamageBonusInput } from "./rcr/damage-bonus.ts";
export { damageBonus, damageTotal } from "./rcr/damage-bonus.ts";
export type { DefenseBreakdownInput, DefenseInput, DexLossSituation } from "./rcr/defense.ts";
export {
  DEX_LOSS_SITUATIONS,
  DODGE_FEAT_BONUS,
  defense,
  defenseBreakdown,
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

export type { ActionMovement, ActionType, CombatAction, CombatActionRow, Provokes } from "./rcr/actions.ts";
export { COMBAT_ACTIONS, combatAction } from "./rcr/actions.ts";
export type { AidChoice, AidResult } from "./rcr/aid-another.ts";
export { AID_ANOTHER_BONUS, AID_ANOTHER_DEFENSE, aidAnother } from "./rcr/aid-another.ts";
export type { AimedAttack, AimPosition, AimSupport, AimWeapon } from "./rcr/aiming.ts";
export { AIM_MAX_TARGET_MOVE, aim, aimedAttack, canAim } from "./rcr/aiming.ts";
export type {
  ProvocationContext,
  Provoker,
  ThreatMovement,
  WeaponKind,
} from "./rcr/attacks-of-opportunity.ts";
export {
  actionProvokes,
  armedUnarmed,
  attackOfOpportunityBonus,
  attacksOfOpportunityPerRound,
  canTakeAttackOfOpportunity,
  combatReflexesExtra,
  DEFAULT_REACH,
  movementProvokes,
  threatens,
} from "./rcr/attacks-of-opportunity.ts";
export type { ChargeInput, ChargeRefusal, ChargeResult } from "./rcr/charge.ts";
export { CHARGE_ATTACK_BONUS, CHARGE_DEFENSE_PENALTY, CHARGE_MIN_DISTANCE, charge } from "./rcr/charge.ts";
export type {
  AttackKind,
  CombatCondition,
  ConditionCell,
  ConditionEffects,
  ConditionRow,
} from "./rcr/combat-modifiers.ts";
export { COMBAT_CONDITIONS, conditionEffects } from "./rcr/combat-modifiers.ts";
export type { CombatStance, StanceEffects } from "./rcr/combat-stances.ts";
export { FIGHTING_DEFENSIVELY, stanceEffects, TOTAL_DEFENSE_DODGE } from "./rcr/combat-stances.ts";
export { COMBINED_FIRE_ACTION, COMBINED_FIRE_MAX, combinedFireParts } from "./rcr/combined-fire.ts";
export type { CoverStrikeInput, CoverStrikeResult } from "./rcr/cover-strike.ts";
export { coverStrike } from "./rcr/cover-strike.ts";
export type { DelayRefusal, InitiativeSlot, ReadiedAction } from "./rcr/delay-ready.ts";
export { delay, lowerEndWaiters, READY_ACTION_TYPE, readyLapses, triggerReady } from "./rcr/delay-ready.ts";
export type { DisengageRefusal } from "./rcr/disengage.ts";
export { DISENGAGE_ESCAPE_METERS, disengage } from "./rcr/disengage.ts";
export { SWITCH_FIRE_MODE_ACTION, switchFireMode, usableFireModes } from "./rcr/fire-modes.ts";
export type { Area } from "./rcr/flanking.ts";
export { centerLineFlanks, FLANKING_BONUS, flankingParts } from "./rcr/flanking.ts";
export type {
  AttackPlan,
  AttackPlanInput,
  AttackPlanRefusal,
  AttackSource,
  FullAttackCountInput,
  PlannedAttack,
  PlannerFeats,
  PlannerWeapon,
} from "./rcr/full-attack.ts";
export { fullAttackCount, MAX_ATTACKS_PER_ROUND, planAttacks } from "./rcr/full-attack.ts";
export type { DroppedObjectAttack, ImprovisedAttack } from "./rcr/improvised-ranged.ts";
export {
  DROPPED_RANGE_INCREMENT,
  DROPPED_TARGET_DEFENSE,
  droppedObject,
  IMPROVISED_PENALTY,
  IMPROVISED_RANGE_INCREMENT,
  improvisedThrow,
} from "./rcr/improvised-ranged.ts";
export {
  iterativeAttackBonuses,
  iterativeAttackCount,
  MAX_ITERATIVE_ATTACKS,
} from "./rcr/iterative-attacks.ts";
export type { FireMode, RangedFeats } from "./rcr/multiple-ranged-attacks.ts";
export {
  autofireAttackBonuses,
  fireModeExtraAttacks,
  fireModePenalty,
  MULTISHOT_REDUCTION,
  multifireAttackBonuses,
  RAPID_SHOT,
  rangedFullAttackBonuses,
} from "./rcr/multiple-ranged-attacks.ts";
export type { PulledBlow } from "./rcr/pulling-a-blow.ts";
export { PULL_BLOW_PENALTY, pullBlow } from "./rcr/pulling-a-blow.ts";
export type { RangeKind } from "./rcr/range.ts";
export {
  maxRange,
  maxRangeIncrements,
  RANGE_PENALTY_STEP,
  rangeIncrements,
  rangeParts,
  rangePenalty,
} from "./rcr/range.ts";
export type { RecoilWeapon } from "./rcr/recoil.ts";
export { RECOIL_STEP, recoilParts, recoilPenalty } from "./rcr/recoil.ts";
export type { RunRound } from "./rcr/running.ts";
export { RUN_REST_ROUNDS, restAfterRun, runDistance, runRound } from "./rcr/running.ts";
export {
  canSuppress,
  SUPPRESSED_PENALTY,
  SUPPRESSION_AREA,
  SUPPRESSION_DEFENSE,
  suppressedParts,
  suppressionFire,
} from "./rcr/suppression-fire.ts";
export type { AwarenessEntry, SurpriseRound } from "./rcr/surprise.ts";
export { flatFooted, SURPRISE_ROUND_LIMIT, surpriseRound } from "./rcr/surprise.ts";
export type {
  TurnCheck,
  TurnEntry,
  TurnLimit,
  TurnOptions,
  TurnRefusal,
  TurnRemaining,
} from "./rcr/turn-budget.ts";
export { canMoveInsteadOfAttacks, canTake, checkTurn } from "./rcr/turn-budget.ts";
export type { TwoWeaponOptions } from "./rcr/two-weapon.ts";
export { IMPROVED_TWO_WEAPON_STEP, twoWeaponPenalties } from "./rcr/two-weapon.ts";

// --- end of combat options (issue 4) ---

export * as d6 from "./d6/index.ts";
// --- attack flow (issue 6): one attack against one target ---
export type {
  AttackAgainst,
  AttackAgainstInput,
  AttackAgainstRefusal,
  AttackDiceResult,
  AttackOutcome,
  AttackTarget,
  DefenseKind,
} from "./rcr/attack-against.ts";
export { attackAgainst, attackOutcome } from "./rcr/attack-against.ts";
// --- combat tracker (issue 7): turn order, round bookkeeping, effect durations, group initiative ---
export * from "./rcr/combat-tracker-rules.ts";
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
  formulaTotal,
  isValidDiceFormula,
  parseDiceFormula,
  withModifier,
} from "./rcr/dice-formula.ts";
export { IMPROVED_INITIATIVE_BONUS, initiativeModifier } from "./rcr/initiative-modifier.ts";
export type { SaveKind } from "./rcr/saving-throws.ts";
export { SAVE_ABILITY, saveBonus } from "./rcr/saving-throws.ts";
export type { ArmorCategory } from "./rcr/speed.ts";
export { baseSpeedForSize, speedInArmor } from "./rcr/speed.ts";

// --- on the map (issue 19): grenades and bursts, objects, maneuvers, speed feats, grid geometry ---

export type {
  BanthaRushDefender,
  BanthaRusher,
  BanthaRushInput,
  BanthaRushRefusal,
  BanthaRushResult,
} from "./rcr/bantha-rush.ts";
export {
  BANTHA_RUSH_CHARGE_BONUS,
  BANTHA_RUSH_POINTS_PER_METER,
  BANTHA_RUSH_PUSH_METERS,
  banthaRush,
} from "./rcr/bantha-rush.ts";
export type { CoverSuggestion, SuggestCoverInput, WallSegment } from "./rcr/cover-from-walls.ts";
export {
  coverForBlockedShare,
  segmentsIntersect,
  sightViewpoints,
  squareWalls,
  suggestCover,
  targetLattice,
} from "./rcr/cover-from-walls.ts";
export type { DisarmInput, DisarmResult, DisarmSide } from "./rcr/disarm.ts";
export { counterDisarm, DISARM_NOT_MELEE_PENALTY, DISARM_STEP_BONUS, disarm } from "./rcr/disarm.ts";
export type { Side } from "./rcr/flanking.ts";
export { sidesAt } from "./rcr/flanking.ts";
export type { Flanker } from "./rcr/flanking-map.ts";
export { attackOrigin, centerLineFlanksSquares, flanksOnMap } from "./rcr/flanking-map.ts";
export type {
  EscapeResult,
  GrappleAction,
  GrappleActionInput,
  GrappleActionResult,
  GrappleRefusal,
  GrappleSide,
  StartGrappleInput,
  StartGrappleResult,
} from "./rcr/grapple.ts";
export {
  escapeGrapple,
  GRAPPLE_DAMAGE_PENALTY,
  grappleAction,
  grappleCheckParts,
  startGrapple,
  wriggleFree,
} from "./rcr/grapple.ts";
export type { GrappleWeapon, GrappleWeaponRefusal } from "./rcr/grapple-limits.ts";
export {
  canJoinGrapple,
  GRAPPLE_FORCE_PENALTY,
  GRAPPLE_MAX_WEIGHT,
  grappleForceUse,
  grapplersWeight,
  grapplerWeight,
  grappleWeaponAttack,
  struckGrappler,
} from "./rcr/grapple-limits.ts";
export type {
  BurstDamage,
  BurstDamageInput,
  GrenadeSquareAttack,
  GrenadeSquareAttackInput,
} from "./rcr/grenade-attack.ts";
export { burstDamage, grenadeLanding, grenadeSquareAttack, inBurst } from "./rcr/grenade-attack.ts";
export type { DiagonalRule, Footprint, GridPoint } from "./rcr/grid-geometry.ts";
export {
  footprintCenter,
  footprintFor,
  footprintSize,
  footprintSquares,
  gridDistance,
  gridSteps,
  SQUARE_METERS,
  squareAt,
  squareFootprint,
} from "./rcr/grid-geometry.ts";
export type { IonAgainstElectronics, IonAgainstElectronicsInput } from "./rcr/object-saves.ts";
export { breakAttempt, ionAgainstElectronics, ionStunRounds, objectSave } from "./rcr/object-saves.ts";
export type { BreakableObject, ObjectStats, Substance } from "./rcr/object-tables.ts";
export {
  BREAKABLE_OBJECT_KEYS,
  objectStats,
  SUBSTANCE_KEYS,
  substanceObject,
  weaponObjectSize,
} from "./rcr/object-tables.ts";
export type { CheckResult, OpposedWinner, TieRule } from "./rcr/opposed-check.ts";
export {
  beats,
  canManeuverAgainst,
  check,
  maneuverSizeModifier,
  opposedWin,
  opposedWinner,
  STABILITY_BONUS,
  sizeSteps,
} from "./rcr/opposed-check.ts";
export type { OverrunInput, OverrunOutcome, OverrunRefusal, OverrunResult } from "./rcr/overrun.ts";
export { OVERRUN_BACK_METERS, OVERRUN_MIN_METERS, overrun } from "./rcr/overrun.ts";
export type { SpeedCollision, SpeedFeat } from "./rcr/speed-feats.ts";
export {
  applyCollisionDamage,
  FALL_MAX_DICE,
  FALL_METERS_PER_DIE,
  fallDice,
  speedCollision,
  speedFeatBanthaRushBonus,
} from "./rcr/speed-feats.ts";
export {
  defaultReach,
  threatenedSquares,
  threatensFootprint,
  threatMovement,
} from "./rcr/threatened-squares.ts";
export type { TripInput, TripMade, TripRefusal, TripResult, TripSide } from "./rcr/trip.ts";
export { counterTrip, trip, tripCheck } from "./rcr/trip.ts";

export type { WeaponHandling } from "./rcr/weapon-size.ts";
export { weaponBreakRow, weaponSizeCategory } from "./rcr/weapon-size.ts";

// --- end of on the map (issue 19) ---

// --- whole characters (issue 35): skills, Force Points and Dark Side Points (RCR core, not in the texts) ---
export type { PointSpend } from "./rcr/force-points.ts";
export { rcrForcePointDice, spendPoint, turnsToDarkSide } from "./rcr/force-points.ts";
export type { RcrSkill, RcrSkillBonus, RcrSkillInput, SkillAbility } from "./rcr/skills.ts";
export { RCR_SKILLS, rcrSkill, rcrSkillBonus, TUMBLE_DC, tumbles } from "./rcr/skills.ts";
// --- vehicles and starships (issue 36, shared/RULES-API-VEHICLES.md): RCR's namespace ---
export * as vehicles from "./rcr/vehicles/index.ts";
export * as saga from "./saga/index.ts";
