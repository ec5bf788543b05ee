import { readCardMarks } from "./applied-marks.ts";

/**
 * Who is looking at an attack card, for every ruleset's card: whether the GM hides defense numbers from
 * players (world setting), and whose damage from the card this user may undo (all of it for its author
 * and a GM, else the marked tokens this user owns).
 */
export interface CardViewer {
  isGM: boolean;
  /** World setting: players do not see defense numbers. */
  hideDefense: boolean;
  /** May undo every token's damage from the card: a GM or the card's author. */
  mayUndoAll?: boolean;
  /** Tokens this viewer owns: their damage from the card is the viewer's to undo too. */
  ownedTokenUuids?: readonly string[];
}

/** Whether this user owns the token (synchronously: world tokens are in memory). */
function ownsToken(uuid: string): boolean {
  const token: unknown = fromUuidSync(uuid as `Scene.${string}`);
  return token instanceof TokenDocument && token.isOwner;
}

/** The current user as a viewer of the card in `message` (without one: only the setting and the role). */
export function currentCardViewer(message?: ChatMessage.Implementation): CardViewer {
  const marks = readCardMarks(message);
  return {
    isGM: game.user?.isGM ?? false,
    hideDefense: game.settings?.get("swrpg", "hideDefenseFromPlayers") ?? true,
    mayUndoAll: message?.isOwner ?? false,
    ownedTokenUuids: marks.map((mark) => mark.tokenUuid).filter(ownsToken),
  };
}
