// rcr-combat.txt › Attacking with Two Weapons, Double Weapon, Two Weapon Fighting Table; rcr-combat.txt ›
// Autofire and Multifire (recoil).
import { describe, expect, it } from "vitest";
import {
  autofireAttackBonuses,
  recoilParts,
  recoilPenalty,
  twoWeaponPenalties,
} from "../../src/rules/index.ts";

describe("Two Weapon Fighting table", () => {
  const rows: [
    string,
    { offHandLight?: boolean; ambidexterity?: boolean; twoWeaponFighting?: boolean },
    number,
    number,
  ][] = [
    ["normal penalties", {}, -6, -10],
    ["off-hand weapon is light", { offHandLight: true }, -4, -8],
    ["Ambidexterity", { ambidexterity: true }, -6, -6],
    ["Two-Weapon Fighting", { twoWeaponFighting: true }, -4, -8],
    ["light and Ambidexterity", { offHandLight: true, ambidexterity: true }, -4, -4],
    ["light and Two-Weapon Fighting", { offHandLight: true, twoWeaponFighting: true }, -2, -6],
    ["Ambidexterity and Two-Weapon Fighting", { ambidexterity: true, twoWeaponFighting: true }, -4, -4],
    [
      "light, Ambidexterity and Two-Weapon Fighting",
      { offHandLight: true, ambidexterity: true, twoWeaponFighting: true },
      -2,
      -2,
    ],
  ];
  for (const [name, opts, primary, offHand] of rows)
    it(`${name} → ${primary} / ${offHand}`, () => {
      expect(twoWeaponPenalties(opts)).toEqual({ primary, offHand });
    });
});

describe("recoil", () => {
  it("single fire has no recoil", () => {
    expect(recoilParts({}, "single")).toEqual([]);
  });
  it("multifire one-handed: -2; two-handed: none", () => {
    expect(recoilParts({ twoHanded: false }, "multifire")).toEqual([{ label: "recoilOneHanded", value: -2 }]);
    expect(recoilPenalty({ twoHanded: true }, "multifire")).toBe(0);
  });
  it("a weapon two sizes smaller than its wielder ignores the one-hand recoil; one size smaller does not", () => {
    expect(recoilPenalty({ sizesSmallerThanWielder: 2 }, "multifire")).toBe(0);
    expect(recoilPenalty({ sizesSmallerThanWielder: 1 }, "multifire")).toBe(-2);
  });
  it("autofire: -2 not two-handed, another -2 not a blaster rifle nor on a tripod: -10 in all", () => {
    expect(recoilPenalty({}, "autofire")).toBe(-4);
    expect(-6 + recoilPenalty({}, "autofire")).toBe(-10);
    expect(recoilPenalty({ twoHanded: true, blasterRifle: true }, "autofire")).toBe(0);
    expect(recoilPenalty({ twoHanded: true, tripod: true }, "autofire")).toBe(0);
    expect(recoilParts({ twoHanded: true }, "autofire")).toEqual([{ label: "recoilUnbraced", value: -2 }]);
  });
  it("a heavy repeating blaster without a tripod: multifire -6 and autofire -8", () => {
    const heavyRepeater = { twoHanded: true, autofireOnly: true };
    expect(-4 + recoilPenalty(heavyRepeater, "multifire")).toBe(-6);
    expect(-6 + recoilPenalty(heavyRepeater, "autofire")).toBe(-8);
    expect(recoilPenalty({ ...heavyRepeater, tripod: true }, "multifire")).toBe(0);
  });
  it("recoil comes on top of the table row", () => {
    const row = autofireAttackBonuses(8).map((bonus) => bonus + recoilPenalty({}, "autofire"));
    expect(row).toEqual([-2, -2, -2, -7]);
  });
});
