// The attack dialog's form: what the player submits becomes AttackChoices; tampered values fall back.
import { describe, expect, it } from "vitest";
import { attackDialogContext, readAttackForm } from "../../../src/dice/attack-dialog-form.ts";
import { blaster, choices, target } from "./attack-fixtures.ts";

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

describe("attackDialogContext", () => {
  it("offers only the weapon's fire modes and melee options for melee weapons", () => {
    const context = attackDialogContext({ weapon: rifle, offHandWeapons: [], targets, choices: choices() });
    expect(Object.keys(context.fireModeOptions)).toEqual(["single", "autofire"]);
    expect(context.showFireModes).toBe(true);
    expect(context.melee).toBe(false);
    expect(context.hasOffHand).toBe(false);
    expect(context.targets.map((t) => t.name)).toEqual(["a", "b"]);
  });
});
