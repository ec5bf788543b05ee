import type { AttackCardData } from "../dice/attack-card-data.ts";
import { type ApplyMode, type DamageSpec, damageSpec } from "./damage-plan.ts";

/**
 * The GM side of the damage relay: a player asks the active GM to apply (or undo) a card's damage to
 * a token the player does not own. The GM's client trusts nothing in the request: it re-reads the
 * card and checks that the attack hit that token and that the amount is the card's. Pure.
 */

const APPLY_MODES: readonly ApplyMode[] = ["full", "half", "vitalityOnly"];

export interface ApplyRequest {
  action: "apply";
  requestId: string;
  userId: string;
  messageId: string;
  attackIndex: number;
  tokenUuid: string;
  amount: number;
  mode: ApplyMode;
}

export interface UndoRequest {
  action: "undo";
  requestId: string;
  userId: string;
  messageId: string;
  attackIndex: number;
  tokenUuid: string;
}

export type RelayRequest = ApplyRequest | UndoRequest;

/** Why the GM refuses a request (lang keys under SWRPG.Damage.Refused). */
export type RelayRefusal =
  | "malformed"
  | "noCard"
  | "notAuthor"
  | "notTarget"
  | "noAttack"
  | "noDamage"
  | "notHit"
  | "stun"
  | "rollMismatch"
  | "amountMismatch"
  | "noEntry";

/** Reads a socket payload; anything that is not a well-formed request is null. */
export function parseRelayRequest(data: unknown): RelayRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const raw = data as Record<string, unknown>;
  const strings = ["requestId", "userId", "messageId", "tokenUuid"].every(
    (key) => typeof raw[key] === "string" && (raw[key] as string).length > 0,
  );
  if (!strings || !Number.isInteger(raw.attackIndex) || (raw.attackIndex as number) < 0) return null;
  const base = {
    requestId: raw.requestId as string,
    userId: raw.userId as string,
    messageId: raw.messageId as string,
    attackIndex: raw.attackIndex as number,
    tokenUuid: raw.tokenUuid as string,
  };
  if (raw.action === "undo") return { action: "undo", ...base };
  if (raw.action !== "apply") return null;
  if (!Number.isInteger(raw.amount) || !APPLY_MODES.includes(raw.mode as ApplyMode)) return null;
  return { action: "apply", ...base, amount: raw.amount as number, mode: raw.mode as ApplyMode };
}

/** What the GM's client found for the request. */
export interface RelayContext {
  card: AttackCardData | null;
  /** The message's author is the requester. */
  requesterIsAuthor: boolean;
  /** Total of the DamageRoll stored in the message for this attack, or null. */
  rolledDamageTotal: number | null;
  /** Undo: the target's log holds an entry from this card and attack. */
  hasLogEntry: boolean;
}

/** Checks a relayed request against the card; the spec to apply when it is sound. */
export function validateRelay(
  request: RelayRequest,
  context: RelayContext,
): { ok: true; spec: DamageSpec | null } | { ok: false; refused: RelayRefusal } {
  const card = context.card;
  if (!card) return { ok: false, refused: "noCard" };
  if (!context.requesterIsAuthor) return { ok: false, refused: "notAuthor" };
  const attack = card.attacks[request.attackIndex];
  if (!attack) return { ok: false, refused: "noAttack" };
  if (!attack.targets.some((target) => target.tokenUuid === request.tokenUuid))
    return { ok: false, refused: "notTarget" };
  if (request.action === "undo") {
    return context.hasLogEntry ? { ok: true, spec: null } : { ok: false, refused: "noEntry" };
  }
  const spec = damageSpec(card, request.attackIndex, request.tokenUuid, request.mode);
  if ("refused" in spec) return { ok: false, refused: spec.refused };
  if (context.rolledDamageTotal !== attack.damage?.total) return { ok: false, refused: "rollMismatch" };
  if (request.amount !== spec.amount) return { ok: false, refused: "amountMismatch" };
  return { ok: true, spec };
}
