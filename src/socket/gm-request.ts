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

/**
 * Asks the active GM and waits for the answer: "noGM" at once when no GM is connected, "timeout" when
 * the query fails (no answer within ANSWER_TIMEOUT_MS, or the GM's client lost the handler).
 */
export async function askActiveGM<N extends SwrpgQueryName>(
  name: N,
  data: User.QueryData<N>,
): Promise<User.QueryReturn<N> | "noGM" | "timeout"> {
  const gm = game.users?.activeGM;
  if (!gm) return "noGM";
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
