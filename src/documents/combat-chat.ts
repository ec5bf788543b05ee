/**
 * Chat output of the combat tracker: short notes and the rolls it makes for a combatant. Every line is a
 * lang key under SWRPG.Combat.
 */
import { format } from "../config/i18n.ts";
import { applyVisibility } from "../foundry-compat/message-mode.ts";

function speakerOf(combatant: Combatant.Implementation): ChatMessage.SpeakerData {
  return ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token });
}

/**
 * A combatant hidden in the tracker is the GM's secret: what the tracker posts about it goes to the GMs
 * only, as core does with a hidden combatant's initiative roll.
 */
function secretFor(combatant: Combatant.Implementation): boolean {
  return combatant.hidden === true;
}

/**
 * The names and words a line is formatted with, as text: core prints a message's content and a roll's
 * flavor as HTML, and a name is the player's text (escaped as core's own initiative flavor escapes it).
 */
function asText(combatant: Combatant.Implementation, data: Record<string, string | number>) {
  const escaped: Record<string, string | number> = { name: foundry.utils.escapeHTML(combatant.name ?? "") };
  for (const [key, value] of Object.entries(data))
    escaped[key] = typeof value === "string" ? foundry.utils.escapeHTML(value) : value;
  return escaped;
}

/** Posts a one-line note about `combatant` (`key` is formatted with its name and `data`). */
export async function postCombatNote(
  combatant: Combatant.Implementation,
  key: string,
  data: Record<string, string | number> = {},
): Promise<void> {
  const text = format(key, asText(combatant, data));
  const message: ChatMessage.CreateData = {
    content: `<p class="swrpg-combat-note">${text}</p>`,
    speaker: speakerOf(combatant),
  };
  await ChatMessage.create(secretFor(combatant) ? applyVisibility(message, "gmroll") : message);
}

/** Rolls `1d20 + bonus` to chat for `combatant` and returns the total. */
export async function rollD20ToChat(
  combatant: Combatant.Implementation,
  bonus: number,
  flavorKey: string,
  data: Record<string, string | number> = {},
): Promise<number> {
  const roll = await new Roll("1d20 + @bonus", { bonus }).evaluate();
  const flavor = format(flavorKey, asText(combatant, data));
  // The message data first (`create: false`, the same in v13 and v14), then who sees it in either core.
  const message = (await roll.toMessage(
    { speaker: speakerOf(combatant), flavor },
    { create: false },
  )) as ChatMessage.CreateData;
  await ChatMessage.create(secretFor(combatant) ? applyVisibility(message, "gmroll") : message);
  return roll.total;
}

/** Rolls one die quietly (no chat message), e.g. an initiative tie-break. */
export async function rollQuietDie(faces: number): Promise<number> {
  const roll = await new Roll(`1d${faces}`).evaluate();
  return roll.total;
}
