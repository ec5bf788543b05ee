// saga-special-combat-rules.txt › Fighting Space, Reach, Diagonal Movement, Difficult Terrain, Encumberance
// and Speed, Moving Through Occupied Squares, Squeezing, Immobilized.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("fighting space", () => {
  it("Small and Medium 1 square, Large 2 × 2 (4), Huge 3 × 3 (9)", () => {
    expect(saga.fightingSpace("small")).toEqual({ side: 1, squares: 1 });
    expect(saga.fightingSpace("medium")).toEqual({ side: 1, squares: 1 });
    expect(saga.fightingSpace("large")).toEqual({ side: 2, squares: 4 });
    expect(saga.fightingSpace("huge")).toEqual({ side: 3, squares: 9 });
  });
  it("the text gives no number for the other sizes", () => {
    for (const size of ["fine", "diminutive", "tiny", "gargantuan", "colossal"] as const) {
      expect(saga.fightingSpace(size)).toBeNull();
    }
  });
});

describe("reach", () => {
  it("Small and Medium 1; Fine, Diminutive and Tiny 0; larger from their statistics", () => {
    expect(saga.reach("small")).toBe(1);
    expect(saga.reach("medium")).toBe(1);
    for (const size of ["fine", "diminutive", "tiny"] as const) expect(saga.reach(size)).toBe(0);
    for (const size of ["large", "huge", "gargantuan", "colossal"] as const)
      expect(saga.reach(size)).toBeNull();
  });
  it("canAttackSquare: melee reaches the own space and adjacent squares (reach 1 by default)", () => {
    expect(saga.canAttackSquare({ kind: "melee", distance: 0 })).toBe(true);
    expect(saga.canAttackSquare({ kind: "melee", distance: 1 })).toBe(true);
    expect(saga.canAttackSquare({ kind: "melee", distance: 2 })).toBe(false);
    expect(saga.canAttackSquare({ kind: "melee", distance: -1 })).toBe(false);
  });
  it("canAttackSquare: a reach of 3 reaches 3 squares, not 4", () => {
    expect(saga.canAttackSquare({ kind: "melee", distance: 3, reach: 3 })).toBe(true);
    expect(saga.canAttackSquare({ kind: "melee", distance: 4, reach: 3 })).toBe(false);
  });
  it("canAttackSquare: a ranged attack never into the attacker's own space", () => {
    expect(saga.canAttackSquare({ kind: "ranged", distance: 0 })).toBe(false);
    expect(saga.canAttackSquare({ kind: "ranged", distance: 1 })).toBe(true);
    expect(saga.canAttackSquare({ kind: "ranged", distance: 30, reach: 1 })).toBe(true);
  });
});

describe("movement cost", () => {
  it("a straight step costs 1, a diagonal 2", () => {
    expect(saga.movementCost([{}])).toBe(1);
    expect(saga.movementCost([{ diagonal: true }])).toBe(2);
    expect(saga.movementCost([])).toBe(0);
  });
  it("difficult terrain or a low object doubles; diagonally through either costs 4", () => {
    expect(saga.movementCost([{ difficult: true }])).toBe(2);
    expect(saga.movementCost([{ lowObject: true }])).toBe(2);
    expect(saga.movementCost([{ diagonal: true, difficult: true }])).toBe(4);
    expect(saga.movementCost([{ diagonal: true, lowObject: true }])).toBe(4);
  });
  it("a step that is both difficult and a low object is doubled once", () => {
    expect(saga.movementCost([{ difficult: true, lowObject: true }])).toBe(2);
    expect(saga.movementCost([{ diagonal: true, difficult: true, lowObject: true }])).toBe(4);
  });
  it("a path adds its steps", () => {
    expect(
      saga.movementCost([{}, { diagonal: true }, { difficult: true }, { diagonal: true, lowObject: true }]),
    ).toBe(9);
  });
  it("diagonally past a wall's corner is illegal; a straight step by it is not", () => {
    expect(saga.movementCost([{}, { diagonal: true, pastWallCorner: true }])).toBeNull();
    expect(saga.movementCost([{ pastWallCorner: true }])).toBe(1);
  });
});

describe("encumbrance and speed", () => {
  it("medium or heavy armor, or a heavy load: 6 squares become 4, 4 become 3", () => {
    expect(saga.encumberedSpeed({ speed: 6, armor: "medium" })).toEqual({
      speed: 4,
      runMultiplierCap: null,
      canFly: true,
    });
    expect(saga.encumberedSpeed({ speed: 4, armor: "heavy" })).toEqual({
      speed: 3,
      runMultiplierCap: 3,
      canFly: true,
    });
    expect(saga.encumberedSpeed({ speed: 6, load: "heavy" })).toEqual({
      speed: 4,
      runMultiplierCap: 3,
      canFly: false,
    });
  });
  it("no armor, light armor, a light or medium load change nothing", () => {
    expect(saga.encumberedSpeed({ speed: 6 })).toEqual({ speed: 6, runMultiplierCap: null, canFly: true });
    expect(saga.encumberedSpeed({ speed: 6, armor: "none", load: "light" })).toEqual({
      speed: 6,
      runMultiplierCap: null,
      canFly: true,
    });
    expect(saga.encumberedSpeed({ speed: 6, armor: "light", load: "medium" }).speed).toBe(6);
  });
  it("heavy armor and a heavy load together still cut once", () => {
    expect(saga.encumberedSpeed({ speed: 8, armor: "heavy", load: "heavy" })).toEqual({
      speed: 6,
      runMultiplierCap: 3,
      canFly: false,
    });
  });
});

describe("moving through occupied squares", () => {
  const enemy = { hostile: true, moverSize: "medium" as const, occupantSize: "medium" as const };
  it("an ally can be passed", () => {
    expect(saga.canMoveThrough({ ...enemy, hostile: false })).toBe("pass");
  });
  it("a dead, unconscious or disabled enemy can be passed; an active one blocks", () => {
    expect(saga.canMoveThrough({ ...enemy, occupantState: "dead" })).toBe("pass");
    expect(saga.canMoveThrough({ ...enemy, occupantState: "unconscious" })).toBe("pass");
    expect(saga.canMoveThrough({ ...enemy, occupantState: "disabled" })).toBe("pass");
    expect(saga.canMoveThrough({ ...enemy, occupantState: "active" })).toBe("blocked");
    expect(saga.canMoveThrough(enemy)).toBe("blocked");
  });
  it("three size categories apart either way: pass; two: not", () => {
    expect(saga.canMoveThrough({ ...enemy, occupantSize: "gargantuan" })).toBe("pass");
    expect(saga.canMoveThrough({ ...enemy, occupantSize: "diminutive" })).toBe("pass");
    expect(saga.canMoveThrough({ ...enemy, occupantSize: "huge" })).toBe("blocked");
    expect(saga.canMoveThrough({ ...enemy, moverSize: "tiny", occupantSize: "large" })).toBe("pass");
  });
  it("otherwise a character trained in Acrobatics may tumble", () => {
    expect(saga.canMoveThrough({ ...enemy, acrobaticsTrained: true })).toBe("tumble");
  });
});

describe("squeezing", () => {
  it("a Large creature fits through an opening 1 square wide (half its 2)", () => {
    expect(saga.canSqueeze({ size: "large", openingWidth: 1 })).toEqual({ ok: true });
  });
  it("a Huge creature (3 squares) needs 2 squares (half is 1.5): 1 is too narrow", () => {
    expect(saga.canSqueeze({ size: "huge", openingWidth: 2 })).toEqual({ ok: true });
    expect(saga.canSqueeze({ size: "huge", openingWidth: 1 })).toEqual({ ok: false, refused: "tooNarrow" });
  });
  it("Medium and smaller do not squeeze", () => {
    expect(saga.canSqueeze({ size: "medium", openingWidth: 1 })).toEqual({ ok: false, refused: "notLarge" });
  });
  it("a Gargantuan creature needs its space's side", () => {
    expect(saga.canSqueeze({ size: "gargantuan", openingWidth: 2 })).toEqual({
      ok: false,
      refused: "unknownSpace",
    });
    expect(saga.canSqueeze({ size: "gargantuan", openingWidth: 2, spaceSide: 4 })).toEqual({ ok: true });
    expect(saga.canSqueeze({ size: "colossal", openingWidth: 2, spaceSide: 6 })).toEqual({
      ok: false,
      refused: "tooNarrow",
    });
  });
  it("the text's sizes win over a side the caller gives", () => {
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, spaceSide: 6 })).toEqual({ ok: true });
  });
  it("big droids and vehicles only if they can compress", () => {
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, frame: "droid" })).toEqual({
      ok: false,
      refused: "rigidFrame",
    });
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, frame: "vehicle" })).toEqual({
      ok: false,
      refused: "rigidFrame",
    });
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, frame: "droid", canCompress: true })).toEqual({
      ok: true,
    });
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, frame: "creature" })).toEqual({ ok: true });
  });
  it("never past an opponent, and only ending where it fits", () => {
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, pastOpponent: true })).toEqual({
      ok: false,
      refused: "pastOpponent",
    });
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, endsWhereItFits: false })).toEqual({
      ok: false,
      refused: "mustEndWhereItFits",
    });
    expect(saga.canSqueeze({ size: "large", openingWidth: 1, endsWhereItFits: true })).toEqual({ ok: true });
  });
  it("refusals in the union's order", () => {
    const all = {
      openingWidth: 0,
      frame: "droid" as const,
      pastOpponent: true,
      endsWhereItFits: false,
    };
    expect(saga.canSqueeze({ ...all, size: "small" })).toMatchObject({ refused: "notLarge" });
    expect(saga.canSqueeze({ ...all, size: "colossal" })).toMatchObject({ refused: "unknownSpace" });
    expect(saga.canSqueeze({ ...all, size: "large" })).toMatchObject({ refused: "rigidFrame" });
    expect(saga.canSqueeze({ ...all, size: "large", frame: "creature" })).toMatchObject({
      refused: "pastOpponent",
    });
    expect(saga.canSqueeze({ ...all, size: "large", frame: "creature", pastOpponent: false })).toMatchObject({
      refused: "mustEndWhereItFits",
    });
  });
});

describe("immobilized", () => {
  it("move actions and being moved by others, yes; leaving the space and movement skills, no", () => {
    expect(saga.immobilizedAllows("moveAction")).toBe(true);
    expect(saga.immobilizedAllows("movedByOthers")).toBe(true);
    expect(saga.immobilizedAllows("leaveSpace")).toBe(false);
    expect(saga.immobilizedAllows("movementSkill")).toBe(false);
  });
});
