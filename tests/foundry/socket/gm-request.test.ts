// Asking the active GM through Foundry's query API: the answer is the handler's return value, "noGM"
// without a connected GM, "timeout" when the query fails. Over the stand-in of User#query.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANSWER_TIMEOUT_MS, askActiveGM } from "../../../src/socket/gm-request.ts";
import { FakeUser, installUsers, queryLog, worldPermissions } from "../fakes/users-and-queries.ts";

const gm = new FakeUser("gm", "Game Master", true);
const ana = new FakeUser("ana", "Ana");
const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>;

beforeEach(() => {
  installUsers([gm, ana], ana);
});
afterEach(() => {
  vi.useRealTimers();
  delete worldPermissions.QUERY_USER;
  delete queries["swrpg.damage"];
});

describe("askActiveGM", () => {
  it("asks the active GM's client and resolves with its handler's answer", async () => {
    queries["swrpg.damage"] = async () => (game.user?.id === "gm" ? "notHit" : "failed");
    expect(await askActiveGM("swrpg.damage", { messageId: "m1" })).toBe("notHit");
    expect(queryLog.map((entry) => [entry.to, entry.name])).toEqual([["gm", "swrpg.damage"]]);
  });
  it('gives "timeout" when no answer comes within the timeout, not before', async () => {
    vi.useFakeTimers();
    queries["swrpg.damage"] = () => new Promise(() => {});
    let answer: unknown = "pending";
    void askActiveGM("swrpg.damage", {}).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(answer).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe("timeout");
  });
  it('gives "timeout" when the GM\'s client throws, and "noGM" at once, without asking, when no GM is connected', async () => {
    queries["swrpg.damage"] = () => {
      throw new Error("broken");
    };
    expect(await askActiveGM("swrpg.damage", {})).toBe("timeout");
    gm.active = false;
    queryLog.length = 0;
    expect(await askActiveGM("swrpg.damage", {})).toBe("noGM");
    expect(queryLog).toEqual([]);
    gm.active = true;
  });
  it('gives "noPermission" at once, without asking, when the world withdrew QUERY_USER from the player (core throws then, before any timeout)', async () => {
    queries["swrpg.damage"] = async () => null;
    worldPermissions.QUERY_USER = [2, 3, 4];
    expect(await askActiveGM("swrpg.damage", {})).toBe("noPermission");
    expect(queryLog).toEqual([]);
  });
});
