import { isRecord, nonEmpty } from "../data/plain-data.ts";
import type { CardDamageView, DamageSpecBase } from "../rulesets/types.ts";

/**
 * The GM side of the damage relay: a player asks the active GM to apply (or undo) a card's damage to
 * tokens the player may not change. Foundry does not tell the GM who asks, so the request carries no
 * user and the GM's client trusts nothing in it: it decides from the card alone. The card's author (set
 * by Foundry's server) must own the card's attacker, the attack must have landed on each token, each
 * amount must be the card's, and a token takes an attack's damage once until it is undone. A forged or
 * repeated request can so do no more than the card's own Apply. Pure.
 */

/** One token of an apply request, with the amount the player's client worked out for it. */
export interface ApplyTarget {
  tokenUuid: string;
  amount: number;
}

/**
 * Apply: every token of the click the player does not own, in one request, so that the GM checks them
 * all before applying any (a refusal of one leaves every one unchanged).
 */
export interface ApplyRequest {
  action: "apply";
  messageId: string;
  attackIndex: number;
  /** One of the card's ruleset's apply modes (its `damage.spec` refuses any other). */
  mode: string;
  targets: ApplyTarget[];
}

export interface UndoRequest {
  action: "undo";
  messageId: string;
  attackIndex: number;
  tokenUuid: string;
}

export type RelayRequest = ApplyRequest | UndoRequest;

/** What `validateRelay` checks: one token of a request. */
export type RelayCheck =
  | { action: "apply"; attackIndex: number; tokenUuid: string; amount: number; mode: string }
  | Pick<UndoRequest, "action" | "attackIndex" | "tokenUuid">;

/**
 * Why the GM refuses a request (lang keys under SWRPG.Damage.Refused): the shared ones below, or one
 * the card's ruleset gives for a token (RCR: notHit, noDamage, stun, rollMismatch...).
 */
export type RelayRefusal =
  | "malformed"
  | "noCard"
  /** Asked of a client that is not a GM's. */
  | "notGM"
  /** The card's author does not own the card's attacker. */
  | "authorNotOwner"
  | "notTarget"
  | "noAttack"
  | "amountMismatch"
  | "noEntry"
  /** The token already took this attack's damage (Undo first). */
  | "alreadyApplied"
  /** The GM's client threw while handling the request (reported there). */
  | "failed"
  | (string & {});

/** The tokens of an apply request: at least one, each a token and a whole amount, no token twice; else null. */
function parseTargets(value: unknown): ApplyTarget[] | null {
  if (!Array.isArray(value) || !value.length) return null;
  const targets: ApplyTarget[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return null;
    const { tokenUuid, amount } = entry;
    if (!nonEmpty(tokenUuid) || !Number.isInteger(amount)) return null;
    if (targets.some((target) => target.tokenUuid === tokenUuid)) return null;
    targets.push({ tokenUuid, amount: amount as number });
  }
  return targets;
}

/** Reads a socket payload; anything that is not a well-formed request is null. */
export function parseRelayRequest(data: unknown): RelayRequest | null {
  if (!isRecord(data)) return null;
  const raw = data;
  if (!nonEmpty(raw.messageId) || !Number.isInteger(raw.attackIndex) || (raw.attackIndex as number) < 0)
    return null;
  const base = {
    messageId: raw.messageId,
    attackIndex: raw.attackIndex as number,
  };
  if (raw.action === "undo")
    return nonEmpty(raw.tokenUuid) ? { action: "undo", ...base, tokenUuid: raw.tokenUuid } : null;
  if (raw.action !== "apply" || !nonEmpty(raw.mode)) return null;
  const targets = parseTargets(raw.targets);
  return targets ? { action: "apply", ...base, mode: raw.mode, targets } : null;
}

/** The checks of an apply request, one per token. */
export function applyChecks(request: ApplyRequest): RelayCheck[] {
  return request.targets.map(({ tokenUuid, amount }) => ({
    action: "apply",
    attackIndex: request.attackIndex,
    tokenUuid,
    amount,
    mode: request.mode,
  }));
}

/** What the GM's client found for the request. */
export interface RelayContext {
  /** The message's card as its ruleset shows it to the shared code (null: no card). */
  view: CardDamageView | null;
  /** The message's author (set by Foundry's server) owns the card's attacker. */
  authorOwnsAttacker: boolean;
  /** What the card's ruleset says the token takes (apply only; null for an undo). */
  spec: DamageSpecBase | { refused: string } | null;
  /** The ruleset's check that the card's damage is the roll the message holds (null: it is). */
  rollRefusal: string | null;
  /** The token took this attack's damage: its log holds the entry, or the card marks it. */
  applied: boolean;
}

/** Checks one token of a relayed request against the card; the spec to apply when it is sound. */
export function validateRelay(
  request: RelayCheck,
  context: RelayContext,
): { ok: true; spec: DamageSpecBase | null } | { ok: false; refused: RelayRefusal } {
  const view = context.view;
  if (!view) return { ok: false, refused: "noCard" };
  if (!context.authorOwnsAttacker) return { ok: false, refused: "authorNotOwner" };
  const attack = view.attacks[request.attackIndex];
  if (!attack) return { ok: false, refused: "noAttack" };
  if (!attack.targets.some((target) => target.tokenUuid === request.tokenUuid))
    return { ok: false, refused: "notTarget" };
  if (request.action === "undo") {
    return context.applied ? { ok: true, spec: null } : { ok: false, refused: "noEntry" };
  }
  const spec = context.spec;
  if (!spec) return { ok: false, refused: "malformed" };
  if ("refused" in spec) return { ok: false, refused: spec.refused };
  if (context.rollRefusal) return { ok: false, refused: context.rollRefusal };
  if (request.amount !== spec.amount) return { ok: false, refused: "amountMismatch" };
  if (context.applied) return { ok: false, refused: "alreadyApplied" };
  return { ok: true, spec };
}
