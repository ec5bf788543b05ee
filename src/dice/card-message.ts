import { type AppliedMark, readCardMarks } from "../damage/applied-marks.ts";
import { type CardViewer, currentCardViewer } from "../damage/card-viewer.ts";
import { isRecord } from "../data/plain-data.ts";
import { isValidDiceFormula } from "../rules/index.ts";
import { withChosenVisibility } from "./chat-visibility.ts";
import { showRollDice } from "./dice-so-nice.ts";
import { notify } from "./notify.ts";

/**
 * The chat message side of an attack card, for every ruleset's card: read it from the message's flag, post
 * it, roll one attack's damage onto it, and check that stored damage against the message's Roll. The ruleset
 * says where its card lives, what a stored card must hold, how it renders and which Roll its damage is.
 */

/** The damage rolled for one attack, as every card stores it. */
export interface StoredDamage {
  formula: string;
  total: number;
  /** Index of the damage Roll in the message's rolls. */
  rollIndex: number;
}

/** The fields of a stored card the shared code reads (each ruleset's card holds more). */
export interface StoredCard {
  attacker: { uuid: string };
  attacks: readonly {
    index: number;
    damageFormula: string;
    damage: StoredDamage | null;
    targets: readonly { tokenUuid: string; lands: boolean; critical: boolean }[];
  }[];
}

/** A ruleset's attack card, as the shared card code handles it. */
export interface CardKind<Card extends StoredCard> {
  /** The flag the card lives under (`flags.swrpg.<flag>`). */
  flag: string;
  /** A stored card of the current version with the fields the card code reads. */
  isCard(value: unknown): value is Card;
  render(card: Card, messageId: string, viewer: CardViewer, marks: readonly AppliedMark[]): Promise<string>;
  /** The Roll class of the card's damage (rebuilt from the message by class name). */
  DamageRoll: new (
    formula: string,
    data: Record<string, unknown>,
    options: object,
  ) => Roll.Any;
  /** What the damage Roll carries in its options (RCR: the attack's index, critical, type). */
  rollOptions?(card: Card, attackIndex: number): object;
  /**
   * The formula rolled for the card's checked damage formula, when the ruleset rolls it otherwise (Saga's
   * advantage: the formula twice as a pool keeping the higher total, which the plain grammar cannot say).
   */
  rolledFormula?(card: Card, attackIndex: number, formula: string): string;
  /**
   * The card's damage Roll from what the message stores at its index, when the ruleset takes more than its
   * DamageRoll class (Saga: a core Roll stored before Saga had its own class); null when it takes none.
   */
  adoptRoll?(stored: unknown, card: Card, attackIndex: number): Roll.Any | null;
  /** What the card keeps of the rolled damage beside its formula, total and roll (RCR: each die). */
  damageDetail?(roll: Roll.Any): object;
  /** Lang key of the notice that the damage formula cannot be rolled ({weapon}, {formula}). */
  badFormulaKey: string;
  weaponName(card: Card, attackIndex: number): string;
}

/** The card of a message, or null when it holds none (or one of an unknown version). */
export function readCard<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation | null | undefined,
): Card | null {
  const flags: unknown = message?.flags;
  const own = isRecord(flags) ? flags.swrpg : null;
  const card = isRecord(own) ? own[kind.flag] : null;
  return kind.isCard(card) ? card : null;
}

/** The card's HTML for the current user, with what each token took from it. */
export function renderCardFor<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation,
): Promise<string> | null {
  const card = readCard(kind, message);
  return card && kind.render(card, message.id ?? "", currentCardViewer(message), readCardMarks(message));
}

/**
 * Posts the card. The stored content is the players' view (no defense numbers when hidden); each client
 * re-renders it for its own user when the message is displayed. `rollMode`: who sees it, when chosen.
 */
export async function postCard<Card extends StoredCard>(
  kind: CardKind<Card>,
  actor: Actor.Implementation,
  card: Card,
  rolls: Roll.Any[],
  rollMode?: string,
): Promise<ChatMessage.Implementation | undefined> {
  const content = await kind.render(
    card,
    "",
    { isGM: false, hideDefense: currentCardViewer().hideDefense },
    [],
  );
  const data = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content,
    rolls,
    flags: { swrpg: { [kind.flag]: card } },
  } as ChatMessage.CreateData;
  return ChatMessage.create(withChosenVisibility(data, rollMode));
}

/** Why damage cannot be rolled (lang keys, or the formula's). */
export type DamageRollRefusal = "SWRPG.Damage.NoCard" | "SWRPG.Damage.Refused.noPermission" | "badFormula";

/** Rolls one attack's damage and stores it on the card (its author or a GM). */
export async function rollCardDamage<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<{ ok: true } | { ok: false; refused: DamageRollRefusal; formula?: string }> {
  const card = readCard(kind, message);
  const attack = card?.attacks[attackIndex];
  if (!card || !attack) return { ok: false, refused: "SWRPG.Damage.NoCard" };
  if (!message.isOwner) return { ok: false, refused: "SWRPG.Damage.Refused.noPermission" };
  if (attack.damage) return { ok: true };
  if (!isValidDiceFormula(attack.damageFormula))
    return { ok: false, refused: "badFormula", formula: attack.damageFormula };
  // A formula may name the attacker's numbers (`@str.mod`): without its roll data core rolls them as 0.
  const attacker = ChatMessage.getSpeakerActor(message.speaker);
  const roll = new kind.DamageRoll(
    kind.rolledFormula?.(card, attackIndex, attack.damageFormula) ?? attack.damageFormula,
    attacker ? attacker.getRollData() : {},
    kind.rollOptions?.(card, attackIndex) ?? {},
  );
  await roll.evaluate();
  await showRollDice(roll, message);
  const rolls = [...message.rolls, roll];
  const damage = {
    formula: roll.formula,
    total: roll.total ?? 0,
    rollIndex: rolls.length - 1,
    ...kind.damageDetail?.(roll),
  };
  const attacks = card.attacks.map((entry) => (entry.index === attackIndex ? { ...entry, damage } : entry));
  await message.update({
    rolls,
    flags: { swrpg: { [kind.flag]: { ...card, attacks } } },
  } as ChatMessage.UpdateData);
  return { ok: true };
}

/** Rolls damage from the card's button, saying why when it cannot. */
export async function rollDamageFromCard<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation,
  attackIndex: number,
): Promise<void> {
  const result = await rollCardDamage(kind, message, attackIndex);
  if (result.ok) return;
  if (result.refused === "badFormula") {
    const card = readCard(kind, message);
    const weapon = card ? kind.weaponName(card, attackIndex) : "";
    notify("error", kind.badFormulaKey, { weapon, formula: result.formula ?? "" });
  } else notify("warn", result.refused);
}

/** The card's damage Roll in the message, of the card's DamageRoll class (or adopted); null when none. */
export function cardDamageRoll<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation,
  attackIndex: number,
): Roll.Any | null {
  const card = readCard(kind, message);
  const damage = card?.attacks[attackIndex]?.damage;
  const stored: unknown = damage ? message.rolls[damage.rollIndex] : undefined;
  if (!card || stored === undefined) return null;
  if (kind.adoptRoll) return kind.adoptRoll(stored, card, attackIndex);
  return stored instanceof kind.DamageRoll ? stored : null;
}

/** The card's rolled damage is the Roll the message holds (a hand-edited card is refused). */
export function damageMatchesRoll<Card extends StoredCard>(
  kind: CardKind<Card>,
  message: ChatMessage.Implementation,
  attackIndex: number,
): boolean {
  const damage = readCard(kind, message)?.attacks[attackIndex]?.damage;
  const roll = cardDamageRoll(kind, message, attackIndex);
  return roll !== null && roll.total === damage?.total;
}
