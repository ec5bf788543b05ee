// Pins the scene stand-in to the v13 declarations it mirrors (client/documents/scene.d.mts, foundry.grid.SquareGrid,
// common/documents/token.d.mts, common/documents/measured-template.d.mts).
import { beforeAll, describe, expect, it } from "vitest";
import { createActor, registerSystem, soldier } from "../data/fixtures.ts";
import { FakeScene, GRID_TYPES } from "./scene.ts";

beforeAll(() => registerSystem());

describe("the scene stand-in", () => {
  it("a token's x and y are the pixels of its top-left corner, its width and height grid spaces", async () => {
    const scene = new FakeScene();
    const token = scene.place(await createActor(soldier()), { x: 3, y: 2 }, { width: 2 });
    expect([token.x, token.y, token.width, token.height]).toEqual([300, 200, 2, 1]);
    expect(token.parent).toBe(scene);
    expect(token.uuid).toMatch(/^Scene\.scene1\.Token\./);
  });
  it("the default grid is square, 100 pixels and 2 m a square", () => {
    expect(new FakeScene().grid).toMatchObject({ type: GRID_TYPES.SQUARE, size: 100, distance: 2 });
  });
  it("createEmbeddedDocuments returns the created templates, which update and delete themselves", async () => {
    const scene = new FakeScene();
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "circle", x: 50, y: 50, distance: 5 },
    ]);
    expect(template?.uuid).toMatch(/^Scene\.scene1\.MeasuredTemplate\./);
    await template?.update({ x: 250 });
    expect([template?.x, template?.y]).toEqual([250, 50]);
    await template?.delete();
    expect(scene.templates).toHaveLength(0);
  });
  it("a user without the permission to create templates gets an error", async () => {
    const scene = new FakeScene();
    scene.refuseTemplates = true;
    await expect(scene.createEmbeddedDocuments("MeasuredTemplate", [{}])).rejects.toThrow(/permission/);
  });
});
