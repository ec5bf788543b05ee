// Pins the scene, template and canvas stand-ins to the Foundry behaviours they copy (named in scene.ts,
// canvas.ts and dom.ts): the documents' fields and cleaning, BaseMeasuredTemplate's create, update and
// delete permissions, the layers' activation, the placeables' control and drag rules, the stage's events.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createActor, registerSystem, soldier } from "../data/fixtures.ts";
import { FakePointerEvent, FakeTokenObject, installScene } from "./canvas.ts";
import { installDocument } from "./dom.ts";
import { FakeMeasuredTemplate, FakeScene, GRID_TYPES } from "./scene.ts";
import { installTokens, ownedBy } from "./tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, worldPermissions } from "./users-and-queries.ts";

const gm = new FakeUser("gm", "GM", true);
const ana = new FakeUser("ana", "Ana");
const bo = new FakeUser("bo", "Bo");

beforeAll(() => registerSystem());
beforeEach(() => {
  installUsers([gm, ana, bo], ana);
  installTokens();
});

const circle = (more: Record<string, unknown> = {}) => ({ t: "circle", x: 50, y: 50, distance: 5, ...more });

describe("the scene stand-in (client/documents/scene.d.mts)", () => {
  it("a new scene's grid is square, 100 px, and measures in the system's units (system.json › grid: 2 m)", () => {
    expect(new FakeScene().grid).toMatchObject({
      type: GRID_TYPES.SQUARE,
      size: 100,
      distance: 2,
      units: "m",
    });
  });
  it("CONST.GRID_TYPES has gridless 0, square 1 and four hex types", () => {
    expect(Object.values(GRID_TYPES)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it("a token's x and y are the pixels of its top-left corner, its width and height grid spaces", async () => {
    const scene = new FakeScene("s1");
    const token = scene.addToken("t1", await createActor(soldier()), 3, 2, { width: 2 });
    expect([token.x, token.y, token.width, token.height]).toEqual([300, 200, 2, 1]);
    expect(token.parent).toBe(scene);
    expect(token.uuid).toBe("Scene.s1.Token.t1");
    expect([...scene.tokens]).toEqual([token]);
  });
  it("a token starts hostile (Schema.disposition initial -1) and not hidden (Schema.hidden initial false)", async () => {
    const token = new FakeScene().addToken("t1", await createActor(soldier()), 0, 0);
    expect(token.disposition).toBe(-1);
    expect(token.hidden).toBe(false);
  });
  it("a move stores whole pixels: x and y are integer fields", async () => {
    const token = new FakeScene().addToken("t1", await createActor(soldier()), 0, 0);
    token.moveTo(150.6, 249.4);
    expect([token.x, token.y]).toEqual([151, 249]);
  });
  it("TokenDocument#update: its owner or a GM moves it (whole pixels); anyone else is refused and nothing moves", async () => {
    const token = new FakeScene().addToken("t1", ownedBy(await createActor(soldier()), ana), 0, 0);
    await token.update({ x: 200.4, y: 99.6 });
    expect([token.x, token.y]).toEqual([200, 100]);
    await asClient(bo, async () => {
      await expect(token.update({ x: 0 })).rejects.toThrow("may not update token t1");
    });
    expect([token.x, token.y]).toEqual([200, 100]);
    await asClient(gm, () => token.update({ y: 0 }));
    expect(token.updates).toEqual([{ x: 200.4, y: 99.6 }, { y: 0 }]);
  });
  it("Item#delete: its owner removes it from the actor; anyone else is refused and it stays", async () => {
    const actor = ownedBy(await createActor(soldier()), ana);
    const [first, second] = actor.items.contents;
    await asClient(bo, async () => {
      await expect(first?.delete()).rejects.toThrow("lacks permission to delete Item");
    });
    await first?.delete();
    expect(actor.items.contents).toEqual([second, ...actor.items.contents.slice(1)]);
    expect(actor.items.get(first?.id ?? "")).toBeUndefined();
  });
  it("Actor#getActiveTokens gives the actor's tokens on the viewed scene only", async () => {
    const actor = await createActor(soldier());
    const viewed = new FakeScene("viewed");
    const other = new FakeScene("other");
    const here = viewed.addToken("here", actor, 0, 0);
    other.addToken("there", actor, 0, 0);
    installScene(viewed);
    expect(actor.getActiveTokens(true, true)).toEqual([here]);
  });
});

describe("the MeasuredTemplate stand-in (common/documents/measured-template.d.mts)", () => {
  it("x and y are integer fields; direction an AngleField normalized into 0 ≤ d < 360", async () => {
    const scene = new FakeScene();
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "rect", x: 10.6, y: 20.2, direction: -45 },
    ]);
    expect([template?.x, template?.y, template?.direction]).toEqual([11, 20, 315]);
    await template?.update({ direction: 405 });
    expect(template?.direction).toBe(45);
  });
  it("an unknown shape or a negative distance is refused", async () => {
    const scene = new FakeScene();
    await expect(scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "square" }])).rejects.toThrow();
    await expect(
      scene.createEmbeddedDocuments("MeasuredTemplate", [circle({ distance: -1 })]),
    ).rejects.toThrow();
    expect(scene.templates.size).toBe(0);
  });
  it("the author is the creating user unless given; it lives under a scene-embedded uuid until deleted", async () => {
    const scene = new FakeScene("s1");
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [circle()]);
    expect(template?.author).toBe("ana");
    expect(template?.uuid).toBe(`Scene.s1.MeasuredTemplate.${template?.id}`);
    expect(scene.templates.get(template?.id ?? "")).toBe(template);
    await scene.deleteEmbeddedDocuments("MeasuredTemplate", [template?.id ?? ""]);
    expect(scene.templates.size).toBe(0);
  });
  it("an unsaved template (new documentClass(data, {parent})) has no id and is not on the scene", () => {
    const scene = new FakeScene();
    const preview = new FakeMeasuredTemplate(circle(), { parent: scene });
    expect(preview.id).toBeNull();
    expect(scene.templates.size).toBe(0);
  });
});

describe("who may create, update and delete a template (BaseMeasuredTemplate #canCreate, #canUpdate)", () => {
  it("a player without TEMPLATE_CREATE is refused; nothing is created", async () => {
    const scene = new FakeScene();
    worldPermissions.TEMPLATE_CREATE = [3, 4];
    await expect(scene.createEmbeddedDocuments("MeasuredTemplate", [circle()])).rejects.toThrow(/permission/);
    expect(scene.templates.size).toBe(0);
  });
  it("a player's own grant wins over the world's table (BaseUser#hasPermission)", async () => {
    const scene = new FakeScene();
    worldPermissions.TEMPLATE_CREATE = [3, 4];
    ana.permissions.TEMPLATE_CREATE = true;
    try {
      await expect(scene.createEmbeddedDocuments("MeasuredTemplate", [circle()])).resolves.toHaveLength(1);
    } finally {
      ana.permissions = {};
    }
  });
  it("a player may not create a template authored by another user; the GM may", async () => {
    const scene = new FakeScene();
    await expect(
      scene.createEmbeddedDocuments("MeasuredTemplate", [circle({ author: "bo" })]),
    ).rejects.toThrow(/another user/);
    await asClient(gm, () => scene.createEmbeddedDocuments("MeasuredTemplate", [circle({ author: "bo" })]));
    expect(scene.templates.contents.map((template) => template.author)).toEqual(["bo"]);
  });
  it("only its author (its OWNER) or a GM updates or deletes it", async () => {
    const scene = new FakeScene();
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [circle()]);
    const id = template?.id ?? "";
    await asClient(bo, async () => {
      await expect(template?.update({ x: 500 })).rejects.toThrow(/may not update/);
      await expect(scene.deleteEmbeddedDocuments("MeasuredTemplate", [id])).rejects.toThrow(/may not delete/);
    });
    await expect(template?.update({ author: "bo" })).rejects.toThrow(/another author/);
    await template?.update({ x: 500 });
    expect(template?.updates).toEqual([{ x: 500 }]);
    await asClient(gm, () => scene.deleteEmbeddedDocuments("MeasuredTemplate", [id]));
    expect(scene.templates.size).toBe(0);
  });
});

describe("the canvas: layers, placeables, stage", () => {
  it("a new canvas has the Tokens layer active; activating the Templates layer deactivates it", () => {
    const board = installScene(new FakeScene());
    expect(board.activeLayer).toBe(board.tokens);
    board.templates.activate();
    expect([board.tokens.active, board.templates.active]).toEqual([false, true]);
    expect(board.activeLayer).toBe(board.templates);
  });
  it("a template is dragged only while the Templates layer is active, and only by its author or a GM", async () => {
    const scene = new FakeScene();
    const board = installScene(scene);
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [circle()]);
    if (!template) throw new Error("no template");
    const object = board.templateObject(template);
    // MeasuredTemplate#_canControl: refused on an inactive layer (the player is on the Tokens layer).
    expect(await object.dragTo(300, 300)).toBe(false);
    expect(template.x).toBe(50);
    board.templates.activate();
    expect(await asClient(bo, () => object.dragTo(300, 300))).toBe(false);
    expect(object._canDrag(gm)).toBe(true);
    expect(await object.dragTo(300, 300)).toBe(true);
    expect([template.x, template.y]).toEqual([300, 300]);
  });
  it("a preview (an unsaved document's object) is never controlled, even on the active layer", () => {
    const scene = new FakeScene();
    const board = installScene(scene);
    board.templates.activate();
    const preview = board.templateObject(new FakeMeasuredTemplate(circle(), { parent: scene }));
    expect(preview.isPreview).toBe(true);
    expect(preview._canControl(gm)).toBe(false);
  });
  it("a token is controlled only on the active Tokens layer, by whoever may update it", () => {
    const board = installScene(new FakeScene());
    const owned = new FakeTokenObject({ id: "t", isOwner: true });
    const foreign = new FakeTokenObject({ id: "u", isOwner: false });
    expect([owned._canControl(ana), foreign._canControl(ana)]).toEqual([true, false]);
    board.templates.activate();
    expect(owned._canControl(ana)).toBe(false);
  });
  it("the stage hands pointer events to its listeners until they are taken off", () => {
    const board = installScene(new FakeScene());
    const seen: number[] = [];
    const listener = (event: FakePointerEvent) => seen.push(event.button);
    board.stage.on("pointerdown", listener);
    board.click(10, 10, 2);
    board.stage.off("pointerdown", listener);
    board.click(10, 10, 0);
    expect(seen).toEqual([2]);
    expect(new FakePointerEvent(12, 34).getLocalPosition(board.stage)).toEqual({ x: 12, y: 34 });
  });
  it("the preview container holds what is added until it is destroyed", () => {
    const scene = new FakeScene();
    const board = installScene(scene);
    const preview = board.templateObject(new FakeMeasuredTemplate(circle(), { parent: scene }));
    board.templates.preview.addChild(preview);
    expect(board.templates.preview.children).toEqual([preview]);
    preview.destroy();
    expect(board.templates.preview.children).toEqual([]);
  });
});

describe("the DOM stand-in (EventTarget)", () => {
  it("a listener added for the capture phase is removed only with capture again", () => {
    const page = installDocument();
    const keys: string[] = [];
    const listener = (event: { key: string }) => keys.push(event.key);
    page.addEventListener("keydown", listener, { capture: true });
    page.removeEventListener("keydown", listener);
    page.press("Escape");
    page.removeEventListener("keydown", listener, { capture: true });
    page.press("Enter");
    expect(keys).toEqual(["Escape"]);
  });
});
