// Pins the stand-ins for Foundry's users, query API, chat messages and ownership (tests/foundry/fakes),
// so that none drifts back to a leniency Foundry does not have.
import { beforeEach, describe, expect, it } from "vitest";
import { deletionUpdate } from "../../../src/foundry-compat/deletion.ts";
import { FakeCardMessage } from "../fakes/chat-messages.ts";
import { V14 } from "../fakes/generation.ts";
import { ownedBy } from "../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, queryLog } from "../fakes/users-and-queries.ts";

const gm = new FakeUser("gm", "Game Master", true);
const ana = new FakeUser("ana", "Ana");
const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>;

beforeEach(() => {
  installUsers([gm, ana], ana);
  gm.active = true;
  delete queries["test.echo"];
});

describe("User#query", () => {
  it("runs the handler on the queried user's client, with the data and the answer as JSON", async () => {
    queries["test.echo"] = (data) => ({ seenBy: game.user?.id, data, at: new Date(0), skipped: undefined });
    const answer = await gm.query("test.echo" as "swrpg.damage", { when: new Date(0), n: 1 });
    expect(answer).toEqual({
      seenBy: "gm",
      data: { when: "1970-01-01T00:00:00.000Z", n: 1 },
      at: "1970-01-01T00:00:00.000Z",
    });
    expect(game.user?.id).toBe("ana");
    expect(queryLog).toEqual([
      { to: "gm", name: "test.echo", data: { when: "1970-01-01T00:00:00.000Z", n: 1 } },
    ]);
  });
  it("rejects an unregistered name, a user who is not connected, a handler's throw and a late answer", async () => {
    await expect(gm.query("test.none" as "swrpg.damage", {})).rejects.toThrow(/is not registered/);
    queries["test.echo"] = () => {
      throw new Error("broken");
    };
    await expect(gm.query("test.echo" as "swrpg.damage", {})).rejects.toThrow("broken");
    queries["test.echo"] = () => new Promise(() => {});
    await expect(gm.query("test.echo" as "swrpg.damage", {}, { timeout: 5 })).rejects.toThrow(/timed out/);
    gm.active = false;
    await expect(gm.query("test.echo" as "swrpg.damage", {})).rejects.toThrow(/is not active/);
  });
  it("the active GM is the connected GM with the lowest id", () => {
    const second = new FakeUser("gm2", "Second GM", true);
    installUsers([second, gm, ana], ana);
    expect(game.users?.activeGM?.id).toBe("gm");
    gm.active = false;
    expect(game.users?.activeGM?.id).toBe("gm2");
  });
});

describe("chat messages and ownership", () => {
  it("only the author or a GM may update a message; dotted keys merge and the generation's deletion deletes", async () => {
    const message = new FakeCardMessage(ana, { flags: { swrpg: { applied: { a: 1 } } } });
    await asClient(gm, () => message.update({ "flags.swrpg.applied.b": 2 }));
    // v13 "flags.swrpg.applied.-=a": null; v14 "flags.swrpg.applied.a": ForcedDeletion.
    await message.update(deletionUpdate("flags.swrpg.applied", "a"));
    expect(message.flags.swrpg?.applied).toEqual({ b: 2 });
    const bob = new FakeUser("bob", "Bob");
    await expect(asClient(bob, () => message.update({ "flags.swrpg.applied.c": 3 }))).rejects.toThrow(
      /may not/,
    );
    expect(message.flags.swrpg?.applied).toEqual({ b: 2 });
  });
  it(`the "-=key" deletion ${V14 ? "is refused on v14 (update operators replace it)" : "deletes on v13"}`, async () => {
    const message = new FakeCardMessage(ana, { flags: { swrpg: { applied: { a: 1, b: 2 } } } });
    const dashed = message.update({ "flags.swrpg.applied.-=a": null });
    if (V14) await expect(dashed).rejects.toThrow(/ForcedDeletion/);
    else await dashed;
    expect(message.flags.swrpg?.applied).toEqual(V14 ? { a: 1, b: 2 } : { b: 2 });
  });
  it("a document is owned by its owners and GMs, and the server refuses anyone else's update", async () => {
    const doc = ownedBy({ value: 0, update: async () => "done" }, ana) as {
      isOwner?: boolean;
      update(): Promise<unknown>;
    };
    expect(doc.isOwner).toBe(true);
    expect(asClient(gm, () => doc.isOwner)).toBe(true);
    const bob = new FakeUser("bob", "Bob");
    expect(asClient(bob, () => doc.isOwner)).toBe(false);
    await expect(asClient(bob, () => doc.update())).rejects.toThrow(/may not update/);
  });
});
