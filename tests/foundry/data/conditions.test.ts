// Every condition changes a number or a permission; none is a label only.
// rcr-combat.txt › Favorable and Unfavorable Conditions, Flat-Footed, Fatigued, Knocked Out, Disabled, Dying,
// Dead, Helpless Defenders, Grappling Consequences, Charge, Fighting Defensively, Total Defense, Run, Aiming.
import { beforeAll, describe, expect, it } from "vitest";
import { CONDITION_IDS } from "../../../src/rulesets/rcr/status-effects.ts";
import { createActor, registerSystem, soldier, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);

// The soldier: Defense 14 (10 + class 3 + Dex 1), vibroblade +3 melee, rifle +3 ranged, Str 14 Dex 13.
async function soldierWith(...statuses: string[]) {
  const actor = await createActor(soldier(), statuses);
  const system = systemOf(actor);
  const blade = actor.items.find((item) => item.name === "Vibroblade");
  const rifle = actor.items.find((item) => item.name === "Blaster rifle");
  const melee = system.attacks[blade?.id ?? ""];
  const ranged = system.attacks[rifle?.id ?? ""];
  if (!melee || !ranged) throw new Error("fixture weapons missing");
  return { system, melee, ranged };
}

describe("conditions a defender has", () => {
  it("flat-footed: no Dex bonus to Defense (14 → 13)", async () => {
    const { system } = await soldierWith("flatFooted");
    expect(system.defense.value).toBe(13);
    expect(system.combat.losesDexBonus).toBe(true);
  });

  it("surprised: no Dex bonus and no action in the surprise round", async () => {
    const { system } = await soldierWith("surprised");
    expect(system.defense.value).toBe(13);
    expect(system.combat.actions).toBe("none");
  });

  it("stunned: attackers get +2 melee and ranged, and the Dex bonus is lost", async () => {
    const { system } = await soldierWith("stunned");
    expect(system.combat.againstMe.melee.parts).toEqual([{ label: "stunned", value: 2 }]);
    expect(system.combat.againstMe.ranged.parts).toEqual([{ label: "stunned", value: 2 }]);
    expect(system.defense.value).toBe(13);
  });

  it("prone: own melee -4; melee attackers +4, ranged attackers face half cover", async () => {
    const { system, melee } = await soldierWith("prone");
    expect(melee.attack.total).toBe(3 - 4);
    expect(system.combat.againstMe.melee.parts).toEqual([{ label: "defenderProne", value: 4 }]);
    expect(system.combat.againstMe.ranged.postureCover).toBe("half");
  });

  it("helpless: Dex modifier -5 in Defense (14 → 8) and melee attackers +4", async () => {
    const { system } = await soldierWith("helpless");
    expect(system.defense.value).toBe(10 + 3 - 5);
    expect(system.combat.againstMe.melee.parts).toEqual([{ label: "helpless", value: 4 }]);
    expect(system.combat.actions).toBe("none");
  });

  it("grappled: no Dex bonus against outsiders and no threatened area", async () => {
    const { system } = await soldierWith("grappled");
    expect(system.defense.value).toBe(13);
    expect(system.combat.threatensArea).toBe(false);
    expect(system.combat.againstMe.ranged.randomGrappler).toBe(true);
    expect(system.combat.againstMe.melee.randomGrappler).toBe(false);
  });

  it("pinned: attackers +4 melee and -4 ranged, no Dex bonus", async () => {
    const { system } = await soldierWith("pinned");
    expect(system.combat.againstMe.melee.parts).toEqual([{ label: "pinned", value: 4 }]);
    expect(system.combat.againstMe.ranged.parts).toEqual([{ label: "pinned", value: -4 }]);
    expect(system.defense.value).toBe(13);
  });

  it("running: no Dex bonus; ranged attackers -2", async () => {
    const { system } = await soldierWith("running");
    expect(system.defense.value).toBe(13);
    expect(system.combat.againstMe.ranged.parts).toEqual([{ label: "running", value: -2 }]);
  });
});

describe("conditions of the actor's own actions", () => {
  it("charging: +2 on melee attacks, -2 Defense", async () => {
    const { system, melee, ranged } = await soldierWith("charging");
    expect(melee.attack.total).toBe(5);
    expect(ranged.attack.total).toBe(3);
    expect(system.defense.value).toBe(12);
    expect(system.defense.breakdown).toContainEqual({ label: "charge", value: -2 });
  });

  it("fighting defensively: -4 on every attack, +2 dodge to Defense", async () => {
    const { system, melee, ranged } = await soldierWith("fightingDefensively");
    expect(melee.attack.total).toBe(-1);
    expect(ranged.attack.total).toBe(-1);
    expect(system.defense.value).toBe(16);
  });

  it("total defense: +4 dodge to Defense and no attack", async () => {
    const { system } = await soldierWith("totalDefense");
    expect(system.defense.value).toBe(18);
    expect(system.combat.canAttack).toBe(false);
  });

  it("a stance's dodge bonus is lost with the Dex bonus (flat-footed and fighting defensively → 13)", async () => {
    const { system } = await soldierWith("fightingDefensively", "flatFooted");
    expect(system.defense.value).toBe(13);
  });

  it("aiming: the aimer loses Dex and dodge bonuses for the round", async () => {
    const { system } = await soldierWith("aiming", "totalDefense");
    expect(system.defense.value).toBe(13);
  });
});

describe("conditions of injury", () => {
  it("fatigued: -2 to the Strength and Dexterity scores (14 → 12, 13 → 11), so attacks drop; no run or charge", async () => {
    const { system, melee, ranged } = await soldierWith("fatigued");
    expect(system.abilities.str).toEqual({
      value: 14,
      effective: 12,
      mod: 1,
      adjustments: [{ label: "fatigued", value: -2 }],
    });
    expect(system.abilities.dex).toEqual({
      value: 13,
      effective: 11,
      mod: 0,
      adjustments: [{ label: "fatigued", value: -2 }],
    });
    expect(melee.attack.total).toBe(2);
    expect(ranged.attack.total).toBe(2);
    expect(system.defense.value).toBe(13);
    expect(system.combat.canRun).toBe(false);
    expect(system.combat.canCharge).toBe(false);
  });

  it("knocked out: no actions, attacked as prone, but not helpless", async () => {
    const { system } = await soldierWith("knockedOut");
    expect(system.combat.actions).toBe("none");
    expect(system.combat.helpless).toBe(false);
    expect(system.combat.againstMe.melee.parts).toEqual([{ label: "defenderProne", value: 4 }]);
  });

  it("disabled: a single move or attack action, which costs a wound point when wounds are 0", async () => {
    const { system } = await soldierWith("disabled");
    expect(system.combat.actions).toBe("single");
    expect(system.combat.canCharge).toBe(false);
  });

  it("dying: unconscious, so helpless, no actions, and the dying save is due each round", async () => {
    const actor = await createActor(
      { ...soldier(), system: { ...soldier().system, wounds: { value: -3 } } },
      ["dying"],
    );
    const system = systemOf(actor);
    expect(system.combat.helpless).toBe(true);
    expect(system.combat.actions).toBe("none");
    expect(system.combat.dyingSaveEachRound).toBe(true);
  });

  it("dying set by hand acts like dying from wounds: helpless and no actions", async () => {
    const { system } = await soldierWith("dying");
    expect(system.combat.helpless).toBe(true);
    expect(system.combat.actions).toBe("none");
  });

  it("stable: no dying save each round (still unconscious)", async () => {
    const actor = await createActor(
      { ...soldier(), system: { ...soldier().system, wounds: { value: -3 } } },
      ["dying", "stable"],
    );
    expect(systemOf(actor).combat.dyingSaveEachRound).toBe(false);
    expect(systemOf(actor).combat.helpless).toBe(true);
  });

  it("dead: no actions and helpless", async () => {
    const { system } = await soldierWith("dead");
    expect(system.combat.actions).toBe("none");
    expect(system.combat.helpless).toBe(true);
  });
});

it("every registered condition changes the derived data of an unhurt soldier (stable: only while dying, above)", async () => {
  const base = await soldierWith();
  const changed = await Promise.all(
    CONDITION_IDS.filter((id) => id !== "stable").map(async (id) => {
      const { system } = await soldierWith(id);
      return JSON.stringify(system.combat) !== JSON.stringify(base.system.combat) ||
        system.defense.value !== base.system.defense.value
        ? null
        : id;
    }),
  );
  expect(changed.filter((id) => id !== null)).toEqual([]);
});
