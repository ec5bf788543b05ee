import "./query-config.ts";

/**
 * Asking another client through Foundry v13's query API (`User#query`, `CONFIG.queries`): the server
 * carries the request to that one user's client and the handler's return value back, so no request id,
 * pending map or answer message is needed. Foundry gives the handler no sender: whatever the data claims
 * about who asks is unproven, and each handler decides from what the request can prove.
 */

/** How long a requester waits for the GM's answer. */
export const ANSWER_TIMEOUT_MS = 10_000;

/** The system's query names (system and module queries must be prefixed with their id). */
export type SwrpgQueryName = Extract<keyof CONFIG.Queries, `swrpg.${string}`>;

/** Why the GM cannot be asked at all: no GM connected, or the world withdrew QUERY_USER from this user. */
export type UnaskableGM = "noGM" | "noPermission";

/**
 * Whether this client may ask the active GM now. Core's User#query throws at once without the sender's
 * QUERY_USER permission (client/documents/user.mjs › query), which a GM can withdraw from players in the
 * world's permissions: said apart from a GM who does not answer.
 */
export function cannotAskGM(): UnaskableGM | null {
  if (!game.users?.activeGM) return "noGM";
  if (!game.user?.hasPermission("QUERY_USER")) return "noPermission";
  return null;
}

/**
 * Asks the active GM and waits for the answer: "noGM" or "noPermission" at once (cannotAskGM), "timeout"
 * when the query fails (no answer within ANSWER_TIMEOUT_MS, or the GM's client lost the handler). A
 * timeout is only the sender giving up: the GM's handler is not cancelled and may still carry the request
 * out (FOUNDRY-NOTES › Queries), so the handlers are idempotent and a timeout is worded "not confirmed".
 */
export async function askActiveGM<N extends SwrpgQueryName>(
  name: N,
  data: User.QueryData<N>,
): Promise<User.QueryReturn<N> | UnaskableGM | "timeout"> {
  const gm = game.users?.activeGM;
  const unaskable = cannotAskGM();
  if (unaskable || !gm) return unaskable ?? "noGM";
  try {
    return await gm.query(name, data, { timeout: ANSWER_TIMEOUT_MS });
  } catch {
    // Foundry rejects on a timeout and on a handler's throw; the system's handlers answer their own
    // failures as refusals, so a rejection means no answer came.
    return "timeout";
  }
}

/** Registers the system's query handlers (in the init hook, before any client may be asked). */
export function registerQueries(
  handlers: Readonly<Record<string, (data: unknown) => Promise<unknown>>>,
): void {
  Object.assign(CONFIG.queries, handlers);
}
