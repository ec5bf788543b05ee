// rcr-additional-combat-rules.txt › Clarifying Flanking, The Center-to-Center Line (Diagram 7-1), Flanking Big
// Creatures (Diagram 7-2), Flanking with Reach (Diagram 7-3), Diagonal Corners and Flanking (Diagram 7-4);
// rcr-combat.txt › Flanking. The diagrams themselves are not in the source text: each fixture below is laid out
// from the text's description of its diagram, in grid squares (y grows down).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attackOrigin,
  centerLineFlanks,
  centerLineFlanksSquares,
  type Footprint,
  flanksOnMap,
  type GridPoint,
  sidesAt,
} from "../../src/rules/index.ts";

const sq = (x: number, y: number): Footprint => ({ x, y, width: 1, height: 1 });
const medium = (x: number, y: number) => ({ footprint: sq(x, y), reach: 2 });
const flank = (
  attacker: { footprint: Footprint; reach: number },
  ally: typeof attacker,
  defender: Footprint | GridPoint[],
) => flanksOnMap({ attacker, ally, defender });

describe("Diagram 7-1: The Center-to-Center Line (a Hutt on 1 × 2 squares)", () => {
  const hutt = { x: 2, y: 2, width: 2, height: 1 };
  it("S1 above the Hutt flanks with A1 directly below: the line crosses both long sides", () => {
    expect(flank(medium(2, 1), medium(2, 3), hutt)).toBe(true);
  });
  it("S1 does not flank with B1 at the short end: a long side and the adjacent short side", () => {
    expect(flank(medium(2, 1), medium(4, 2), hutt)).toBe(false);
  });
  it("S2 flanks with A2 or B2: both lines cross the two long sides, though not directly opposite", () => {
    expect(flank(medium(3, 1), medium(2, 3), hutt)).toBe(true);
    expect(flank(medium(3, 1), medium(3, 3), hutt)).toBe(true);
  });
  it("a Medium-size defender: only the square directly opposite flanks from a side", () => {
    const defender = sq(5, 5);
    const allies = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => ({ x: 5 + dx, y: 5 + dy })));
    const flanking = allies.filter(
      (a) => !(a.x === 5 && a.y === 5) && flank(medium(4, 5), medium(a.x, a.y), defender),
    );
    expect(flanking).toEqual([{ x: 6, y: 5 }]);
  });
});

describe("Diagram 7-2: Flanking Big Creatures (a reek on 1 × 2 squares)", () => {
  const reek = { x: 1, y: 1, width: 1, height: 2 };
  it("the soldier at S1 beside the reek flanks with every ally whose line crosses to the opposite side", () => {
    const around: { x: number; y: number }[] = [];
    for (let x = 0; x <= 2; x++)
      for (let y = 0; y <= 3; y++) if (x !== 1 || y === 0 || y === 3) around.push({ x, y });
    const flanking = around.filter((a) => flank(medium(0, 1), medium(a.x, a.y), reek));
    // A1 straight across, B1 one square down, C1 on the far corner: the lines all leave by the right side.
    expect(flanking).toEqual([
      { x: 2, y: 1 },
      { x: 2, y: 2 },
      { x: 2, y: 3 },
    ]);
  });
  it("each of them flanks with the soldier too (the bonus goes to both)", () => {
    for (const a of [medium(2, 1), medium(2, 2), medium(2, 3)])
      expect(flank(a, medium(0, 1), reek)).toBe(true);
  });
  it("the Hutt at S2 traces from the center of its whole area (on a grid line): not A2, but B2, C2, D2", () => {
    const big = { x: 5, y: 5, width: 1, height: 2 };
    const huttAt = (x: number, y: number) => ({ footprint: { x, y, width: 1, height: 2 }, reach: 2 });
    const s2 = huttAt(4, 5);
    expect(flank(s2, huttAt(6, 3), big)).toBe(false);
    expect(flank(s2, huttAt(6, 4), big)).toBe(true);
    expect(flank(s2, huttAt(6, 5), big)).toBe(true);
    expect(flank(s2, huttAt(6, 6), big)).toBe(true);
  });
});

describe("Diagram 7-3: Flanking with Reach (a wampa with 4 m reach, three scoundrels, a soldier)", () => {
  const soldier = sq(5, 5);
  const wampa = { footprint: { x: 2, y: 4, width: 2, height: 1 }, reach: 4 };
  it("the wampa's line enters the soldier's left side near the corner: it attacks from the square to the left", () => {
    expect(attackOrigin(wampa.footprint, soldier)).toEqual(sq(4, 5));
  });
  it("the scoundrel at S3, across from that square, flanks with the wampa", () => {
    expect(flank(wampa, medium(6, 5), soldier)).toBe(true);
    expect(flank(medium(6, 5), wampa, soldier)).toBe(true);
  });
  it("the scoundrel at S2 does not: its side is adjacent to the side the attack comes from", () => {
    expect(flank(wampa, medium(5, 4), soldier)).toBe(false);
  });
  it("nor the one at S1 on the far corner", () => {
    expect(flank(wampa, medium(6, 6), soldier)).toBe(false);
  });
  it("without the reach to threaten the soldier, the wampa flanks nobody", () => {
    expect(flank({ ...wampa, reach: 2 }, medium(6, 5), soldier)).toBe(false);
    expect(flank(medium(6, 5), { ...wampa, reach: 2 }, soldier)).toBe(false);
  });
  it("reach is measured with alternating diagonals unless the scene says otherwise", () => {
    const diagonalReach = { footprint: sq(3, 3), reach: 4 };
    expect(flank(diagonalReach, medium(6, 6), soldier)).toBe(false);
    expect(
      flanksOnMap({ attacker: diagonalReach, ally: medium(6, 6), defender: soldier, rule: "equal" }),
    ).toBe(true);
  });
  it("a reach attacker against a defender given as squares attacks from outside its whole area", () => {
    const hutt: GridPoint[] = [
      { x: 5, y: 5 },
      { x: 6, y: 6 },
    ];
    // The line from the lancer's center to the center of the Hutt's whole area enters its left side.
    const lancer = { footprint: sq(3, 5), reach: 4 };
    expect(attackOrigin(lancer.footprint, { x: 5, y: 5, width: 2, height: 2 })).toEqual(sq(4, 5));
    expect(flank(lancer, medium(6, 5), hutt)).toBe(true);
    expect(flank({ footprint: sq(3, 6), reach: 4 }, medium(7, 5), hutt)).toBe(true);
    expect(flank({ footprint: sq(3, 6), reach: 4 }, medium(6, 5), hutt)).toBe(false);
  });
  it("a line entering exactly at a corner attacks from the diagonal square", () => {
    expect(attackOrigin(sq(2, 2), soldier)).toEqual(sq(4, 4));
  });
  it("an attacker standing next to the defender attacks from where it stands, big or not", () => {
    const hutt = { x: 3, y: 5, width: 2, height: 1 };
    expect(attackOrigin(hutt, soldier)).toBe(hutt);
    expect(attackOrigin(sq(6, 6), soldier)).toEqual(sq(6, 6));
  });
});

describe("Diagram 7-4: Diagonal Corners and Flanking", () => {
  it("A1 and B1 flank the rancor: the line runs through its opposite corners", () => {
    const rancor = { x: 2, y: 2, width: 2, height: 2 };
    expect(flank(medium(1, 1), medium(4, 4), rancor)).toBe(true);
    expect(flank(medium(4, 1), medium(1, 4), rancor)).toBe(true);
  });
  describe("a Hutt on two diagonal squares, the fringer at F1 in the notch between them", () => {
    const hutt: GridPoint[] = [
      { x: 5, y: 5 },
      { x: 6, y: 6 },
    ];
    const f1 = medium(5, 6);
    it("S1 and S3 flank with F1: the lines cross opposite sides of one of the Hutt's squares", () => {
      expect(flank(medium(7, 6), f1, hutt)).toBe(true);
      expect(flank(medium(5, 4), f1, hutt)).toBe(true);
    });
    it("S2 flanks with F1: the line passes between the squares through their shared corner", () => {
      expect(flank(medium(6, 5), f1, hutt)).toBe(true);
      expect(flank(f1, medium(6, 5), hutt)).toBe(true);
    });
    it("an ally whose line crosses two adjacent sides does not", () => {
      expect(flank(medium(7, 7), f1, hutt)).toBe(false);
    });
    it("someone who threatens neither square does not", () => {
      expect(flank(medium(9, 9), f1, hutt)).toBe(false);
      expect(flank(f1, medium(9, 9), hutt)).toBe(false);
    });
  });
});

describe("the center-to-center test against squares", () => {
  it("a rectangle of squares is tested as one area", () => {
    const squares = [
      { x: 2, y: 2 },
      { x: 3, y: 2 },
    ];
    expect(centerLineFlanksSquares(sq(2, 1), sq(3, 3), squares)).toBe(true);
    expect(centerLineFlanksSquares(sq(2, 1), sq(4, 2), squares)).toBe(false);
  });
  it("a 2 × 2 creature given as squares: a line along its middle grid line crosses it top to bottom", () => {
    const reek = [
      { x: 2, y: 2 },
      { x: 3, y: 2 },
      { x: 2, y: 3 },
      { x: 3, y: 3 },
    ];
    const above = { x: 2.5, y: 0, width: 1, height: 1 }; // center (3, 0.5)
    const below = { x: 2.5, y: 4, width: 1, height: 1 }; // center (3, 4.5)
    expect(centerLineFlanksSquares(above, below, reek)).toBe(true);
  });
  it("no squares, or a line that misses them all: no flank", () => {
    expect(centerLineFlanksSquares(sq(0, 0), sq(4, 0), [])).toBe(false);
    expect(
      centerLineFlanksSquares(sq(0, 0), sq(4, 0), [
        { x: 1, y: 3 },
        { x: 2, y: 4 },
      ]),
    ).toBe(false);
  });
  it("a line that only touches one square's corner: no flank", () => {
    const diagonal = [
      { x: 5, y: 5 },
      { x: 6, y: 6 },
    ];
    expect(centerLineFlanksSquares(sq(3, 6), sq(6, 3), diagonal)).toBe(false);
  });
  it("a line that crosses one of two diagonal squares and passes beside the other is judged by the one it crosses", () => {
    const diagonal = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ];
    // From (1.5, 0.5) to (-1.5, -0.5): in by the right side of (0,0) at (1, 1/3), out at its top-left corner
    // (0, 0), which is on its left side: opposite sides. The line stays above (1,1) and never enters it.
    expect(centerLineFlanksSquares(sq(1, 0), sq(-2, -1), diagonal)).toBe(true);
    expect(centerLineFlanksSquares(sq(-2, -1), sq(1, 0), diagonal)).toBe(true);
  });
  it("an L-shaped creature: in at the notch between two top squares and out the right side is two adjacent sides", () => {
    const ell = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    const from = { x: -0.5, y: -1, width: 1, height: 1 }; // center (0, -0.5)
    const to = { x: 2.5, y: 0.5, width: 1, height: 1 }; // center (3, 1)
    expect(centerLineFlanksSquares(from, to, ell)).toBe(false);
    // In at the same notch and out the bottom of the lower square: top to bottom, a flank.
    const low = { x: -0.75, y: 2, width: 1, height: 1 }; // center (-0.25, 2.5)
    const high = { x: 1, y: -1.5, width: 1, height: 1 }; // center (1.5, -1)
    expect(centerLineFlanksSquares(high, low, ell)).toBe(true);
  });
  it("sides shared between two of the creature's squares do not count (each of right, top, bottom)", () => {
    const at = (x: number, y: number) => ({ x: x - 0.5, y: y - 0.5, width: 1, height: 1 });
    // In at the notch on top between (0,0) and (1,0), out the left side of (0,1): top then left.
    const ell = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    expect(centerLineFlanksSquares(at(1.5, -0.75), at(-0.5, 2.25), ell)).toBe(false);
    // In at the notch on the left between (0,0) and (0,1), out the bottom of (1,1): left then bottom.
    const down = [
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ];
    expect(centerLineFlanksSquares(at(-1.5, 0), at(2.25, 2.5), down)).toBe(false);
    // In at the same notch, out the top of (1,0): left then top.
    const up = [
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 0 },
    ];
    expect(centerLineFlanksSquares(at(-1.5, 2), at(2.25, -0.5), up)).toBe(false);
  });
  it("a line starting inside the defender has no side to enter by", () => {
    const diagonal = [
      { x: 5, y: 5 },
      { x: 6, y: 6 },
    ];
    expect(centerLineFlanksSquares(sq(5, 5), sq(8, 5), diagonal)).toBe(false);
  });
  it("sidesAt names the sides a point lies on", () => {
    expect([...sidesAt(sq(0, 0), 0, 0)].sort()).toEqual(["left", "top"]);
    expect([...sidesAt(sq(0, 0), 1, 0.5)]).toEqual(["right"]);
    expect([...sidesAt(sq(0, 0), 0.5, 1)]).toEqual(["bottom"]);
    expect([...sidesAt(sq(0, 0), 0.5, 0.5)]).toEqual([]);
  });
});

describe("properties", () => {
  const cell = fc.integer({ min: -3, max: 9 });
  it("flanking is symmetric for the two flankers, whatever their sizes and reach", () => {
    const flanker = fc.record({
      footprint: fc.record({
        x: cell,
        y: cell,
        width: fc.integer({ min: 1, max: 2 }),
        height: fc.integer({ min: 1, max: 2 }),
      }),
      reach: fc.constantFrom(2, 4),
    });
    const defender = fc.record({
      x: fc.integer({ min: 2, max: 4 }),
      y: fc.integer({ min: 2, max: 4 }),
      width: fc.integer({ min: 1, max: 3 }),
      height: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(flanker, flanker, defender, (a, b, d) => {
        expect(flanksOnMap({ attacker: a, ally: b, defender: d })).toBe(
          flanksOnMap({ attacker: b, ally: a, defender: d }),
        );
      }),
    );
  });
  it("on squares too (the diagonal Hutt)", () => {
    const hutt = [
      { x: 5, y: 5 },
      { x: 6, y: 6 },
    ];
    fc.assert(
      fc.property(cell, cell, cell, cell, (ax, ay, bx, by) => {
        expect(flanksOnMap({ attacker: medium(ax, ay), ally: medium(bx, by), defender: hutt })).toBe(
          flanksOnMap({ attacker: medium(bx, by), ally: medium(ax, ay), defender: hutt }),
        );
      }),
    );
  });
  it("adjacent Medium-size flankers on a Medium-size defender agree with centerLineFlanks", () => {
    const near = fc.integer({ min: -1, max: 1 });
    fc.assert(
      fc.property(near, near, near, near, (ax, ay, bx, by) => {
        fc.pre(!(ax === 0 && ay === 0) && !(bx === 0 && by === 0));
        const a = sq(5 + ax, 5 + ay);
        const b = sq(5 + bx, 5 + by);
        expect(
          flanksOnMap({
            attacker: { footprint: a, reach: 2 },
            ally: { footprint: b, reach: 2 },
            defender: sq(5, 5),
          }),
        ).toBe(centerLineFlanks(a, b, sq(5, 5)));
      }),
    );
  });
});
