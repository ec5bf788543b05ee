// rcr-combat.txt › Cover, Degree of Cover (a low wall covers the lower half: one-quarter; around a corner:
// one-half; a narrow opening: nine-tenths; the other side of a solid wall: total), Cover Reflex Save Bonus
// (cover between the burst's origin and the target).
import { describe, expect, it } from "vitest";
import {
  coverForBlockedShare,
  segmentsIntersect,
  sightViewpoints,
  squareWalls,
  suggestCover,
  targetLattice,
} from "../../src/rules/index.ts";

const point = (x: number, y: number) => ({ x, y, width: 0, height: 0 });
const sq = (x: number, y: number) => ({ x, y, width: 1, height: 1 });

describe("the degree a blocked share of sight lines suggests", () => {
  it("all → total; 9/10 → nine-tenths; 3/4 → three-quarters; 1/2 → half; 1/4 → quarter; less → none", () => {
    expect(coverForBlockedShare(1)).toBe("total");
    expect(coverForBlockedShare(0.9)).toBe("nineTenths");
    expect(coverForBlockedShare(0.89)).toBe("threeQuarters");
    expect(coverForBlockedShare(0.75)).toBe("threeQuarters");
    expect(coverForBlockedShare(0.74)).toBe("half");
    expect(coverForBlockedShare(0.5)).toBe("half");
    expect(coverForBlockedShare(0.49)).toBe("quarter");
    expect(coverForBlockedShare(0.25)).toBe("quarter");
    expect(coverForBlockedShare(0.24)).toBe("none");
    expect(coverForBlockedShare(0)).toBe("none");
  });
});

describe("segments and walls", () => {
  const wall = { x1: 2, y1: 0, x2: 2, y2: 4 };
  it("a line crossing the wall is blocked; one beside it is not", () => {
    expect(segmentsIntersect({ x: 0, y: 1 }, { x: 4, y: 3 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 5 }, { x: 4, y: 5 }, wall)).toBe(false);
    expect(segmentsIntersect({ x: 0, y: 1 }, { x: 1.9, y: 1 }, wall)).toBe(false);
  });
  it("a crossing is found whichever way the line and the wall run", () => {
    const reversed = { x1: 2, y1: 4, x2: 2, y2: 0 };
    expect(segmentsIntersect({ x: 0, y: 1 }, { x: 4, y: 3 }, reversed)).toBe(true);
    expect(segmentsIntersect({ x: 4, y: 3 }, { x: 0, y: 1 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 4, y: 3 }, { x: 0, y: 1 }, reversed)).toBe(true);
  });
  it("a line wholly on one side of the wall is clear, though the wall's line would cut it", () => {
    expect(segmentsIntersect({ x: 3, y: 1 }, { x: 4, y: 1 }, wall)).toBe(false);
    expect(segmentsIntersect({ x: 4, y: 1 }, { x: 3, y: 1 }, wall)).toBe(false);
    expect(segmentsIntersect({ x: 0, y: 1 }, { x: 1, y: 1 }, wall)).toBe(false);
    expect(segmentsIntersect({ x: 0, y: 1 }, { x: 1, y: 1 }, { x1: 2, y1: 4, x2: 2, y2: 0 })).toBe(false);
  });
  it("an end inside a slanted wall's box but off the wall is not on it", () => {
    const slant = { x1: 0, y1: 0, x2: 4, y2: 4 };
    expect(segmentsIntersect({ x: 3, y: 1 }, { x: 5, y: 1 }, slant)).toBe(false);
    expect(segmentsIntersect({ x: 5, y: 1 }, { x: 3, y: 1 }, slant)).toBe(false);
    expect(segmentsIntersect({ x: 3, y: 1 }, { x: 5, y: 1 }, { x1: 4, y1: 4, x2: 0, y2: 0 })).toBe(false);
  });
  it("touching the wall's end, or ending on the wall, counts as blocked", () => {
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 4, y: 0 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 2 }, { x: 2, y: 2 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 2, y: 3 }, { x: 5, y: 3 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 4 }, { x: 4, y: 4 }, wall)).toBe(true);
  });
  it("running along the wall overlaps it; in line with it but past its end does not", () => {
    expect(segmentsIntersect({ x: 2, y: -1 }, { x: 2, y: 1 }, wall)).toBe(true);
    expect(segmentsIntersect({ x: 2, y: 5 }, { x: 2, y: 6 }, wall)).toBe(false);
    expect(segmentsIntersect({ x: 1, y: 5 }, { x: 3, y: 5 }, { x1: 0, y1: 5, x2: 0.5, y2: 5 })).toBe(false);
  });
  it("a wall lying inside a line's span: blocked", () => {
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 10, y: 0 }, { x1: 3, y1: 0, x2: 4, y2: 0 })).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 10, y: 0 }, { x1: 4, y1: 0, x2: 3, y2: 0 })).toBe(true);
  });
});

describe("sight lines", () => {
  it("from the center and the four corners of the attacker's area, a hair inside", () => {
    expect(sightViewpoints({ x: 2, y: 3, width: 1, height: 2 })).toEqual([
      { x: 2.5, y: 4 },
      { x: 2.01, y: 3.01 },
      { x: 2.99, y: 3.01 },
      { x: 2.01, y: 4.99 },
      { x: 2.99, y: 4.99 },
    ]);
  });
  it("a point is seen from itself", () => {
    expect(sightViewpoints({ x: 2, y: 3, width: 0, height: 0 })).toEqual(
      Array.from({ length: 5 }, () => ({ x: 2, y: 3 })),
    );
  });
  it("to a 4 × 4 lattice over the target", () => {
    const lattice = targetLattice({ x: 4, y: 0, width: 2, height: 2 });
    expect(lattice).toHaveLength(16);
    expect(lattice[0]).toEqual({ x: 4.25, y: 0.25 });
    expect(lattice[1]).toEqual({ x: 4.75, y: 0.25 });
    expect(lattice[4]).toEqual({ x: 4.25, y: 0.75 });
    expect(lattice[15]).toEqual({ x: 5.75, y: 1.75 });
  });
  it("a solid square blocks along its four sides", () => {
    expect(squareWalls({ x: 2, y: 5 })).toEqual([
      { x1: 2, y1: 5, x2: 3, y2: 5 },
      { x1: 3, y1: 5, x2: 3, y2: 6 },
      { x1: 2, y1: 6, x2: 3, y2: 6 },
      { x1: 2, y1: 5, x2: 2, y2: 6 },
    ]);
  });
});

describe("cover suggested from the walls", () => {
  const target = sq(4, 0);
  it("no walls: no cover", () => {
    expect(suggestCover({ from: sq(0, 0), target })).toEqual({ degree: "none", blockedShare: 0 });
  });
  it("on the other side of a solid wall: total", () => {
    expect(suggestCover({ from: sq(0, 0), target, walls: [{ x1: 3, y1: -10, x2: 3, y2: 10 }] })).toEqual({
      degree: "total",
      blockedShare: 1,
    });
  });
  it("from around a corner (the wall hides the upper half of the square): one-half", () => {
    const result = suggestCover({
      from: point(0.5, 0.5),
      target,
      walls: [{ x1: 3, y1: -10, x2: 3, y2: 0.5 }],
    });
    expect(result).toEqual({ degree: "half", blockedShare: 0.5 });
  });
  it("around the same corner from a whole square: its lower corners see round it (2 of 16 lines blocked: none)", () => {
    const walls = [{ x1: 3, y1: -10, x2: 3, y2: 0.5 }];
    expect(suggestCover({ from: sq(0, 0), target, walls })).toEqual({ degree: "none", blockedShare: 0.125 });
  });
  it("a narrow opening: nine-tenths (15 of 16 lines blocked)", () => {
    const walls = [
      { x1: 3, y1: -10, x2: 3, y2: 0.75 },
      { x1: 3, y1: 0.77, x2: 3, y2: 10 },
    ];
    const result = suggestCover({ from: point(0.5, 0.5), target, walls });
    expect(result.blockedShare).toBe(15 / 16);
    expect(result.degree).toBe("nineTenths");
  });
  it("a low wall alone: one-quarter; behind a corner as well: the corner's half", () => {
    const low = { x1: 3, y1: -10, x2: 3, y2: 10, low: true };
    expect(suggestCover({ from: sq(0, 0), target, walls: [low] })).toEqual({
      degree: "quarter",
      blockedShare: 0,
    });
    const corner = { x1: 3, y1: -10, x2: 3, y2: 0.5 };
    expect(suggestCover({ from: point(0.5, 0.5), target, walls: [low, corner] }).degree).toBe("half");
  });
  it("a low wall off to the side changes nothing", () => {
    const low = { x1: 0, y1: 5, x2: 8, y2: 5, low: true };
    expect(suggestCover({ from: sq(0, 0), target, walls: [low] }).degree).toBe("none");
  });
  it("a solid square between them (a pillar as high as the target)", () => {
    expect(
      suggestCover({
        from: sq(0, 0),
        target: sq(4, 0),
        blockingSquares: [
          { x: 2, y: -1 },
          { x: 2, y: 0 },
          { x: 2, y: 1 },
        ],
      }),
    ).toEqual({
      degree: "total",
      blockedShare: 1,
    });
    expect(suggestCover({ from: sq(0, 0), target: sq(4, 0), blockingSquares: [{ x: 2, y: 5 }] }).degree).toBe(
      "none",
    );
  });
  it("the attacker picks its best viewpoint: a thin pole hides the target from its center, not from a corner", () => {
    const pole = { x1: 2, y1: 0.3, x2: 2, y2: 0.7 };
    expect(suggestCover({ from: point(0.5, 0.5), target, walls: [pole] }).degree).toBe("total");
    const fromSquare = suggestCover({ from: sq(0, 0), target, walls: [pole] });
    expect(fromSquare).toEqual({ degree: "none", blockedShare: 0 });
  });
  it("between equally blocked viewpoints, one clear of the low wall is preferred", () => {
    // The low wall crosses only the lines from the upper corners of the attacker's square.
    const low = { x1: 0.5, y1: -0.5, x2: 1.5, y2: 0.2, low: true };
    expect(suggestCover({ from: sq(0, 0), target, walls: [low] }).degree).toBe("none");
  });
  it("a burst's point of origin behind the wall: the wall counts for the Reflex bonus", () => {
    const walls = [{ x1: 3, y1: -10, x2: 3, y2: 0.5 }];
    expect(suggestCover({ from: point(0.5, 0.5), target, walls }).degree).toBe("half");
    expect(suggestCover({ from: point(4.5, -3), target, walls }).degree).toBe("none");
  });
});
