// Attacks of opportunity from the tokens' squares: saga-special-combat-rules.txt › Attacks of Opportunity
// (melee weapons and pistols threaten, rifles do not; leaving a threatened square provokes, a withdrawal does
// not; aiming provokes; one per round unless Combat Reflexes; flat-footed, no attack of opportunity), Reach.
import { describe, expect, it } from "vitest";
import {
  provokedByAction,
  provokedByMove,
  squaresBetween,
  type Threatener,
} from "../../../../../src/rulesets/saga/combat/opportunity.ts";

const at = (x: number, y: number) => ({ x, y, width: 1, height: 1 });
function guard(more: Partial<Threatener> = {}): Threatener {
  return {
    id: "g",
    name: "Guard",
    squares: at(5, 5),
    reach: 1,
    weapons: [{ group: "pistol" }],
    martialArts: false,
    flatFooted: false,
    combatReflexes: false,
    madeThisRound: 0,
    hostile: true,
    out: false,
    ...more,
  };
}
const away = { from: at(6, 6), to: at(8, 6) };
const names = (list: Threatener[]) => list.map((t) => t.name);

describe("squares between footprints", () => {
  it("adjacent (corners too) is 1; two straight squares away is 2; two diagonals count 1 + 2", () => {
    expect(squaresBetween(at(5, 5), at(6, 6))).toBe(1);
    expect(squaresBetween(at(5, 5), at(7, 5))).toBe(2);
    expect(squaresBetween(at(5, 5), at(7, 7))).toBe(3);
  });
});

describe("leaving a threatened square", () => {
  it("moving away from an adjacent enemy with a pistol provokes", () => {
    expect(names(provokedByMove(away, [guard()]))).toEqual(["Guard"]);
  });
  it("a rifle does not threaten; a vibroblade does", () => {
    expect(provokedByMove(away, [guard({ weapons: [{ group: "rifle" }] })])).toEqual([]);
    expect(names(provokedByMove(away, [guard({ weapons: [{ group: "melee" }] })]))).toEqual(["Guard"]);
  });
  it("unarmed threatens only with Martial Arts", () => {
    expect(provokedByMove(away, [guard({ weapons: [] })])).toEqual([]);
    expect(names(provokedByMove(away, [guard({ weapons: [], martialArts: true })]))).toEqual(["Guard"]);
  });
  it("starting two squares away is outside reach 1, inside reach 2", () => {
    const far = { from: at(7, 5), to: at(9, 5) };
    expect(provokedByMove(far, [guard()])).toEqual([]);
    expect(names(provokedByMove(far, [guard({ reach: 2 })]))).toEqual(["Guard"]);
  });
  it("a withdrawal, a friend, a flat-footed or fallen enemy: nobody", () => {
    expect(provokedByMove({ ...away, withdraw: true }, [guard()])).toEqual([]);
    expect(provokedByMove(away, [guard({ hostile: false })])).toEqual([]);
    expect(provokedByMove(away, [guard({ flatFooted: true })])).toEqual([]);
    expect(provokedByMove(away, [guard({ out: true })])).toEqual([]);
  });
  it("one per round: one already made stops it, unless Combat Reflexes", () => {
    expect(provokedByMove(away, [guard({ madeThisRound: 1 })])).toEqual([]);
    expect(names(provokedByMove(away, [guard({ madeThisRound: 1, combatReflexes: true })]))).toEqual([
      "Guard",
    ]);
  });
  it("not moving provokes nothing", () => {
    expect(provokedByMove({ from: at(6, 6), to: at(6, 6) }, [guard()])).toEqual([]);
  });
});

describe("provoking actions", () => {
  it("aiming next to an enemy provokes; an armed melee attack does not", () => {
    expect(names(provokedByAction("aim", at(6, 5), [guard()]))).toEqual(["Guard"]);
    expect(provokedByAction("meleeAttack", at(6, 5), [guard()])).toEqual([]);
  });
  it("aiming out of reach provokes nothing", () => {
    expect(provokedByAction("aim", at(8, 5), [guard()])).toEqual([]);
  });
});
