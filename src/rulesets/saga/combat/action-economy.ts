import type { saga } from "../../../rules/index.ts";

/**
 * The Saga variant's action economy (saga-variant-character-combat.txt › Actions in Combat): what a
 * combatant has spent this round, spent by the attack flow and by clicks in the tracker.
 *
 * CONTRACT (filled in by the action-economy work): spends these actions for the actor's combatant in
 * the world's active combat. Resolves true when they were spent, or nothing needed spending (the
 * sagaVariantActionEconomy option is off, or the actor is in no started combat); false when the turn
 * cannot afford them (the user was told why, naming the action).
 */
export async function spendSagaActions(
  _actor: Actor.Implementation,
  _actions: readonly saga.SagaActionType[],
): Promise<boolean> {
  return true;
}
