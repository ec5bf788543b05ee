// rcr-combat.txt › Strike an Object (Object Defense and Bonuses to Attack, Held/Carried/Inanimate Objects,
// the Object Defense table); Damage to Objects; Breaking Items.
import { describe, expect, it } from "vitest";
import { breakDC, damageObject, inanimateObjectAttack, objectDefense } from "../../src/rules/index.ts";

describe("Object Defense table (holder's Dex and class bonus 0)", () => {
  it.each([
    ["colossal", 7, 2, -3],
    ["gargantuan", 11, 6, 1],
    ["huge", 13, 8, 3],
    ["large", 14, 9, 4],
    ["medium", 15, 10, 5],
    ["small", 16, 11, 6],
    ["tiny", 17, 12, 7],
    ["diminutive", 19, 14, 9],
  ] as const)("%s: held %i, carried %i, inanimate %i", (size, held, carried, inanimate) => {
    expect(objectDefense(size, "held")).toBe(held);
    expect(objectDefense(size, "carried", { dexModifier: 0, classBonus: 0 })).toBe(carried);
    expect(objectDefense(size, "inanimate")).toBe(inanimate);
  });
});

describe("held and carried objects add the holder's Dex modifier and class bonus", () => {
  it("a blaster pistol (Small) held by a character with Dex +2 and class +3 → 21", () => {
    expect(objectDefense("small", "held", { dexModifier: 2, classBonus: 3 })).toBe(21);
  });
  it("a carried datapad (Tiny), same holder → 17", () => {
    expect(objectDefense("tiny", "carried", { dexModifier: 2, classBonus: 3 })).toBe(17);
  });
  it("an inanimate object ignores any holder", () => {
    expect(objectDefense("medium", "inanimate", { dexModifier: 5, classBonus: 5 })).toBe(5);
  });
});

describe("attacking an inanimate object", () => {
  it("melee +4; lining up the shot hits automatically", () => {
    expect(inanimateObjectAttack("melee")).toEqual({ bonus: 4, automaticHit: false });
    expect(inanimateObjectAttack("melee", true)).toEqual({ bonus: 4, automaticHit: true });
  });
  it("ranged: +5 only when lined up", () => {
    expect(inanimateObjectAttack("ranged")).toEqual({ bonus: 0, automaticHit: false });
    expect(inanimateObjectAttack("ranged", true)).toEqual({ bonus: 5, automaticHit: false });
  });
});

describe("Damage to Objects: DR comes off every hit", () => {
  it("a wooden door (DR 5, 5 wound points) hit for 8 loses 3", () => {
    expect(damageObject({ woundPoints: 5, damageReduction: 5 }, 8)).toEqual({
      woundPoints: 2,
      woundsLost: 3,
      ruined: false,
    });
  });
  it("damage at or under DR does nothing", () => {
    expect(damageObject({ woundPoints: 5, damageReduction: 5 }, 4).woundsLost).toBe(0);
  });
  it("at 0 wound points the object is ruined", () => {
    expect(damageObject({ woundPoints: 2, damageReduction: 0 }, 2).ruined).toBe(true);
  });
});

describe("Breaking Items: DC -2 once half the wound points are lost", () => {
  it("metal binders (DC 26, 10 wound points) at 5 → 24", () => {
    expect(breakDC(26, 5, 10)).toBe(24);
  });
  it("at 6 of 10 → 26", () => {
    expect(breakDC(26, 6, 10)).toBe(26);
  });
});
