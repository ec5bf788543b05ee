// Using a Force power (Saga core, not in the texts; saga-special-combat-rules.txt › Area Attacks for Force
// Slam; saga-variant-character-combat.txt › Attack Roll Formulas, Damage Calculation Formulas for the variant):
// one Use the Force check against the defense the power names per target, its DC ladder deciding the dice,
// half on a miss where the power says so, condition steps on the targets reached, areas by the area rules.
import { describe, expect, it } from "vitest";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { sagaCardAmount } from "../../../../../src/rulesets/saga/damage/damage-spec.ts";
import {
  type ForcePowerRequest,
  runForcePower,
} from "../../../../../src/rulesets/saga/force/power-pipeline.ts";
import type { ForcePowerView } from "../../../../../src/rulesets/saga/force/power-view.ts";
import { d20, target, trooper } from "./fight-fixtures.ts";

const grip: ForcePowerView = {
  id: "grip",
  name: "Force Grip",
  img: "grip.webp",
  action: "standard",
  defense: "fortitude",
  area: { shape: "none", size: 0 },
  ladder: { activationDc: 15, step: 5, rungs: 2, dice: 2, dicePerRung: 2 },
  die: "d6",
  damageType: "bludgeoning",
  missHalf: true,
  conditionSteps: 0,
  stepsPerFiveOver: false,
  knockProne: false,
};
const stun: ForcePowerView = {
  ...grip,
  id: "stun",
  name: "Force Stun",
  ladder: { activationDc: 0, step: 5, rungs: 0, dice: 0, dicePerRung: 0 },
  missHalf: false,
  conditionSteps: 1,
  stepsPerFiveOver: true,
};
const mindTrick: ForcePowerView = {
  ...stun,
  id: "trick",
  name: "Mind Trick",
  defense: "will",
  conditionSteps: 0,
  stepsPerFiveOver: false,
};
const slam: ForcePowerView = {
  ...grip,
  id: "slam",
  name: "Force Slam",
  area: { shape: "cone", size: 6 },
  ladder: { activationDc: 0, step: 5, rungs: 0, dice: 4, dicePerRung: 0 },
  knockProne: true,
};

/** A Jedi with Use the Force +8 (trained, half level 1, Cha +2). */
function request(power: ForcePowerView, more: Partial<ForcePowerRequest> = {}): ForcePowerRequest {
  return {
    attacker: { ...trooper, name: "Jedi", heroicLevel: 3 },
    user: {
      trained: true,
      useTheForce: {
        total: 8,
        parts: [
          { label: "halfLevel", value: 1 },
          { label: "charisma", value: 2 },
          { label: "trained", value: 5 },
        ],
      },
    },
    power,
    targets: [target("Guard", 15)],
    ...more,
  };
}

async function card(req: ForcePowerRequest, natural: number): Promise<SagaAttackCard> {
  const result = await runForcePower(req, d20(natural));
  if (!result || "ok" in result)
    throw new Error(`refused: ${result && "refused" in result ? result.refused : "spend"}`);
  return result;
}

describe("Force Grip against Fortitude, by its ladder", () => {
  it("12 + 8 = 20 against Fortitude 16: a hit at DC 20, 4d6, no critical on a natural 20", async () => {
    const result = await card(request(grip), 12);
    const attack = result.attacks[0];
    expect(attack).toMatchObject({ total: 20, damageFormula: "4d6" });
    expect(attack?.targets[0]).toMatchObject({
      defenseKind: "fortitude",
      compared: 16,
      hit: true,
      lands: true,
    });
    expect(result.power).toMatchObject({ activated: true, rung: 1, defense: "fortitude" });
    const twenty = await card(request(grip), 20);
    expect(twenty.attacks[0]).toMatchObject({ total: 28, damageFormula: "6d6" });
    expect(twenty.attacks[0]?.targets[0]).toMatchObject({ hit: true, critical: false });
  });
  it("7 + 8 = 15 against Fortitude 16: activated at 2d6, a miss that still takes half", async () => {
    const result = await card(request(grip), 7);
    const attack = result.attacks[0];
    expect(attack?.targets[0]).toMatchObject({ hit: false, lands: true });
    expect(attack?.damageFormula).toBe("2d6");
    const rolled = {
      ...result,
      attacks: [{ ...attack!, damage: { formula: "2d6", total: 9, rollIndex: 1 } }],
    };
    expect(sagaCardAmount(rolled, 0, attack?.targets[0]?.tokenUuid ?? "", "full")).toMatchObject({
      amount: 4,
    });
  });
  it("6 + 8 = 14: below DC 15 the power fails; nobody is hit and nothing lands", async () => {
    const result = await card(request(grip), 6);
    expect(result.power).toMatchObject({ activated: false, rung: -1 });
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: false, lands: false });
    expect(result.attacks[0]?.damageFormula).toBe("0");
  });
  it("untrained in Use the Force: refused, no roll", async () => {
    const dice = d20(15);
    const result = await runForcePower(
      request(grip, { user: { trained: false, useTheForce: { total: 3, parts: [] } } }),
      dice,
    );
    expect(result).toEqual({ ok: false, refused: "untrained" });
    expect(dice.bonuses).toEqual([]);
  });
});

describe("Force Stun and Mind Trick", () => {
  it("Force Stun against Fortitude 16: 18 + 8 = 26 is 10 over, 1 + 2 = 3 steps; no damage to roll", async () => {
    const result = await card(request(stun), 18);
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: true, conditionSteps: 3 });
    expect(result.attacks[0]?.damageFormula).toBe("0");
  });
  it("Mind Trick against Will 14: 6 + 8 = 14 fools the guard (hit), 5 + 8 = 13 does not", async () => {
    expect((await card(request(mindTrick), 6)).attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "will",
      compared: 14,
      hit: true,
    });
    expect((await card(request(mindTrick), 5)).attacks[0]?.targets[0]).toMatchObject({
      hit: false,
      lands: false,
    });
  });
});

describe("Force Slam: an area against each Fortitude", () => {
  it("one check for the group: full on those reached, half on the others, knocked prone noted", async () => {
    const group = [target("A", 14), target("B", 18, { evasion: true })];
    const result = await card(request(slam, { targets: group }), 9);
    expect(result.shape).toBe("burst");
    expect(result.attacks[0]?.damageFormula).toBe("4d6");
    expect(
      result.attacks[0]?.targets.map(({ name, compared, hit, lands, evasion }) => ({
        name,
        compared,
        hit,
        lands,
        evasion,
      })),
    ).toEqual([
      { name: "A", compared: 15, hit: true, lands: true, evasion: false },
      { name: "B", compared: 19, hit: false, lands: true, evasion: false },
    ]);
    expect(result.power).toMatchObject({ knockProne: true });
  });
});

describe("the variant's Force Power Attack", () => {
  it("1d20 + Use the Force (one part), and the damage adds half the heroic level (3rd: +1)", async () => {
    const result = await card(request(grip, { variant: { sagaVariantFormulas: true } }), 12);
    expect(result.attacks[0]?.parts).toEqual([{ label: "useTheForce", value: 8 }]);
    expect(result.attacks[0]?.damageFormula).toBe("4d6 + 1");
    expect(result.attacks[0]?.damageParts).toEqual([{ label: "halfLevel", value: 1 }]);
  });
});
