// The attack dialog's form: what the player submits becomes AttackChoices; tampered values fall back.
import { describe, expect, it } from "vitest";
import { attackDialogContext, readAttackForm } from "../../../src/rulesets/rcr/attack/attack-dialog-form.ts";
import { blaster, choices, lightsaber, target } from "./attack-fixtures.ts";

const rifle = blaster({ fireModes: ["single", "autofire"] });
const targets = [target("a"), target("b")];

function form(values: Record<string, string>) {
  return (name: string) => values[name] ?? null;
}

describe("readAttackForm", () => {
  it("reads every option and the per-target cover, concealment and melee", () => {
    const read = readAttackForm(
      form({
        mode: "full",
        fireMode: "autofire",
        offHandWeaponId: "hold-out",
        stance: "fightingDefensively",
        aimed: "on",
        aimPosition: "prone",
        aimSupport: "fixed",
        situational: "-2",
        "cover-0": "half",
        "concealment-1": "nineTenths",
        "intoMelee-1": "on",
      }),
      rifle,
      targets,
      ["hold-out"],
    );
    expect(read).toMatchObject({
      mode: "full",
      fireMode: "autofire",
      offHandWeaponId: "hold-out",
      stance: "fightingDefensively",
      aim: { aimed: true, position: "prone", support: "fixed" },
      charge: false,
      touch: false,
      situational: -2,
    });
    expect(read.targets[targets[0]!.tokenUuid]).toEqual({
      cover: "half",
      concealment: "none",
      intoMelee: false,
    });
    expect(read.targets[targets[1]!.tokenUuid]).toEqual({
      cover: "none",
      concealment: "nineTenths",
      intoMelee: true,
    });
  });
  it("values the weapon or the rules do not offer fall back to the plain choice", () => {
    const read = readAttackForm(
      form({
        fireMode: "multifire",
        offHandWeaponId: "stolen",
        stance: "berserk",
        "cover-0": "hyper",
        situational: "x",
      }),
      rifle,
      targets,
      [],
    );
    expect(read).toMatchObject({
      mode: "single",
      fireMode: "single",
      offHandWeaponId: null,
      stance: "normal",
      situational: 0,
    });
    expect(read.targets[targets[0]!.tokenUuid]?.cover).toBe("none");
  });
});

describe("readAttackForm: the melee options and the empty form", () => {
  it("charge, touch and a pulled blow are read from a melee weapon's form", () => {
    const read = readAttackForm(
      form({ charge: "on", touch: "on", pullBlow: "vitalityOnly", offHandWeaponId: "" }),
      lightsaber(),
      [],
      ["hold-out"],
    );
    expect(read).toMatchObject({
      charge: true,
      touch: true,
      pullBlow: "vitalityOnly",
      offHandWeaponId: null,
      targets: {},
    });
  });
  it("an empty form (every box unchecked) is the plain attack with the weapon's first fire mode", () => {
    const autofireOnly = blaster({ fireModes: ["autofire"] });
    const read = readAttackForm(form({}), autofireOnly, targets, []);
    expect(read).toEqual({
      ...choices(),
      fireMode: "autofire",
      spendForcePoint: false,
      targets: {
        [targets[0]!.tokenUuid]: { cover: "none", concealment: "none", intoMelee: false },
        [targets[1]!.tokenUuid]: { cover: "none", concealment: "none", intoMelee: false },
      },
    });
  });
});

describe("attackDialogContext", () => {
  it("a melee weapon with a second weapon: melee options, the off-hand list with None first, no fire modes", () => {
    const context = attackDialogContext({
      weapon: lightsaber(),
      offHandWeapons: [{ id: "hold-out", name: "Hold-out blaster" }],
      targets,
      choices: choices({
        targets: { [targets[1]!.tokenUuid]: { cover: "half", concealment: "none", intoMelee: true } },
      }),
    });
    expect(context).toMatchObject({ melee: true, ranged: false, showFireModes: false, hasOffHand: true });
    expect(context.offHandOptions).toEqual({ "": "SWRPG.Dialog.None", "hold-out": "Hold-out blaster" });
    expect(context.targets.map((t) => t.choice)).toEqual([
      { cover: "none", concealment: "none", intoMelee: false },
      { cover: "half", concealment: "none", intoMelee: true },
    ]);
  });

  it("offers only the weapon's fire modes and melee options for melee weapons", () => {
    const context = attackDialogContext({ weapon: rifle, offHandWeapons: [], targets, choices: choices() });
    expect(context.fireModes).toEqual(["single", "autofire"]);
    expect(context.showFireModes).toBe(true);
    expect(context.melee).toBe(false);
    expect(context.hasOffHand).toBe(false);
    expect(context.targets.map((t) => t.name)).toEqual(["a", "b"]);
  });
});
