// A D6 card's damage on plain records: the roll through the protection (d6-combat.txt › Protection -
// Tables 1-3, the garbage bins), the hit location (Game Option: Hit Location), what each token takes
// (the Apply buttons) and the GM's own difficulty number (the text's Moderate 12, 13 or 14).
import { describe, expect, it } from "vitest";
import { runD6Attack } from "../../../../../src/rulesets/d6/attack/attack-pipeline.ts";
import type { D6TargetChoice } from "../../../../../src/rulesets/d6/attack/attack-views.ts";
import type { D6AttackCard, D6RolledCode } from "../../../../../src/rulesets/d6/card/card-data.ts";
import { parseDifficulty, withBaseDifficulty } from "../../../../../src/rulesets/d6/card/difficulty-edit.ts";
import { type D6DamageDice, rollAttackDamage } from "../../../../../src/rulesets/d6/damage/damage-rolls.ts";
import { d6DamageSpec } from "../../../../../src/rulesets/d6/damage/damage-spec.ts";
import { blasterPistol, code, sandor, scriptedDice, trooper } from "./d6-fixtures.ts";

const medium = (overrides: Partial<D6TargetChoice> = {}): D6TargetChoice => ({
  band: "medium",
  difficulty: 13,
  smoke: "none",
  light: "none",
  cover: "none",
  protection: "none",
  ...overrides,
});

/** Sandor's 5D blaster at one target; `totals`: the attack roll and its cover dice. */
async function shot(choice: D6TargetChoice, totals: number[], hitLocation = false): Promise<D6AttackCard> {
  const target = trooper(1);
  const card = await runD6Attack(
    {
      attacker: sandor(),
      weapon: blasterPistol({ damage: { strength: false, dice: code(5) } }),
      choices: { actions: 1, calledShot: "none", targets: { [target.tokenUuid]: choice } },
      targets: [target],
      options: { wildDie: false, hitLocation },
    },
    scriptedDice(...totals),
  );
  if ("ok" in card) throw new Error(card.refused);
  return card;
}

function damageDice(totals: number[], faces: number[] = []): D6DamageDice & { asked: string[] } {
  const asked: string[] = [];
  const scripted = scriptedDice(...totals);
  return {
    asked,
    async roll(rolled, purpose): Promise<D6RolledCode> {
      asked.push(`${purpose} ${rolled.dice}D`);
      return scripted.roll(rolled);
    },
    async face() {
      const face = faces.shift();
      if (face === undefined) throw new Error("no face left");
      asked.push(`face ${face}`);
      return face;
    },
  };
}

const bins = medium({ light: "moonlitNight", cover: "half", protection: "standardWoodenDoor" });

describe("a shot that hits the protection (the garbage bins)", () => {
  it("5D rolls 20 against the bins' 2D of 7: 13 more, severely damaged, 4D reaches him and rolls 15", async () => {
    const card = await shot(bins, [26, 10, 7]);
    const dice = damageDice([20, 7, 15]);
    const rolled = await rollAttackDamage(card, 0, dice);
    expect(dice.asked).toEqual(["damage 5D", "bodyStrength 2D", "damage 4D"]);
    const target = rolled?.attacks[0]?.targets[0];
    expect(target?.through).toMatchObject({
      difference: 13,
      level: "severelyDamaged",
      damage: { total: 15 },
    });
    expect(target?.lands).toBe(true);
    expect(rolled?.attacks[0]?.damage).toMatchObject({ total: 20, formula: "5D" });
  });
  it("what reaches him is what he takes: 15, not the 20 that hit the bins", async () => {
    const card = await shot(bins, [26, 10, 7]);
    const rolled = (await rollAttackDamage(card, 0, damageDice([20, 7, 15])))!;
    expect(d6DamageSpec(rolled, 0, trooper(1).tokenUuid, "full")).toEqual({
      amount: 15,
      damageType: "energy",
      stun: false,
      location: null,
    });
  });
  it("a damage roll short of the bins' body strength leaves him completely protected", async () => {
    const card = await shot(bins, [26, 10, 7]);
    const dice = damageDice([9, 11]);
    const rolled = (await rollAttackDamage(card, 0, dice))!;
    const target = rolled.attacks[0]!.targets[0]!;
    expect(dice.asked).toEqual(["damage 5D", "bodyStrength 2D"]);
    expect(target).toMatchObject({ lands: false, through: { level: "undamaged", damage: null } });
    expect(d6DamageSpec(rolled, 0, target.tokenUuid, "full")).toEqual({ refused: "notHit" });
  });
  it("a direct hit takes the full roll; a miss takes nothing and rolls nothing for it", async () => {
    const hit = (await rollAttackDamage(await shot(bins, [30, 10, 7]), 0, damageDice([20])))!;
    expect(d6DamageSpec(hit, 0, trooper(1).tokenUuid, "full")).toMatchObject({ amount: 20 });
    const dice = damageDice([20]);
    const miss = (await rollAttackDamage(await shot(bins, [22, 10, 7]), 0, dice))!;
    expect(dice.asked).toEqual(["damage 5D"]);
    expect(d6DamageSpec(miss, 0, trooper(1).tokenUuid, "full")).toEqual({ refused: "notHit" });
  });
  it("damage is rolled once: a second roll of the same attack changes nothing", async () => {
    const rolled = (await rollAttackDamage(await shot(medium(), [20]), 0, damageDice([18])))!;
    expect(await rollAttackDamage(rolled, 0, damageDice([3]))).toBeNull();
  });
});

describe("what the Apply buttons give", () => {
  it("Half halves the total, rounded down (the GM's call); a token the card does not list takes the roll", async () => {
    const rolled = (await rollAttackDamage(await shot(medium(), [20]), 0, damageDice([17])))!;
    expect(d6DamageSpec(rolled, 0, trooper(1).tokenUuid, "half")).toMatchObject({ amount: 8 });
    expect(d6DamageSpec(rolled, 0, "Scene.s.Token.other", "full")).toMatchObject({
      amount: 17,
      location: null,
    });
  });
  it("before the damage is rolled, and for an attack the card lacks, nothing", async () => {
    const card = await shot(medium(), [20]);
    expect(d6DamageSpec(card, 0, trooper(1).tokenUuid, "full")).toEqual({ refused: "noDamage" });
    expect(d6DamageSpec(card, 3, trooper(1).tokenUuid, "full")).toEqual({ refused: "noAttack" });
  });
});

describe("hit location (Game Option: Hit Location)", () => {
  it("with the option, a landing shot rolls 1D: a 1 is the head", async () => {
    const rolled = (await rollAttackDamage(await shot(medium(), [20], true), 0, damageDice([18], [1])))!;
    expect(rolled.attacks[0]!.targets[0]).toMatchObject({ location: "head", locationRolls: [1] });
    expect(d6DamageSpec(rolled, 0, trooper(1).tokenUuid, "full")).toMatchObject({ location: "head" });
  });
  it("a 4 is an arm, and a second 1D picks it: 5 the right", async () => {
    const rolled = (await rollAttackDamage(await shot(medium(), [20], true), 0, damageDice([18], [4, 5])))!;
    expect(rolled.attacks[0]!.targets[0]).toMatchObject({ location: "rightArm", locationRolls: [4, 5] });
  });
  it("without the option, or on a miss, no location is rolled", async () => {
    const off = (await rollAttackDamage(await shot(medium(), [20]), 0, damageDice([18])))!;
    expect(off.attacks[0]!.targets[0]!.location).toBeUndefined();
    const miss = (await rollAttackDamage(await shot(medium(), [5], true), 0, damageDice([18])))!;
    expect(miss.attacks[0]!.targets[0]!.location).toBeUndefined();
  });
});

describe("the GM's difficulty number", () => {
  it("a 12 that missed Moderate 13 hits when the GM says Moderate 12", async () => {
    const card = await shot(medium(), [12]);
    expect(card.attacks[0]!.targets[0]!.outcome).toBe("miss");
    const edited = withBaseDifficulty(card, 0, 12)!;
    expect(edited.attacks[0]!.targets[0]).toMatchObject({
      base: 12,
      difficulty: 12,
      outcome: "hit",
      lands: true,
    });
  });
  it("the stored full reaction and cover dice stay: 27 dodge and 10 moonlight on top of the new 14", async () => {
    const target = trooper(1, { fullReaction: { skill: "dodge", total: 27 } });
    const card = await runD6Attack(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: { actions: 1, calledShot: "none", targets: { [target.tokenUuid]: bins } },
        targets: [target],
        options: { wildDie: false, hitLocation: false },
      },
      scriptedDice(50, 10, 7),
    );
    if ("ok" in card) throw new Error(card.refused);
    expect(card.attacks[0]!.targets[0]).toMatchObject({ difficulty: 50, needed: 57, outcome: "cover" });
    const edited = withBaseDifficulty(card, 0, 14)!;
    expect(edited.attacks[0]!.targets[0]).toMatchObject({ difficulty: 51, needed: 58, outcome: "miss" });
  });
  it("once damage is rolled the number stays", async () => {
    const rolled = (await rollAttackDamage(await shot(medium(), [20]), 0, damageDice([18])))!;
    expect(withBaseDifficulty(rolled, 0, 30)).toBeNull();
  });
  it.each([
    ["12", 12],
    [" 0 ", 0],
    ["999", 999],
    ["1000", null],
    ["-3", null],
    ["12.5", null],
    ["twelve", null],
    ["", null],
  ])("typed %j reads as %j", (typed, number) => {
    expect(parseDifficulty(typed)).toBe(number);
  });
});
