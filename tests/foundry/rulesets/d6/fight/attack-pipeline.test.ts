// The D6 attack pipeline on plain records: the text's worked examples (d6-combat.txt › Full Reaction; Cover
// Modifiers 2, the garbage bins; Called Shots; Damaged Weapons) and the multiple-action penalty (D6 core).
import { describe, expect, it } from "vitest";
import { runD6Attack } from "../../../../../src/rulesets/d6/attack/attack-pipeline.ts";
import {
  type D6AttackChoices,
  type D6TargetChoice,
  defaultChoices,
} from "../../../../../src/rulesets/d6/attack/attack-views.ts";
import type { D6AttackCard } from "../../../../../src/rulesets/d6/card/card-data.ts";
import { blasterPistol, code, sandor, scriptedDice, trooper, vibroAx } from "./d6-fixtures.ts";

const options = { wildDie: false, hitLocation: false };

function choice(overrides: Partial<D6TargetChoice> = {}): D6TargetChoice {
  return {
    band: "medium",
    difficulty: 13,
    smoke: "none",
    light: "none",
    cover: "none",
    protection: "none",
    ...overrides,
  };
}

function choices(targets: Record<string, D6TargetChoice>, overrides: Partial<D6AttackChoices> = {}) {
  return { actions: 1, calledShot: "none" as const, targets, ...overrides };
}

async function card(request: Parameters<typeof runD6Attack>[0], dice: ReturnType<typeof scriptedDice>) {
  const result = await runD6Attack(request, dice);
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result as D6AttackCard;
}

describe("full reaction (d6-combat.txt › Full Reaction)", () => {
  const dodging = { skill: "dodge" as const, total: 27 };
  it("Sandor's full dodge of 27: the trooper at medium range (13) needs 40", async () => {
    const target = trooper(1, { fullReaction: dodging });
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice() }),
        targets: [target],
        options,
      },
      scriptedDice(39),
    );
    const shot = result.attacks[0]!.targets[0]!;
    expect(shot.difficulty).toBe(40);
    expect(shot.modifiers).toEqual([{ label: "fullReaction", value: 27, skill: "dodge" }]);
    expect(shot.outcome).toBe("miss");
  });
  it("the trooper at short range (8) needs 35, and a 35 hits", async () => {
    const target = trooper(3, { distance: 8, fullReaction: dodging });
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice({ band: "short", difficulty: 8 }) }),
        targets: [target],
        options,
      },
      scriptedDice(35),
    );
    expect(result.attacks[0]!.targets[0]).toMatchObject({
      difficulty: 35,
      outcome: "hit",
      hit: true,
      lands: true,
    });
  });
  it("the thug's vibro-ax (melee, Moderate 12) still needs 12: a dodge does not answer melee", async () => {
    const target = trooper(4, { distance: 1, fullReaction: dodging });
    const result = await card(
      {
        attacker: sandor(),
        weapon: vibroAx(),
        choices: choices({ [target.tokenUuid]: choice({ band: null, difficulty: 12 }) }),
        targets: [target],
        options,
      },
      scriptedDice(12),
    );
    expect(result.attacks[0]!.targets[0]).toMatchObject({ difficulty: 12, modifiers: [], outcome: "hit" });
  });
});

describe("cover and protection (d6-combat.txt › Cover Modifiers 1 and 2, the garbage bins)", () => {
  // Medium range 13; the moonlit night's 2D rolls 10; the bins cover half (2D) and roll 7.
  const bins = choice({ light: "moonlitNight", cover: "half", protection: "standardWoodenDoor" });
  async function shoot(total: number) {
    const target = trooper(1);
    const dice = scriptedDice(total, 10, 7);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: bins }),
        targets: [target],
        options,
      },
      dice,
    );
    return { shot: result.attacks[0]!.targets[0]!, dice };
  }
  it("the basic difficulty is 23 and a direct hit needs 30; the night and the bins are 2D each", async () => {
    const { shot, dice } = await shoot(26);
    expect(shot.difficulty).toBe(23);
    expect(shot.needed).toBe(30);
    expect(dice.codes).toEqual([code(4, 1), code(2), code(2)]);
    expect(shot.protection).toMatchObject({ kind: "standardWoodenDoor", portion: "half" });
    expect(shot.modifiers.map((part) => [part.label, part.value])).toEqual([["light", 10]]);
  });
  it("26 hits the bins: the damage may still reach him", async () => {
    expect((await shoot(26)).shot).toMatchObject({ outcome: "cover", hit: false, lands: true });
  });
  it("30 hits him directly; 23 the bins; 22 misses completely", async () => {
    expect((await shoot(30)).shot.outcome).toBe("hit");
    expect((await shoot(23)).shot.outcome).toBe("cover");
    expect((await shoot(22)).shot).toMatchObject({ outcome: "miss", lands: false });
  });
  it("cover that is no sturdy object only adds its dice to the difficulty", async () => {
    const target = trooper(1);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice({ cover: "threeQuarters", smoke: "thickSmoke" }) }),
        targets: [target],
        options,
      },
      scriptedDice(20, 6, 14),
    );
    const shot = result.attacks[0]!.targets[0]!;
    expect(shot.modifiers.map((part) => [part.label, part.rolled?.code])).toEqual([
      ["smoke", code(2)],
      ["cover", code(4)],
    ]);
    expect(shot).toMatchObject({ difficulty: 33, needed: 33, protection: null, outcome: "miss" });
  });
  it("a fully covered target cannot be shot: the attacker must eliminate the cover first", async () => {
    const target = trooper(1);
    const dice = scriptedDice();
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice({ cover: "full" }) }),
        targets: [target],
        options,
      },
      dice,
    );
    expect(result.attacks).toEqual([]);
    expect(result.refused).toEqual([{ tokenUuid: target.tokenUuid, name: "Trooper 1", reason: "fullCover" }]);
    expect(dice.codes).toEqual([]);
  });
});

describe("range bands", () => {
  it("the measured band gives the defaults: 20 m with a pistol (10/30/120) is medium, Moderate 13", () => {
    const target = trooper(1);
    expect(defaultChoices(sandor(), blasterPistol(), [target]).targets[target.tokenUuid]).toMatchObject({
      band: "medium",
      difficulty: 13,
    });
  });
  it("within 3 m is point-blank, Very Easy 3; at 10 m short, Easy 8", () => {
    const near = trooper(1, { distance: 3 });
    const short = trooper(2, { distance: 10 });
    const defaults = defaultChoices(sandor(), blasterPistol(), [near, short]).targets;
    expect(defaults[near.tokenUuid]).toMatchObject({ band: "pointBlank", difficulty: 3 });
    expect(defaults[short.tokenUuid]).toMatchObject({ band: "short", difficulty: 8 });
  });
  it("beyond long range the target is refused, not missed", async () => {
    const far = trooper(1, { distance: 121 });
    const defaults = defaultChoices(sandor(), blasterPistol(), [far]);
    expect(defaults.targets[far.tokenUuid]?.band).toBeNull();
    const result = await card(
      { attacker: sandor(), weapon: blasterPistol(), choices: defaults, targets: [far], options },
      scriptedDice(),
    );
    expect(result.refused).toEqual([{ tokenUuid: far.tokenUuid, name: "Trooper 1", reason: "outOfRange" }]);
  });
  it("a melee weapon takes its own level: the vibro-ax at Moderate, 13", () => {
    const target = trooper(1, { distance: 1 });
    expect(defaultChoices(sandor(), vibroAx(), [target]).targets[target.tokenUuid]).toMatchObject({
      band: null,
      difficulty: 13,
    });
  });
  it("the GM's number within the level is the one compared: Moderate 14", async () => {
    const target = trooper(1);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice({ difficulty: 14 }) }),
        targets: [target],
        options,
      },
      scriptedDice(13),
    );
    expect(result.attacks[0]!.targets[0]).toMatchObject({
      base: 14,
      difficulty: 14,
      outcome: "miss",
      level: "moderate",
    });
  });
});

describe("the roll: skill, injuries and the multiple-action penalty (D6 core, not in the text)", () => {
  it("two troopers shot in one round: two rolls at 3D+1 (4D+1 less 1D), each its own attack", async () => {
    const a = trooper(1);
    const b = trooper(2);
    const dice = scriptedDice(15, 9);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [a.tokenUuid]: choice(), [b.tokenUuid]: choice() }),
        targets: [a, b],
        options,
      },
      dice,
    );
    expect(dice.codes).toEqual([code(3, 1), code(3, 1)]);
    expect(result.actions).toBe(2);
    expect(result.attacks.map((attack) => [attack.index, attack.total, attack.targets[0]?.outcome])).toEqual([
      [0, 15, "hit"],
      [1, 9, "miss"],
    ]);
    expect(result.attacks[0]!.parts).toEqual([
      { label: "skill", code: code(4, 1) },
      { label: "actions", code: code(-1) },
    ]);
  });
  it("actions already taken this round count: a third action is −2D", async () => {
    const target = trooper(1);
    const dice = scriptedDice(10);
    await card(
      {
        attacker: sandor({ actionsTaken: 2 }),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice() }),
        targets: [target],
        options,
      },
      dice,
    );
    expect(dice.codes).toEqual([code(2, 1)]);
  });
  it("a wounded attacker rolls −1D", async () => {
    const target = trooper(1);
    const dice = scriptedDice(10);
    const result = await card(
      {
        attacker: sandor({ penalties: [{ label: "injuries", code: code(-1) }] }),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice() }),
        targets: [target],
        options,
      },
      dice,
    );
    expect(dice.codes).toEqual([code(3, 1)]);
    expect(result.attacks[0]!.parts.map((part) => part.label)).toEqual(["skill", "injuries"]);
  });
  it("an attacker who cannot act is refused before any roll", async () => {
    const dice = scriptedDice();
    const result = await runD6Attack(
      {
        attacker: sandor({ actions: "moveOnly" }),
        weapon: blasterPistol(),
        choices: choices({}),
        targets: [],
        options,
      },
      dice,
    );
    expect(result).toEqual({ ok: false, refused: "cannotAct" });
    expect(dice.codes).toEqual([]);
  });
  it("no target: one roll against nobody", async () => {
    const result = await card(
      { attacker: sandor(), weapon: blasterPistol(), choices: choices({}), targets: [], options },
      scriptedDice(12),
    );
    expect(result.attacks).toHaveLength(1);
    expect(result.attacks[0]!.targets).toEqual([]);
  });
});

describe("called shots and damaged weapons", () => {
  it("a called shot at a 1-10 cm target adds +4D, rolled", async () => {
    const target = trooper(1);
    const dice = scriptedDice(30, 12);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol(),
        choices: choices({ [target.tokenUuid]: choice() }, { calledShot: "small" }),
        targets: [target],
        options,
      },
      dice,
    );
    expect(dice.codes[1]).toEqual(code(4));
    expect(result.attacks[0]!.targets[0]).toMatchObject({ difficulty: 25, outcome: "hit" });
  });
  it("called shots at 10-50 cm add +1D, under 1 cm +8D", async () => {
    for (const [size, dice] of [
      ["large", 1],
      ["tiny", 8],
    ] as const) {
      const target = trooper(1);
      const scripted = scriptedDice(30, 4);
      await card(
        {
          attacker: sandor(),
          weapon: blasterPistol(),
          choices: choices({ [target.tokenUuid]: choice() }, { calledShot: size }),
          targets: [target],
          options,
        },
        scripted,
      );
      expect(scripted.codes[1]).toEqual(code(dice));
    }
  });
  it("a heavily damaged weapon: +10 to the difficulty and −2D damage", async () => {
    const target = trooper(1);
    const result = await card(
      {
        attacker: sandor(),
        weapon: blasterPistol({ condition: "heavilyDamaged" }),
        choices: choices({ [target.tokenUuid]: choice() }),
        targets: [target],
        options,
      },
      scriptedDice(22),
    );
    const attack = result.attacks[0]!;
    expect(attack.targets[0]).toMatchObject({ difficulty: 23, outcome: "miss" });
    expect(attack.damageCode).toEqual(code(2));
    expect(attack.damageFormula).toBe("2D");
    expect(attack.damageParts.map((part) => part.label)).toEqual(["weapon", "weaponDamage"]);
  });
  it("a severely damaged weapon cannot be used", async () => {
    const result = await runD6Attack(
      {
        attacker: sandor(),
        weapon: blasterPistol({ condition: "severelyDamaged" }),
        choices: choices({}),
        targets: [],
        options,
      },
      scriptedDice(),
    );
    expect(result).toEqual({ ok: false, refused: "weaponUnusable" });
  });
  it("a STR+2D vibro-ax in Sandor's hands does 5D+2 (his Strength 3D+2 and 2D)", async () => {
    const result = await card(
      { attacker: sandor(), weapon: vibroAx(), choices: choices({}), targets: [], options },
      scriptedDice(10),
    );
    expect(result.attacks[0]!.damageCode).toEqual(code(5, 2));
    expect(result.attacks[0]!.damageParts.map((part) => part.label)).toEqual(["strength", "weapon"]);
  });
});
