import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import { isRecord } from "../../../data/plain-data.ts";
import { type CardKind, postCard, readCard } from "../../../dice/card-message.ts";
import { d6DamageSpec } from "../damage/damage-spec.ts";
import { D6DamageRoll } from "../dice/d6-damage-roll.ts";
import { type D6TakesFn, d6CardContext } from "./card-context.ts";
import { D6_CARD_VERSION, type D6AttackCard } from "./card-data.ts";

/** D6's attack card as a chat message (src/dice/card-message.ts): `flags.swrpg.d6Attack`, D6Rolls. */

export const D6_CARD_TEMPLATE = "systems/swrpg/templates/d6/chat/attack-card.hbs";

/** A stored card of this version, with the fields the card code reads (a hand-edited flag reads as none). */
function isD6Card(value: unknown): value is D6AttackCard {
  if (!isRecord(value) || value.version !== D6_CARD_VERSION) return false;
  const { attacker, attacks, refused } = value;
  return (
    isRecord(attacker) &&
    typeof attacker.uuid === "string" &&
    Array.isArray(attacks) &&
    attacks.every(
      (attack) =>
        isRecord(attack) &&
        Array.isArray(attack.targets) &&
        isRecord(attack.roll) &&
        isRecord(attack.damageCode),
    ) &&
    Array.isArray(refused)
  );
}

/** What each listed token takes from the rolled damage (the full button's amount), from the engine. */
export function takesFromCard(card: D6AttackCard): D6TakesFn {
  return (attackIndex, tokenUuid) => {
    const spec = d6DamageSpec(card, attackIndex, tokenUuid, "full");
    return "refused" in spec ? null : spec.amount;
  };
}

export function renderD6Card(
  card: D6AttackCard,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    D6_CARD_TEMPLATE,
    d6CardContext(card, messageId, viewer, marks, takesFromCard(card)),
  );
}

export const d6Card: CardKind<D6AttackCard> = {
  flag: "d6Attack",
  isCard: isD6Card,
  render: renderD6Card,
  DamageRoll: D6DamageRoll,
  badFormulaKey: "SWRPG.D6.Attack.Refused.badDamage",
  weaponName: (card) => card.weapon.name,
};

/** The card of a message, or null when it holds none (or one of an unknown version). */
export const readD6Card = (message: ChatMessage.Implementation | null | undefined) =>
  readCard(d6Card, message);

/** Posts the card. The stored content is the players' view; each client re-renders it for its user. */
export const createD6CardMessage = (actor: Actor.Implementation, card: D6AttackCard, rolls: Roll.Any[]) =>
  postCard(d6Card, actor, card, rolls);
