// d6-combat.txt › Armor; Damaged Armor › Armor Damage Chart; Game Option: Hit Location.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

type Armor = import("../../../src/rules/index.ts").d6.Armor;
const code = (dice: number, pips = 0) => ({ dice, pips });

const blastArmor: Armor = Object.freeze({ physical: code(1), energy: code(1) });
// Stormtrooper armor: +2D physical, +1D energy, −1D Dexterity. The covered parts here are test data.
const stormtrooper: Armor = Object.freeze<Armor>({
  physical: code(2),
  energy: code(1),
  dexterityPenalty: code(-1),
  covers: ["head", "torso", "leftArm", "rightArm"],
});

describe("Sandor's blast armor adds to the Strength roll against damage only", () => {
  it("Strength 3D+2 with +1D armor resists damage with 4D+2", () => {
    expect(d6.resistanceDice({ strength: code(3, 2), armor: blastArmor, damageType: "energy" })).toEqual(
      code(4, 2),
    );
  });
  it("lifting a heavy object he rolls only his 3D+2: resistance without armor is Strength", () => {
    expect(d6.resistanceDice({ strength: code(3, 2), damageType: "physical" })).toEqual(code(3, 2));
    expect(d6.resistanceDice({ strength: code(3, 2), armor: null, damageType: "physical" })).toEqual(
      code(3, 2),
    );
  });
});

describe("the stormtrooper armor", () => {
  it("+2D against physical attacks, +1D against energy attacks", () => {
    expect(d6.armorBonus(stormtrooper, "physical")).toEqual(code(2));
    expect(d6.armorBonus(stormtrooper, "energy")).toEqual(code(1));
  });
  it("a trooper with Strength 2D resists a blaster bolt with 3D and a vibro-ax with 4D", () => {
    expect(d6.resistanceDice({ strength: code(2), armor: stormtrooper, damageType: "energy" })).toEqual(
      code(3),
    );
    expect(d6.resistanceDice({ strength: code(2), armor: stormtrooper, damageType: "physical" })).toEqual(
      code(4),
    );
  });
  it("−1D to Dexterity and every Dexterity skill: blaster 4D+1 becomes 3D+1", () => {
    expect(d6.dexterityInArmor(code(4, 1), stormtrooper)).toEqual(code(3, 1));
  });
  it("armor without a Dexterity penalty, or no armor, leaves Dexterity alone", () => {
    expect(d6.dexterityInArmor(code(3), blastArmor)).toEqual(code(3));
    expect(d6.dexterityInArmor(code(3), null)).toEqual(code(3));
  });
  it("no armor adds nothing", () => {
    expect(d6.armorBonus(null, "physical")).toEqual(code(0));
  });
});

describe("damaged armor protects less", () => {
  it.each([
    ["intact", code(2)],
    ["lightlyDamaged", code(1, 2)], // 2D less a pip: three pips make a die
    ["heavilyDamaged", code(1)],
    ["severelyDamaged", code(0)],
    ["destroyed", code(0)],
  ] as const)("stormtrooper armor %s: %o against physical attacks", (condition, bonus) => {
    expect(d6.armorBonus({ ...stormtrooper, condition }, "physical")).toEqual(bonus);
  });
  it("a damaged armor never subtracts: +1D heavily damaged is 0D, 0D+1 heavily damaged is 0D", () => {
    expect(d6.armorBonus({ ...blastArmor, condition: "heavilyDamaged" }, "energy")).toEqual(code(0));
    expect(
      d6.armorBonus({ physical: code(0, 1), energy: code(0, 1), condition: "heavilyDamaged" }, "energy"),
    ).toEqual(code(0));
  });
  it("an armor with no dice against energy, lightly damaged, stays 0D (never 0D-1)", () => {
    expect(
      d6.armorBonus({ physical: code(1), energy: code(0), condition: "lightlyDamaged" }, "energy"),
    ).toEqual(code(0));
  });
  it("+0D+1 lightly damaged is 0D; +0D+2 lightly damaged keeps 0D+1", () => {
    expect(
      d6.armorBonus({ physical: code(0, 1), energy: code(0), condition: "lightlyDamaged" }, "physical"),
    ).toEqual(code(0));
    expect(
      d6.armorBonus({ physical: code(0, 2), energy: code(0), condition: "lightlyDamaged" }, "physical"),
    ).toEqual(code(0, 1));
  });
  it("the Dexterity penalty stays however damaged it is", () => {
    expect(d6.dexterityInArmor(code(3), { ...stormtrooper, condition: "destroyed" })).toEqual(code(2));
  });
});

describe("the Armor Damage Chart: the wearer's injury from the hit", () => {
  it.each([
    ["noEffect", "intact"],
    ["stunned", "intact"],
    ["unconscious", "intact"],
    ["wounded", "lightlyDamaged"],
    ["incapacitated", "heavilyDamaged"],
    ["mortallyWounded", "severelyDamaged"],
    ["killed", "destroyed"],
  ] as const)("intact armor, wearer %s: %s", (result, condition) => {
    expect(d6.damageArmor("intact", result)).toBe(condition);
  });
  it("the chart gives states: lightly damaged and wounded again stays lightly damaged", () => {
    expect(d6.damageArmor("lightlyDamaged", "wounded")).toBe("lightlyDamaged");
  });
  it("never improves: heavily damaged armor and a wound stays heavily damaged", () => {
    expect(d6.damageArmor("heavilyDamaged", "wounded")).toBe("heavilyDamaged");
    expect(d6.damageArmor("destroyed", "mortallyWounded")).toBe("destroyed");
  });
  it("worsens: lightly damaged and incapacitated is heavily damaged", () => {
    expect(d6.damageArmor("lightlyDamaged", "incapacitated")).toBe("heavilyDamaged");
    expect(d6.damageArmor("severelyDamaged", "killed")).toBe("destroyed");
  });
});

describe("Game Option: Hit Location", () => {
  it.each([
    [1, undefined, "head"],
    [2, undefined, "torso"],
    [3, undefined, "torso"],
    [4, 1, "leftArm"],
    [4, 3, "leftArm"],
    [4, 4, "rightArm"],
    [4, 6, "rightArm"],
    [5, undefined, "leftLeg"],
    [6, undefined, "rightLeg"],
  ] as const)("roll %i (arm roll %s): %s", (roll, armRoll, location) => {
    expect(d6.hitLocation(roll, armRoll)).toBe(location);
  });
  it("a 4 with no arm roll yet: null, roll again for the arm", () => {
    expect(d6.hitLocation(4)).toBeNull();
  });
  it("the arm roll is ignored for any other part", () => {
    expect(d6.hitLocation(1, 6)).toBe("head");
  });
  it("faces outside 1-6 wrap around", () => {
    expect(d6.hitLocation(7)).toBe("head");
    expect(d6.hitLocation(0)).toBe("rightLeg");
    expect(d6.hitLocation(10, 9)).toBe("leftArm");
    expect(d6.hitLocation(4, 0)).toBe("rightArm");
  });
  const on = { hitLocation: true };
  it("armor can't protect an area it does not cover: a stormtrooper shot in the leg", () => {
    expect(d6.armorBonus(stormtrooper, "energy", "leftLeg", on)).toEqual(code(0));
    expect(
      d6.resistanceDice(
        { strength: code(2), armor: stormtrooper, damageType: "energy", location: "rightLeg" },
        on,
      ),
    ).toEqual(code(2));
  });
  it("a covered location keeps the armor", () => {
    expect(d6.armorBonus(stormtrooper, "energy", "torso", on)).toEqual(code(1));
  });
  it("armor with no list of covered parts covers the whole body", () => {
    expect(d6.armorBonus(blastArmor, "energy", "leftLeg", on)).toEqual(code(1));
  });
  it("no location given: the armor counts", () => {
    expect(d6.armorBonus(stormtrooper, "energy", null, on)).toEqual(code(1));
  });
  it("without the option, every location is protected", () => {
    expect(d6.armorBonus(stormtrooper, "energy", "leftLeg")).toEqual(code(1));
    expect(d6.armorBonus(stormtrooper, "energy", "leftLeg", { hitLocation: false })).toEqual(code(1));
  });
});
