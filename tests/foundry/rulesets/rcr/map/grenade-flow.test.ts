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
import { type FakeCanvas, installScene } from "../../../fakes/canvas.ts";
import { type FakeDocument, installDocument } from "../../../fakes/dom.ts";
import { AREA_PERMISSION, areaViewOf, drawnAreas, NOT_DRAWN_KEY } from "../../../fakes/drawn-areas.ts";
import { FakeScene } from "../../../fakes/scene.ts";
import { installTokens } from "../../../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, worldPermissions } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { FakeChatMessage } from "../../../rolls/fake-chat.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const world = globalThis as unknown as Record<string, unknown> & { game: Record<string, unknown> };
const targets = new Set<{ document: unknown }>();
const gm = Object.assign(new FakeUser("gm", "GM", true), { targets });
const ana = Object.assign(new FakeUser("ana", "Ana"), { targets });
let board: FakeCanvas;
let page: FakeDocument;

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
});

beforeEach(() => {
  installUsers([gm, ana], gm);
  installTokens();
  page = installDocument();
  FakeChatMessage.created.length = 0;
  targets.clear();
  forcedResults.length = 0;
  vi.mocked(ui.notifications!.warn).mockClear();
});

/** The soldier on square (0, 0) of `scene`, which the canvas shows (the Tokens layer active). */
async function thrower(scene: FakeScene): Promise<{ actor: SwrpgActor; grenadeId: string }> {
  board = installScene(scene);
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
    expect(drawnAreas(scene).map(({ x, y, distance, t }) => ({ x, y, distance, t }))).toEqual([
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
    const [template] = drawnAreas(scene);
    expect(template?.moves).toEqual([{ x: 650, y: 50 }]);
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
    expect(drawnAreas(scene).length).toBe(0);
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
    const scene = new FakeScene("gridless", { type: 0 });
    const { actor, grenadeId } = await thrower(scene);
    await startAttack(actor, grenadeId, single);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe("SWRPG.Grenade.Refused.noScene");
  });
  it("the area permission (v13 TEMPLATE_CREATE, v14 REGION_CREATE) withdrawn from players: the player is told in words, the throw goes on with no template", async () => {
    const scene = new FakeScene();
    worldPermissions[AREA_PERMISSION] = [3, 4];
    const { actor, grenadeId } = await thrower(scene);
    targets.add({ document: await trooper(scene, "Aimed", { x: 2, y: 0 }) });
    forcedResults.push(10, 3, 3, 3, 3, 10);
    await asClient(ana, () => startAttack(actor, grenadeId, single));
    expect(vi.mocked(ui.notifications!.warn).mock.calls.map((call) => call[0])).toContain(NOT_DRAWN_KEY);
    expect(card()?.grenade?.templateUuid).toBeNull();
    expect(drawnAreas(scene).length).toBe(0);
  });
  it("a hex scene is refused before anything is drawn", async () => {
    const scene = new FakeScene("hex", { type: 2 });
    const { actor, grenadeId } = await thrower(scene);
    await startAttack(actor, grenadeId, single);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe("SWRPG.Grenade.Refused.noScene");
    expect(drawnAreas(scene).length).toBe(0);
  });
});

describe("the burst on the scene", () => {
  it("is drawn in the scene's own units: on 1.5 m squares the 4 m burst (2 rule squares, and half a square to their far edge) is 3.75", async () => {
    const scene = new FakeScene("metric", { distance: 1.5 });
    const { actor, grenadeId } = await thrower(scene);
    targets.add({ document: await trooper(scene, "Aimed", { x: 4, y: 0 }) });
    forcedResults.push(10, 3, 3, 3, 3, 14);
    await startAttack(actor, grenadeId, single);
    expect(drawnAreas(scene).map(({ x, y, distance }) => ({ x, y, distance }))).toEqual([
      { x: 450, y: 50, distance: 3.75 },
    ]);
  });

  it("with no one targeted, the burst follows the pointer over square centers on the Templates layer; a click throws at that square", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    await trooper(scene, "Aimed", { x: 3, y: 1 });
    forcedResults.push(10, 3, 3, 3, 3, 14);
    const throwing = startAttack(actor, grenadeId, single);
    await vi.waitFor(() => expect(board.areaLayer.preview.children).toHaveLength(1));
    const [preview] = board.areaLayer.preview.children;
    // It starts on the thrower's square; the hint names the grenade.
    expect(areaViewOf(preview?.document, scene)).toMatchObject({ x: 50, y: 50, distance: 5 });
    expect(board.activeLayer).toBe(board.areaLayer);
    expect(page.byClass("swrpg-area-hint")[0]?.text).toContain("Fragmentation grenade");
    board.pointAt(320, 180);
    expect(areaViewOf(preview?.document, scene)).toMatchObject({ x: 350, y: 150 });
    board.click(330, 140);
    await throwing;
    expect(board.activeLayer).toBe(board.tokens);
    expect(page.byClass("swrpg-area-hint")).toEqual([]);
    expect(card()?.grenade).toMatchObject({ aim: { x: 3, y: 1 }, hit: true });
    expect(drawnAreas(scene).map(({ x, y }) => ({ x, y }))).toEqual([{ x: 350, y: 150 }]);
  });

  it.each([
    ["a right click", () => board.click(300, 100, 2)],
    ["Escape", () => void page.press("Escape")],
  ])("%s cancels: nothing thrown, nothing drawn, nothing rolled", async (_how, cancel) => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const throwing = startAttack(actor, grenadeId, single);
    await vi.waitFor(() => expect(board.areaLayer.preview.children).toHaveLength(1));
    cancel();
    await throwing;
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(drawnAreas(scene).length).toBe(0);
    expect(board.activeLayer).toBe(board.tokens);
  });
});

describe("tokens the GM has hidden", () => {
  it("a player's throw never lists a hidden token in the burst", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    const lurker = await trooper(scene, "Lurker", { x: 5, y: 0 });
    lurker.hidden = true;
    targets.add({ document: aimed });
    forcedResults.push(10, 3, 3, 3, 3, 14, 13);
    await asClient(ana, () => startAttack(actor, grenadeId, single));
    expect(card()?.attacks[0]?.targets.map((t) => t.name)).toEqual(["Aimed"]);
  });
  it("the GM's throw catches it, marked hidden; the card's stored players' view does not name it", async () => {
    const scene = new FakeScene();
    const { actor, grenadeId } = await thrower(scene);
    const aimed = await trooper(scene, "Aimed", { x: 4, y: 0 });
    const lurker = await trooper(scene, "Lurker", { x: 5, y: 0 });
    lurker.hidden = true;
    targets.add({ document: aimed });
    forcedResults.push(10, 3, 3, 3, 3, 14, 13);
    await startAttack(actor, grenadeId, single);
    expect(card()?.attacks[0]?.targets.map((t) => [t.name, t.hidden ?? false])).toEqual([
      ["Aimed", false],
      ["Lurker", true],
    ]);
    expect(FakeChatMessage.created[0]?.data.content).not.toContain("Lurker");
  });
});
