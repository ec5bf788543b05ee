// rcr-combat.txt › Rapid Shot: a ranged full attack may take one extra attack at the highest bonus, -2 on
// every attack of the round. The feat is optional: the dialog offers it (ticked, as before) and the shooter
// may decline it; the card and the dialog's running total say when the sequence took it.
import { describe, expect, it } from "vitest";
import {
  attackDialogContext,
  readAttackForm,
  runningTotal,
} from "../../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import {
  type AttackRefusal,
  plannedBonuses,
  runAttack,
} from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import type { AttackChoices } from "../../../src/rulesets/rcr/dice/attack-views.ts";
import { attacker, blaster, choices, lightsaber, scriptedDice, target } from "./attack-fixtures.ts";

function card(result: AttackCardData | AttackRefusal): AttackCardData {
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

// Base attack +6, Dex +2: a full attack is +8/+3; with Rapid Shot +6/+6/+1.
const shooter = attacker({ feats: { ...attacker().feats, rapidShot: true } });
const full = (picked: Partial<AttackChoices> = {}) => ({
  attacker: shooter,
  weapon: blaster(),
  offHand: null,
  choices: choices({ mode: "full", ...picked }),
  targets: [target("a")],
});

describe("Rapid Shot is a choice on a ranged full attack", () => {
  it("not declined (the default, as before the choice): three attacks, +6/+6/+1, and the card says Rapid Shot", async () => {
    expect(plannedBonuses(full())).toEqual([6, 6, 1]);
    const data = card(await runAttack(full(), scriptedDice([10, 10, 10])));
    expect(data.attacks.map((attack) => attack.bonus)).toEqual([6, 6, 1]);
    expect(data.rapidShot).toBe(true);
  });

  it("declined: the plain full attack, +8/+3, and the card does not claim Rapid Shot", async () => {
    expect(plannedBonuses(full({ rapidShot: false }))).toEqual([8, 3]);
    const data = card(await runAttack(full({ rapidShot: false }), scriptedDice([10, 10])));
    expect(data.attacks.map((attack) => attack.bonus)).toEqual([8, 3]);
    expect(data.rapidShot).toBe(false);
  });

  it("without the feat, ticking it changes nothing", () => {
    expect(plannedBonuses({ ...full({ rapidShot: true }), attacker: attacker() })).toEqual([8, 3]);
  });

  it("a single attack and a melee full attack never take it", () => {
    expect(plannedBonuses(full({ mode: "single" }))).toEqual([8]);
    expect(plannedBonuses({ ...full(), weapon: lightsaber() })).toEqual([7, 2]);
  });
});

describe("the dialog offers Rapid Shot and reads it back", () => {
  const input = (weapon = blaster(), rapidShotFeat = true, picked: Partial<AttackChoices> = {}) => ({
    weapon,
    offHandWeapons: [],
    targets: [target("a")],
    choices: choices({ mode: "full", ...picked }),
    rapidShotFeat,
    preview: (current: AttackChoices) => plannedBonuses({ ...full(), weapon, choices: current }),
  });

  it("a ranged weapon and the feat: offered, ticked unless declined before", () => {
    expect(attackDialogContext(input()).rapidShot).toEqual({ checked: true });
    expect(attackDialogContext(input(blaster(), true, { rapidShot: false })).rapidShot).toEqual({
      checked: false,
    });
  });

  it("not offered without the feat or with a melee weapon", () => {
    expect(attackDialogContext(input(blaster(), false)).rapidShot).toBeNull();
    expect(attackDialogContext(input(lightsaber(), true)).rapidShot).toBeNull();
  });

  it("the running total labels the sequence with Rapid Shot only when the full attack takes it", () => {
    expect(runningTotal(input(), choices({ mode: "full" }))).toEqual({
      bonuses: [6, 6, 1],
      refusedKey: null,
      rapidShot: true,
    });
    expect(runningTotal(input(), choices({ mode: "full", rapidShot: false }))?.rapidShot).toBe(false);
    expect(runningTotal(input(), choices({ mode: "single" }))?.rapidShot).toBe(false);
  });

  it("an unticked box reads as declined; a form that did not offer it leaves the default alone", () => {
    const get = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    const weapon = blaster();
    expect(readAttackForm(get({ mode: "full" }), weapon, [], [], true).rapidShot).toBe(false);
    expect(readAttackForm(get({ mode: "full", rapidShot: "on" }), weapon, [], [], true).rapidShot).toBe(true);
    expect("rapidShot" in readAttackForm(get({ mode: "full" }), weapon, [], [], false)).toBe(false);
  });
});
