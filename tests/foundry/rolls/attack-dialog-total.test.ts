// The attack dialog's running total (the engine's plan for the choices so far, before each target's own
// modifiers) and its roll-mode choice. The fixture: base attack +6, Dexterity +2, a blaster pistol.
import { describe, expect, it } from "vitest";
import { readRollMode, runningTotal } from "../../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { plannedBonuses } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import type { AttackChoices } from "../../../src/rulesets/rcr/dice/attack-views.ts";
import { attacker, blaster, choices, lightsaber, target } from "./attack-fixtures.ts";

const targets = [target("a")];
const preview = (picked: AttackChoices, weapon = blaster()) =>
  plannedBonuses({ attacker: attacker(), weapon, offHand: null, choices: picked, targets });

describe("running total of the attack bonus", () => {
  it("a single ranged attack: base attack + Dexterity = +8", () => {
    expect(preview(choices())).toEqual([8]);
  });
  it("a full attack lists each attack: +8 then +3 (the base attack's second step)", () => {
    expect(preview(choices({ mode: "full" }))).toEqual([8, 3]);
  });
  it("follows what is chosen: fighting defensively −4, a situational +2", () => {
    expect(preview(choices({ stance: "fightingDefensively" }))).toEqual([4]);
    expect(preview(choices({ situational: 2 }))).toEqual([10]);
  });
  it("a melee weapon adds Strength (+1) instead of Dexterity", () => {
    expect(preview(choices(), lightsaber())).toEqual([7]);
  });
  it("choices that allow no attack show why: total defense, a charge with a ranged weapon", () => {
    const input = { weapon: blaster(), offHandWeapons: [], targets, choices: choices(), preview };
    expect(runningTotal(input, choices({ stance: "totalDefense" }))).toEqual({
      bonuses: [],
      refusedKey: "SWRPG.Attack.Refused.totalDefense",
      rapidShot: false,
    });
    expect(runningTotal(input, choices({ charge: true }))?.refusedKey).toBe(
      "SWRPG.Attack.Refused.chargeMeleeOnly",
    );
    expect(runningTotal(input, choices())).toEqual({ bonuses: [8], refusedKey: null, rapidShot: false });
  });
  it("without a preview (no attacker known) the dialog shows no total", () => {
    expect(
      runningTotal({ weapon: blaster(), offHandWeapons: [], targets, choices: choices() }, choices()),
    ).toBeNull();
  });
});

describe("roll mode", () => {
  it("reads one of core's roll modes; anything else is no choice", () => {
    for (const mode of ["publicroll", "gmroll", "blindroll", "selfroll"])
      expect(readRollMode(() => mode)).toBe(mode);
    expect(readRollMode(() => "roll")).toBeNull();
    expect(readRollMode(() => null)).toBeNull();
  });
});
