// A double weapon's extra attack from the dialog and the sheet: rcr-combat.txt › Double Weapon (an extra
// attack as if fighting with two weapons, the penalties as if the off-hand weapon were light), Attacking with
// Two Weapons and its table, Off-Hand Weapon (half the Strength bonus to damage).
import { describe, expect, it } from "vitest";
import { attackDialogContext, readAttackForm } from "../../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { type AttackRefusal, runAttack } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import {
  DOUBLE_END,
  offHandChoice,
  withDoubleWeapon,
} from "../../../src/rulesets/rcr/attack/double-weapon-choice.ts";
import { attackCardContext } from "../../../src/rulesets/rcr/dice/attack-card-context.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { attacker, choices, lightsaber, scriptedDice } from "./attack-fixtures.ts";

function card(result: AttackCardData | AttackRefusal): AttackCardData {
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

const doubleSaber = lightsaber({ id: "double", name: "Double-bladed lightsaber", double: true });
// BAB 6, Strength +4: a melee attack at +10, damage 2d8+4 in the primary hand, 2d8+2 in the off hand.
const wielder = attacker({ strModifier: 4 });
const both = choices({ mode: "full", doubleWeapon: true });

describe("a full attack with both ends of a double weapon", () => {
  it("adds one attack with the other end; the penalties are the light off-hand row (-4 / -8)", async () => {
    const data = card(
      await runAttack(
        { attacker: wielder, weapon: doubleSaber, offHand: null, choices: both, targets: [] },
        scriptedDice([10, 10, 10]),
      ),
    );
    expect(data.attacks.map((a) => [a.source, a.bonus])).toEqual([
      ["base", 6],
      ["offHand", 2],
      ["iterative", 1],
    ]);
    const off = data.attacks[1]!;
    expect(off.weaponId).toBe("double");
    expect(off.parts).toContainEqual({ label: "twoWeapon", value: -8 });
    expect(data.attacks[0]!.parts).toContainEqual({ label: "twoWeapon", value: -4 });
  });
  it("the other end deals half the Strength bonus, the primary end all of it", async () => {
    const data = card(
      await runAttack(
        { attacker: wielder, weapon: doubleSaber, offHand: null, choices: both, targets: [] },
        scriptedDice([10, 10, 10]),
      ),
    );
    expect(data.attacks[0]!.damageFormula).toBe("2d8 + 4");
    expect(data.attacks.find((a) => a.source === "offHand")!.damageFormula).toBe("2d8 + 2");
  });
  it("held in two hands, a single attack adds 1½ Strength; striking with both ends, the primary end adds it once", async () => {
    const twoHanded = { ...doubleSaber, grip: "two-hands" as const };
    const request = { attacker: wielder, weapon: twoHanded, offHand: null, targets: [] };
    const single = card(await runAttack({ ...request, choices: choices() }, scriptedDice([10])));
    expect(single.attacks[0]!.damageFormula).toBe("2d8 + 6");
    const full = card(await runAttack({ ...request, choices: both }, scriptedDice([10, 10, 10])));
    expect(full.attacks.map((a) => a.damageFormula)).toEqual(["2d8 + 4", "2d8 + 2", "2d8 + 4"]);
  });
  it("Two-Weapon Fighting and Ambidexterity bring both ends to -2 / -2 (the table's last row)", async () => {
    const feats = { ...wielder.feats, twoWeaponFighting: true, ambidexterity: true };
    const data = card(
      await runAttack(
        { attacker: { ...wielder, feats }, weapon: doubleSaber, offHand: null, choices: both, targets: [] },
        scriptedDice([10, 10, 10]),
      ),
    );
    expect(data.attacks.map((a) => a.bonus)).toEqual([8, 8, 3]);
  });
  it("a weapon that is not double is refused the other end", async () => {
    const plain = lightsaber();
    const result = await runAttack(
      { attacker: wielder, weapon: plain, offHand: null, choices: both, targets: [] },
      scriptedDice([10]),
    );
    expect(result).toEqual({ ok: false, refused: "notDoubleWeapon" });
  });
  it("the card names the other end on its off-hand attack only", async () => {
    const data = card(
      await runAttack(
        { attacker: wielder, weapon: doubleSaber, offHand: null, choices: both, targets: [] },
        scriptedDice([10, 10, 10]),
      ),
    );
    const view = attackCardContext(data, "m1", { isGM: true, hideDefense: false });
    expect(view.attacks.map((a) => a.doubleEnd)).toEqual([false, true, false]);
  });
});

describe("the attack dialog's off-hand select offers the other end", () => {
  const input = {
    weapon: doubleSaber,
    offHandWeapons: [{ id: "knife", name: "Knife" }],
    targets: [],
    choices: both,
  };
  it("a double weapon lists its other end after None, and the select shows it when chosen", () => {
    const context = attackDialogContext(input);
    expect(Object.keys(context.offHandOptions)).toEqual(["", DOUBLE_END, "knife"]);
    expect(context.offHandSelected).toBe(DOUBLE_END);
    expect(context.hasOffHand).toBe(true);
  });
  it("a double weapon has the select even with no other weapon; a plain one without others has none", () => {
    expect(attackDialogContext({ ...input, offHandWeapons: [] }).hasOffHand).toBe(true);
    expect(attackDialogContext({ ...input, weapon: lightsaber(), offHandWeapons: [] }).hasOffHand).toBe(
      false,
    );
    expect(Object.keys(attackDialogContext({ ...input, weapon: lightsaber() }).offHandOptions)).toEqual([
      "",
      "knife",
    ]);
  });
  it("reading the form: the other end only for a double weapon, never as an off-hand item id", () => {
    const get = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    const read = readAttackForm(
      get({ mode: "full", offHandWeaponId: DOUBLE_END }),
      doubleSaber,
      [],
      ["knife"],
    );
    expect(read).toMatchObject({ doubleWeapon: true, offHandWeaponId: null });
    const forged = readAttackForm(get({ mode: "full", offHandWeaponId: DOUBLE_END }), lightsaber(), [], []);
    expect(forged).toMatchObject({ doubleWeapon: false, offHandWeaponId: null });
    const knife = readAttackForm(get({ mode: "full", offHandWeaponId: "knife" }), doubleSaber, [], ["knife"]);
    expect(knife).toMatchObject({ doubleWeapon: false, offHandWeaponId: "knife" });
  });
  it("offHandChoice: the other end, else the off-hand weapon's id, else none", () => {
    expect(offHandChoice(choices({ doubleWeapon: true }))).toBe(DOUBLE_END);
    expect(offHandChoice(choices({ offHandWeaponId: "knife" }))).toBe("knife");
    expect(offHandChoice(choices())).toBe("");
  });
});

describe("where the flow starts", () => {
  it("the sheet's Both ends button asks a full attack with the other end, dropping an off-hand weapon", () => {
    const start = withDoubleWeapon(
      doubleSaber,
      { doubleWeapon: true },
      choices({ offHandWeaponId: "knife" }),
    );
    expect(start).toMatchObject({ mode: "full", doubleWeapon: true, offHandWeaponId: null });
  });
  it("remembered choices keep the other end only while the weapon is double", () => {
    const remembered = choices({ mode: "full", doubleWeapon: true });
    expect(withDoubleWeapon(doubleSaber, {}, remembered).doubleWeapon).toBe(true);
    expect(withDoubleWeapon(lightsaber(), {}, remembered).doubleWeapon).toBe(false);
    expect(withDoubleWeapon(lightsaber(), { doubleWeapon: true }, remembered).mode).toBe("full");
  });
});
