// A grenade from the sheet through the scene stand-in: rcr-combat.txt › Grenadelike Weapon Attacks (the square's
// Defense 5, the engine's range penalty of -2 per full increment, 1d3 m + 1 per two increments of deviation in the 1d8's
// direction, burst damage with a Reflex save for half) and Cover (a wall between the burst and a creature adds
// its Reflex bonus). The soldier (BAB +1, Dex +1: +2 to throw) throws a fragmentation grenade (4d6, range
// increment 4 m, burst 4 m, Reflex DC 15). The rules, the roll classes, the card template are the system's own.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { startAttack } from "../../../../../src/rulesets/rcr/attack/attack-flow.ts";
import { rcrDamage } from "../../../../../src/rulesets/rcr/damage/damage-application.ts";
import { readAttackCard } from "../../../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../../../data/fixtures.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();

const grenade: Item.CreateData = {
  name: "Fragmentation grenade",
  type: "weapon",
  system: {
    damage: { formula: "4d6", type: "piercing" },
    group: "simple",
    size: "light",
    attackType: "grenadelike",
    rangeIncrement: 4,
    burstRadius: 4,
    burstReflexDC: 15,
  },
};

beforeAll(() => {
  registerSystem();
  installTemplates();
  world.ChatMessage = FakeChatMessage;
  world.game.settings = { get: (_scope: string, key: string) => (key === "rollMode" ? "publicroll" : true) };
  world.game.user = { id: "gm", isGM: true, targets };
});

beforeEach(() => {
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
  vi.mocked(ui.notifications!.warn).mockClear();
});

async function thrower(scene: FakeScene): Promise<{ actor: SwrpgActor; grenadeId: string }> {
  const actor = await createActor({ ...soldier(), items: [grenade] });
  Object.defineProperty(actor, "isOwner", { value: true });
  scene.place(actor, { x: 0, y: 0 }, { disposition: 1 });
  return { actor, grenadeId: actor.items.contents[0]?.id ?? "" };
}

async function trooper(scene: FakeScene, name: string, square: { x: number; y: number }) {
  return scene.place(await createActor({ ...stormtrooper(), name }), square, { disposition: -1 });
}

const card = () => readAttackCard(FakeChatMessage.created[0]?.asDocument);
const single = { mode: "single", skipDialog: true } as const;

describe("a throw that hits the square", () => {
  it("lands on the targeted trooper's square 8 m away, two full 4 m increments (10 + 2 - 4 = 8 vs Defense 5); the burst reaches 4 m and not 6 m", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    await trooper(scene, "Near", { x: 6, y: 0 });
    await trooper(scene, "Far", { x: 7, y: 0 });
    targets.add({ document: aimed });
    // d20 10; damage 4d6 = 3+3+3+3; Reflex (+1): Aimed 14 + 1 = 15, exactly the DC: half; Near 13 + 1 = 14: full.
    forcedResults.push(10, 3, 3, 3, 3, 14, 13);
    await startAttack(actor, grenadeId, single);

    const posted = card();
    expect(posted?.grenade).toMatchObject({
      aim: { x: 4, y: 0 },
      landing: { x: 4, y: 0 },
      distance: 8,
      defense: 5,
      rangePenalty: -4,
      hit: true,
      deviation: null,
      radius: 4,
      reflexDC: 15,
    });
    const attack = posted?.attacks[0];
    expect(attack?.total).toBe(8);
    expect(attack?.damage?.total).toBe(12);
    expect(
      attack?.targets.map((t) => [t.name, t.burst?.saveTotal, t.burst?.outcome, t.burst?.amount]),
    ).toEqual([
      ["Aimed", 15, "half", 6],
      ["Near", 14, "full", 12],
    ]);
    // The template shows the burst on the aimed square's center, half a square past the radius.
    expect(scene.templates.map(({ x, y, distance, t }) => ({ x, y, distance, t }))).toEqual([
      { x: 450, y: 50, distance: 5, t: "circle" },
    ]);
  });
  it("the shared damage plan gives each token what its save left: half for the saver, full for the other", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    await trooper(scene, "Near", { x: 5, y: 1 });
    targets.add({ document: aimed });
    forcedResults.push(10, 3, 3, 3, 3, 20, 1);
    await startAttack(actor, grenadeId, single);
    const posted = card();
    const [saver, other] = posted?.attacks[0]?.targets ?? [];
    if (!posted || !saver || !other) throw new Error("no card");
    const message = FakeChatMessage.created[0]?.asDocument;
    if (!message) throw new Error("no message");
    expect(rcrDamage.spec(message, 0, saver.tokenUuid, "full")).toMatchObject({
      amount: 12,
      halfDamage: true,
    });
    expect(rcrDamage.spec(message, 0, other.tokenUuid, "full")).toMatchObject({
      amount: 12,
      halfDamage: false,
    });
  });
});

describe("a throw that misses deviates", () => {
  it("a natural 2 misses (2 + 2 - 4 = 0 vs 5): 1d3 = 2 m + 1 m for two increments, 1d8 = 1 is long: 3 m farther along the throw", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    targets.add({ document: aimed });
    // d20 2; deviation 1d3 2, 1d8 1; damage 1+1+1+1; Aimed is 2 m from the landing square: its save 10 fails.
    forcedResults.push(2, 2, 1, 1, 1, 1, 1, 10);
    await startAttack(actor, grenadeId, single);
    const posted = card();
    expect(posted?.grenade?.hit).toBe(false);
    expect(posted?.grenade?.deviation).toEqual({ d3: 2, d8: 1, meters: 3, direction: "long" });
    // From square (4, 0)'s center 1.5 squares farther east: x 6.0 lies in square 6.
    expect(posted?.grenade?.landing).toEqual({ x: 6, y: 0 });
    const [template] = scene.templates;
    expect(template?.updates).toEqual([{ x: 650, y: 50 }]);
    expect(posted?.attacks[0]?.targets.map((t) => [t.name, t.burst?.outcome])).toEqual([["Aimed", "full"]]);
  });
});

describe("cover from the walls", () => {
  it("a wall between the landing square and a trooper gives total cover: nothing reaches it, and it rolls no save", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    await trooper(scene, "Behind", { x: 4, y: 2 });
    // A wall along y = 1.5 squares from x = 3 to 6, blocking movement (CONST.WALL_MOVEMENT_TYPES.NORMAL).
    scene.walls = [{ c: [300, 150, 600, 150], move: 20, door: 0, ds: 0 }];
    targets.add({ document: aimed });
    forcedResults.push(10, 3, 3, 3, 3, 5, 19);
    await startAttack(actor, grenadeId, single);
    const behind = card()?.attacks[0]?.targets.find((t) => t.name === "Behind");
    expect(behind?.burst).toMatchObject({ cover: "total", outcome: "none", amount: 0 });
    expect(behind?.lands).toBe(false);
  });
  it("an open door does not stand between", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    await trooper(scene, "Behind", { x: 4, y: 2 });
    scene.walls = [{ c: [300, 150, 600, 150], move: 20, door: 1, ds: 1 }];
    targets.add({ document: aimed });
    forcedResults.push(10, 3, 3, 3, 3, 5, 5);
    await startAttack(actor, grenadeId, single);
    const behind = card()?.attacks[0]?.targets.find((t) => t.name === "Behind");
    expect(behind?.burst).toMatchObject({ cover: "none", outcome: "full" });
  });
});

describe("refusals", () => {
  it("beyond five range increments (20 m) the throw is refused and the template removed", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    targets.add({ document: await trooper(scene, "Distant", { x: 11, y: 0 }) });
    forcedResults.push(10);
    await startAttack(actor, grenadeId, single);
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(scene.templates).toHaveLength(0);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe(
      "SWRPG.Grenade.Refused.beyondMaxRange",
    );
  });
  it("exactly 20 m (ten squares, five increments) is still in range: a natural 20 hits through -10", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    targets.add({ document: await trooper(scene, "Distant", { x: 10, y: 0 }) });
    forcedResults.push(20, 3, 3, 3, 3, 10);
    await startAttack(actor, grenadeId, single);
    expect(card()?.grenade).toMatchObject({ distance: 20, rangePenalty: -10, hit: true });
  });
  it("a thrower without a token on a square grid is told so", async () => {
    const scene = new FakeScene("gridless", { type: 0, size: 100, distance: 2, diagonals: 0 });
    const { actor, grenadeId } = await thrower(scene);
    await startAttack(actor, grenadeId, single);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe("SWRPG.Grenade.Refused.noScene");
  });
  it("without the permission to create templates the throw still goes on, with no template", async () => {
    const scene = new FakeScene();
    scene.refuseTemplates = true;
    const { actor, grenadeId } = await thrower(scene);
    targets.add({ document: await trooper(scene, "Aimed", { x: 2, y: 0 }) });
    forcedResults.push(10, 3, 3, 3, 3, 10);
    await startAttack(actor, grenadeId, single);
    expect(card()?.grenade?.templateUuid).toBeNull();
  });
});
