import {
  actionProvokes,
  type CombatAction,
  canTakeAttackOfOpportunity,
  type DiagonalRule,
  defaultReach,
  type Footprint,
  type GridPoint,
  movementProvokes,
  type ProvocationContext,
  type Size,
  threatensFootprint,
  threatMovement,
} from "../../../rules/index.ts";

/**
 * Who may make an attack of opportunity, over plain records of the scene's tokens: the engine's threatened
 * area (reach by size), what a path or an action provokes, and how many a round each may make.
 * rcr-combat.txt › Attacks of Opportunity (Threatened Area, Provoking, Moving out of / through or within a
 * Threatened Area, Making an Attack of Opportunity).
 */

/** A token that may threaten the one who provokes. */
export interface OpportunityThreatener {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  footprint: Footprint;
  size: Size;
  /** CONST.TOKEN_DISPOSITIONS: hostile -1, neutral 0, friendly 1, secret -2. */
  disposition: number;
  /** It threatens its area now (a melee weapon or armed unarmed; not helpless, unconscious, grappling). */
  threatens: boolean;
  /** The GM hid its token: never named to players. */
  hidden: boolean;
  /** The melee weapon it strikes with (null: unarmed). */
  weaponId: string | null;
  madeThisRound: number;
  /** More a round (Combat Reflexes). */
  extraPerRound: number;
}

/** The one who provokes. */
export interface Provoking {
  tokenUuid: string;
  width: number;
  height: number;
  disposition: number;
}

/** Opposed dispositions: friendly against hostile (neutral and secret tokens are nobody's enemy). */
export function opposed(a: number, b: number): boolean {
  return (a > 0 && b < 0) || (a < 0 && b > 0);
}

function mayStrike(threatener: OpportunityThreatener, mover: Provoking): boolean {
  return (
    threatener.tokenUuid !== mover.tokenUuid &&
    opposed(threatener.disposition, mover.disposition) &&
    canTakeAttackOfOpportunity({
      threatens: threatener.threatens,
      madeThisRound: threatener.madeThisRound,
      extraPerRound: threatener.extraPerRound,
    })
  );
}

/**
 * Those a move along `path` (top-left squares, one step each, the start first) provokes. A move of a single
 * step is taken for a 2-meter step, which never provokes; disengaging and speed feats are the players' word
 * (the prompt says so).
 */
export function provokedByPath(
  path: readonly GridPoint[],
  mover: Provoking,
  threateners: readonly OpportunityThreatener[],
  rule: DiagonalRule,
): OpportunityThreatener[] {
  if (path.length < 2) return [];
  const twoMeterStep = path.length === 2;
  return threateners.filter((threatener) => {
    if (!mayStrike(threatener, mover)) return false;
    const movement = threatMovement({
      path,
      mover: { width: mover.width, height: mover.height },
      threatener: threatener.footprint,
      reach: defaultReach(threatener.size),
      rule,
    });
    return movementProvokes({ ...movement, twoMeterStep });
  });
}

/**
 * Those an action taken at `at` provokes: everyone threatening that square, or only the action's targets
 * (an unarmed attack, disarm, grapple), as the engine says (`actionProvokes`). Suppressors are not tracked.
 */
export function provokedByAction(
  action: CombatAction,
  ctx: ProvocationContext,
  at: Footprint,
  actor: Provoking,
  threateners: readonly OpportunityThreatener[],
  targetUuids: readonly string[],
  rule: DiagonalRule,
): OpportunityThreatener[] {
  const from = actionProvokes(action, ctx);
  return threateners.filter((threatener) => {
    const asked =
      from.includes("threatening") || (from.includes("target") && targetUuids.includes(threatener.tokenUuid));
    return (
      asked &&
      mayStrike(threatener, actor) &&
      threatensFootprint(threatener.footprint, defaultReach(threatener.size), at, rule)
    );
  });
}
