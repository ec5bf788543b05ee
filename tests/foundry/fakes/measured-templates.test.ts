// Pins the scene and measured-template stand-ins to the v13 declarations they copy
// (client/documents/measured-template.d.mts, client/documents/scene.d.mts).
import { describe, expect, it } from "vitest";
import { FakeScene, GRID_TYPES } from "./measured-templates.ts";

describe("MeasuredTemplateDocument stand-in", () => {
  it("x and y are integer fields: cleaning rounds them", async () => {
    const scene = new FakeScene();
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "circle", x: 10.6, y: 20.2 },
    ]);
    expect([template?.x, template?.y]).toEqual([11, 20]);
  });
  it("direction is an AngleField: normalized into 0 ≤ d < 360", async () => {
    const scene = new FakeScene();
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "rect", direction: -45 },
    ]);
    expect(template?.direction).toBe(315);
    await template?.update({ direction: 405 });
    expect(template?.direction).toBe(45);
  });
  it("an unknown shape or a negative distance is refused", async () => {
    const scene = new FakeScene();
    await expect(scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "square" }])).rejects.toThrow();
    await expect(
      scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", distance: -1 }]),
    ).rejects.toThrow();
  });
  it("lives in the scene's templates under a scene-embedded uuid until deleted", async () => {
    const scene = new FakeScene("s1");
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "circle", author: "ana" },
    ]);
    expect(template?.uuid).toBe(`Scene.s1.MeasuredTemplate.${template?.id}`);
    expect(template?.author).toBe("ana");
    expect(scene.templates.get(template?.id ?? "")).toBe(template);
    await scene.deleteEmbeddedDocuments("MeasuredTemplate", [template?.id ?? ""]);
    expect(scene.templates.size).toBe(0);
  });
});

describe("Scene stand-in", () => {
  it("has a square grid of 100 px squares measuring 1.5 units by default", () => {
    expect(new FakeScene().grid).toEqual({ type: GRID_TYPES.SQUARE, size: 100, distance: 1.5 });
  });
});

describe("scene TokenDocument stand-in", () => {
  const actor = {
    name: "Rebel",
    isOwner: true,
    testUserPermission: () => true,
  } as unknown as Actor.Implementation;
  it("starts hostile (Schema.disposition's initial, CONST.TOKEN_DISPOSITIONS.HOSTILE = -1) and names its scene as parent", () => {
    const scene = new FakeScene("s1");
    const token = scene.addToken("t1", actor, 2, 3);
    expect(token.disposition).toBe(-1);
    expect(token.parent).toBe(scene);
  });
  it("a move stores whole pixels: x and y are integer fields", () => {
    const token = new FakeScene().addToken("t1", actor, 0, 0);
    token.moveTo(150.6, 249.4);
    expect([token.x, token.y]).toEqual([151, 249]);
  });
});
