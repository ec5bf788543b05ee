import { readAttackCard } from "../dice/attack-card-message.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { applyToActor, loggedDamage, undoOnActor } from "./apply-damage.ts";
import type { DamageLogEntry } from "./damage-log.ts";
import {
  parseRelayRequest,
  type RelayRefusal,
  type RelayRequest,
  validateRelay,
} from "./relay-validation.ts";
import { rollWoundSave } from "./wound-save.ts";

/**
 * The system socket (`system.swrpg`): a player's damage request to the active GM, the GM's answer, and
 * the GM's request that a player roll the wound save of a character they own.
 */

export const SOCKET_CHANNEL = "system.swrpg";
const ANSWER_TIMEOUT_MS = 10_000;

type SocketMessage =
  | { type: "damageRequest"; request: RelayRequest }
  | { type: "damageAnswer"; requestId: string; userId: string; refused: RelayRefusal | null }
  | { type: "woundSave"; userId: string; tokenUuid: string; dc: number; entryId: string };

/** Why a relayed request did not go through (lang keys under SWRPG.Damage). */
export type RelayFailure = "NoGM" | "Timeout" | `Refused.${RelayRefusal}`;

const pending = new Map<string, (refused: RelayRefusal | null) => void>();

function emit(message: SocketMessage): void {
  game.socket?.emit(SOCKET_CHANNEL, message);
}

/** Sends the request to the active GM and waits for the answer. */
export function relayToGM(request: RelayRequest): Promise<RelayFailure | null> {
  if (!game.users?.activeGM) return Promise.resolve("NoGM");
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(request.requestId);
      resolve("Timeout");
    }, ANSWER_TIMEOUT_MS);
    pending.set(request.requestId, (refused) => {
      clearTimeout(timer);
      pending.delete(request.requestId);
      resolve(refused ? `Refused.${refused}` : null);
    });
    emit({ type: "damageRequest", request });
  });
}

/** Rolls the wound save where it belongs: the owning player's client when one is online, else here. */
export async function dispatchWoundSave(
  actor: Actor.Implementation,
  tokenUuid: string,
  dc: number,
  entry: DamageLogEntry,
): Promise<void> {
  const owner = game.users?.find(
    (user) => user.active && !user.isGM && actor.testUserPermission(user, "OWNER"),
  );
  if (owner && owner.id !== game.user?.id) {
    emit({ type: "woundSave", userId: owner.id ?? "", tokenUuid, dc, entryId: entry.id });
    return;
  }
  await rollWoundSave(actor, dc, entry.id);
}

/** The actor of a token, by the token's uuid (null when either is gone). */
export async function tokenActor(uuid: string): Promise<Actor.Implementation | null> {
  // fromUuid's parameter type lists the document prefixes; ours come from token documents.
  const token: unknown = await fromUuid(uuid as `Scene.${string}`);
  return token instanceof TokenDocument ? token.actor : null;
}

/** The active GM's side: re-check everything against the card, then apply or undo. */
async function answerRequest(data: unknown): Promise<void> {
  const request = parseRelayRequest(data);
  if (!request) return;
  const refuse = (refused: RelayRefusal | null) =>
    emit({ type: "damageAnswer", requestId: request.requestId, userId: request.userId, refused });
  const message = game.messages?.get(request.messageId);
  const card = readAttackCard(message);
  const actor = await tokenActor(request.tokenUuid);
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const damage = card?.attacks[request.attackIndex]?.damage;
  const roll = damage ? message?.rolls[damage.rollIndex] : undefined;
  const verdict = validateRelay(request, {
    card,
    requesterIsAuthor: message?.author?.id === request.userId,
    rolledDamageTotal: roll instanceof DamageRoll ? (roll.total ?? null) : null,
    hasLogEntry: actor ? loggedDamage(actor, source) !== null : false,
  });
  if (!verdict.ok) return refuse(verdict.refused);
  if (!actor) return refuse("notTarget");
  if (request.action === "undo") {
    await undoOnActor(actor, source);
    return refuse(null);
  }
  if (!verdict.spec) return refuse("malformed");
  const applied = await applyToActor(actor, verdict.spec, source);
  refuse(null);
  if (applied?.fortitudeDC != null)
    await dispatchWoundSave(actor, request.tokenUuid, applied.fortitudeDC, applied.entry);
}

/** Every socket message of the system lands here (registered on `ready`). */
export async function onSocketMessage(data: unknown): Promise<void> {
  if (typeof data !== "object" || data === null) return;
  const message = data as SocketMessage;
  const me = game.user;
  if (!me) return;
  if (message.type === "damageRequest") {
    if (game.users?.activeGM?.id === me.id) await answerRequest(message.request);
  } else if (message.type === "damageAnswer") {
    if (message.userId === me.id) pending.get(message.requestId)?.(message.refused);
  } else if (message.type === "woundSave" && message.userId === me.id) {
    const actor = await tokenActor(message.tokenUuid);
    if (actor?.isOwner) await rollWoundSave(actor, message.dc, message.entryId);
  }
}
