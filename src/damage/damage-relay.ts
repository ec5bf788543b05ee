import { readAttackCard } from "../dice/attack-card-message.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { reportError } from "../report-error.ts";
import { activeRuleset, foreignRuleset } from "../rulesets/registry.ts";
import type { AppliedDamage } from "../rulesets/types.ts";
import { askActiveGM, emitToSocket, SYSTEM_CHANNEL, settleGMAnswer } from "../socket/gm-request.ts";
import type { DamageLogEntry } from "./damage-log.ts";
import type { DamageSpec } from "./damage-plan.ts";
import {
  type ApplyRequest,
  applyChecks,
  parseRelayRequest,
  type RelayContext,
  type RelayRefusal,
  type RelayRequest,
  validateRelay,
} from "./relay-validation.ts";
import { rollWoundSave } from "./wound-save.ts";

/**
 * The system socket (`system.swrpg`): a player's damage request to the active GM, the GM's answer, and
 * the GM's request that a player roll the wound save of a character they own.
 */

export const SOCKET_CHANNEL = SYSTEM_CHANNEL;

type SocketMessage =
  | { type: "damageRequest"; request: RelayRequest }
  | { type: "damageAnswer"; requestId: string; userId: string; refused: RelayRefusal | null }
  | { type: "woundSave"; userId: string; tokenUuid: string; dc: number; entryId: string };

/** Why a relayed request did not go through (lang keys under SWRPG.Damage). */
export type RelayFailure = "NoGM" | "Timeout" | `Refused.${RelayRefusal}`;

const emit = (message: SocketMessage): void => emitToSocket(message);

/** Sends the request to the active GM and waits for the answer. */
export async function relayToGM(request: RelayRequest): Promise<RelayFailure | null> {
  const refused = await askActiveGM<RelayRefusal | null>(request.requestId, () =>
    emit({ type: "damageRequest", request }),
  );
  if (refused === "noGM") return "NoGM";
  if (refused === "timeout") return "Timeout";
  return refused ? `Refused.${refused}` : null;
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

/** What the GM's client found for a request's message: the card, its author, its damage roll. */
function messageContext(request: RelayRequest): Omit<RelayContext, "hasLogEntry"> {
  const message = game.messages?.get(request.messageId);
  const card = readAttackCard(message);
  const damage = card?.attacks[request.attackIndex]?.damage;
  const roll = damage ? message?.rolls[damage.rollIndex] : undefined;
  return {
    card,
    requesterIsAuthor: message?.author?.id === request.userId,
    rolledDamageTotal: roll instanceof DamageRoll ? (roll.total ?? null) : null,
  };
}

interface CheckedTarget {
  tokenUuid: string;
  actor: Actor.Implementation;
  spec: DamageSpec;
}

/** Every token of an apply request checked before any is applied: all of them, or the first refusal. */
async function checkApply(
  request: ApplyRequest,
  context: Omit<RelayContext, "hasLogEntry">,
): Promise<CheckedTarget[] | RelayRefusal> {
  const checked: CheckedTarget[] = [];
  for (const check of applyChecks(request)) {
    const verdict = validateRelay(check, { ...context, hasLogEntry: false });
    if (!verdict.ok) return verdict.refused;
    const actor = await tokenActor(check.tokenUuid);
    // An actor of another ruleset than the world's takes no damage from the system.
    if (!actor || foreignRuleset(actor)) return "notTarget";
    if (!verdict.spec) return "malformed";
    checked.push({ tokenUuid: check.tokenUuid, actor, spec: verdict.spec });
  }
  return checked;
}

/**
 * The active GM's side: re-check everything against the card, then apply or undo. An apply request is
 * all or nothing: every token is checked before the first one changes.
 */
async function answerRequest(
  request: RelayRequest,
  answer: (refused: RelayRefusal | null) => void,
): Promise<void> {
  const context = messageContext(request);
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const damage = activeRuleset().damage;
  if (request.action === "undo") {
    const found = await tokenActor(request.tokenUuid);
    const actor = found && !foreignRuleset(found) ? found : null;
    const verdict = validateRelay(request, {
      ...context,
      hasLogEntry: actor ? damage.logged(actor, source) : false,
    });
    if (!verdict.ok) return answer(verdict.refused);
    if (!actor) return answer("notTarget");
    await damage.undo(actor, source);
    return answer(null);
  }
  const checked = await checkApply(request, context);
  if (!Array.isArray(checked)) return answer(checked);
  const followUps: { tokenUuid: string; applied: AppliedDamage }[] = [];
  for (const { tokenUuid, actor, spec } of checked) {
    const applied = await damage.apply(actor, spec, source);
    if (applied?.followUp) followUps.push({ tokenUuid, applied });
  }
  answer(null);
  for (const { tokenUuid, applied } of followUps) await applied.followUp?.(tokenUuid);
}

/**
 * Answers a request exactly once: a failure on the GM's side is reported here and answered as a refusal,
 * so the player is told at once instead of waiting for the timeout.
 */
async function answerSafely(data: unknown): Promise<void> {
  const request = parseRelayRequest(data);
  if (!request) return;
  let answered = false;
  const answer = (refused: RelayRefusal | null) => {
    answered = true;
    emit({ type: "damageAnswer", requestId: request.requestId, userId: request.userId, refused });
  };
  try {
    await answerRequest(request, answer);
  } catch (error) {
    reportError("swrpg.damageRequest", error);
    if (!answered) answer("failed");
  }
}

/** Every socket message of the system lands here (registered on `ready`). */
export async function onSocketMessage(data: unknown): Promise<void> {
  if (typeof data !== "object" || data === null) return;
  const message = data as SocketMessage;
  const me = game.user;
  if (!me) return;
  if (message.type === "damageRequest") {
    if (game.users?.activeGM?.id === me.id) await answerSafely(message.request);
  } else if (message.type === "damageAnswer") {
    if (message.userId === me.id) settleGMAnswer(message.requestId, message.refused);
  } else if (message.type === "woundSave" && message.userId === me.id) {
    const actor = await tokenActor(message.tokenUuid);
    if (actor?.isOwner) await rollWoundSave(actor, message.dc, message.entryId);
  }
}
