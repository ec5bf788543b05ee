import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { type CardKind, postCard, readCard } from "../../../dice/card-message.ts";
import { sagaCardAmount, sagaDamageRollOptions } from "../damage/damage-spec.ts";
import { SagaDamageRoll, sagaDamageRollIn } from "../dice/saga-damage-roll.ts";
import { sagaCardContext, type TakesFn } from "./card-context.ts";
import { SAGA_CARD_VERSION, type SagaAttackCard } from "./card-data.ts";

/** Saga's attack card as a chat message (src/dice/card-message.ts): `flags.swrpg.sagaAttack`, a SagaDamageRoll. */

export const SAGA_CARD_TEMPLATE = "systems/swrpg/templates/saga/chat/attack-card.hbs";

/** A stored card of this version, with the fields the card code reads (a hand-edited flag reads as none). */
function isSagaCard(value: unknown): value is SagaAttackCard {
  if (!isRecord(value) || value.version !== SAGA_CARD_VERSION) return false;
  const { attacker, attacks, refused, damageTypes } = value;
  return (
    isRecord(attacker) &&
    typeof attacker.uuid === "string" &&
    Array.isArray(attacks) &&
    attacks.every((attack) => isRecord(attack) && Array.isArray(attack.targets)) &&
    Array.isArray(refused) &&
    Array.isArray(damageTypes)
  );
}

/** What each listed token takes from the rolled damage (the full button's amount), from the engine. */
export function takesFromCard(card: SagaAttackCard): TakesFn {
  return (attackIndex, tokenUuid) => {
    const spec = sagaCardAmount(card, attackIndex, tokenUuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
}

export function renderSagaCard(
  card: SagaAttackCard,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    SAGA_CARD_TEMPLATE,
    sagaCardContext(card, messageId, viewer, marks, takesFromCard(card)),
  );
}

export const sagaCard: CardKind<SagaAttackCard> = {
  flag: "sagaAttack",
  isCard: isSagaCard,
  render: renderSagaCard,
  DamageRoll: SagaDamageRoll,
  rollOptions: sagaDamageRollOptions,
  // A card rolled before Saga had its own roll class stored a core Roll: adopted with the card's options.
  adoptRoll: (stored, card, attackIndex) =>
    sagaDamageRollIn(stored, sagaDamageRollOptions(card, attackIndex)),
  // saga-variant-character-combat.txt › Flanking: advantage on the damage roll, the higher of two totals
  // (the same as the higher dice plus the modifiers once).
  rolledFormula: (card, attackIndex, formula) =>
    card.attacks[attackIndex]?.advantage ? `{${formula},${formula}}kh` : formula,
  badFormulaKey: "SWRPG.Saga.Attack.Refused.badFormula",
  weaponName: (card) => card.weapon.name,
};

/** The card of a message, or null when it holds none (or one of an unknown version). */
export const readSagaCard = (message: ChatMessage.Implementation | null | undefined) =>
  readCard(sagaCard, message);

/** Posts the card (`rollMode`: who sees it, as chosen in the dialog). The stored content is the players' view; each client re-renders it for its user. */
export const createSagaCardMessage = (
  actor: Actor.Implementation,
  card: SagaAttackCard,
  rolls: Roll.Any[],
  rollMode?: string,
) => postCard(sagaCard, actor, card, rolls, rollMode);
