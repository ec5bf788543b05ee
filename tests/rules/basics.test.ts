// rcr-combat.txt › Combat Statistics › Size Modifier; Grapple Checks › Special Size Modifier; ability modifiers.
import { describe, expect, it } from "vitest";
import {
  abilityModifier,
  attackBonus,
  defense,
  grappleSizeModifier,
  SIZES,
  sizeModifier,
} from "../../src/rules/index.ts";

describe("ability modifier = floor((score - 10) / 2)", () => {
  it.each([
    [1, -5],
    [3, -4],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [12, 1],
    [15, 2],
    [18, 4],
    [25, 7],
  ])("score %i → %i", (score, mod) => {
    expect(abilityModifier(score)).toBe(mod);
  });
});

describe("size modifier to attack and Defense (Size Modifier table)", () => {
  it.each([
    ["colossal", -8],
    ["gargantuan", -4],
    ["huge", -2],
    ["large", -1],
    ["medium", 0],
    ["small", 1],
    ["tiny", 2],
    ["diminutive", 4],
    ["fine", 8],
  ] as const)("%s → %i", (size, mod) => {
    expect(sizeModifier(size)).toBe(mod);
  });

  it("an Ewok strikes an Ewok as a Human strikes a Human, and a Human is a big target to an Ewok", () => {
    const fighter = { bab: 2, strModifier: 0, classBonus: 3, dexModifier: 1 };
    const ewokAttack = attackBonus({ kind: "melee", ...fighter, size: "small" }).total;
    const ewokDefense = defense({ ...fighter, size: "small" });
    const humanAttack = attackBonus({ kind: "melee", ...fighter, size: "medium" }).total;
    const humanDefense = defense({ ...fighter, size: "medium" });
    expect([ewokAttack, ewokDefense, humanAttack, humanDefense]).toEqual([3, 15, 2, 14]);
    // The natural roll each needs to hit: Ewok on Ewok 12, Human on Human 12, Ewok on Human 11.
    expect(ewokDefense - ewokAttack).toBe(12);
    expect(humanDefense - humanAttack).toBe(12);
    expect(humanDefense - ewokAttack).toBe(11);
  });
});

describe("special size modifier for grapple checks", () => {
  it.each([
    ["colossal", 16],
    ["gargantuan", 12],
    ["huge", 8],
    ["large", 4],
    ["medium", 0],
    ["small", -4],
    ["tiny", -8],
    ["diminutive", -12],
    ["fine", -16],
  ] as const)("%s → %i", (size, mod) => {
    expect(grappleSizeModifier(size)).toBe(mod);
  });
});

describe("SIZES", () => {
  it("lists the nine sizes smallest first, so size order is index order", () => {
    expect(SIZES).toHaveLength(9);
    const mods = SIZES.map(sizeModifier);
    expect(mods).toEqual([...mods].sort((a, b) => b - a));
  });
});
