// Weapon groups, proficiency, Weapon Focus and Weapon Specialization by group (Saga core, not in the texts):
// the seven groups of the proficiency feats, −5 without proficiency, +1 attack with Weapon Focus, +2 damage
// with Weapon Specialization, each only for the group it was taken for.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const none = { proficiency: [], weaponFocus: [], weaponSpecialization: [] };

describe("the book's weapon groups", () => {
  it("are Simple, Advanced Melee, Lightsabers, Pistols, Rifles, Heavy and Exotic, in the book's order", () => {
    expect(saga.WEAPON_PROFICIENCY_GROUPS).toEqual([
      "simple",
      "advancedMelee",
      "lightsabers",
      "pistols",
      "rifles",
      "heavy",
      "exotic",
    ]);
  });
  it("a group name is a group; a weapon form or anything else is not", () => {
    expect(saga.isWeaponProficiencyGroup("lightsabers")).toBe(true);
    expect(saga.isWeaponProficiencyGroup("exotic")).toBe(true);
    expect(saga.isWeaponProficiencyGroup("carbine")).toBe(false);
    expect(saga.isWeaponProficiencyGroup("")).toBe(false);
  });
});

describe("a weapon form's default group", () => {
  it("a carbine is a rifle, as a rifle is", () => {
    expect(saga.defaultProficiencyGroup("carbine")).toBe("rifles");
    expect(saga.defaultProficiencyGroup("rifle")).toBe("rifles");
  });
  it("a lightsaber is its own group; another melee weapon is an advanced melee weapon", () => {
    expect(saga.defaultProficiencyGroup("melee", true)).toBe("lightsabers");
    expect(saga.defaultProficiencyGroup("melee", false)).toBe("advancedMelee");
    expect(saga.defaultProficiencyGroup("melee")).toBe("advancedMelee");
  });
  it("pistols and heavy weapons keep their group", () => {
    expect(saga.defaultProficiencyGroup("pistol")).toBe("pistols");
    expect(saga.defaultProficiencyGroup("heavy")).toBe("heavy");
  });
  it("grenades and thrown weapons, natural and unarmed attacks are simple weapons", () => {
    for (const form of ["thrown", "natural", "unarmed"] as const) {
      expect(saga.defaultProficiencyGroup(form)).toBe("simple");
    }
  });
  it("the lightsaber flag counts only for melee weapons", () => {
    expect(saga.defaultProficiencyGroup("pistol", true)).toBe("pistols");
  });
});

describe("what a feat's target covers", () => {
  it("a group covers itself only", () => {
    expect(saga.groupsOfTarget("heavy")).toEqual(["heavy"]);
    expect(saga.groupsOfTarget("exotic")).toEqual(["exotic"]);
  });
  it("a stored 'melee' target keeps covering every melee weapon it covered before groups", () => {
    expect(saga.groupsOfTarget("melee")).toEqual(["simple", "advancedMelee", "lightsabers"]);
  });
  it("stored forms map to their groups: carbine and rifle to rifles, thrown, natural and unarmed to simple", () => {
    expect(saga.groupsOfTarget("carbine")).toEqual(["rifles"]);
    expect(saga.groupsOfTarget("rifle")).toEqual(["rifles"]);
    expect(saga.groupsOfTarget("pistol")).toEqual(["pistols"]);
    expect(saga.groupsOfTarget("thrown")).toEqual(["simple"]);
    expect(saga.groupsOfTarget("natural")).toEqual(["simple"]);
    expect(saga.groupsOfTarget("unarmed")).toEqual(["simple"]);
  });
  it("an unknown or blank target covers nothing", () => {
    expect(saga.groupsOfTarget("")).toEqual([]);
    expect(saga.groupsOfTarget("blasters")).toEqual([]);
    expect(saga.groupsOfTarget("toString")).toEqual([]);
  });
  it("the list it returns is the caller's own (changing it changes nothing stored)", () => {
    const first = saga.groupsOfTarget("melee");
    first.pop();
    expect(saga.groupsOfTarget("melee")).toHaveLength(3);
  });
});

describe("weaponGroupTraining", () => {
  it("without a proficiency for the group the attack takes −5, and nothing else", () => {
    const result = saga.weaponGroupTraining("rifles", { ...none, proficiency: ["pistols"] });
    expect(result).toEqual({
      group: "rifles",
      proficient: false,
      weaponFocus: false,
      weaponSpecialization: false,
      attackParts: [{ label: "nonproficient", value: -5 }],
      damageParts: [],
    });
  });
  it("proficient: no parts at all", () => {
    const result = saga.weaponGroupTraining("pistols", { ...none, proficiency: ["pistols"] });
    expect(result.proficient).toBe(true);
    expect(result.attackParts).toEqual([]);
    expect(result.damageParts).toEqual([]);
  });
  it("Weapon Focus +1 to attack and Weapon Specialization +2 damage with the group they name", () => {
    const result = saga.weaponGroupTraining("lightsabers", {
      proficiency: ["lightsabers"],
      weaponFocus: ["lightsabers"],
      weaponSpecialization: ["lightsabers"],
    });
    expect(result.weaponFocus).toBe(true);
    expect(result.weaponSpecialization).toBe(true);
    expect(result.attackParts).toEqual([{ label: "weaponFocus", value: 1 }]);
    expect(result.damageParts).toEqual([{ label: "weaponSpecialization", value: 2 }]);
  });
  it("Focus and Specialization in another group give nothing", () => {
    const result = saga.weaponGroupTraining("rifles", {
      proficiency: ["rifles"],
      weaponFocus: ["pistols"],
      weaponSpecialization: ["heavy"],
    });
    expect(result.weaponFocus).toBe(false);
    expect(result.weaponSpecialization).toBe(false);
    expect(result.attackParts).toEqual([]);
    expect(result.damageParts).toEqual([]);
  });
  it("Weapon Focus without the proficiency: +1 and −5, each its own part", () => {
    const result = saga.weaponGroupTraining("heavy", { ...none, weaponFocus: ["heavy"] });
    expect(result.attackParts).toEqual([
      { label: "weaponFocus", value: 1 },
      { label: "nonproficient", value: -5 },
    ]);
  });
  it("a carbine taken before groups (target 'carbine') makes a rifle proficient", () => {
    expect(saga.weaponGroupTraining("rifles", { ...none, proficiency: ["carbine"] }).proficient).toBe(true);
  });
  it("an exotic weapon needs an exotic proficiency: every other group leaves it at −5", () => {
    const trained = {
      ...none,
      proficiency: ["simple", "advancedMelee", "lightsabers", "pistols", "rifles", "heavy"],
    };
    expect(saga.weaponGroupTraining("exotic", trained).proficient).toBe(false);
    expect(saga.weaponGroupTraining("exotic", { ...none, proficiency: ["exotic"] }).proficient).toBe(true);
  });
});

describe("core damage bonus with Weapon Specialization", () => {
  it("+2 as its own part, before other", () => {
    const result = saga.coreDamageBonus({
      kind: "ranged",
      heroicLevel: 4,
      strModifier: 3,
      weaponSpecialization: true,
      other: 1,
    });
    expect(result.total).toBe(2 + 2 + 1);
    expect(result.parts.map((p) => p.label)).toEqual(["halfLevel", "weaponSpecialization", "other"]);
  });
  it("without it, no part", () => {
    const result = saga.coreDamageBonus({ kind: "ranged", heroicLevel: 4, strModifier: 3 });
    expect(result.parts.map((p) => p.label)).not.toContain("weaponSpecialization");
  });
});
