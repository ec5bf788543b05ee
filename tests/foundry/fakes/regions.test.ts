// Pins the v14 Scene Region stand-in (regions.ts) to what it copies: REGION_CREATE as v14's
// CONST.USER_PERMISSIONS gives it (players by default), behaviors for GMs only, and v14's ownership field
// deciding who may update or delete (BaseRegion › ownership, getUserLevel): no author, no implicit creator.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerSystem } from "../data/fixtures.ts";
import { FakeScene } from "./scene.ts";
import { installTokens } from "./tokens-and-ownership.ts";
import { asClient, FakeUser, installUsers, worldPermissions } from "./users-and-queries.ts";

const gm = new FakeUser("gm", "GM", true);
const ana = new FakeUser("ana", "Ana");
const bo = new FakeUser("bo", "Bo");

beforeAll(() => registerSystem());
beforeEach(() => {
  installUsers([gm, ana, bo], ana);
  installTokens();
  delete worldPermissions.REGION_CREATE;
});

const circle = (more: Record<string, unknown> = {}) => ({
  name: "Area",
  shapes: [{ type: "circle", x: 100, y: 100, radius: 150 }],
  ...more,
});

describe("who may create a Region (v14 CONST.USER_PERMISSIONS › REGION_CREATE, BaseRegion #canCreate)", () => {
  it("a player may by default (defaultRole PLAYER)", async () => {
    const scene = new FakeScene();
    await expect(scene.createEmbeddedDocuments("Region", [circle()])).resolves.toHaveLength(1);
    expect(scene.regions.size).toBe(1);
  });
  it("withdrawn from players, a player is refused and nothing is created; the GM still may", async () => {
    const scene = new FakeScene();
    worldPermissions.REGION_CREATE = [3, 4];
    await expect(scene.createEmbeddedDocuments("Region", [circle()])).rejects.toThrow(/permission/);
    expect(scene.regions.size).toBe(0);
    await asClient(gm, () => scene.createEmbeddedDocuments("Region", [circle()]));
    expect(scene.regions.size).toBe(1);
  });
  it("a Region with behaviors is the GM's to create", async () => {
    const scene = new FakeScene();
    const withBehavior = circle({ behaviors: [{ type: "pauseGame" }] });
    await expect(scene.createEmbeddedDocuments("Region", [withBehavior])).rejects.toThrow(/behaviors/);
    await asClient(gm, () => scene.createEmbeddedDocuments("Region", [withBehavior]));
    expect(scene.regions.size).toBe(1);
  });
  it("a player may name only himself an owner", async () => {
    const scene = new FakeScene();
    await expect(scene.createEmbeddedDocuments("Region", [circle({ ownership: { bo: 3 } })])).rejects.toThrow(
      /ownership/,
    );
    await expect(
      scene.createEmbeddedDocuments("Region", [circle({ ownership: { default: 3 } })]),
    ).rejects.toThrow(/ownership/);
    await scene.createEmbeddedDocuments("Region", [circle({ ownership: { ana: 3 } })]);
    expect(scene.regions.contents.map((region) => region.owners)).toEqual([["ana"]]);
  });
  it("shapes and ownership are validated: an unknown shape or level is refused", async () => {
    const scene = new FakeScene();
    await expect(
      scene.createEmbeddedDocuments("Region", [circle({ shapes: [{ type: "cone", x: 0, y: 0 }] })]),
    ).rejects.toThrow(/not a shape type/);
    await expect(
      scene.createEmbeddedDocuments("Region", [circle({ ownership: { ana: 7 } })]),
    ).rejects.toThrow(/ownership level/);
    expect(scene.regions.size).toBe(0);
  });
});

describe("who may update or delete it (v14 BaseRegion › ownership, getUserLevel)", () => {
  it("its creator may not without an ownership entry: a Region has no author", async () => {
    const scene = new FakeScene();
    const [region] = await scene.createEmbeddedDocuments("Region", [circle()]);
    const id = region?.id ?? "";
    await expect(region?.update({ name: "Moved" })).rejects.toThrow(/may not update/);
    await expect(scene.deleteEmbeddedDocuments("Region", [id])).rejects.toThrow(/may not delete/);
    await asClient(gm, () => scene.deleteEmbeddedDocuments("Region", [id]));
    expect(scene.regions.size).toBe(0);
  });
  it("an OWNER entry lets its user move and delete it; another player may not", async () => {
    const scene = new FakeScene();
    const [region] = await scene.createEmbeddedDocuments("Region", [circle({ ownership: { ana: 3 } })]);
    const id = region?.id ?? "";
    const moved = [{ type: "circle", x: 300, y: 100, radius: 150 }];
    await asClient(bo, async () => {
      await expect(region?.update({ shapes: moved })).rejects.toThrow(/may not update/);
      await expect(scene.deleteEmbeddedDocuments("Region", [id])).rejects.toThrow(/may not delete/);
    });
    await region?.update({ shapes: moved });
    expect(region?.shapes[0]).toMatchObject({ x: 300 });
    await scene.deleteEmbeddedDocuments("Region", [id]);
    expect(scene.regions.size).toBe(0);
  });
});
