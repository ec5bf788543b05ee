import { readManeuverCard } from "./maneuver-card.ts";
import { DEFAULT_MANEUVER_OPTIONS } from "./maneuver-fighter.ts";
import { runManeuverBetween } from "./maneuver-flow.ts";

/**
 * The maneuver card's buttons: apply the statuses the result gives (prone, grappled, pinned) to the tokens
 * this user owns (the GM owns them all), and the defender's counter-trip or counter-disarm.
 */

function warn(key: string): void {
  ui.notifications?.warn(key, { localize: true });
}

async function tokenOf(uuid: string): Promise<TokenDocument.Implementation | null> {
  const found: unknown = await fromUuid(uuid as `Scene.${string}`);
  return found instanceof TokenDocument ? (found as TokenDocument.Implementation) : null;
}

async function applyEffects(message: ChatMessage.Implementation): Promise<void> {
  const card = readManeuverCard(message);
  if (!card || card.applied) return;
  const tokens = await Promise.all(card.effects.map((effect) => tokenOf(effect.tokenUuid)));
  if (tokens.some((token) => !token?.actor?.isOwner)) return warn("SWRPG.Maneuver.Refused.notOwner");
  for (const [index, effect] of card.effects.entries())
    await tokens[index]?.actor?.toggleStatusEffect(effect.status, { active: effect.active });
  if (message.isOwner) await message.update({ flags: { swrpg: { maneuver: { ...card, applied: true } } } });
}

async function counter(message: ChatMessage.Implementation): Promise<void> {
  const card = readManeuverCard(message);
  if (!card?.mayCounter) return;
  const defender = await tokenOf(card.defender.tokenUuid);
  const attacker = await tokenOf(card.attacker.tokenUuid);
  const actor = defender?.actor;
  if (!defender || !attacker || !actor) return warn("SWRPG.Damage.TargetGone");
  if (!actor.isOwner) return warn("SWRPG.Maneuver.Refused.notOwner");
  await runManeuverBetween(actor, defender, attacker, card.maneuver, DEFAULT_MANEUVER_OPTIONS, true);
}

export const MANEUVER_CARD_ACTIONS: Readonly<
  Record<string, (message: ChatMessage.Implementation) => Promise<void>>
> = {
  applyManeuver: applyEffects,
  counterManeuver: counter,
};
