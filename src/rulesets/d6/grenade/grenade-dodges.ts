import { showRollDice } from "../../../dice/dice-so-nice.ts";
import { warn } from "../../../dice/notify.ts";
import { readD6Card } from "../card/card-message.ts";
import { d6ActorStats } from "../data/actor-stats.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { withDodges } from "./dodges.ts";

/**
 * Dodging a grenade (d6-combat.txt › Dodging Grenades): each target caught in a blast band may hit the deck;
 * his dodge must beat the throw's total, and then he takes no damage. The GM's button rolls the dodge of each
 * target of the band who has not dodged yet, before its damage is rolled.
 */

/** The GM rolls the band's dodges: each target's dodge skill as rolled now, kept on the card's message. */
export async function rollGrenadeDodges(
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<void> {
  if (!game.user?.isGM) return warn("SWRPG.Damage.Refused.noPermission");
  const card = readD6Card(message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return warn("SWRPG.Damage.NoCard");
  const rolls: Roll.Any[] = [...message.rolls];
  const totals: Record<string, number> = {};
  for (const target of attack.targets) {
    if (target.dodge) continue;
    const token: unknown = await fromUuid(target.tokenUuid as `Scene.${string}`);
    const actor = token instanceof TokenDocument ? token.actor : null;
    const stats = actor ? d6ActorStats(actor) : null;
    if (!stats) continue;
    const roll = D6Roll.fromCode(stats.skills.dodge.roll, { wildDie: card.wildDie });
    await roll.evaluate();
    await showRollDice(roll, message);
    rolls.push(roll);
    totals[target.tokenUuid] = roll.total ?? 0;
  }
  const dodged = withDodges(card, attackIndex, totals);
  if (!dodged) return warn("SWRPG.D6.Card.Grenade.TooLate");
  await message.update({ rolls, flags: { swrpg: { d6Attack: dodged } } } as ChatMessage.UpdateData);
}
