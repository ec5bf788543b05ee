import { actorAt, tokenAt } from "../../../damage/card-check.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { notify, warn } from "../../../dice/notify.ts";
import { askActiveGM } from "../../../socket/gm-request.ts";
import { applyManeuver, canWriteAll } from "./maneuver-apply.ts";
import { readManeuverCard } from "./maneuver-card.ts";
import { ReplayError, replayDice } from "./maneuver-dice.ts";
import { maneuverRequest } from "./maneuver-request.ts";
import { resolveManeuver } from "./maneuver-resolve.ts";
import type { ManeuverCard } from "./maneuver-types.ts";

/**
 * Who writes a special attack's results. The author writes them when it owns every document the card
 * changes; otherwise the active GM does, on the `swrpg.maneuver` query. The GM's client takes nothing on
 * trust: the message's author (set by the server) must own the attacker, and the card must be what the same
 * resolver makes from the documents and the message's own dice. A card is applied once (its `applied` flag),
 * so a request the player stopped waiting for and sent again changes nothing twice.
 */

/** Why the GM does not apply a card (lang keys under SWRPG.Maneuver.Refused). */
export type ManeuverRelayRefusal = "noCard" | "notOwner" | "cardMismatch" | "cardUnverifiable";

declare global {
  namespace CONFIG {
    interface Queries {
      /** A special attack's results written by the GM on documents the author may not change. */
      "swrpg.maneuver": (data: unknown) => Promise<ManeuverRelayRefusal | null>;
    }
  }
}

/** Null when the card is what the documents and its message's dice make; else why not. */
export async function verifyManeuverCard(
  message: ChatMessage.Implementation,
  card: ManeuverCard,
): Promise<"cardMismatch" | "cardUnverifiable" | null> {
  const attackerToken = await tokenAt(card.attacker.tokenUuid);
  const defenderToken = card.defender ? await tokenAt(card.defender.tokenUuid) : null;
  if (!attackerToken || (card.defender && !defenderToken)) return "cardUnverifiable";
  const request = await maneuverRequest(attackerToken, defenderToken, card.options);
  if ("ok" in request) return "cardUnverifiable";
  const rollData = attackerToken.actor?.getRollData() ?? {};
  try {
    const worked = await resolveManeuver(request, replayDice(message.rolls, rollData));
    if ("ok" in worked) return "cardMismatch";
    const same = (value: unknown, other: unknown) => JSON.stringify(value) === JSON.stringify(other);
    const matches =
      worked.winner === card.winner &&
      worked.outcome === card.outcome &&
      same(worked.effects, card.effects) &&
      same(worked.steps, card.steps);
    return matches ? null : "cardMismatch";
  } catch (error) {
    if (error instanceof ReplayError) return "cardMismatch";
    return "cardUnverifiable";
  }
}

/** The `swrpg.maneuver` query handler, on the active GM's client. */
export async function answerManeuverQuery(data: unknown): Promise<ManeuverRelayRefusal | null> {
  const messageId = isRecord(data) ? data.messageId : null;
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  const card = readManeuverCard(message);
  if (!message || !card) return "noCard";
  if (card.applied) return null;
  const attacker = await actorAt(card.attacker.actorUuid);
  const author = message.author;
  if (!attacker || !author || !attacker.testUserPermission(author, "OWNER")) return "notOwner";
  const refused = await verifyManeuverCard(message, card);
  if (refused) return refused;
  await applyManeuver(card, message);
  return null;
}

/** After the card is posted: its results written here, or by the GM on request; a refusal is said. */
export async function settleManeuver(message: ChatMessage.Implementation, card: ManeuverCard): Promise<void> {
  if (card.effects.length === 0) return;
  if (game.user?.isGM || (await canWriteAll(card))) return applyManeuver(card, message);
  const answer = await askActiveGM("swrpg.maneuver", { messageId: message.id ?? "" });
  if (answer === null) return;
  if (answer === "timeout") return warn("SWRPG.Maneuver.Relay.timeout");
  if (answer === "noGM" || answer === "noPermission") return warn(`SWRPG.Maneuver.Relay.${answer}`);
  notify("warn", `SWRPG.Maneuver.Refused.${answer}`);
}
