// rcr-combat.txt › Special Initiative Actions: delay and ready are the player's choices. A player may
// delay or ready their own combatant from the tracker; the GM's client carries out what moves others
// (places, the turn) after checking the request, which the player proves by writing it on their own
// combatant (only its owners may). Awareness and groups stay with the GM. With fakes, and the stand-ins
// of Foundry's users, query API and document ownership.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { registerSystem } from "../data/fixtures.ts";
import { clickEntry, entryLabel, entryVisible } from "../fakes/context-menu.ts";
import { ownedBy } from "../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, queryLog, worldPermissions } from "../fakes/users-and-queries.ts";
import { chat, dice, FakeCombat, type FakeCombatant } from "./fake-combat.ts";
import { fighter } from "./fighters.ts";

const { RcrCombat: SwrpgCombat } = await import("../../../src/rulesets/rcr/combat/rcr-combat.ts");
const { INITIATIVE_FORMULA, RcrCombatantDocument: SwrpgCombatant } = await import(
  "../../../src/rulesets/rcr/combat/rcr-combatant.ts"
);
const relay = await import("../../../src/documents/combat-initiative-relay.ts");
const { combatantMenuEntries } = await import("../../../src/applications/combat/combatant-menu.ts");
const { systemQueries } = await import("../../../src/hooks/system-queries.ts");

type System = InstanceType<typeof SwrpgCombat>;

const GM = new FakeUser("user-gm", "Game Master", true);
const PLAYER = new FakeUser("user-ana", "Ana's player");
const OTHER = new FakeUser("user-bob", "Bob's player");
const globals = globalThis as unknown as { game: Record<string, unknown>; foundry: Record<string, unknown> };

function runAs(user: FakeUser): void {
  globals.game.user = user;
}

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = SwrpgCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = INITIATIVE_FORMULA;
  let nextRequest = 1;
  globals.foundry.utils = { ...(globals.foundry.utils as object), randomID: () => `req${nextRequest++}` };
});

let combats: Map<string, System>;

beforeEach(() => {
  dice.length = 0;
  chat.length = 0;
  combats = new Map();
  GM.active = true;
  installUsers([GM, PLAYER, OTHER], GM);
  systemQueries.register();
  Object.assign(globals.game, { combats: { get: (id: string) => combats.get(id) } });
});

afterEach(() => runAs(GM));

/** Ana (owned by the player) acts on 18, then Boss on 12 and Thug on 9; the combat is started by the GM. */
async function fight() {
  const fake = new SwrpgCombat() as unknown as FakeCombat;
  const combat = fake as unknown as System;
  combats.set(fake.id, combat);
  const ana = ownedBy(fake.add({ name: "Ana", actor: await fighter("Ana", 12), initiative: 18 }), PLAYER);
  const boss = ownedBy(fake.add({ name: "Boss", actor: await fighter("Boss", 12), initiative: 12 }), OTHER);
  const thug = ownedBy(fake.add({ name: "Thug", actor: await fighter("Thug", 12), initiative: 9 }));
  await combat.startCombat();
  fake.combatUpdates.length = 0;
  fake.embeddedUpdates.length = 0;
  return { fake, combat, ana, boss, thug };
}

function rowOf(combatant: FakeCombatant): HTMLElement {
  return { dataset: { combatantId: combatant.id } } as unknown as HTMLElement;
}

/** The context-menu entries this user sees on a combatant's row. */
function menuFor(combat: System, combatant: FakeCombatant): string[] {
  return combatantMenuEntries(() => combat)
    .filter((entry) => entryVisible(entry, rowOf(combatant)))
    .map((entry) => entryLabel(entry) ?? "");
}

describe("the tracker's menu for a player", () => {
  it("offers Delay and Ready on the player's own combatant on its turn, and nothing on others'", async () => {
    const { combat, ana, boss } = await fight();
    runAs(PLAYER);
    expect(menuFor(combat, ana)).toEqual(["SWRPG.Combat.Menu.Delay", "SWRPG.Combat.Menu.Ready"]);
    expect(menuFor(combat, boss)).toEqual([]);
  });

  it("never offers awareness or initiative groups to a player, even for their own combatant", async () => {
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const ana = ownedBy(fake.add({ name: "Ana", actor: await fighter("Ana", 12), initiative: 18 }), PLAYER);
    runAs(PLAYER);
    expect(menuFor(fake as unknown as System, ana)).toEqual([]);
    runAs(GM);
    expect(menuFor(fake as unknown as System, ana)).toEqual(["SWRPG.Combat.Menu.MarkUnaware"]);
  });

  it("offers Take readied action to the owner of a readied combatant when another acts", async () => {
    const { fake, combat, ana } = await fight();
    ana.apply({ flags: { swrpg: { readyRound: 1 } } });
    await fake.nextTurn();
    runAs(PLAYER);
    expect(menuFor(combat, ana)).toEqual(["SWRPG.Combat.Menu.TakeReadied"]);
  });
});

describe("a tracker menu action that fails", () => {
  it("is reported through Foundry's error hook, not left as an unhandled rejection", async () => {
    const { combat, ana } = await fight();
    runAs(GM);
    const failure = new Error("connection lost");
    vi.spyOn(ana, "update").mockRejectedValueOnce(failure);
    vi.mocked(Hooks.onError).mockClear();
    const ready = combatantMenuEntries(() => combat).find(
      (entry) => entryLabel(entry) === "SWRPG.Combat.Menu.Ready",
    );
    if (ready) await clickEntry(ready, rowOf(ana));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.combatMenu.ready", failure, {
      notify: "error",
      log: "error",
    });
  });
});

describe("a player readying their own combatant", () => {
  it("updates only that combatant's flags, which Foundry lets an owner change", async () => {
    const { fake, combat, ana } = await fight();
    runAs(PLAYER);
    const ready = combatantMenuEntries(() => combat).find(
      (entry) => entryLabel(entry) === "SWRPG.Combat.Menu.Ready",
    );
    ana.updates.length = 0;
    if (ready) await clickEntry(ready, rowOf(ana));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ana.flags.swrpg?.readyRound).toBe(1);
    for (const update of ana.updates) expect(Object.keys(update)).toEqual(["flags"]);
    expect(fake.combatUpdates).toEqual([]);
    expect(fake.embeddedUpdates).toEqual([]);
  });
});

describe("a player delaying their own combatant", () => {
  it("writes the request on their combatant and asks the GM, whose client moves the order and the turn", async () => {
    const { fake, combat, ana } = await fight();
    ana.updates.length = 0;
    runAs(PLAYER);
    const answer = await relay.requestInitiativeAction(
      combat,
      ana as unknown as Combatant.Implementation,
      "delay",
      10,
    );
    expect(answer).toBeNull();
    const written = ana.updates[0]?.["flags.swrpg.initiativeRequest"] as { id: string };
    expect(written).toEqual({ id: expect.any(String), action: "delay", newCount: 10 });
    // The query names the combatant and the request: no user, which would prove nothing.
    expect(queryLog).toEqual([
      {
        to: GM.id,
        name: "swrpg.initiative",
        data: { combatId: fake.id, combatantId: ana.id, requestId: written.id },
      },
    ]);
    expect(ana.flags.swrpg?.initiativeRequest).toBeNull();
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Boss", 12],
      ["Ana", 10],
      ["Thug", 9],
    ]);
    expect(combat.combatant?.name).toBe("Boss");
  });

  it("a player cannot delay another player's combatant by claiming that player's id (bug 7)", async () => {
    const { fake, combat, ana } = await fight();
    const ask = (data: object) => asClient(OTHER, () => GM.query("swrpg.initiative", data));
    // A request in Ana's player's name, for Ana, from Bob's player's client: nothing is written on Ana.
    expect(await ask({ combatId: fake.id, combatantId: ana.id, requestId: "r1", userId: PLAYER.id })).toBe(
      "noRequest",
    );
    // Writing it there is refused by the server: only Ana's owners may update Ana.
    await expect(
      asClient(OTHER, () =>
        ana.update({ "flags.swrpg.initiativeRequest": { id: "r1", action: "delay", newCount: null } }),
      ),
    ).rejects.toThrow(/may not update/);
    expect(await ask({ combatId: fake.id, combatantId: ana.id, requestId: "r1" })).toBe("noRequest");
    // Through the tracker, Bob's player's client refuses at once.
    expect(
      await asClient(OTHER, () =>
        relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay"),
      ),
    ).toBe("notOwner");
    expect(combat.turns.map((c) => c.initiative)).toEqual([18, 12, 9]);
    expect(combat.combatant?.name).toBe("Ana");
  });

  it("a request already carried out cannot be replayed: the GM cleared it from the combatant", async () => {
    const { fake, combat, ana } = await fight();
    runAs(PLAYER);
    expect(
      await relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay", 10),
    ).toBeNull();
    const replay = queryLog[0]?.data as object;
    expect(await asClient(OTHER, () => GM.query("swrpg.initiative", replay))).toBe("noRequest");
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Boss", 12],
      ["Ana", 10],
      ["Thug", 9],
    ]);
    expect(fake.id).toBe((replay as { combatId: string }).combatId);
  });

  it("a failure on the GM's client is reported there and answered as a refusal, not left to time out", async () => {
    const { fake, combat, ana } = await fight();
    const failure = new Error("the server refused the update");
    fake.updateEmbeddedDocuments = () => Promise.reject(failure);
    vi.mocked(Hooks.onError).mockClear();
    runAs(PLAYER);
    const answer = await relay.requestInitiativeAction(
      combat,
      ana as unknown as Combatant.Implementation,
      "delay",
      10,
    );
    expect(answer).toBe("failed");
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.initiativeRequest", failure, {
      notify: "error",
      log: "error",
    });
  });

  it("an unanswered request is taken back from the combatant, so it cannot be carried out later", async () => {
    const { combat, ana } = await fight();
    const queries = CONFIG.queries as unknown as Record<string, unknown>;
    queries["swrpg.initiative"] = () => new Promise(() => {});
    vi.useFakeTimers();
    try {
      runAs(PLAYER);
      const answer = relay.requestInitiativeAction(
        combat,
        ana as unknown as Combatant.Implementation,
        "delay",
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await answer).toBe("timeout");
    } finally {
      vi.useRealTimers();
    }
    expect(ana.flags.swrpg?.initiativeRequest).toBeNull();
    expect(combat.turns.map((c) => c.initiative)).toEqual([18, 12, 9]);
  });

  it("is refused on the player's client, at once and with nothing written, when the world withdrew QUERY_USER from players", async () => {
    const { combat, ana } = await fight();
    ana.updates.length = 0;
    worldPermissions.QUERY_USER = [2, 3, 4];
    runAs(PLAYER);
    expect(
      await relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay"),
    ).toBe("noPermission");
    expect(game.i18n?.has("SWRPG.Combat.Refused.noPermission")).toBe(true);
    expect(ana.updates).toEqual([]);
    expect(queryLog).toEqual([]);
  });

  it("a timeout is worded 'not confirmed yet': the GM's client may still carry the request out", () => {
    expect(game.i18n?.localize("SWRPG.Combat.Refused.timeout")).toMatch(/not confirmed/);
    expect(game.i18n?.localize("SWRPG.Combat.Refused.timeout")).not.toMatch(/unchanged/);
  });

  it("is refused on the player's client when no GM is connected, with a lang key", async () => {
    const { combat, ana } = await fight();
    ana.updates.length = 0;
    GM.active = false;
    runAs(PLAYER);
    expect(
      await relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay"),
    ).toBe("noGM");
    expect(queryLog).toEqual([]);
    expect(ana.updates).toEqual([]);
  });

  it("the GM checks the written request against the combat now: off its turn, not readied, malformed", async () => {
    const { fake, combat, ana } = await fight();
    const write = (action: string, newCount: unknown = null) =>
      asClient(PLAYER, () => ana.update({ "flags.swrpg.initiativeRequest": { id: "r1", action, newCount } }));
    const ask = (over: Record<string, unknown> = {}) =>
      asClient(PLAYER, () =>
        GM.query("swrpg.initiative", { combatId: fake.id, combatantId: ana.id, requestId: "r1", ...over }),
      );
    await write("delay", 10.5);
    expect(await ask()).toBe("noRequest");
    expect(await ask({ requestId: "" })).toBe("malformed");
    expect(await ask({ combatId: "elsewhere" })).toBe("unknownCombatant");
    await fake.nextTurn();
    await write("delay");
    expect(await ask()).toBe("notTheirTurn");
    await write("takeReadied");
    expect(await ask()).toBe("notReadied");
    expect(combat.turns.map((c) => c.initiative)).toEqual([18, 12, 9]);
  });

  it("a readied action the player takes is carried out by the GM", async () => {
    const { fake, combat, ana } = await fight();
    ana.apply({ flags: { swrpg: { readyRound: 1 } } });
    await fake.nextTurn();
    runAs(PLAYER);
    const answer = await relay.requestInitiativeAction(
      combat,
      ana as unknown as Combatant.Implementation,
      "takeReadied",
    );
    expect(answer).toBeNull();
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Ana", 12],
      ["Boss", 12],
      ["Thug", 9],
    ]);
    expect(combat.combatant?.name).toBe("Boss");
  });
});

describe("flat-footed and a delayed first turn (rcr-combat.txt › Combat Sequence, Delay)", () => {
  it("delaying the first turn is not acting: flat-footed until the combatant acts at its new count", async () => {
    const { fake, combat, ana } = await fight();
    const actor = ana.actor as Actor.Implementation;
    expect(actor.statuses.has("flatFooted")).toBe(false);
    expect(
      await relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay", 10),
    ).toBeNull();
    expect(combat.combatant?.name).toBe("Boss");
    expect(actor.statuses.has("flatFooted")).toBe(true);
    await fake.nextTurn();
    expect(combat.combatant?.name).toBe("Ana");
    expect(actor.statuses.has("flatFooted")).toBe(false);
  });

  it("a delay on a later turn leaves flat-footed off", async () => {
    const { fake, combat, ana } = await fight();
    const actor = ana.actor as Actor.Implementation;
    await fake.nextRound();
    expect(combat.combatant?.name).toBe("Ana");
    expect(
      await relay.requestInitiativeAction(combat, ana as unknown as Combatant.Implementation, "delay"),
    ).toBeNull();
    expect(actor.statuses.has("flatFooted")).toBe(false);
  });
});

describe("a player joining a fight in progress from the sheet (Actor#rollInitiative({createCombatants: true}))", () => {
  async function join(gmConnected: boolean) {
    const { fake, combat } = await fight();
    const rookie = ownedBy(await fighter("Rookie", 12), PLAYER);
    GM.active = gmConnected;
    (game as unknown as { combat: unknown }).combat = combat;
    runAs(PLAYER);
    const rollsBefore = fake.initiativeRolls.length;
    dice.push(8, 1, 19, 19); // the joiner's roll and tie-break; a second roll would take the 19s
    await (rookie as unknown as { rollInitiative(o: object): Promise<unknown> }).rollInitiative({
      createCombatants: true,
    });
    await Promise.all(fake.entering);
    (game as unknown as { combat: unknown }).combat = null;
    const joined = combat.combatants.find((c) => c.name === "Rookie");
    return { rolls: fake.initiativeRolls.length - rollsBefore, initiative: joined?.initiative };
  }

  it("with a GM connected, the GM's _onEnter rolls it, once", async () => {
    expect(await join(true)).toEqual({ rolls: 1, initiative: 9 });
  });

  it("with no GM connected (_onEnter never runs), the owner's own roll gives it initiative, once", async () => {
    expect(await join(false)).toEqual({ rolls: 1, initiative: 9 });
  });
});
