import type { SagaConcealmentDegree, SagaCoverDegree, SagaWeapon } from "./types.ts";

/**
 * Whether a creature threatens the squares around it. saga-special-combat-rules.txt › Attacks of Opportunity,
 * Provoking an Attack of Opportunity: melee and natural weapons, pistols, carbines, any weapon with a folded
 * stock; unarmed only with the Martial Arts feat.
 */
export function threatens(input: { weapon: SagaWeapon; martialArts?: boolean }): boolean {
  const { group, stock } = input.weapon;
  if (group === "unarmed") return input.martialArts === true;
  if (group === "melee" || group === "natural" || group === "pistol" || group === "carbine") return true;
  return stock === "folded";
}

/** An action that may let the actor's guard down. */
export type SagaProvokingAction =
  | "unarmedAttack"
  | "aim"
  | "reload"
  | "pickUpItem"
  | "retrieveStoredItem"
  | "moveIntoOpponentSquare"
  | "meleeAttack"
  | "rangedAttack";

/**
 * Whether an action in a threatened square provokes. saga-special-combat-rules.txt › Performing an Action
 * that Distracts You: the text's list, read as closed (an unarmed attack only without Martial Arts); armed
 * melee and ranged attacks are not on it. Which skills distract is the GM's.
 */
export function actionProvokes(action: SagaProvokingAction, ctx?: { martialArts?: boolean }): boolean {
  switch (action) {
    case "unarmedAttack":
      return ctx?.martialArts !== true;
    case "meleeAttack":
    case "rangedAttack":
      return false;
    default:
      return true;
  }
}

/**
 * Whether a move provokes. saga-special-combat-rules.txt › Moving out of a Threatened Square: leaving a
 * threatened square does, unless by the withdraw action, a successful tumble, or involuntary movement.
 */
export function movementProvokes(input: {
  leavesThreatenedSquare: boolean;
  withdraw?: boolean;
  tumbled?: boolean;
  involuntary?: boolean;
}): boolean {
  return input.leavesThreatenedSquare && !input.withdraw && !input.tumbled && !input.involuntary;
}

export type AttackOfOpportunityRefusal =
  | "doesNotThreaten"
  | "flatFooted"
  | "cover"
  | "totalConcealment"
  | "onePerRound"
  | "onePerAction";

/**
 * Whether an attack of opportunity can be made now. saga-special-combat-rules.txt › Making Attacks of
 * Opportunity (one per round; never flat-footed), Combat Reflexes (more than one per round, one per provoking
 * action; the text sets no number per round), Cover and Attacks of Opportunity (any cover prevents it),
 * Total Concealment (prevents it). Refusals are checked in the order of the union.
 */
export function canTakeAttackOfOpportunity(input: {
  threatens: boolean;
  flatFooted?: boolean;
  targetCover?: SagaCoverDegree;
  targetConcealment?: SagaConcealmentDegree;
  madeThisRound: number;
  madeAgainstThisAction?: number;
  combatReflexes?: boolean;
}): { ok: true } | { ok: false; refused: AttackOfOpportunityRefusal } {
  const refuse = (refused: AttackOfOpportunityRefusal) => ({ ok: false as const, refused });
  if (!input.threatens) return refuse("doesNotThreaten");
  if (input.flatFooted) return refuse("flatFooted");
  if ((input.targetCover ?? "none") !== "none") return refuse("cover");
  if (input.targetConcealment === "total") return refuse("totalConcealment");
  if (!input.combatReflexes && input.madeThisRound >= 1) return refuse("onePerRound");
  if ((input.madeAgainstThisAction ?? 0) >= 1) return refuse("onePerAction");
  return { ok: true };
}
