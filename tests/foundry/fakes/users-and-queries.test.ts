// Pins the stand-in of Foundry v13's User#query (client/documents/user.mjs › query; declared in
// client/documents/user.d.mts) to what core does: the query must be registered, the SENDER needs the
// QUERY_USER permission (BaseUser#hasPermission, common/documents/user.d.mts), the queried user must be
// connected; the timeout rejects on the sender's side only, and the handler keeps running on the other
// client (the server does not cancel it).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asClient, FakeUser, installUsers, queryLog, worldPermissions } from "./users-and-queries.ts";

const gm = new FakeUser("gm", "Game Master", true);
const ana = new FakeUser("ana", "Ana");
const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>;

beforeEach(() => {
  installUsers([gm, ana], ana);
  ana.permissions = {};
});
afterEach(() => {
  vi.useRealTimers();
  delete queries["swrpg.probe"];
});

describe("User#hasPermission (common/documents/user.d.mts; CONST.USER_PERMISSIONS.QUERY_USER defaultRole PLAYER)", () => {
  it("a player has QUERY_USER by default; loses it when the world withdraws it from players, or the user's own setting does", () => {
    expect(ana.hasPermission("QUERY_USER")).toBe(true);
    worldPermissions.QUERY_USER = [2, 3, 4];
    expect(ana.hasPermission("QUERY_USER")).toBe(false);
    expect(gm.hasPermission("QUERY_USER")).toBe(true);
    ana.permissions = { QUERY_USER: true };
    expect(ana.hasPermission("QUERY_USER")).toBe(true);
    delete worldPermissions.QUERY_USER;
    ana.permissions = { QUERY_USER: false };
    expect(ana.hasPermission("QUERY_USER")).toBe(false);
  });
});

describe("User#query", () => {
  it("throws on the sender's client, asking nobody, when the sender lacks QUERY_USER", async () => {
    queries["swrpg.probe"] = async () => "answered";
    ana.permissions = { QUERY_USER: false };
    await expect(gm.query("swrpg.probe", {})).rejects.toThrow("You do not have permission to query users");
    expect(queryLog).toEqual([]);
    // The GM's own queries are not affected by a player's permission.
    expect(await asClient(gm, () => gm.query("swrpg.probe", {}))).toBe("answered");
  });

  it("throws on a query name not in CONFIG.queries, and on a user who is not connected", async () => {
    await expect(gm.query("swrpg.unknown", {})).rejects.toThrow("is not registered");
    queries["swrpg.probe"] = async () => "answered";
    gm.active = false;
    await expect(gm.query("swrpg.probe", {})).rejects.toThrow("is not active");
    gm.active = true;
  });

  it("rejects on the sender's side after the timeout while the handler keeps running to its end", async () => {
    vi.useFakeTimers();
    let applied = false;
    queries["swrpg.probe"] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      applied = true;
      return "done";
    };
    const asked = gm.query("swrpg.probe", {}, { timeout: 10_000 }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await asked).toMatch(/timed out/);
    expect(applied).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(applied).toBe(true);
  });
});
