// Pins the combat stand-in to Foundry v13's Combat (client/documents/combat.d.mts), so that it cannot drift
// back to being more lenient than core.
import { afterEach, describe, expect, it } from "vitest";
import { FakeCombat, type FakeCombatant } from "./fake-combat.ts";

type Event = [string, string | null, number, number | null, boolean];

class RecordingCombat extends FakeCombat {
  readonly events: Event[] = [];
  override async _onStartRound(context: { round: number; skipped: boolean }) {
    this.events.push(["startRound", null, context.round, null, context.skipped]);
  }
  override async _onEndRound(context: { round: number; skipped: boolean }) {
    this.events.push(["endRound", null, context.round, null, context.skipped]);
  }
  override async _onStartTurn(
    combatant: FakeCombatant,
    context: { round: number; turn: number; skipped: boolean },
  ) {
    this.events.push(["startTurn", combatant.name, context.round, context.turn, context.skipped]);
  }
  override async _onEndTurn(
    combatant: FakeCombatant,
    context: { round: number; turn: number; skipped: boolean },
  ) {
    this.events.push(["endTurn", combatant.name, context.round, context.turn, context.skipped]);
  }
}

const world = globalThis as unknown as { game: { user: Record<string, unknown> } };
const gm = { ...world.game.user };
afterEach(() => {
  world.game.user = gm;
});

function threeFighters(): RecordingCombat {
  const combat = new RecordingCombat();
  combat.add({ name: "A", actor: null, initiative: 18 });
  combat.add({ name: "B", actor: null, initiative: 12 });
  combat.add({ name: "C", actor: null, initiative: 9 });
  return combat;
}

describe("Combat#_manageTurnEvents", () => {
  it("runs End Turn, End Round, Start Round, Start Turn in that order", async () => {
    const combat = threeFighters();
    await combat.startCombat();
    await combat.update({ turn: 2 });
    combat.events.length = 0;
    await combat.nextRound();
    expect(combat.events).toEqual([
      ["endTurn", "C", 1, 2, false],
      ["endRound", null, 1, null, false],
      ["startRound", null, 2, null, false],
      ["startTurn", "A", 2, 0, false],
    ]);
  });

  it("calls Start Turn and End Turn for each turn passed over, skipped, with that turn's round", async () => {
    const combat = threeFighters();
    await combat.startCombat();
    await combat.update({ turn: 1 });
    combat.events.length = 0;
    await combat.update({ round: 2, turn: 1 });
    expect(combat.events).toEqual([
      ["endTurn", "B", 1, 1, false],
      ["startTurn", "C", 1, 2, true],
      ["endTurn", "C", 1, 2, true],
      ["endRound", null, 1, null, false],
      ["startRound", null, 2, null, false],
      ["startTurn", "A", 2, 0, true],
      ["endTurn", "A", 2, 0, true],
      ["startTurn", "B", 2, 1, false],
    ]);
  });

  it("runs on the active GM's client only", async () => {
    const combat = threeFighters();
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await combat.startCombat();
    expect(combat.events).toEqual([]);
  });
});

describe("Combat#rollInitiative and permissions", () => {
  it("skips combatants the user does not own", async () => {
    const combat = threeFighters();
    const [a, b] = combat.turns;
    a!.owners.push("user-player");
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await combat.rollInitiative([a!.id, b!.id]);
    expect(a!.initiative).not.toBe(18);
    expect(b!.initiative).toBe(12);
  });

  it("a player's update of a combatant they do not own is refused whole", async () => {
    const combat = threeFighters();
    const [a, b] = combat.turns;
    a!.owners.push("user-player");
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await expect(
      combat.updateEmbeddedDocuments("Combatant", [
        { _id: a!.id, initiative: 5 },
        { _id: b!.id, initiative: 5 },
      ]),
    ).rejects.toThrow(/lacks permission/);
    expect(a!.initiative).toBe(18);
  });
});

describe("Combat#getCombatantsByActor and Document#delete", () => {
  it("finds the combatants of an actor or actor id, none for an actor outside the fight", () => {
    const combat = new FakeCombat();
    const ana = { id: "actor-ana" };
    const first = combat.add({ name: "Ana", actor: ana });
    combat.add({ name: "Bob", actor: { id: "actor-bob" } });
    expect(combat.getCombatantsByActor(ana)).toEqual([first]);
    expect(combat.getCombatantsByActor("actor-ana")).toEqual([first]);
    expect(combat.getCombatantsByActor({ id: "actor-zed" })).toEqual([]);
  });
  it("matches by the actor's id, as core's actorId filter does: another copy of the same actor is found", () => {
    const combat = new FakeCombat();
    const first = combat.add({ name: "Ana", actor: { id: "actor-ana" } });
    expect(combat.getCombatantsByActor({ id: "actor-ana" })).toEqual([first]);
  });
  it("deleting runs _onDelete with the deleting user's id", async () => {
    const calls: string[] = [];
    class Deleting extends FakeCombat {
      override _onDelete(_options: object, userId: string): void {
        calls.push(userId);
      }
    }
    await new Deleting().delete();
    expect(calls).toEqual(["user-gm"]);
  });
  it("a player cannot delete a combat (an assistant GM or above may), and nothing runs", async () => {
    const calls: string[] = [];
    class Deleting extends FakeCombat {
      override _onDelete(_options: object, userId: string): void {
        calls.push(userId);
      }
    }
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await expect(new Deleting().delete()).rejects.toThrow(/lacks permission to delete/);
    expect(calls).toEqual([]);
  });
});

describe("Combatant#update", () => {
  it("is refused for a player who does not own the combatant, allowed for its owner", async () => {
    const combat = threeFighters();
    const [a, b] = combat.turns;
    a!.owners.push("user-player");
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await a!.update({ flags: { swrpg: { unaware: true } } });
    expect(a!.flags.swrpg).toEqual({ unaware: true });
    await expect(b!.update({ flags: { swrpg: { unaware: true } } })).rejects.toThrow(/lacks permission/);
    expect(b!.flags.swrpg).toBeUndefined();
  });
  it("its owner may change only initiative, flags, defeated and system; not its name or hidden state", async () => {
    const combat = threeFighters();
    const [a] = combat.turns;
    a!.owners.push("user-player");
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await a!.update({ initiative: 12, "flags.swrpg.hasActed": true, defeated: false });
    expect(a!.initiative).toBe(12);
    await expect(a!.update({ hidden: true })).rejects.toThrow(/lacks permission/);
    await expect(a!.update({ name: "Renamed", initiative: 3 })).rejects.toThrow(/lacks permission/);
    expect(a!.initiative).toBe(12);
  });
});

describe("Combatant#update lands after the server's round trip", () => {
  it("the local document still holds the old data while the update is on its way", async () => {
    const combat = threeFighters();
    const [a] = combat.turns;
    const saving = a!.update({ initiative: 3 });
    expect(a!.initiative).toBe(18);
    await saving;
    expect(a!.initiative).toBe(3);
  });
  it("a combatant is owned by its actor's owners (BaseCombatant#getUserLevel)", () => {
    const combat = new FakeCombat();
    const actor = { testUserPermission: (user: { id: string }) => user.id === "user-player" };
    const joined = combat.add({ name: "J", actor, initiative: null });
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    expect(joined.isOwner).toBe(true);
    world.game.user = { id: "user-other", isGM: false, isActiveGM: false };
    expect(joined.isOwner).toBe(false);
  });
});

describe("Combat#update and its flags (BaseCombat #canUpdate)", () => {
  it("a player may change the round and turn but never the combat's flags or other fields; a GM may", async () => {
    const combat = threeFighters();
    world.game.user = { id: "user-player", isGM: false, isActiveGM: false };
    await combat.update({ round: 1, turn: 1 });
    expect([combat.round, combat.turn]).toEqual([1, 1]);
    await expect(combat.setFlag("swrpg", "surpriseRound", 1)).rejects.toThrow(/lacks permission/);
    await expect(combat.unsetFlag("swrpg", "surpriseRound")).rejects.toThrow(/lacks permission/);
    await expect(combat.update({ active: true } as object)).rejects.toThrow(/lacks permission/);
    expect(combat.flags.swrpg).toBeUndefined();
    world.game.user = gm;
    await combat.setFlag("swrpg", "surpriseRound", 1);
    expect(combat.flags.swrpg).toEqual({ surpriseRound: 1 });
  });
});
