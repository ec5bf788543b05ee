import { isRecord, nonEmpty } from "../data/plain-data.ts";
import { reportError } from "../report-error.ts";
import { canAct } from "../rules/index.ts";
import { askActiveGM, cannotAskGM } from "../socket/gm-request.ts";
import type { SwrpgCombat } from "./combat.ts";
import {
  delayCombatant,
  type InitiativeActionRefusal,
  takeReadiedAction,
} from "./combat-initiative-actions.ts";

declare global {
  namespace CONFIG {
    interface Queries {
      /** A player's delay or readied action, written on their own combatant, carried out by the GM. */
      "swrpg.initiative": (data: unknown) => Promise<InitiativeRelayRefusal | null>;
    }
  }
}

/**
 * A player's delay or readied action, carried out by the active GM. Delay and ready are the player's
 * choices (rcr-combat.txt › Special Initiative Actions), but delaying and taking a readied action move
 * other combatants' places and the combat's turn, which only a GM may update.
 *
 * Foundry tells no client who sent a socket message or a query, so the request must prove itself: the
 * player's client writes it on its own combatant (`flags.swrpg.initiativeRequest`), which Foundry's
 * server lets only the combatant's owners (and GMs) update, then asks the active GM through the query
 * API (`swrpg.initiative`) naming the combatant and the request's id. The GM's client carries out only a
 * request it finds written on that combatant, clears it, checks it against the combat as it stands (its
 * turn, or a readied action) and answers. A request naming someone else's combatant finds nothing there.
 * Readying itself only changes the player's own combatant's flags, which an owner may do directly.
 */

export type RelayedInitiativeAction = "delay" | "takeReadied";

/** Why a relayed request was refused (lang keys under SWRPG.Combat.Refused). */
export type InitiativeRelayRefusal =
  | InitiativeActionRefusal
  | "noGM"
  /** The world withdrew QUERY_USER from this user: the GM cannot be asked. */
  | "noPermission"
  /** No answer in time: not confirmed, the GM's client may still carry it out. */
  | "timeout"
  | "malformed"
  | "notOwner"
  /** No such request is written on the combatant (its owner did not make it). */
  | "noRequest"
  | "notTheirTurn"
  | "cannotAct"
  /** The GM's client threw while carrying out the request (reported there). */
  | "failed";

/** What the player's client writes on its own combatant. */
export interface InitiativeRequest {
  id: string;
  action: RelayedInitiativeAction;
  /** Delay only: the new count; null = until everyone else has acted. */
  newCount: number | null;
}

/** What the query names: the request written on the combatant. */
export interface InitiativeQuery {
  combatId: string;
  combatantId: string;
  requestId: string;
}

declare module "./combat-flags.ts" {
  interface CombatantFlags {
    /** A player's pending delay or readied action, for the GM to carry out (combat-initiative-relay.ts). */
    initiativeRequest?: InitiativeRequest | null;
  }
}

/** A well-formed query, or null. */
export function parseInitiativeQuery(data: unknown): InitiativeQuery | null {
  if (!isRecord(data)) return null;
  const { combatId, combatantId, requestId } = data;
  if (!nonEmpty(combatId) || !nonEmpty(combatantId) || !nonEmpty(requestId)) return null;
  return { combatId, combatantId, requestId };
}

/** A well-formed request as written on a combatant, or null. */
export function parseInitiativeRequest(data: unknown): InitiativeRequest | null {
  if (!isRecord(data)) return null;
  const { id, action, newCount } = data;
  if (!nonEmpty(id)) return null;
  if (action !== "delay" && action !== "takeReadied") return null;
  if (newCount !== null && !(typeof newCount === "number" && Number.isInteger(newCount))) return null;
  if (action === "takeReadied" && newCount !== null) return null;
  return { id, action, newCount };
}

/** May `combatant` take `action` now? The same conditions the tracker's menu shows the entries under. */
export function initiativeActionRefusal(
  combat: SwrpgCombat,
  combatant: Combatant.Implementation,
  action: RelayedInitiativeAction,
): InitiativeRelayRefusal | null {
  if (!combat.started) return "notStarted";
  const current = combat.combatant?.id === combatant.id;
  if (action === "delay") {
    if (!current) return "notTheirTurn";
    const state = combatant?.combatView?.state;
    return state && canAct(state) ? null : "cannotAct";
  }
  if (combatant.swrpg.readyRound == null) return "notReadied";
  return current ? "sameCombatant" : null;
}

/** Runs the action here (the caller has the right to update the whole combat). */
async function perform(
  combat: SwrpgCombat,
  combatantId: string,
  action: RelayedInitiativeAction,
  newCount: number | null,
): Promise<InitiativeRelayRefusal | null> {
  return action === "delay"
    ? delayCombatant(combat, combatantId, newCount ?? undefined)
    : takeReadiedAction(combat, combatantId);
}

/** The GM's side: the request written on the combatant, cleared, checked against the combat now, then run. */
async function answerQuery(query: InitiativeQuery): Promise<InitiativeRelayRefusal | null> {
  const combat = game.combats?.get(query.combatId) as SwrpgCombat | undefined;
  const combatant = combat?.combatants.get(query.combatantId);
  if (!combat || !combatant) return "unknownCombatant";
  const request = parseInitiativeRequest(combatant.swrpg.initiativeRequest);
  if (!request || request.id !== query.requestId) return "noRequest";
  await combatant.update({ "flags.swrpg.initiativeRequest": null } as Combatant.UpdateData);
  const refused = initiativeActionRefusal(combat, combatant, request.action);
  if (refused) return refused;
  return perform(combat, combatant.id ?? "", request.action, request.newCount);
}

/**
 * The `swrpg.initiative` query handler, on the active GM's client. A failure is reported here and
 * answered as a refusal, so the player is not left to time out.
 */
export async function answerInitiativeQuery(data: unknown): Promise<InitiativeRelayRefusal | null> {
  if (!game.user?.isGM) return "notOwner";
  const query = parseInitiativeQuery(data);
  if (!query) return "malformed";
  try {
    return await answerQuery(query);
  } catch (error) {
    reportError("swrpg.initiativeRequest", error);
    return "failed";
  }
}

/**
 * Delay or take a readied action for a combatant the user owns: a GM runs it at once; a player writes
 * the request on the combatant, asks the active GM and waits for the answer.
 */
export async function requestInitiativeAction(
  combat: SwrpgCombat,
  combatant: Combatant.Implementation,
  action: RelayedInitiativeAction,
  newCount: number | null = null,
): Promise<InitiativeRelayRefusal | null> {
  const me = game.user;
  if (!me || !combatant.id || !combat.id) return "unknownCombatant";
  if (me.isGM) return perform(combat, combatant.id, action, newCount);
  if (!combatant.isOwner) return "notOwner";
  const refused = initiativeActionRefusal(combat, combatant, action);
  if (refused) return refused;
  // Asked before anything is written: no GM, or no permission to ask one, leaves the combatant as it is.
  const unaskable = cannotAskGM();
  if (unaskable) return unaskable;
  const request: InitiativeRequest = { id: foundry.utils.randomID(), action, newCount };
  await combatant.update({ "flags.swrpg.initiativeRequest": request } as Combatant.UpdateData);
  const answer = await askActiveGM("swrpg.initiative", {
    combatId: combat.id,
    combatantId: combatant.id,
    requestId: request.id,
  });
  // Unanswered, the request is taken back, so that it cannot be carried out later, out of turn (a GM
  // client that already took it may still carry it out: the player is told "not confirmed yet").
  if (answer === "timeout" || answer === "noGM" || answer === "noPermission")
    await combatant.update({ "flags.swrpg.initiativeRequest": null } as Combatant.UpdateData);
  return answer;
}
