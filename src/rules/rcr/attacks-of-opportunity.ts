import { COMBAT_ACTIONS, type CombatAction } from "./actions.ts";

/**
 * Attacks of opportunity: who threatens, what provokes, how many, at what bonus.
 * rcr-combat.txt › Attacks of Opportunity (Threatened Area, Provoking, Moving out of / through or within a
 * Threatened Area, Attacks of Opportunity and Ranged Weapons, Making an Attack of Opportunity), Unarmed
 * Attacks (Attacks of Opportunity, "Armed" Unarmed Attacks), Actions in Combat (note a), Disengage,
 * Bantha Rush, Disarm, Grapple; Burst of Speed in Action; Grappling Consequences;
 * rcr-additional-combat-rules.txt › Suppression Fire.
 */

/** What a character fights with, for threatening. */
export type WeaponKind = "melee" | "ranged" | "thrown" | "heavy" | "unarmed" | "natural" | "none";

/** The reach of an ordinary melee weapon: the area within 2 m. */
export const DEFAULT_REACH = 2;

/**
 * True when the character's unarmed attacks count as armed: Martial Arts, a natural weapon, or a touch
 * attack.
 */
export function armedUnarmed(input: {
  weapon: WeaponKind;
  martialArts?: boolean;
  touchAttack?: boolean;
}): boolean {
  return (
    input.weapon === "natural" ||
    input.touchAttack === true ||
    (input.weapon === "unarmed" && !!input.martialArts)
  );
}

/**
 * True when the character threatens the area around it: a melee weapon or natural weapon, or unarmed with
 * Martial Arts; never a ranged, thrown or heavy weapon, never while grappling. A suppressing character
 * threatens its suppressed area with the weapon it suppresses with (`inSuppressedArea`): a ranged weapon or
 * a heavy weapon (a repeating blaster is the text's own multifire/autofire weapon), never a thrown one.
 */
export function threatens(input: {
  weapon: WeaponKind;
  martialArts?: boolean;
  grappling?: boolean;
  inSuppressedArea?: boolean;
}): boolean {
  if (input.grappling) return false;
  // rcr-additional-combat-rules.txt › Suppression Fire: every weapon with multifire or autofire may suppress,
  // and heavy weapons (repeating blasters, rcr-combat.txt › Autofire) are such weapons.
  if (input.inSuppressedArea && (input.weapon === "ranged" || input.weapon === "heavy")) return true;
  return input.weapon === "melee" || armedUnarmed(input);
}

/** Who may take an attack of opportunity against the actor. */
export type Provoker = "threatening" | "target" | "suppressors";

/** Context an action's provocation depends on. */
export interface ProvocationContext {
  /** A trip attempted without a weapon (an unarmed attack is always unarmed). */
  unarmed?: boolean;
  /** The unarmed attacker counts as armed (Martial Arts, natural weapon, touch attack: `armedUnarmed`). */
  attackerArmed?: boolean;
  /** The target of an unarmed attack threatens the attacker (`threatens`). */
  targetThreatens?: boolean;
  /** A ranged attack with a weapon that needs two hands. */
  twoHandedRanged?: boolean;
  /** The actor stands in an area suppressed by an opponent. */
  inSuppressedArea?: boolean;
}

const ATTACKS: ReadonlySet<CombatAction> = new Set<CombatAction>([
  "attackMelee",
  "attackRanged",
  "attackUnarmed",
  "strikeObject",
  "banthaRush",
  "disarm",
  "grapple",
  "trip",
  "pullBlow",
  "coupDeGrace",
  "fullAttack",
  "fightDefensively",
  "charge",
  "aidAnother",
  "combinedFire",
]);

/**
 * Who may take an attack of opportunity because of the action itself (movement is judged apart, by
 * `movementProvokes`). An unarmed attack provokes from its target only, and only when the target threatens
 * and the attacker is not armed; that attack comes before the provoking one.
 * - a ranged attack (single, full attack, combined fire...) with a weapon that needs two hands provokes;
 * - disarm and grapple (the grab): provoke from the target; trip: as an unarmed attack when made unarmed;
 * - bantha rush: moving into the defender's space provokes from everyone who threatens the rusher;
 * - disengage: nothing from the areas it leaves (see `movementProvokes`);
 * - in a suppressed area, every melee or ranged attack (and every provoking action) also provokes from the
 *   suppressors.
 */
export function actionProvokes(action: CombatAction, ctx: ProvocationContext = {}): Provoker[] {
  const from = new Set<Provoker>();
  switch (action) {
    case "attackUnarmed":
    case "trip":
      if ((action === "attackUnarmed" || ctx.unarmed) && !ctx.attackerArmed && ctx.targetThreatens)
        from.add("target");
      break;
    case "disarm":
    case "grapple":
      from.add("target");
      break;
    case "banthaRush":
      from.add("threatening");
      break;
    default:
      if (COMBAT_ACTIONS[action].provokes === "yes") from.add("threatening");
  }
  if (ctx.twoHandedRanged && ATTACKS.has(action)) from.add("threatening");
  if (ctx.inSuppressedArea && (from.size > 0 || ATTACKS.has(action))) from.add("suppressors");
  return [...from];
}

/** One stretch of movement through one opponent's threatened area. */
export interface ThreatMovement {
  /** The movement started inside the area. */
  startedInside: boolean;
  /** The movement left the area. */
  left: boolean;
  /** Meters moved inside the area (after entering it, or from the start). */
  metersInside: number;
  /** The whole move was a 2-meter step. */
  twoMeterStep?: boolean;
  /** Disengaging, and this opponent's area is one the mover started in. */
  disengagingFromThis?: boolean;
  /** Moving under a speed feat (Burst of Speed, Force Speed, Knight Speed, Master Speed). */
  speedFeat?: boolean;
}

/**
 * True when the movement provokes an attack of opportunity from the area's owner: leaving the area,
 * moving on after entering it, or moving more than 2 m within it when starting inside; never with a
 * 2-meter step, a disengage from this opponent, or a speed feat.
 */
export function movementProvokes(move: ThreatMovement): boolean {
  if (move.speedFeat || move.twoMeterStep || move.disengagingFromThis) return false;
  if (move.left) return true;
  if (!move.startedInside) return move.metersInside > 0;
  return move.metersInside > DEFAULT_REACH;
}

/** One attack of opportunity per round; `extra` is the hook for feats that grant more (not in the texts). */
export function attacksOfOpportunityPerRound(extra = 0): number {
  return 1 + Math.max(0, extra);
}

/**
 * Combat Reflexes: as many more attacks of opportunity a round as the Dexterity modifier, none for a modifier
 * of 0 or less (RCR core, not in the texts: rcr-combat.txt › Making an Attack of Opportunity allows one).
 */
export function combatReflexesExtra(input: { combatReflexes: boolean; dexModifier: number }): number {
  return input.combatReflexes ? Math.max(0, input.dexModifier) : 0;
}

/** True when the character can still take an attack of opportunity this round. */
export function canTakeAttackOfOpportunity(input: {
  threatens: boolean;
  madeThisRound: number;
  extraPerRound?: number;
}): boolean {
  return input.threatens && input.madeThisRound < attacksOfOpportunityPerRound(input.extraPerRound);
}

/**
 * The attack bonus of an attack of opportunity: always the highest, whatever attacks were already made
 * this round (Vor'en Kurn at +6/+1 attacks at +6).
 */
export function attackOfOpportunityBonus(fullAttackBonuses: readonly number[]): number {
  if (fullAttackBonuses.length === 0) throw new RangeError("no attack bonus given");
  return Math.max(...fullAttackBonuses);
}
