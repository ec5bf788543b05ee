// The system socket's request/answer: a request waits for the active GM's answer under its id, and gives
// up after the timeout. Fake timers stand in for the ten seconds.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANSWER_TIMEOUT_MS,
  askActiveGM,
  emitToSocket,
  SYSTEM_CHANNEL,
  settleGMAnswer,
} from "../../../src/socket/gm-request.ts";

const globals = globalThis as unknown as { game: Record<string, unknown> };
const sent: [string, unknown][] = [];
let saved: Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  saved = { users: globals.game.users, socket: globals.game.socket };
  Object.assign(globals.game, {
    users: { activeGM: { id: "user-gm" } },
    socket: { emit: (channel: string, message: unknown) => sent.push([channel, message]) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  Object.assign(globals.game, saved);
});

const ask = (requestId: string) => askActiveGM<string | null>(requestId, () => emitToSocket({ requestId }));

describe("askActiveGM", () => {
  it("sends the request and is settled by the answer under its id", async () => {
    const answer = ask("r1");
    expect(sent).toEqual([[SYSTEM_CHANNEL, { requestId: "r1" }]]);
    settleGMAnswer("other", "notOwner");
    settleGMAnswer("r1", "notAuthor");
    expect(await answer).toBe("notAuthor");
  });

  it('gives "timeout" when no answer comes in time; a late answer changes neither it nor a request still waiting', async () => {
    const answer = ask("r2");
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS - 1);
    settleGMAnswer("r3", null);
    vi.advanceTimersByTime(1);
    expect(await answer).toBe("timeout");
    const waiting = ask("r5");
    settleGMAnswer("r2", "notOwner");
    expect(await answer).toBe("timeout");
    settleGMAnswer("r5", "notAuthor");
    expect(await waiting).toBe("notAuthor");
  });

  it('gives "noGM" at once, without sending, when no GM is connected', async () => {
    globals.game.users = { activeGM: null };
    expect(await ask("r4")).toBe("noGM");
    expect(sent).toEqual([]);
  });
});
