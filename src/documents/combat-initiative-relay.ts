import { reportError } from "../report-error.ts";
import { canAct } from "../rules/index.ts";
import { askActiveGM, emitToSocket, SYSTEM_CHANNEL, settleGMAnswer } from "../socket/gm-request.ts";
import type { SwrpgCombat } from "./combat.ts";
import {
  delayCombatant,
  type InitiativeActionRefusal,
  takeReadiedAction,
} from "./combat-initiative-actions.ts";

/**
 * A player's delay or readied action, carried out by the active GM. Delay and ready are the player's
 * choices (rcr-combat.txt › Special Initiative Actions), but delaying and taking a readied action move
 * other combatants' places and the combat's turn, which only a GM may update. The player's client asks
 * over the system socket (`system.swrpg`); the GM's client checks the request against the combat as it
 * stands (the user owns the combatant, it is its turn or it holds a readied action) and runs it.
 * Readying itself only changes the player's own combatant's flags, which an owner may do directly.
 */

export const INITIATIVE_CHANNEL = SYSTEM_CHANNEL;

export type RelayedInitiativeAction = "delay" | "takeReadied";

/** Why a relayed request was refused (lang keys under SWRPG.Combat.Refused). */
export type InitiativeRelayRefusal =
  | InitiativeActionRefusal
  | "noGM"
  | "timeout"
  | "malformed"
  | "notOwner"
  | "notTheirTurn"
  | "cannotAct"
  /** The GM's client threw while carrying out the request (reported there). */
  | "failed";

export interface InitiativeRequest {
  requestId: string;
  userId: string;
  combatId: string;
  combatantId: string;
  action: RelayedInitiativeAction;
  /** Delay only: the new count; null = until everyone else has acted. */
  newCount: number | null;
}

type InitiativeMessage =
  | { type: "initiativeRequest"; request: InitiativeRequest }
  | { type: "initiativeAnswer"; requestId: string; userId: string; refused: InitiativeRelayRefusal | null };

const emit = (message: InitiativeMessage): void => emitToSocket(message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** A well-formed request, or null (anything else on the channel is not ours or is forged). */
export function parseInitiativeRequest(data: unknown): InitiativeRequest | null {
  if (!isRecord(data)) return null;
  const { requestId, userId, combatId, combatantId, action, newCount } = data;
  if (![requestId, userId, combatId, combatantId].every(nonEmpty)) return null;
  if (action !== "delay" && action !== "takeReadied") return null;
  if (newCount !== null && !(typeof newCount === "number" && Number.isInteger(newCount))) return null;
  if (action === "takeReadied" && newCount !== null) return null;
  return {
    requestId: requestId as string,
    userId: userId as string,
    combatId: combatId as string,
    combatantId: combatantId as string,
    action,
    newCount,
  };
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
    const state = combatant.combatView?.state;
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

/** The active GM's side: every check again, against the combat as it is now, then the action. */
export async function answerInitiativeRequest(data: unknown): Promise<InitiativeRelayRefusal | null> {
  const request = parseInitiativeRequest(data);
  if (!request) return "malformed";
  const user = game.users?.get(request.userId);
  const combat = game.combats?.get(request.combatId) as SwrpgCombat | undefined;
  const combatant = combat?.combatants.get(request.combatantId);
  if (!user || !combat || !combatant) return "unknownCombatant";
  // A GM acts on the tracker directly; a request in a GM's name did not come from that GM.
  if (user.isGM || !combatant.testUserPermission(user, "OWNER")) return "notOwner";
  const refused = initiativeActionRefusal(combat, combatant, request.action);
  if (refused) return refused;
  return perform(combat, request.combatantId, request.action, request.newCount);
}

/**
 * Delay or take a readied action for a combatant the user owns: a GM runs it at once; a player asks the
 * active GM and waits for the answer.
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
  const request: InitiativeRequest = {
    requestId: foundry.utils.randomID(),
    userId: me.id ?? "",
    combatId: combat.id,
    combatantId: combatant.id,
    action,
    newCount,
  };
  return askActiveGM<InitiativeRelayRefusal | null>(request.requestId, () =>
    emit({ type: "initiativeRequest", request }),
  );
}

/** Every message on the system channel comes here; only the initiative ones are handled. */
export async function onInitiativeSocketMessage(data: unknown): Promise<void> {
  if (!isRecord(data)) return;
  const me = game.user;
  if (!me) return;
  if (data.type === "initiativeRequest") {
    if (game.users?.activeGM?.id !== me.id) return;
    // A failure is reported here and answered as a refusal, so the player is not left to time out.
    const refused = await answerInitiativeRequest(data.request).catch((error: unknown) => {
      reportError("swrpg.initiativeRequest", error);
      return "failed" as const;
    });
    const request = isRecord(data.request) ? data.request : {};
    if (nonEmpty(request.requestId) && nonEmpty(request.userId))
      emit({ type: "initiativeAnswer", requestId: request.requestId, userId: request.userId, refused });
  } else if (data.type === "initiativeAnswer" && data.userId === me.id && nonEmpty(data.requestId)) {
    settleGMAnswer(data.requestId, data.refused ?? null);
  }
}
