// The attack-of-opportunity reminder: rcr-combat.txt › Attacks of Opportunity (leaving a threatened square
// provokes; one attack of opportunity a round) and Threatened Area (2 m around a Medium-size creature with a
// melee weapon; a ranged weapon threatens nothing). The soldier holds a vibroblade; the stormtrooper only a
// blaster rifle.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { remindOpportunity } from "../../../../../src/rulesets/rcr/map/opportunity-hook.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };

/** A soldier with the vibroblade in hand: it threatens the squares around it. */
function swordsman(name: string): Actor.CreateData {
  const data = soldier();
  const items = [...((data.items ?? []) as Item.CreateData[])].map((item) =>
    item.name === "Vibroblade" ? { ...item, system: { ...(item.system as object), equipped: true } } : item,
  );
  return { ...data, name, items };
}

beforeAll(() => {
  registerSystem();
  world.ChatMessage = FakeChatMessage;
  world.game.users = {
    filter: (test: (user: { id: string; isGM: boolean }) => boolean) =>
      [
        { id: "gm", isGM: true },
        { id: "p", isGM: false },
      ].filter(test),
  };
});

beforeEach(() => {
  installTokens();
  FakeChatMessage.created.length = 0;
  world.game.combat = { started: true, id: "combat1", round: 1 };
});

async function scene() {
  const map = new FakeScene();
  const runner = map.place(await createActor(stormtrooper()), { x: 1, y: 0 }, { disposition: -1 });
  map.place(await createActor(swordsman("Guard")), { x: 0, y: 0 }, { disposition: 1 });
  return { map, runner };
}

const whispers = () =>
  FakeChatMessage.created.map((message) => message.data as { content: string; whisper: string[] });

describe("leaving a threatened square", () => {
  it("moving from beside the guard to two squares away whispers the GMs that the guard may attack", async () => {
    const { runner } = await scene();
    await remindOpportunity(runner.asDocument, { x: 300 });
    expect(whispers()).toHaveLength(1);
    expect(whispers()[0]?.whisper).toEqual(["gm"]);
    expect(whispers()[0]?.content).toContain("Stormtrooper leaves the area threatened by Guard");
  });
  it("a move that stays inside the area within 2 m does not provoke (a step to the diagonal square)", async () => {
    const { runner } = await scene();
    await remindOpportunity(runner.asDocument, { y: 100 });
    expect(whispers()).toHaveLength(0);
  });
  it("an ally of the mover, or a foe with only a ranged weapon, threatens nothing", async () => {
    const map = new FakeScene();
    const runner = map.place(await createActor(stormtrooper()), { x: 1, y: 0 }, { disposition: -1 });
    map.place(await createActor(swordsman("Friend")), { x: 0, y: 0 }, { disposition: -1 });
    map.place(await createActor({ ...stormtrooper(), name: "Rifleman" }), { x: 2, y: 0 }, { disposition: 1 });
    await remindOpportunity(runner.asDocument, { y: 300 });
    expect(whispers()).toHaveLength(0);
  });
  it("one a round: the guard is named once in round 1, and again in round 2", async () => {
    const { runner } = await scene();
    await remindOpportunity(runner.asDocument, { x: 300 });
    runner.x = 100;
    await remindOpportunity(runner.asDocument, { x: 300 });
    expect(whispers()).toHaveLength(1);
    world.game.combat = { started: true, id: "combat1", round: 2 };
    await remindOpportunity(runner.asDocument, { x: 300 });
    expect(whispers()).toHaveLength(2);
  });
  it("out of combat nothing is whispered", async () => {
    const { runner } = await scene();
    world.game.combat = null;
    await remindOpportunity(runner.asDocument, { x: 300 });
    expect(whispers()).toHaveLength(0);
  });
});
