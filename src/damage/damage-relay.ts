import { localize } from "../config/i18n.ts";
import { notify } from "../dice/notify.ts";
import { reportError, runReported } from "../report-error.ts";
import { foreignRuleset, rulesetOfCard } from "../rulesets/registry.ts";
import type { CardCheckRefusal, DamageApplication, DamageSource, DamageSpecBase } from "../rulesets/types.ts";
import { askActiveGM } from "../socket/gm-request.ts";
import {
  type AppliedMark,
  addMarksUpdate,
  markOf,
  readCardMarks,
  removeMarksUpdate,
} from "./applied-marks.ts";
import {
  type ApplyRequest,
  applyChecks,
  parseRelayRequest,
  type RelayContext,
  type RelayRefusal,
  type RelayRequest,
  validateRelay,
} from "./relay-validation.ts";

/**
 * The damage relay over Foundry's query API: a player asks the active GM to apply or undo a card's
 * damage on tokens the player may not change (`swrpg.damage`). The handler does not know who asks: it
 * decides from the card, as the card's ruleset reads it, and the logs (see relay-validation.ts).
 */

/** Why a relayed request did not go through (lang keys under SWRPG.Damage). */
export type RelayFailure = "NoGM" | "NoQueryPermission" | "Timeout" | `Refused.${RelayRefusal}`;

/** Sends the request to the active GM and waits for the answer. */
export async function relayToGM(request: RelayRequest): Promise<RelayFailure | null> {
  const refused = await askActiveGM("swrpg.damage", request);
  if (refused === "noGM") return "NoGM";
  if (refused === "noPermission") return "NoQueryPermission";
  // Not "refused": the GM's client may still apply it (the handler is idempotent: a token takes an
  // attack's damage once), so the player is told it is not confirmed yet.
  if (refused === "timeout") return "Timeout";
  return refused ? `Refused.${refused}` : null;
}

/** The card damage of the ruleset whose card the message holds (null: no card of any ruleset). */
export function cardDamage(message: ChatMessage.Implementation | null | undefined): DamageApplication | null {
  return message ? (rulesetOfCard(message)?.damage ?? null) : null;
}

/** The token took this attack's damage and it was not undone: the card marks it or its log holds it. */
export function tookDamage(
  damage: DamageApplication,
  marks: readonly AppliedMark[],
  actor: Actor.Implementation,
  source: DamageSource,
  tokenUuid: string,
): boolean {
  return markOf(marks, source.attackIndex, tokenUuid) !== null || damage.logged(actor, source);
}

/**
 * Applies each token's damage on this client; the marks of what each took. Each ruleset follow-up (RCR's
 * wound save) goes to `followUp`, to run at once or after the answer.
 */
export async function applyEach(
  damage: DamageApplication,
  entries: readonly { tokenUuid: string; actor: Actor.Implementation; spec: DamageSpecBase }[],
  source: DamageSource,
  followUp: (run: () => Promise<void>) => unknown,
): Promise<AppliedMark[]> {
  const marks: AppliedMark[] = [];
  for (const { tokenUuid, actor, spec } of entries) {
    const result = await damage.apply(actor, spec, source);
    if (!result) continue;
    marks.push({ tokenUuid, attackIndex: source.attackIndex, name: actor.name, taken: { ...result.taken } });
    const run = result.followUp;
    if (run) await followUp(() => run(tokenUuid));
  }
  return marks;
}

/** The actor of a token, by the token's uuid (null when either is gone). */
export async function tokenActor(uuid: string): Promise<Actor.Implementation | null> {
  // fromUuid's parameter type lists the document prefixes; ours come from token documents.
  const token: unknown = await fromUuid(uuid as `Scene.${string}`);
  return token instanceof TokenDocument ? token.actor : null;
}

/** The actor of a token that the system may damage: one of the world's ruleset (null otherwise). */
async function worldTokenActor(uuid: string): Promise<Actor.Implementation | null> {
  const actor = await tokenActor(uuid);
  return actor && !foreignRuleset(actor) ? actor : null;
}

/** The message's author (set by Foundry's server, not by the request) owns the card's attacker. */
async function authorOwnsAttacker(message: ChatMessage.Implementation, uuid: string): Promise<boolean> {
  const author = message.author;
  const attacker: unknown = await fromUuid(uuid as `Actor.${string}`);
  return author !== null && attacker instanceof Actor && attacker.testUserPermission(author, "OWNER");
}

interface MessageContext {
  message: ChatMessage.Implementation;
  damage: DamageApplication;
  view: RelayContext["view"];
  authorOwnsAttacker: boolean;
  marks: AppliedMark[];
}

/** What the GM's client found for a request's message: its card, its ruleset, its author, its marks. */
async function messageContext(request: RelayRequest): Promise<MessageContext | null> {
  const message = game.messages?.get(request.messageId) ?? null;
  const damage = cardDamage(message);
  if (!message || !damage) return null;
  const view = damage.view(message);
  return {
    message,
    damage,
    view,
    authorOwnsAttacker: view ? await authorOwnsAttacker(message, view.attackerUuid) : false,
    marks: readCardMarks(message),
  };
}

interface CheckedTarget {
  tokenUuid: string;
  actor: Actor.Implementation;
  spec: DamageSpecBase;
}

/** The GM is told that a player's card was refused by the check, and what differed. */
function reportRefusedCard(message: ChatMessage.Implementation, check: CardCheckRefusal): void {
  notify("warn", "SWRPG.Damage.CardRefused", {
    author: message.author?.name ?? "?",
    reason: localize(`SWRPG.Damage.Refused.${check.refused}`),
    detail: check.detail ?? "",
  });
}

/** Every token of an apply request checked before any is applied: all of them, or the first refusal. */
async function checkApply(
  request: ApplyRequest,
  context: MessageContext,
): Promise<CheckedTarget[] | RelayRefusal> {
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const checked: CheckedTarget[] = [];
  // The card's rolls, and the card worked out again from the documents (the ruleset's check), once.
  const rollCheck = (await context.damage.checkRolls?.(context.message, request.attackIndex)) ?? null;
  for (const check of applyChecks(request)) {
    const actor = await worldTokenActor(check.tokenUuid);
    const applied =
      actor !== null && tookDamage(context.damage, context.marks, actor, source, check.tokenUuid);
    const spec = context.damage.spec(context.message, request.attackIndex, check.tokenUuid, request.mode);
    const rollRefusal = rollCheck?.refused ?? null;
    const verdict = validateRelay(check, { ...context, spec, rollRefusal, applied });
    if (!verdict.ok) {
      if (rollCheck && verdict.refused === rollCheck.refused) reportRefusedCard(context.message, rollCheck);
      return verdict.refused;
    }
    if (!actor) return "notTarget";
    if (!verdict.spec) return "malformed";
    checked.push({ tokenUuid: check.tokenUuid, actor, spec: verdict.spec });
  }
  return checked;
}

/** Undo: only this card's attack's damage on a token the card lists; the mark goes with it. */
async function answerUndo(request: RelayRequest & { action: "undo" }, context: MessageContext) {
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const actor = await worldTokenActor(request.tokenUuid);
  const applied =
    actor !== null && tookDamage(context.damage, context.marks, actor, source, request.tokenUuid);
  const verdict = validateRelay(request, { ...context, spec: null, rollRefusal: null, applied });
  if (!verdict.ok) return verdict.refused;
  if (!actor || !(await context.damage.undo(actor, source))) return "noEntry";
  await context.message.update(
    removeMarksUpdate(request.attackIndex, [request.tokenUuid]) as ChatMessage.UpdateData,
  );
  return null;
}

/**
 * The active GM's side: re-check everything against the card, then apply or undo. An apply request is
 * all or nothing: every token is checked before the first one changes. The card is marked with what
 * each token took; the ruleset's follow-ups (RCR's wound saves) run once the answer is given.
 */
async function answerRequest(request: RelayRequest): Promise<RelayRefusal | null> {
  const context = await messageContext(request);
  if (!context) return "noCard";
  if (request.action === "undo") return answerUndo(request, context);
  const checked = await checkApply(request, context);
  if (!Array.isArray(checked)) return checked;
  const source = { messageId: request.messageId, attackIndex: request.attackIndex };
  const followUps: (() => Promise<void>)[] = [];
  const marks = await applyEach(context.damage, checked, source, (followUp) => followUps.push(followUp));
  if (marks.length) await context.message.update(addMarksUpdate(marks) as ChatMessage.UpdateData);
  for (const followUp of followUps) runReported("swrpg.damageFollowUp", followUp());
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
