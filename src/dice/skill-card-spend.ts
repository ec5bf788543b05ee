import { actorAt } from "../damage/card-check.ts";
import { spendPoint } from "../rules/index.ts";
import { rulesetFor } from "../rulesets/registry.ts";
import { showRollDice } from "./dice-so-nice.ts";
import { warn } from "./notify.ts";
import { readSkillCard, renderSkillCard } from "./skill-card.ts";

/**
 * A Force Point spent on a skill check from its card (RCR and Saga core, not in the texts: a point spent on
 * a skill check adds its die to that check): one per check, by whoever owns both the actor and the card.
 * The actor's ruleset says where its points are and which die one adds; the engine spends the point.
 */
export async function spendForcePointOnCheck(message: ChatMessage.Implementation): Promise<void> {
  const card = readSkillCard(message);
  if (!card) return warn("SWRPG.Points.Refused.noCard");
  if (card.forcePoint) return warn("SWRPG.Points.Refused.alreadySpent");
  const actor = await actorAt(card.actorUuid);
  if (!actor) return warn("SWRPG.Points.Refused.noCard");
  if (!actor.isOwner || !message.isOwner) return warn("SWRPG.Points.Refused.noPermission");
  const pool = rulesetFor(actor)?.forcePoints?.(actor);
  if (!pool) return warn("SWRPG.Points.Refused.noPoints", { name: actor.name });
  const spent = spendPoint(pool.points);
  if (!spent.ok) return warn("SWRPG.Points.Refused.noPoints", { name: actor.name });
  const roll = new Roll(pool.die);
  await roll.evaluate();
  await showRollDice(roll, message);
  await actor.update({ [pool.path]: spent.left } as Actor.UpdateData);
  const next = { ...card, forcePoint: { die: pool.die, value: roll.total ?? 0 } };
  await message.update({
    content: await renderSkillCard(next),
    rolls: [...message.rolls, roll],
    flags: { swrpg: { skillCheck: next } },
  } as ChatMessage.UpdateData);
}
