// The scene's grid as the area code reads it (v13 Scene#grid, a foundry.grid.BaseGrid: type, size, distance,
// units; CONST.GRID_TYPES), and who may see a token (TokenDocument#hidden hides it from players only).
import { describe, expect, it } from "vitest";
import { gridKindOf, sceneGrid, sceneUnitsToSpaces, spacesToSceneUnits } from "../../../src/canvas/grid.ts";
import { templateFields } from "../../../src/canvas/template-backing.ts";
import { canSee, seenTokens } from "../../../src/canvas/visibility.ts";

const scene = (grid: object) => ({ grid }) as unknown as Scene.Implementation;

describe("the grid kind", () => {
  it("GRIDLESS 0 is gridless, SQUARE 1 is square, the four hex types (2..5) are hex", () => {
    expect([0, 1, 2, 3, 4, 5].map(gridKindOf)).toEqual(["gridless", "square", "hex", "hex", "hex", "hex"]);
  });
  it("the scene's own distance and units per space, not the manifest's", () => {
    expect(sceneGrid(scene({ type: 1, size: 140, distance: 1.5, units: "m" }))).toEqual({
      kind: "square",
      size: 140,
      distance: 1.5,
      units: "m",
    });
  });
  it("no scene, or a grid of no size, is no grid", () => {
    expect(sceneGrid(null)).toBeNull();
    expect(sceneGrid(scene({ type: 1, size: 0, distance: 2, units: "m" }))).toBeNull();
  });
  it("5 ft spaces: 15 ft is 3 spaces and back", () => {
    const grid = { kind: "square", size: 100, distance: 5, units: "ft" } as const;
    expect(sceneUnitsToSpaces(15, grid)).toBe(3);
    expect(spacesToSceneUnits(3, grid)).toBe(15);
  });
});

describe("the template of an area, in the scene's units", () => {
  it("a circle of 2 spaces on 1.5 m spaces has a radius of 3 m", () => {
    expect(
      templateFields({ shape: { kind: "circle", radius: 2 }, origin: { x: 500, y: 500 } }, { distance: 1.5 }),
    ).toEqual({ t: "circle", x: 500, y: 500, distance: 3, direction: 0 });
  });
  it("a 2 × 2 rect is a diagonal of 2√2 spaces running down and right (45°)", () => {
    const fields = templateFields(
      { shape: { kind: "rect", width: 2, height: 2 }, origin: { x: 300, y: 200 } },
      {
        distance: 2,
      },
    );
    expect(fields).toMatchObject({ t: "rect", x: 300, y: 200 });
    expect(fields.distance).toBeCloseTo(4 * Math.SQRT2, 10);
    expect(fields.direction).toBeCloseTo(45, 10);
  });
});

describe("who may see a token", () => {
  const player = { isGM: false };
  const gm = { isGM: true };
  it("a hidden token is the GM's alone; a token not hidden everyone's", () => {
    expect(canSee({ hidden: true }, player)).toBe(false);
    expect(canSee({ hidden: true }, gm)).toBe(true);
    expect(canSee({ hidden: false }, player)).toBe(true);
  });
  it("a list keeps its order and drops only what the user may not see", () => {
    const tokens = [
      { id: "a", hidden: false },
      { id: "b", hidden: true },
      { id: "c", hidden: false },
    ];
    expect(seenTokens(tokens, player).map((token) => token.id)).toEqual(["a", "c"]);
    expect(seenTokens(tokens, gm).map((token) => token.id)).toEqual(["a", "b", "c"]);
  });
});
