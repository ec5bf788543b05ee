import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import {
  type CardKind,
  postCard,
  readCard,
  rollCardDamage as rollDamageOf,
} from "../../../dice/card-message.ts";
import { renderGrenadeCard } from "../grenade/grenade-card.ts";
import { attackCardContext } from "./attack-card-context.ts";
import { ATTACK_CARD_VERSION, type AttackCardData } from "./attack-card-data.ts";
import { DamageRoll } from "./damage-roll.ts";
import "./flag-config.ts";

/** RCR's attack card as a chat message (src/dice/card-message.ts): `flags.swrpg.attack`, rolled as a DamageRoll. */

export const ATTACK_CARD_TEMPLATE = "systems/swrpg/templates/rcr/chat/attack-card.hbs";

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

export const rcrCard: CardKind<AttackCardData> = {
  flag: "attack",
  isCard: (value): value is AttackCardData =>
    (value as { version?: unknown } | null | undefined)?.version === ATTACK_CARD_VERSION,
  // A grenade card is an attack card with the throw (rulesets/rcr/grenade).
  render: (card, ...rest) => (card.grenade ? renderGrenadeCard : renderAttackCard)(card, ...rest),
  DamageRoll,
  rollOptions: (card, attackIndex) => ({
    attackIndex,
    critical: card.attacks[attackIndex]?.targets.some((target) => target.critical),
    damageType: card.damageType,
    stun: card.stun,
  }),
  damageDetail: (roll) => ({
    dice: roll.dice.map((die) => ({
      faces: die.faces ?? 0,
      results: die.results.filter((result) => result.active).map((result) => result.result),
    })),
  }),
  badFormulaKey: "SWRPG.Attack.Refused.badFormula",
  weaponName: (card, attackIndex) => card.attacks[attackIndex]?.weaponName ?? "",
};

/** The card of a message, or null when the message holds none (or one of an unknown version). */
export const readAttackCard = (message: ChatMessage.Implementation | null | undefined) =>
  readCard(rcrCard, message);

/** Posts the card; `rollMode`: who sees it, as chosen in the dialog. */
export const createAttackMessage = (
  actor: Actor.Implementation,
  card: AttackCardData,
  rolls: Roll.Any[],
  rollMode?: string,
) => postCard(rcrCard, actor, card, rolls, rollMode);

/** Rolls one attack's damage and stores it on the card (its author or a GM). */
export const rollCardDamage = (message: ChatMessage.Implementation, attackIndex: number) =>
  rollDamageOf(rcrCard, message, attackIndex);
