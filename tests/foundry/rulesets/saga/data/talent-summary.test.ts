// The feats and talents the engine understands, summed up from an actor's talent items.
import { describe, expect, it } from "vitest";
import { summarizeTalents } from "../../../../../src/rulesets/saga/data/talent-registry.ts";

describe("summarizeTalents", () => {
  it("flags, targets once each in order, Improved Damage Threshold counted, unknown keys ignored", () => {
    const summary = summarizeTalents([
      { key: "evasion", target: "" },
      { key: "weaponFocus", target: "rifle" },
      { key: "weaponFocus", target: "pistol" },
      { key: "weaponFocus", target: "rifle" },
      { key: "weaponFocus", target: "" },
      { key: "improvedDamageThreshold", target: "" },
      { key: "improvedDamageThreshold", target: "" },
      { key: "armorProficiency", target: "light" },
      { key: "weaponProficiency", target: "heavy" },
      { key: "weaponSpecialization", target: "pistols" },
      { key: "combatReflexes", target: "" },
      { key: "dodge", target: "" },
    ]);
    expect(summary).toEqual({
      evasion: true,
      combatReflexes: true,
      burstFire: false,
      pointBlankShot: false,
      preciseShot: false,
      rapidShot: false,
      martialArts: false,
      armoredDefense: false,
      improvedArmoredDefense: false,
      improvedDamageThreshold: 2,
      weaponFocus: ["rifle", "pistol"],
      weaponProficiency: ["heavy"],
      weaponSpecialization: ["pistols"],
      armorProficiency: ["light"],
    });
  });
  it("nothing: every flag off, no targets", () => {
    expect(summarizeTalents([])).toMatchObject({
      evasion: false,
      improvedDamageThreshold: 0,
      weaponFocus: [],
    });
  });
});
