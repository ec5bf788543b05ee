// The shared area placement (src/canvas/place-area.ts, area-preview.ts) over the scene and canvas stand-ins:
// the preview on the Templates layer, what a click, a right click and Escape do, the layer restored, the
// drawing and its permission (BaseMeasuredTemplate #canCreate), and keepAreaIf.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { areaBacking } from "../../../src/canvas/area-backing.ts";
import { sceneGrid } from "../../../src/canvas/grid.ts";
import { drawArea, keepAreaIf, mayDrawAreas, placeArea } from "../../../src/canvas/place-area.ts";
import { regionBacking } from "../../../src/canvas/region-backing.ts";
import { templateBacking } from "../../../src/canvas/template-backing.ts";
import { type FakeCanvas, installScene, removeCanvas } from "../fakes/canvas.ts";
import { type FakeDocument, installDocument } from "../fakes/dom.ts";
import { AREA_PERMISSION, areaViewOf, drawnAreas, NOT_DRAWN_KEY } from "../fakes/drawn-areas.ts";
import { FakeScene } from "../fakes/scene.ts";
import { installTokens } from "../fakes/tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, worldPermissions } from "../fakes/users-and-queries.ts";

const gm = new FakeUser("gm", "GM", true);
const ana = new FakeUser("ana", "Ana");
let scene: FakeScene;
let board: FakeCanvas;
let page: FakeDocument;

beforeEach(() => {
  installUsers([gm, ana], ana);
  installTokens();
  scene = new FakeScene("s", { distance: 1.5 });
  board = installScene(scene);
  page = installDocument();
  vi.mocked(ui.notifications!.warn).mockClear();
});

const grid = () => {
  const measured = sceneGrid(scene.asDocument);
  if (!measured) throw new Error("no grid");
  return measured;
};
const burst = { kind: "circle", radius: 2 } as const;
const request = (snap: "center" | "vertex" | "free" = "vertex") => ({
  scene: scene.asDocument,
  grid: grid(),
  shape: burst,
  snap,
  start: { x: 250, y: 250 },
  hint: { key: "SWRPG.Saga.Area.Title", data: { weapon: "Frag" } },
});

/** Starts the placement and waits until its preview is on the canvas (the placement, in a box: awaiting it ends it). */
async function previewing(snap?: "center" | "vertex" | "free") {
  const placing = placeArea(request(snap));
  await vi.waitFor(() => expect(board.areaLayer.preview.children).toHaveLength(1));
  return { placing };
}

describe("the preview", () => {
  it("starts snapped at `start`, shows the hint, activates the Templates layer, and is an unsaved template", async () => {
    const { placing } = await previewing();
    const [preview] = board.areaLayer.preview.children;
    expect(preview?.isPreview).toBe(true);
    expect(areaViewOf(preview?.document, scene)).toMatchObject({
      t: "circle",
      x: 300,
      y: 300,
      distance: 3,
      author: "ana",
    });
    expect(board.activeLayer).toBe(board.areaLayer);
    expect(page.byClass("swrpg-area-hint")[0]?.text).toBe(
      "Place the area: Frag It follows the pointer. Left click places it; right click or Escape cancels.",
    );
    expect(drawnAreas(scene).length).toBe(0);
    board.click(0, 0, 2);
    await placing;
  });
  it("follows the pointer, snapped as asked: square centers", async () => {
    const { placing } = await previewing("center");
    board.pointAt(420, 130);
    expect(areaViewOf(board.areaLayer.preview.children[0]?.document, scene)).toMatchObject({
      x: 450,
      y: 150,
    });
    expect(board.areaLayer.preview.children[0]?.refreshed).toBeGreaterThan(0);
    board.click(0, 0, 2);
    await placing;
  });
  it("a middle click does nothing; a left click places it where it was clicked", async () => {
    const { placing } = await previewing();
    board.click(500, 500, 1);
    expect(board.areaLayer.preview.children).toHaveLength(1);
    board.click(640, 360);
    const area = await placing;
    expect(area?.origin).toEqual({ x: 600, y: 400 });
    expect(drawnAreas(scene).map(({ x, y, distance }) => ({ x, y, distance }))).toEqual([
      { x: 600, y: 400, distance: 3 },
    ]);
    expect(area?.uuid).toBe(drawnAreas(scene)[0]?.uuid);
  });
  it("Escape cancels before core sees the key; nothing is drawn, everything it added is gone", async () => {
    const { placing } = await previewing();
    const key = page.press("Escape");
    expect(await placing).toBeNull();
    expect([key.defaultPrevented, key.propagationStopped]).toEqual([true, true]);
    expect(drawnAreas(scene).length).toBe(0);
    expect(board.areaLayer.preview.children).toEqual([]);
    expect(page.byClass("swrpg-area-hint")).toEqual([]);
    expect(page.listeners).toEqual([]);
    expect(board.stage.listenerCount("pointermove") + board.stage.listenerCount("pointerdown")).toBe(0);
    expect(board.activeLayer).toBe(board.tokens);
  });
  it("other keys pass through to core", async () => {
    const { placing } = await previewing();
    expect(page.press("Enter").propagationStopped).toBe(false);
    expect(board.areaLayer.preview.children).toHaveLength(1);
    board.click(0, 0, 2);
    await placing;
  });
  it("the layer active before comes back, whichever it was", async () => {
    board.areaLayer.activate();
    const { placing } = await previewing();
    board.click(0, 0, 2);
    await placing;
    expect(board.activeLayer).toBe(board.areaLayer);
  });
  it("without a canvas, or with another scene viewed, nothing is placed", async () => {
    const other = new FakeScene("other");
    expect(await placeArea({ ...request(), scene: other.asDocument })).toBeNull();
    removeCanvas();
    expect(await placeArea(request())).toBeNull();
  });
});

describe("drawing the area", () => {
  const at = { shape: burst, origin: { x: 300, y: 300 } };
  it("moves and is removed once; removing twice is harmless", async () => {
    const area = await drawArea(scene.asDocument, grid(), at);
    await area.moveTo({ x: 500.4, y: 100 });
    expect(drawnAreas(scene)[0]).toMatchObject({ x: 500, y: 100 });
    expect(area.origin).toEqual({ x: 500.4, y: 100 });
    await area.remove();
    await area.remove();
    expect(drawnAreas(scene).length).toBe(0);
  });
  it("the area permission (v13 TEMPLATE_CREATE, v14 REGION_CREATE) withdrawn: checked before trying, told in words, the area without a drawing", async () => {
    worldPermissions[AREA_PERMISSION] = [3, 4];
    expect(mayDrawAreas()).toBe(false);
    const area = await drawArea(scene.asDocument, grid(), at);
    expect(area.uuid).toBeNull();
    expect(vi.mocked(ui.notifications!.warn).mock.calls).toEqual([[NOT_DRAWN_KEY, { localize: true }]]);
    await area.moveTo({ x: 0, y: 0 });
    await area.remove();
    expect(drawnAreas(scene).length).toBe(0);
  });
  it("the GM may draw with the permission withdrawn from players", async () => {
    worldPermissions[AREA_PERMISSION] = [3, 4];
    const area = await asClient(gm, () => drawArea(scene.asDocument, grid(), at));
    expect(area.uuid).not.toBeNull();
  });
  it("a refusal by the server is caught and told the same way", async () => {
    vi.spyOn(scene, "createEmbeddedDocuments").mockRejectedValueOnce(new Error("refused"));
    const area = await drawArea(scene.asDocument, grid(), at);
    expect(area.uuid).toBeNull();
    expect(vi.mocked(ui.notifications!.warn).mock.lastCall?.[0]).toBe(NOT_DRAWN_KEY);
  });
});

describe("keepAreaIf: an area stays only with a finished attack", () => {
  const at = { shape: burst, origin: { x: 300, y: 300 } };
  it("kept when the rest resolves true, removed when false", async () => {
    const kept = await drawArea(scene.asDocument, grid(), at);
    expect(await keepAreaIf(kept, async () => true)).toBe(true);
    const dropped = await drawArea(scene.asDocument, grid(), at);
    expect(await keepAreaIf(dropped, async () => false)).toBe(false);
    expect(drawnAreas(scene).map((template) => template.uuid)).toEqual([kept.uuid]);
  });
  it("removed when the rest throws, and the error goes on", async () => {
    const area = await drawArea(scene.asDocument, grid(), at);
    await expect(keepAreaIf(area, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(drawnAreas(scene).length).toBe(0);
  });
});

describe("the backing", () => {
  it("v13 draws a MeasuredTemplate, v14 a Scene Region (templates are folded into regions there)", () => {
    expect(areaBacking(13)).toBe(templateBacking);
    expect(areaBacking(14)).toBe(regionBacking);
  });
});
