// rcr-combat.txt › Damage to Objects (the substance table), Saving Throws (of objects), Breaking Items (the
// object table); rcr-additional-combat-rules.txt › Ion Weapons.
import { describe, expect, it } from "vitest";
import {
  BREAKABLE_OBJECT_KEYS,
  breakAttempt,
  ionAgainstElectronics,
  ionStunRounds,
  objectDefense,
  objectSave,
  objectStats,
  SUBSTANCE_KEYS,
  substanceObject,
  weaponObjectSize,
} from "../../src/rules/index.ts";

describe("the substance table: DR and wound points per thickness", () => {
  it.each([
    ["durasheet", 0, 1],
    ["rope", 0, 1],
    ["wood", 5, 4],
    ["stone", 8, 6],
    ["metal", 10, 12],
    ["heavyMetal", 15, 12],
  ] as const)("%s: DR %i, %i wound points per cm", (substance, dr, perCm) => {
    expect(substanceObject(substance, 1)).toEqual({ damageReduction: dr, woundPoints: perCm });
    expect(substanceObject(substance, 10)).toEqual({ damageReduction: dr, woundPoints: perCm * 10 });
  });
  it("glass: DR 1, 1 wound point per 2 cm (4 cm → 2, 5 cm → 2)", () => {
    expect(substanceObject("glass", 4)).toEqual({ damageReduction: 1, woundPoints: 2 });
    expect(substanceObject("glass", 5).woundPoints).toBe(2);
  });
  it("anything with thickness has at least 1 wound point; no thickness, none", () => {
    expect(substanceObject("glass", 1).woundPoints).toBe(1);
    expect(substanceObject("wood", 0.1).woundPoints).toBe(1);
    expect(substanceObject("wood", 0).woundPoints).toBe(0);
  });
  it("a 10 cm metal door: DR 10, 120 wound points, as the object table gives it", () => {
    const door = objectStats("metalDoor");
    expect(substanceObject("metal", 10)).toEqual({
      damageReduction: door.damageReduction,
      woundPoints: door.woundPoints,
    });
  });
  it("lists the seven substances", () => {
    expect(SUBSTANCE_KEYS).toEqual(["durasheet", "rope", "glass", "wood", "stone", "metal", "heavyMetal"]);
  });
});

describe("the object table of Breaking Items", () => {
  it.each([
    ["syntherope", 0, 2, 23],
    ["liquidCable", 1, 3, 23],
    ["computerConsole", 2, 5, 14],
    ["woodenDoor", 5, 5, 15],
    ["weaponSmall", 5, 2, 14],
    ["weaponMedium", 5, 5, 17],
    ["weaponLarge", 5, 10, 20],
    ["permacreteWall", 8, 180, 35],
    ["chain", 10, 5, 26],
    ["metalBinders", 10, 10, 26],
    ["metalBars", 10, 15, 30],
    ["metalDoor", 10, 120, 35],
    ["metalWall", 10, 180, 40],
    ["blastDoor", 15, 720, 45],
  ] as const)("%s: DR %i, %i wound points, break DC %i", (object, damageReduction, woundPoints, breakDC) => {
    expect(objectStats(object)).toEqual({ damageReduction, woundPoints, breakDC });
  });
  it("lists the fourteen rows and hands out copies", () => {
    expect(BREAKABLE_OBJECT_KEYS).toHaveLength(14);
    const row = objectStats("chain");
    row.breakDC = 0;
    expect(objectStats("chain").breakDC).toBe(26);
  });
});

describe("Breaking Items: a Strength check against the DC", () => {
  it("exactly the DC breaks it; one less does not", () => {
    expect(breakAttempt({ strengthTotal: 15, baseDC: 15, woundPoints: 5, woundPointsMax: 5 })).toEqual({
      dc: 15,
      broken: true,
    });
    expect(breakAttempt({ strengthTotal: 14, baseDC: 15, woundPoints: 5, woundPointsMax: 5 })).toEqual({
      dc: 15,
      broken: false,
    });
  });
  it("at half its wound points or fewer the DC drops by 2", () => {
    expect(breakAttempt({ strengthTotal: 24, baseDC: 26, woundPoints: 5, woundPointsMax: 10 })).toEqual({
      dc: 24,
      broken: true,
    });
    expect(breakAttempt({ strengthTotal: 24, baseDC: 26, woundPoints: 6, woundPointsMax: 10 })).toEqual({
      dc: 26,
      broken: false,
    });
  });
});

describe("Saving Throws of objects", () => {
  it("an unattended item always fails, whatever the DC", () => {
    expect(objectSave({ attended: false, dc: 1, holderSaveTotal: 40 })).toBe(false);
  });
  it("an attended item saves as its holder: exactly the DC succeeds", () => {
    expect(objectSave({ attended: true, dc: 15, holderSaveTotal: 15 })).toBe(true);
    expect(objectSave({ attended: true, dc: 15, holderSaveTotal: 14 })).toBe(false);
  });
  it("no holder's save yet: null", () => {
    expect(objectSave({ attended: true, dc: 15 })).toBeNull();
  });
});

describe("Ion Weapons against electronics", () => {
  it("normal setting: damage as usual, through the item's DR (a computer console hit for 6)", () => {
    const computerConsole = objectStats("computerConsole");
    expect(ionAgainstElectronics({ setting: "normal", damage: 6, item: computerConsole })).toEqual({
      effect: "damage",
      woundPoints: 1,
      woundsLost: 4,
      ruined: false,
    });
  });
  it("stun against an inanimate item: it fails, nonfunctional for 1d4+1 rounds", () => {
    expect(ionStunRounds(3)).toBe(4);
    expect(
      ionAgainstElectronics({ setting: "stun", state: "inanimate", dc: 15, fortitudeTotal: 30, d4: 3 }),
    ).toEqual({
      effect: "disabled",
      rounds: 4,
    });
    expect(ionAgainstElectronics({ setting: "stun", state: "inanimate", dc: 15 })).toEqual({
      effect: "disabled",
      rounds: null,
    });
  });
  it("stun against a held or carried item: the wielder's Fortitude save, exactly the DC resists", () => {
    expect(
      ionAgainstElectronics({ setting: "stun", state: "held", dc: 15, fortitudeTotal: 15, d4: 1 }),
    ).toEqual({ effect: "resisted" });
    expect(
      ionAgainstElectronics({ setting: "stun", state: "carried", dc: 15, fortitudeTotal: 14, d4: 1 }),
    ).toEqual({
      effect: "disabled",
      rounds: 2,
    });
    expect(ionAgainstElectronics({ setting: "stun", state: "held", dc: 15 })).toEqual({
      effect: "saveNeeded",
      dc: 15,
    });
  });
  it("a Jedi with Deflect negates the shot on the weapon", () => {
    expect(
      ionAgainstElectronics({ setting: "stun", state: "held", dc: 15, fortitudeTotal: 0, deflected: true }),
    ).toEqual({ effect: "deflected" });
    expect(
      ionAgainstElectronics({
        setting: "normal",
        damage: 9,
        item: { woundPoints: 5, damageReduction: 2 },
        deflected: true,
      }),
    ).toEqual({
      effect: "deflected",
    });
  });
  it("weapon sizes on the object Defense table: a Small weapon counts as Diminutive, a Medium-size one as Tiny", () => {
    expect(weaponObjectSize("small")).toBe("diminutive");
    expect(weaponObjectSize("medium")).toBe("tiny");
    expect(weaponObjectSize("large")).toBe("small");
    expect(weaponObjectSize("tiny")).toBe("fine");
    expect(weaponObjectSize("fine")).toBe("fine");
    expect(objectDefense(weaponObjectSize("small"), "held", { dexModifier: 2, classBonus: 3 })).toBe(24);
  });
});
