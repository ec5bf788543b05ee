import type { BonusPart } from "../../../rules/index.ts";
import type { ManeuverCardData, ManeuverCheck } from "../dice/maneuver-card-data.ts";
import { MANEUVER_CARD_VERSION } from "../dice/maneuver-card-data.ts";
import "../dice/flag-config.ts";

/** The maneuver card: reading it from a message, what its template shows, and its buttons. */

export const MANEUVER_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/maneuver-card.hbs";

export function readManeuverCard(
  message: ChatMessage.Implementation | null | undefined,
): ManeuverCardData | null {
  const card = message?.getFlag("swrpg", "maneuver");
  return card && card.version === MANEUVER_CARD_VERSION ? card : null;
}

const parts = (list: readonly BonusPart[]) =>
  list.map((part) => ({ labelKey: `SWRPG.Maneuver.Part.${part.label}`, value: part.value }));

const checkView = (check: ManeuverCheck) => ({ ...check, breakdown: parts(check.parts) });

export function maneuverCardContext(card: ManeuverCardData, messageId: string) {
  const titleKey =
    card.maneuver === "grapple" && card.move
      ? `SWRPG.Maneuver.Move.${card.move}`
      : `SWRPG.Maneuver.Kind.${card.counter ? `counter.${card.maneuver}` : card.maneuver}`;
  return {
    messageId,
    card,
    titleKey,
    resultKey: `SWRPG.Maneuver.Result.${card.result}`,
    winnerClass: card.winner === "attacker" ? "hit" : "miss",
    rounds: card.rounds.map((entry, index) => ({
      reroll: index < card.rounds.length - 1,
      attacker: checkView(entry.attacker),
      defender: checkView(entry.defender),
    })),
    effects: card.effects.map((effect) => ({
      name: effect.tokenUuid === card.attacker.tokenUuid ? card.attacker.name : card.defender.name,
      statusKey: `SWRPG.Condition.${effect.status}`,
      active: effect.active,
    })),
    canApply: card.effects.length > 0 && !card.applied,
    counterKey: card.mayCounter ? `SWRPG.Maneuver.Counter.${card.maneuver}` : null,
  };
}

export function renderManeuverCard(card: ManeuverCardData, messageId: string): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    MANEUVER_CARD_TEMPLATE,
    maneuverCardContext(card, messageId),
  );
}
