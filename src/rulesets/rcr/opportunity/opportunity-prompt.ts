import { actorAt } from "../../../damage/card-check.ts";
import { attacksOfOpportunityPerRound } from "../../../rules/index.ts";
import type { OpportunityThreatener } from "./provoked.ts";

/**
 * The prompt for one attack of opportunity: a chat message whispered to the one who may strike (the users
 * who own its actor, and the GMs: an NPC's is the GM's alone), with a button that makes the attack
 * (opportunity-button.ts). A mover the GM hid is never named to players: the prompt then goes to the GMs only.
 */

export const PROMPT_TEMPLATE = "systems/swrpg/templates/rcr/chat/opportunity-prompt.hbs";

/** Why the attack is offered: a move out of or through the threatened area, or an action taken in it. */
export type ProvokedBy = "move" | "action";

/** The one who provokes, as the prompt names it. */
export interface ProvokerView {
  tokenUuid: string;
  name: string;
  hidden: boolean;
}

/** What the template renders. */
export function promptContext(
  threatener: OpportunityThreatener,
  provoker: ProvokerView,
  by: ProvokedBy,
  weaponName: string,
) {
  return {
    reasonKey: by === "move" ? "SWRPG.Opportunity.ByMove" : "SWRPG.Opportunity.ByAction",
    byMove: by === "move",
    mover: provoker.name,
    attacker: threatener.name,
    left: attacksOfOpportunityPerRound(threatener.extraPerRound) - threatener.madeThisRound,
    actorUuid: threatener.actorUuid,
    weaponId: threatener.weaponId ?? "",
    targetUuid: provoker.tokenUuid,
    weaponName,
  };
}

/** The users told: every GM, and the owners of the threatener's actor unless the provoker is hidden. */
export function promptRecipients(
  users: Iterable<User.Implementation>,
  actor: Actor.Implementation,
  provoker: ProvokerView,
): string[] {
  const ids: string[] = [];
  for (const user of users) {
    const owner = !provoker.hidden && actor.testUserPermission(user, "OWNER");
    if ((user.isGM || owner) && user.id) ids.push(user.id);
  }
  return ids;
}

/** The weapon's name, or the unarmed strike's. */
function weaponNameOf(actor: Actor.Implementation, weaponId: string | null): string {
  const item = weaponId ? actor.items.get(weaponId) : null;
  return item?.name ?? game.i18n?.localize("SWRPG.Sheet.UnarmedStrike") ?? "";
}

/** Whispers the prompt for each threatener. */
export async function sendPrompts(
  threateners: readonly OpportunityThreatener[],
  provoker: ProvokerView,
  by: ProvokedBy,
): Promise<void> {
  for (const threatener of threateners) {
    const actor = await actorAt(threatener.actorUuid);
    if (!actor) continue;
    const context = promptContext(threatener, provoker, by, weaponNameOf(actor, threatener.weaponId));
    const content = await foundry.applications.handlebars.renderTemplate(PROMPT_TEMPLATE, context);
    const whisper = promptRecipients(game.users?.contents ?? [], actor, provoker);
    await ChatMessage.create({ content, whisper });
  }
}
