/**
 * Asking the active GM over the system socket (`system.swrpg`) and waiting for the answer: the request
 * goes out under an id, and the answer that comes back under that id settles it. Shared by the damage
 * and the initiative relays, which each name their own messages and refusals.
 */

export const SYSTEM_CHANNEL = "system.swrpg";
export const ANSWER_TIMEOUT_MS = 10_000;

/** Requests still waiting for the GM's answer, by id. */
const pending = new Map<string, (answer: unknown) => void>();

/** Sends a message to every other client on the system channel. */
export function emitToSocket(message: object): void {
  game.socket?.emit(SYSTEM_CHANNEL, message);
}

/**
 * Sends a request (`send`) and waits for the active GM's answer under `requestId`: "noGM" at once when no
 * GM is connected, "timeout" when no answer comes within ANSWER_TIMEOUT_MS.
 */
export function askActiveGM<A>(requestId: string, send: () => void): Promise<A | "noGM" | "timeout"> {
  if (!game.users?.activeGM) return Promise.resolve("noGM");
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      resolve("timeout");
    }, ANSWER_TIMEOUT_MS);
    pending.set(requestId, (answer) => {
      clearTimeout(timer);
      pending.delete(requestId);
      // The answer is what the GM's client sent for this request's kind of message.
      resolve(answer as A);
    });
    send();
  });
}

/** The GM's answer to a request this client is waiting for (ignored when none is). */
export function settleGMAnswer(requestId: string, answer: unknown): void {
  pending.get(requestId)?.(answer);
}
