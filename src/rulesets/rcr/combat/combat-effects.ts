import { postCombatNote, rollQuietDie } from "../../../documents/combat-chat.ts";
import { roundDurationSource } from "../../../documents/effect-duration-source.ts";
import { roundDurationUpdate } from "../../../foundry-compat/effect-duration.ts";

/** The started combat the actor is fighting in, with its combatant. */
export function activeCombatOf(
  actor: Actor.Implementation | null | undefined,
): { combat: NonNullable<typeof game.combat>; combatant: Combatant.Implementation } | null {
  const combat = game.combat;
  if (!actor || !combat?.started) return null;
  const combatant = combat.combatants.find((c) => c.actor === actor);
  return combatant ? { combat, combatant } : null;
}

/**
 * An effect created during a fight remembers the count it began on, so it ends just before that count
 * (rcr-combat.txt › The Combat Round). Runs on the creating client, before the effect is saved.
 */
export function stampStartCount(effect: ActiveEffect.Implementation): void {
  const actor = effect.parent instanceof Actor ? effect.parent : null;
  const combat = activeCombatOf(actor)?.combat;
  if (!combat || effect.flags.swrpg?.startCount !== undefined) return;
  effect.updateSource({ flags: { swrpg: { startCount: combat.combatant?.initiative ?? null } } });
}

/**
 * A knocked-out character stays down 1d4 rounds (rcr-combat.txt › Knocked Out). When the status arrives
 * without a duration during a fight, the GM client rolls the 1d4 and gives the status that many rounds,
 * from now; the tracker ends it like any effect with a duration in rounds.
 */
export async function timeKnockOut(effect: ActiveEffect.Implementation): Promise<void> {
  if (!effect.statuses.has("knockedOut") || roundDurationSource(effect)) return;
  const actor = effect.parent instanceof Actor ? effect.parent : null;
  const found = activeCombatOf(actor);
  if (!found) return;
  const { combat, combatant } = found;
  const rounds = await rollQuietDie(4);
  const duration = roundDurationUpdate({
    rounds,
    combat: combat.id,
    combatant: combat.combatant?.id ?? null,
    round: combat.round,
    turn: combat.turn ?? 0,
    initiative: combat.combatant?.initiative ?? null,
  });
  await effect.update({
    ...duration,
    flags: { swrpg: { startCount: combat.combatant?.initiative ?? null } },
  } as ActiveEffect.UpdateData);
  await postCombatNote(combatant, "SWRPG.Combat.Note.KnockedOut", { rounds });
}
