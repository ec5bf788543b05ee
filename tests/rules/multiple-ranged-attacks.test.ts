// rcr-combat.txt › Multifire, Autofire, Multiple Ranged Attacks (Multifire Table, Autofire Table);
// rcr-combat.txt › Full Attack (iterative attacks); rcr-additional-combat-rules.txt › How Many Shots.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  autofireAttackBonuses,
  fireModeExtraAttacks,
  fireModePenalty,
  iterativeAttackBonuses,
  iterativeAttackCount,
  multifireAttackBonuses,
  type RangedFeats,
} from "../../src/rules/index.ts";

// The two tables of the text, cell for cell: BAB, plain, Rapid Shot, Multishot, both feats.
const MULTIFIRE_TABLE = `
+0 -4/-4 -6/-6/-6 -2/-2 -4/-4/-4
+1 -3/-3 -5/-5/-5 -1/-1 -3/-3/-3
+2 -2/-2 -4/-4/-4 +0/+0 -2/-2/-2
+3 -1/-1 -3/-3/-3 +1/+1 -1/-1/-1
+4 +0/+0 -2/-2/-2 +2/+2 +0/+0/+0
+5 +1/+1 -1/-1/-1 +3/+3 +1/+1/+1
+6 +2/+2/-3 +0/+0/+0/-5 +4/+4/-1 +2/+2/+2/-3
+7 +3/+3/-2 +1/+1/+1/-4 +5/+5/+0 +3/+3/+3/-2
+8 +4/+4/-1 +2/+2/+2/-3 +6/+6/+1 +4/+4/+4/-1
+9 +5/+5/+0 +3/+3/+3/-2 +7/+7/+2 +5/+5/+5/+0
+10 +6/+6/+1 +4/+4/+4/-1 +8/+8/+3 +6/+6/+6/+1
+11 +7/+7/+2/-3 +5/+5/+5/+0/-5 +9/+9/+4/-1 +7/+7/+7/+2/-3
+12 +8/+8/+3/-2 +6/+6/+6/+1/-4 +10/+10/+5/+0 +8/+8/+8/+3/-2
+13 +9/+9/+4/-1 +7/+7/+7/+2/-3 +11/+11/+6/+1 +9/+9/+9/+4/-1
+14 +10/+10/+5/+0 +8/+8/+8/+3/-2 +12/+12/+7/+2 +10/+10/+10/+5/+0
+15 +11/+11/+6/+1 +9/+9/+9/+4/-1 +13/+13/+8/+3 +11/+11/+11/+6/+1
+16 +12/+12/+7/+2/-3 +10/+10/+10/+5/+0/-5 +14/+14/+9/+4/-1 +12/+12/+12/+7/+2/-3
+17 +13/+13/+8/+3/-2 +11/+11/+11/+6/+1/-4 +15/+15/+10/+5/+0 +13/+13/+13/+8/+3/-2
+18 +14/+14/+9/+4/-1 +12/+12/+12/+7/+2/-3 +16/+16/+11/+6/+1 +14/+14/+14/+9/+4/-1
+19 +15/+15/+10/+5/+0 +13/+13/+13/+8/+3/-2 +17/+17/+12/+7/+2 +15/+15/+15/+10/+5/+0
+20 +16/+16/+11/+6/+1 +14/+14/+14/+9/+4/-1 +18/+18/+13/+8/+3 +16/+16/+16/+11/+6/+1
`;

const AUTOFIRE_TABLE = `
+0 -6/-6/-6 -8/-8/-8/-8 -4/-4/-4 -6/-6/-6/-6
+1 -5/-5/-5 -7/-7/-7/-7 -3/-3/-3 -5/-5/-5/-5
+2 -4/-4/-4 -6/-6/-6/-6 -2/-2/-2 -4/-4/-4/-4
+3 -3/-3/-3 -5/-5/-5/-5 -1/-1/-1 -3/-3/-3/-3
+4 -2/-2/-2 -4/-4/-4/-4 +0/+0/+0 -2/-2/-2/-2
+5 -1/-1/-1 -3/-3/-3/-3 +1/+1/+1 -1/-1/-1/-1
+6 +0/+0/+0/-5 -2/-2/-2/-2/-7 +2/+2/+2/-3 +0/+0/+0/+0/-5
+7 +1/+1/+1/-4 -1/-1/-1/-1/-6 +3/+3/+3/-2 +1/+1/+1/+1/-4
+8 +2/+2/+2/-3 +0/+0/+0/+0/-5 +4/+4/+4/-1 +2/+2/+2/+2/-3
+9 +3/+3/+3/-2 +1/+1/+1/+1/-4 +5/+5/+5/+0 +3/+3/+3/+3/-2
+10 +4/+4/+4/-1 +2/+2/+2/+2/-3 +6/+6/+6/+1 +4/+4/+4/+4/-1
+11 +5/+5/+5/+0/-5 +3/+3/+3/+3/-2/-7 +7/+7/+7/+2/-3 +5/+5/+5/+5/+0/-5
+12 +6/+6/+6/+1/-4 +4/+4/+4/+4/-1/-6 +8/+8/+8/+3/-2 +6/+6/+6/+6/+1/-4
+13 +7/+7/+7/+2/-3 +5/+5/+5/+5/+0/-5 +9/+9/+9/+4/-1 +7/+7/+7/+7/+2/-3
+14 +8/+8/+8/+3/-2 +6/+6/+6/+6/+1/-4 +10/+10/+10/+5/+0 +8/+8/+8/+8/+3/-2
+15 +9/+9/+9/+4/-1 +7/+7/+7/+7/+2/-3 +11/+11/+11/+6/+1 +9/+9/+9/+9/+4/-1
+16 +10/+10/+10/+5/+0/-5 +8/+8/+8/+8/+3/-2/-7 +12/+12/+12/+7/+2/-3 +10/+10/+10/+10/+5/+0/-5
+17 +11/+11/+11/+6/+1/-4 +9/+9/+9/+9/+4/-1/-6 +13/+13/+13/+8/+3/-2 +11/+11/+11/+11/+6/+1/-4
+18 +12/+12/+12/+7/+2/-3 +10/+10/+10/+10/+5/+0/-5 +14/+14/+14/+9/+4/-1 +12/+12/+12/+12/+7/+2/-3
+19 +13/+13/+13/+8/+3/-2 +11/+11/+11/+11/+6/+1/-4 +15/+15/+15/+10/+5/+0 +13/+13/+13/+13/+8/+3/-2
+20 +14/+14/+14/+9/+4/-1 +12/+12/+12/+12/+7/+2/-3 +16/+16/+16/+11/+6/+1 +14/+14/+14/+14/+9/+4/-1
`;

const COLUMNS: [string, RangedFeats][] = [
  ["no feat", {}],
  ["Rapid Shot", { rapidShot: true }],
  ["Multishot", { multishot: true }],
  ["both feats", { rapidShot: true, multishot: true }],
];

function parseTable(text: string): { bab: number; cells: number[][] }[] {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      const [bab, ...cells] = line.trim().split(" ");
      return { bab: Number(bab), cells: cells.map((cell) => cell.split("/").map(Number)) };
    });
}

describe("Multifire table: one extra attack at the highest bonus, -4 on every attack", () => {
  const rows = parseTable(MULTIFIRE_TABLE);
  it("the table has 21 rows of 4 columns", () => {
    expect(rows).toHaveLength(21);
    for (const row of rows) expect(row.cells).toHaveLength(4);
  });
  for (const { bab, cells } of rows)
    for (const [index, [name, feats]] of COLUMNS.entries())
      it(`BAB +${bab}, ${name} → ${(cells[index] as number[]).join("/")}`, () => {
        expect(multifireAttackBonuses(bab, feats)).toEqual(cells[index]);
      });
});

describe("Autofire table: two extra attacks at the highest bonus, -6 on every attack", () => {
  const rows = parseTable(AUTOFIRE_TABLE);
  it("the table has 21 rows of 4 columns", () => {
    expect(rows).toHaveLength(21);
    for (const row of rows) expect(row.cells).toHaveLength(4);
  });
  for (const { bab, cells } of rows)
    for (const [index, [name, feats]] of COLUMNS.entries())
      it(`BAB +${bab}, ${name} → ${(cells[index] as number[]).join("/")}`, () => {
        expect(autofireAttackBonuses(bab, feats)).toEqual(cells[index]);
      });
});

describe("iterative attacks from the base attack bonus", () => {
  it("the 6th-level soldier's +6/+1", () => expect(iterativeAttackBonuses(6)).toEqual([6, 1]));
  it("a third attack at +11, a fourth at +16, never a fifth", () => {
    expect(iterativeAttackBonuses(5)).toEqual([5]);
    expect(iterativeAttackBonuses(11)).toEqual([11, 6, 1]);
    expect(iterativeAttackBonuses(16)).toEqual([16, 11, 6, 1]);
    expect(iterativeAttackBonuses(25)).toEqual([25, 20, 15, 10]);
  });
  it("a BAB of 0 or less still attacks once", () => {
    expect(iterativeAttackBonuses(0)).toEqual([0]);
    expect(iterativeAttackBonuses(-2)).toEqual([-2]);
  });
  it("the count is 1 + one per full 5 above +1, at most 4", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), (bab) => {
        const count = iterativeAttackCount(bab);
        expect(iterativeAttackBonuses(bab)).toHaveLength(count);
        expect(count).toBe(bab < 6 ? 1 : Math.min(4, 1 + Math.floor((bab - 1) / 5)));
      }),
    );
  });
});

describe("fire mode rule", () => {
  it("single fire adds nothing and Multishot cannot make it a bonus", () => {
    expect(fireModeExtraAttacks("single")).toBe(0);
    expect(fireModePenalty("single", true)).toBe(0);
  });
  it("multifire -4 (-2 with Multishot), autofire -6 (-4 with Multishot)", () => {
    expect(fireModePenalty("multifire")).toBe(-4);
    expect(fireModePenalty("multifire", true)).toBe(-2);
    expect(fireModePenalty("autofire")).toBe(-6);
    expect(fireModePenalty("autofire", true)).toBe(-4);
  });
  it("above +20 the rule keeps going: highest first, one attack per mode extra", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        (bab, rapidShot, multishot) => {
          const multi = multifireAttackBonuses(bab, { rapidShot, multishot });
          const auto = autofireAttackBonuses(bab, { rapidShot, multishot });
          expect(multi).toHaveLength(iterativeAttackCount(bab) + 1 + (rapidShot ? 1 : 0));
          expect(auto).toHaveLength(multi.length + 1);
          expect([...multi].sort((a, b) => b - a)).toEqual(multi);
          expect(auto[0]).toBe((multi[0] as number) - 2);
        },
      ),
    );
  });
});
