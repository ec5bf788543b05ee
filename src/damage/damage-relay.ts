import { readAttackCard, readCardMarks } from "../dice/attack-card-message.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { reportError, runReported } from "../report-error.ts";
import { foreignRuleset } from "../rulesets/registry.ts";
import { ANSWER_TIMEOUT_MS, askActiveGM } from "../socket/gm-request.ts";
import {
  type AppliedMark,
  addMarksUpdate,
  markFromEntry,
  markOf,
  removeMarksUpdate,
} from "./applied-marks.ts";
import { applyToActor, type DamageSource, loggedDamage, undoOnActor } from "./apply-damage.ts";
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
import { rollLoggedWoundSave, rollWoundSave } from "./wound-save.ts";

/**
 * The damage relay over Foundry's query API: a player asks the active GM to apply or undo a card's
 * damage on tokens the player may not change (`swrpg.damage`), and the GM asks the owning player to
 * roll the wound save of a character they own (`swrpg.woundSave`). Neither handler knows who asks: each
 * decides from the card and the logs (see relay-validation.ts).
 */

/** Why a relayed request did not go through (lang keys under SWRPG.Damage). */
export type RelayFailure = "NoGM" | "Timeout" | `Refused.${RelayRefusal}`;

/** Sends the request to the active GM and waits for the answer. */
export async function relayToGM(request: RelayRequest): Promise<RelayFailure | null> {
  const refused = await askActiveGM("swrpg.damage", request);
  if (refused === "noGM") return "NoGM";
  if (refused === "timeout") return "Timeout";
  return refused ? `Refused.${refused}` : null;
}

/** The token took this attack's damage and it was not undone: the card marks it or its log holds it. */
export function tookDamage(
  marks: readonly AppliedMark[],
  actor: Actor.Implementation,
  source: DamageSource,
  tokenUuid: string,
): boolean {
  return markOf(marks, source.attackIndex, tokenUuid) !== null || loggedDamage(actor, source) !== null;
}

/**
 * Rolls the wound save where it belongs: the owning player's client when one is online (asked, not
 * awaited: the damage stands either way; if that client does not answer, the save is rolled here unless
 * it was rolled meanwhile), else here.
 */
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
    const asked = owner
      .query("swrpg.woundSave", { tokenUuid, entryId: entry.id }, { timeout: ANSWER_TIMEOUT_MS })
      .catch(() => rollLoggedWoundSave(actor, entry.id));
    runReported("swrpg.woundSave", asked);
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

/** The message's author (set by Foundry's server, not by the request) owns the card's attacker. */
async function authorOwnsAttacker(message: ChatMessage.Implementation, uuid: string): Promise<boolean> {
  const author = message.author;
  const attacker: unknown = await fromUuid(uuid as `Actor.${string}`);
  return author !== null && attacker instanceof Actor && attacker.testUserPermission(author, "OWNER");
}

interface MessageContext extends Omit<RelayContext, "applied"> {
  message: ChatMessage.Implementation | null;
  marks: AppliedMark[];
}

/** What the GM's client found for a request's message: the card, its author, its damage roll, its marks. */
async function messageContext(request: RelayRequest): Promise<MessageContext> {
  const message = game.messages?.get(request.messageId) ?? null;
  const card = readAttackCard(message);
  const damage = card?.attacks[request.attackIndex]?.damage;
  const roll = damage ? message?.rolls[damage.rollIndex] : undefined;
  return {
    message,
    card,
    authorOwnsAttacker: message && card ? await authorOwnsAttacker(message, card.attacker.uuid) : false,
    rolledDamageTotal: roll instanceof DamageRoll ? (roll.total ?? null) : null,
    marks: readCardMarks(message),
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
  context: MessageContext,
): Promise<CheckedTarget[] | RelayRefusal> {
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const checked: CheckedTarget[] = [];
  for (const check of applyChecks(request)) {
    const found = await tokenActor(check.tokenUuid);
    // An actor of another ruleset than the world's takes no damage from the system.
    const actor = found && !foreignRuleset(found) ? found : null;
    const applied = actor !== null && tookDamage(context.marks, actor, source, check.tokenUuid);
    const verdict = validateRelay(check, { ...context, applied });
    if (!verdict.ok) return verdict.refused;
    if (!actor) return "notTarget";
    if (!verdict.spec) return "malformed";
    checked.push({ tokenUuid: check.tokenUuid, actor, spec: verdict.spec });
  }
  return checked;
}

/** Undo: only this card's attack's damage on a token the card lists; the mark goes with it. */
async function answerUndo(request: RelayRequest & { action: "undo" }, context: MessageContext) {
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const found = await tokenActor(request.tokenUuid);
  const actor = found && !foreignRuleset(found) ? found : null;
  const applied = actor !== null && tookDamage(context.marks, actor, source, request.tokenUuid);
  const verdict = validateRelay(request, { ...context, applied });
  if (!verdict.ok) return verdict.refused;
  if (!actor || !(await undoOnActor(actor, source))) return "noEntry";
  await context.message?.update(
    removeMarksUpdate(request.attackIndex, [request.tokenUuid]) as ChatMessage.UpdateData,
  );
  return null;
}

/**
 * The active GM's side: re-check everything against the card, then apply or undo. An apply request is
 * all or nothing: every token is checked before the first one changes. The card is marked with what
 * each token took; the wound saves follow once the answer is given.
 */
async function answerRequest(request: RelayRequest): Promise<RelayRefusal | null> {
  const context = await messageContext(request);
  if (request.action === "undo") return answerUndo(request, context);
  const checked = await checkApply(request, context);
  if (!Array.isArray(checked)) return checked;
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const marks: AppliedMark[] = [];
  const saves: (() => Promise<void>)[] = [];
  for (const { tokenUuid, actor, spec } of checked) {
    const applied = await applyToActor(actor, spec, source);
    if (!applied) continue;
    marks.push(markFromEntry(applied.entry, tokenUuid, actor.name));
    const dc = applied.fortitudeDC;
    if (dc != null) saves.push(() => dispatchWoundSave(actor, tokenUuid, dc, applied.entry));
  }
  if (marks.length) await context.message?.update(addMarksUpdate(marks) as ChatMessage.UpdateData);
  for (const save of saves) runReported("swrpg.woundSave", save());
  return null;
}

/** Requests are answered one after another, so two copies of one request cannot both pass the checks. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The `swrpg.damage` query handler, on the GM's client. A failure is reported here and answered as a
 * refusal, so the player is told at once instead of waiting for the timeout.
 */
export function answerDamageQuery(data: unknown): Promise<RelayRefusal | null> {
  const answer = queue.then(async (): Promise<RelayRefusal | null> => {
    if (!game.user?.isGM) return "notGM";
    const request = parseRelayRequest(data);
    if (!request) return "malformed";
    try {
      return await answerRequest(request);
    } catch (error) {
      reportError("swrpg.damageRequest", error);
      return "failed";
    }
  });
  queue = answer;
  return answer;
}

/** The `swrpg.woundSave` query handler, on the owning player's client: the save the log calls for. */
export async function answerWoundSaveQuery(data: unknown): Promise<boolean> {
  if (typeof data !== "object" || data === null) return false;
  const { tokenUuid, entryId } = data as Record<string, unknown>;
  if (typeof tokenUuid !== "string" || typeof entryId !== "string") return false;
  const actor = await tokenActor(tokenUuid);
  return actor ? rollLoggedWoundSave(actor, entryId) : false;
}
