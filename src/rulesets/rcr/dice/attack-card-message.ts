import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { currentCardViewer } from "../../../damage/card-viewer.ts";
import { withChosenVisibility } from "../../../dice/chat-visibility.ts";
import { showRollDice } from "../../../dice/dice-so-nice.ts";
import { isValidDiceFormula } from "../../../rules/index.ts";
import { attackCardContext, type CardViewer } from "./attack-card-context.ts";
import { ATTACK_CARD_VERSION, type AttackCardData } from "./attack-card-data.ts";
import { DamageRoll } from "./damage-roll.ts";
import "./flag-config.ts";

/** The chat message side of an attack card: create it, read it back, roll its damage. */

export const ATTACK_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/attack-card.hbs";

/** The card of a message, or null when the message holds none (or one of an unknown version). */
export function readAttackCard(
  message: ChatMessage.Implementation | null | undefined,
): AttackCardData | null {
  const card = message?.getFlag("swrpg", "attack");
  return card && card.version === ATTACK_CARD_VERSION ? card : null;
}

/** Who is looking at the card (the shared viewer: src/damage/card-viewer.ts). */
export const currentViewer = currentCardViewer;

export function renderAttackCard(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    ATTACK_CARD_TEMPLATE,
    attackCardContext(card, messageId, viewer, marks),
  );
}

/**
 * Posts the card. The stored content is the players' view (no Defense numbers when hidden); each
 * client re-renders it for its own user when the message is displayed.
 */
export async function createAttackMessage(
  actor: Actor.Implementation,
  card: AttackCardData,
  rolls: Roll.Any[],
  rollMode?: string,
): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderAttackCard(card, "", { isGM: false, hideDefense: currentViewer().hideDefense });
  const data: ChatMessage.CreateData = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content,
    rolls,
    flags: { swrpg: { attack: card } },
  };
  return ChatMessage.create(withChosenVisibility(data, rollMode));
}

/** Why damage cannot be rolled (lang keys). */
export type DamageRollRefusal = "SWRPG.Damage.NoCard" | "SWRPG.Damage.Refused.noPermission" | "badFormula";

/** Rolls one attack's damage and stores it on the card (its author or a GM). */
export async function rollCardDamage(
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<{ ok: true } | { ok: false; refused: DamageRollRefusal; formula?: string }> {
  const card = readAttackCard(message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return { ok: false, refused: "SWRPG.Damage.NoCard" };
  if (!message.isOwner) return { ok: false, refused: "SWRPG.Damage.Refused.noPermission" };
  if (attack.damage) return { ok: true };
  if (!isValidDiceFormula(attack.damageFormula))
    return { ok: false, refused: "badFormula", formula: attack.damageFormula };
  // A formula may name the attacker's numbers (`@str.mod`): without its roll data core rolls them as 0.
  const attacker = ChatMessage.getSpeakerActor(message.speaker);
  const rollData = attacker ? attacker.getRollData() : {};
  const roll = new DamageRoll(attack.damageFormula, rollData, {
    attackIndex,
    critical: attack.targets.some((target) => target.critical),
    damageType: card.damageType,
    stun: card.stun,
  });
  await roll.evaluate();
  await showRollDice(roll, message);
  const rolls = [...message.rolls, roll];
  const attacks = card.attacks.map((entry) =>
    entry.index === attackIndex
      ? {
          ...entry,
          damage: {
            formula: roll.formula,
            total: roll.total ?? 0,
            rollIndex: rolls.length - 1,
            dice: roll.dice.map((die) => ({
              faces: die.faces ?? 0,
              results: die.results.filter((result) => result.active).map((result) => result.result),
            })),
          },
        }
      : entry,
  );
  await message.update({ rolls, flags: { swrpg: { attack: { ...card, attacks } } } });
  return { ok: true };
}
