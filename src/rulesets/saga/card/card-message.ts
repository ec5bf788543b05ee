import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { currentCardViewer } from "../../../damage/card-viewer.ts";
import { withChosenVisibility } from "../../../dice/chat-visibility.ts";
import { showRollDice } from "../../../dice/dice-so-nice.ts";
import { isValidDiceFormula } from "../../../rules/index.ts";
import { sagaDamageSpec } from "../damage/damage-spec.ts";
import { type SagaCardViewer, sagaCardContext, type TakesFn } from "./card-context.ts";
import { SAGA_CARD_VERSION, type SagaAttackCard } from "./card-data.ts";

/** The chat message side of a Saga attack card: create it, read it back, render it, roll its damage. */

export const SAGA_CARD_TEMPLATE = "systems/swrpg/templates/saga/chat/attack-card.hbs";

/** The flag key the card lives under (`flags.swrpg.sagaAttack`). */
export const SAGA_CARD_FLAG = "sagaAttack";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The system's flags of a message, read without the RCR-typed flag config. */
function systemFlags(message: ChatMessage.Implementation | null | undefined): Record<string, unknown> {
  const flags: unknown = message?.flags;
  const own = isRecord(flags) ? flags.swrpg : undefined;
  return isRecord(own) ? own : {};
}

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

/** The card of a message, or null when it holds none (or one of an unknown version). */
export function readSagaCard(message: ChatMessage.Implementation | null | undefined): SagaAttackCard | null {
  const card = systemFlags(message)[SAGA_CARD_FLAG];
  return isSagaCard(card) ? card : null;
}

/** Who is looking at the card (the shared viewer: src/damage/card-viewer.ts). */
export const sagaViewer = currentCardViewer;

/** What each listed token takes from the rolled damage (the full button's amount), from the engine. */
export function takesFromCard(card: SagaAttackCard): TakesFn {
  return (attackIndex, tokenUuid) => {
    const spec = sagaDamageSpec(card, attackIndex, tokenUuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
}

export function renderSagaCard(
  card: SagaAttackCard,
  messageId: string,
  viewer: SagaCardViewer,
  marks: readonly AppliedMark[] = [],
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    SAGA_CARD_TEMPLATE,
    sagaCardContext(card, messageId, viewer, marks, takesFromCard(card)),
  );
}

/** Posts the card. The stored content is the players' view; each client re-renders it for its user. */
export async function createSagaCardMessage(
  actor: Actor.Implementation,
  card: SagaAttackCard,
  rolls: Roll.Any[],
): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderSagaCard(card, "", { isGM: false, hideDefense: sagaViewer().hideDefense });
  const data = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content,
    rolls,
    flags: { swrpg: { [SAGA_CARD_FLAG]: card } },
  } as ChatMessage.CreateData;
  return ChatMessage.create(withChosenVisibility(data));
}

/** Why damage cannot be rolled (lang keys). */
export type SagaDamageRollRefusal =
  | "SWRPG.Damage.NoCard"
  | "SWRPG.Damage.Refused.noPermission"
  | "badFormula";

/** Rolls one attack's damage and stores it on the card (its author or a GM). */
export async function rollSagaCardDamage(
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<{ ok: true } | { ok: false; refused: SagaDamageRollRefusal; formula?: string }> {
  const card = readSagaCard(message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return { ok: false, refused: "SWRPG.Damage.NoCard" };
  if (!message.isOwner) return { ok: false, refused: "SWRPG.Damage.Refused.noPermission" };
  if (attack.damage) return { ok: true };
  if (!isValidDiceFormula(attack.damageFormula))
    return { ok: false, refused: "badFormula", formula: attack.damageFormula };
  // A formula may name the attacker's numbers: without its roll data core rolls them as 0.
  const attacker = ChatMessage.getSpeakerActor(message.speaker);
  const roll = new Roll(attack.damageFormula, attacker ? attacker.getRollData() : {});
  await roll.evaluate();
  await showRollDice(roll, message);
  const rolls = [...message.rolls, roll];
  const attacks = card.attacks.map((entry) =>
    entry.index === attackIndex
      ? { ...entry, damage: { formula: roll.formula, total: roll.total ?? 0, rollIndex: rolls.length - 1 } }
      : entry,
  );
  await message.update({
    rolls,
    flags: { swrpg: { [SAGA_CARD_FLAG]: { ...card, attacks } } },
  } as ChatMessage.UpdateData);
  return { ok: true };
}

/** The card's rolled damage matches the Roll the message holds (a hand-edited card is refused). */
export function damageMatchesRoll(
  message: ChatMessage.Implementation,
  card: SagaAttackCard,
  attackIndex: number,
) {
  const damage = card.attacks[attackIndex]?.damage;
  const roll = damage ? message.rolls[damage.rollIndex] : undefined;
  return roll instanceof Roll && roll.total === damage?.total;
}
