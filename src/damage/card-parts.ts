import {
  type CardKind,
  cardDamageRoll,
  damageMatchesRoll,
  readCard,
  renderCardFor,
  rollDamageFromCard,
  type StoredCard,
} from "../dice/card-message.ts";
import type {
  CardCheckRefusal,
  ChatCardParts,
  DamageApplication,
  DamageSpecBase,
} from "../rulesets/types.ts";
import { applyFromCard, undoFromCard } from "./card-actions.ts";

/**
 * A ruleset's attack card as the shared chat-card shell and damage buttons take it: which messages hold
 * one, the HTML each user sees, its buttons (Roll damage, the ruleset's Apply buttons, Undo through the
 * shared card actions), and its `DamageApplication` read from the card. The ruleset brings what differs:
 * its card kind, its Apply buttons and modes, what a token takes and how an actor takes it.
 */

/** One Apply button: the mode it applies in, to the card's targets or to the selected tokens. */
export interface ApplyButton {
  mode: string;
  which: "targets" | "selected";
}

export function cardChatParts<Card extends StoredCard>(
  kind: CardKind<Card>,
  buttons: Readonly<Record<string, ApplyButton>>,
): ChatCardParts {
  return {
    owns: (message) => readCard(kind, message) !== null,
    render: async (message) => renderCardFor(kind, message),
    async act(message, action, attackIndex) {
      if (action === "rollDamage") return rollDamageFromCard(kind, message, attackIndex);
      if (action === "undoDamage") return undoFromCard(message, attackIndex);
      const button = buttons[action];
      if (button) await applyFromCard(message, attackIndex, button.mode, button.which);
    },
  };
}

/** What the ruleset decides of its card's damage; the card reading, mode check and roll check are shared. */
export interface CardDamageRules<Card extends StoredCard, Mode extends string, Spec extends DamageSpecBase>
  extends Pick<DamageApplication<Spec>, "apply" | "logged" | "undo"> {
  /**
   * The GM's check of a player's card (after its damage roll matched): the card worked out again from the
   * documents and the message's dice; null when it is what they make.
   */
  verify?(
    message: ChatMessage.Implementation,
    card: Card,
    attackIndex: number,
    roll: Roll.Any | null,
  ): Promise<CardCheckRefusal | null>;
  modes: readonly Mode[];
  /** What the token takes; `roll`: the card's damage Roll in the message (null: none, or not the card's kind). */
  spec(
    card: Card,
    attackIndex: number,
    tokenUuid: string,
    mode: Mode,
    roll: Roll.Any | null,
  ): Spec | { refused: string };
}

export function cardDamageApplication<
  Card extends StoredCard,
  Mode extends string,
  Spec extends DamageSpecBase,
>(kind: CardKind<Card>, rules: CardDamageRules<Card, Mode, Spec>): DamageApplication<Spec> {
  const isMode = (mode: string): mode is Mode => (rules.modes as readonly string[]).includes(mode);
  return {
    ...rules,
    view(message) {
      const card = readCard(kind, message);
      return card ? { attackerUuid: card.attacker.uuid, attacks: card.attacks } : null;
    },
    spec(message, attackIndex, tokenUuid, mode) {
      const card = readCard(kind, message);
      if (!card) return { refused: "noCard" };
      if (!isMode(mode)) return { refused: "malformed" };
      return rules.spec(card, attackIndex, tokenUuid, mode, cardDamageRoll(kind, message, attackIndex));
    },
    async checkRolls(message, attackIndex) {
      if (!damageMatchesRoll(kind, message, attackIndex)) return { refused: "rollMismatch" };
      const card = readCard(kind, message);
      if (!card || !rules.verify) return null;
      return rules.verify(message, card, attackIndex, cardDamageRoll(kind, message, attackIndex));
    },
  };
}
