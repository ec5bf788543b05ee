// The Saga attack pipeline over the engine: single attacks against each Reflex (hit exactly at it, natural 20
// a critical, natural 1 a miss), the situation per target, autofire and grenade areas (the 10 threshold, half
// on a miss, Evasion, cover), splash and Burst Fire. saga-special-combat-rules.txt › Area Attacks, Autofire,
// Cover, Concealment, Prone Targets, Shooting or Throwing into a Melee.
import { describe, expect, it } from "vitest";
import { attackShape, runSagaAttack } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { blasterRifle, choices, d20, fragGrenade, target, trooper } from "./fight-fixtures.ts";

async function card(...args: Parameters<typeof runSagaAttack>): Promise<SagaAttackCard> {
  const result = await runSagaAttack(...args);
  if (!result) throw new Error("the actions were not spent");
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

const outcomes = (c: SagaAttackCard) =>
  c.attacks[0]?.targets.map(({ name, total, compared, hit, critical, lands }) => ({
    name,
    total,
    compared,
    hit,
    critical,
    lands,
  }));

describe("a single attack against each target's Reflex Defense", () => {
  const request = {
    attacker: trooper,
    weapon: blasterRifle,
    choices: choices(),
    targets: [target("Exact", 15), target("Above", 16)],
  };

  it("a natural 10 with +5 hits Reflex 15 exactly and misses Reflex 16", async () => {
    const dice = d20(10);
    const result = await card(request, dice);
    expect(dice.bonuses).toEqual([5]);
    expect(result.shape).toBe("single");
    expect(outcomes(result)).toEqual([
      { name: "Exact", total: 15, compared: 15, hit: true, critical: false, lands: true },
      { name: "Above", total: 15, compared: 16, hit: false, critical: false, lands: false },
    ]);
  });
  it("a natural 20 hits whatever the defense, and is a critical", async () => {
    const result = await card({ ...request, targets: [target("Wall", 40)] }, d20(20));
    expect(outcomes(result)).toEqual([
      { name: "Wall", total: 25, compared: 40, hit: true, critical: true, lands: true },
    ]);
  });
  it("a natural 1 misses even a Reflex it beats", async () => {
    const result = await card({ ...request, targets: [target("Low", 2)] }, d20(1));
    expect(result.attacks[0]?.targets[0]).toMatchObject({ total: 6, hit: false, lands: false });
  });
  it("the card keeps the roll, the bonus and its breakdown, and the damage to roll", async () => {
    const result = await card(request, d20(12));
    expect(result.attacks[0]).toMatchObject({
      natural: 12,
      bonus: 5,
      total: 17,
      parts: [
        { label: "bab", value: 3 },
        { label: "dexterity", value: 2 },
      ],
      damageFormula: "3d8",
      damage: null,
    });
  });
});

describe("the situation of each target", () => {
  it("cover adds 5 to Reflex: 19 against Reflex 15 with cover (20) misses; improved cover 25", async () => {
    const a = target("A", 15);
    const b = target("B", 15);
    const result = await card(
      {
        attacker: trooper,
        weapon: blasterRifle,
        choices: choices({
          targets: {
            [a.tokenUuid]: { cover: "cover", concealment: "none", flanking: false, intoMelee: false },
            [b.tokenUuid]: { cover: "improved", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [a, b],
      },
      d20(14),
    );
    expect(outcomes(result)?.map(({ compared, hit }) => ({ compared, hit }))).toEqual([
      { compared: 20, hit: false },
      { compared: 25, hit: false },
    ]);
  });
  it("aiming ignores the cover: the same 19 hits Reflex 15", async () => {
    const a = target("A", 15);
    const result = await card(
      {
        attacker: trooper,
        weapon: blasterRifle,
        choices: choices({
          aimed: true,
          targets: {
            [a.tokenUuid]: { cover: "improved", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [a],
      },
      d20(14),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({ cover: "none", compared: 15, hit: true });
  });
  it("total cover: the target cannot be attacked and is listed as refused", async () => {
    const a = target("Behind", 15);
    const result = await card(
      {
        attacker: trooper,
        weapon: blasterRifle,
        choices: choices({
          targets: {
            [a.tokenUuid]: { cover: "total", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [a],
      },
      d20(20),
    );
    expect(result.attacks[0]?.targets).toHaveLength(0);
    expect(result.refused).toEqual([{ tokenUuid: a.tokenUuid, name: "Behind", reason: "totalCover" }]);
  });
  it("a prone target is -5 to a ranged attack, concealment -2, into melee -5: 10 + 5 - 12 = 3", async () => {
    const a = target("Down", 4, { prone: true });
    const result = await card(
      {
        attacker: trooper,
        weapon: blasterRifle,
        choices: choices({
          targets: {
            [a.tokenUuid]: { cover: "none", concealment: "concealment", flanking: false, intoMelee: true },
          },
        }),
        targets: [a],
      },
      d20(10),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({
      parts: [
        { label: "targetProne", value: -5 },
        { label: "concealment", value: -2 },
        { label: "intoMelee", value: -5 },
      ],
      total: 3,
      hit: false,
    });
  });
  it("Precise Shot drops the into-melee penalty", async () => {
    const a = target("Brawler", 15);
    const result = await card(
      {
        attacker: { ...trooper, preciseShot: true },
        weapon: blasterRifle,
        choices: choices({
          targets: {
            [a.tokenUuid]: { cover: "none", concealment: "none", flanking: false, intoMelee: true },
          },
        }),
        targets: [a],
      },
      d20(10),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({ parts: [], total: 15, hit: true });
  });
  it("a weapon that names Fortitude is compared with it, and cover does not add to it", async () => {
    const a = target("Tough", 15);
    const result = await card(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, defense: "fortitude" },
        choices: choices({
          targets: {
            [a.tokenUuid]: { cover: "cover", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [a],
      },
      d20(11),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "fortitude",
      compared: 16,
      hit: true,
    });
  });
  it("the dialog's situational modifier joins the bonus", async () => {
    const dice = d20(10);
    const result = await card(
      { attacker: trooper, weapon: blasterRifle, choices: choices({ situational: -2 }), targets: [] },
      dice,
    );
    expect(dice.bonuses).toEqual([3]);
    expect(result.attacks[0]?.parts.at(-1)).toEqual({ label: "situational", value: -2 });
  });
});

describe("autofire: an area attack at -5 against every Reflex in the 2 × 2 squares", () => {
  const area = (natural: number, targets = [target("Hit", 14), target("Missed", 16)]) =>
    card(
      {
        attacker: trooper,
        weapon: blasterRifle,
        choices: choices({ fire: "autofire" }),
        targets,
        templateUuid: "Scene.s.MeasuredTemplate.t",
      },
      d20(natural),
    );

  it("a natural 14 with +5 - 5 is 14: hits Reflex 14 exactly, misses 16 for half damage", async () => {
    const result = await area(14);
    expect(result.shape).toBe("autofire");
    expect(result.area).toEqual({ templateUuid: "Scene.s.MeasuredTemplate.t", coverOrigin: "attacker" });
    expect(result.attacks[0]?.parts.at(-1)).toEqual({ label: "autofire", value: -5 });
    expect(outcomes(result)).toEqual([
      { name: "Hit", total: 14, compared: 14, hit: true, critical: false, lands: true },
      { name: "Missed", total: 14, compared: 16, hit: false, critical: false, lands: true },
    ]);
    expect(result.attacks[0]?.reachesTargets).toBe(true);
  });
  it("a total of exactly 10 reaches the targets; 9 reaches nobody", async () => {
    const ten = await area(10, [target("Easy", 5)]);
    expect(ten.attacks[0]).toMatchObject({ total: 10, reachesTargets: true });
    expect(ten.attacks[0]?.targets[0]).toMatchObject({ hit: true, lands: true });
    const nine = await area(9, [target("Easy", 5)]);
    expect(nine.attacks[0]).toMatchObject({ total: 9, reachesTargets: false });
    expect(nine.attacks[0]?.targets[0]).toMatchObject({ compared: null, hit: false, lands: false });
  });
  it("an area is never a critical, even on a natural 20", async () => {
    const result = await area(20, [target("Any", 40)]);
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: true, critical: false });
  });
  it("autofire-only weapons cannot fire a single shot", async () => {
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, rules: { group: "heavy", autofireOnly: true } },
        choices: choices(),
        targets: [],
      },
      d20(10),
    );
    expect(result).toEqual({ ok: false, refused: "autofireOnly" });
  });
  it("a braced autofire-only heavy weapon fires at -2", async () => {
    const dice = d20(10);
    await card(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, rules: { group: "heavy", autofireOnly: true } },
        choices: choices({ fire: "autofire", braced: true }),
        targets: [],
      },
      dice,
    );
    expect(dice.bonuses).toEqual([3]);
  });
  it("fewer than 10 shots loaded: refused by the engine", async () => {
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, shotsLoaded: 9 },
        choices: choices({ fire: "autofire" }),
        targets: [],
      },
      d20(10),
    );
    expect(result).toEqual({ ok: false, refused: "notEnoughShots" });
  });
  it("a weapon without autofire cannot fire on autofire", async () => {
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, autofire: false },
        choices: choices({ fire: "autofire" }),
        targets: [],
      },
      d20(10),
    );
    expect(result).toEqual({ ok: false, refused: "noAutofire" });
  });
});

describe("a frag grenade's burst", () => {
  const jedi = target("Jedi", 14, { evasion: true });
  const covered = target("Covered", 14);
  const trooperB = target("Trooper", 18);

  it("cover is judged from the burst's center; a miss deals nothing with cover or Evasion, half otherwise", async () => {
    const result = await card(
      {
        attacker: trooper,
        weapon: fragGrenade,
        choices: choices({
          targets: {
            [covered.tokenUuid]: { cover: "cover", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [jedi, covered, trooperB],
      },
      d20(11),
    );
    expect(result.shape).toBe("burst");
    expect(result.area?.coverOrigin).toBe("center");
    // 11 + 4 = 15: hits the Jedi (14) for half with Evasion, misses Covered (14 + 5) for nothing,
    // misses Trooper (18) for half.
    expect(
      result.attacks[0]?.targets.map(({ name, compared, hit, evasion, lands }) => ({
        name,
        compared,
        hit,
        evasion,
        lands,
      })),
    ).toEqual([
      { name: "Jedi", compared: 14, hit: true, evasion: true, lands: true },
      { name: "Covered", compared: 19, hit: false, evasion: false, lands: false },
      { name: "Trooper", compared: 18, hit: false, evasion: false, lands: true },
    ]);
  });
  it("Evasion turns a miss into nothing", async () => {
    const result = await card(
      {
        attacker: trooper,
        weapon: fragGrenade,
        choices: choices(),
        targets: [target("Jedi", 20, { evasion: true })],
      },
      d20(11),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: false, lands: false });
  });
});

describe("a splash weapon", () => {
  it("the struck target takes half on a miss; a neighbour nothing on a miss and half on a hit", async () => {
    const result = await card(
      {
        attacker: trooper,
        weapon: { ...blasterRifle, splash: true },
        choices: choices(),
        targets: [target("Struck", 20)],
        adjacent: [target("Near", 12), target("Tough", 20)],
      },
      d20(10),
    );
    expect(result.shape).toBe("splash");
    expect(
      result.attacks[0]?.targets.map(({ name, role, hit, lands }) => ({ name, role, hit, lands })),
    ).toEqual([
      { name: "Struck", role: "primary", hit: false, lands: true },
      { name: "Near", role: "adjacent", hit: true, lands: true },
      { name: "Tough", role: "adjacent", hit: false, lands: false },
    ]);
  });
});

describe("Burst Fire: one target at -5 for 2 more dice", () => {
  it("needs the feat", async () => {
    const result = await runSagaAttack(
      { attacker: trooper, weapon: blasterRifle, choices: choices({ fire: "burstFire" }), targets: [] },
      d20(10),
    );
    expect(result).toEqual({ ok: false, refused: "noBurstFire" });
  });
  it("with it: a single attack, 3d8 becomes 5d8, and a natural 20 is still a critical", async () => {
    const result = await card(
      {
        attacker: { ...trooper, burstFire: true },
        weapon: blasterRifle,
        choices: choices({ fire: "burstFire" }),
        targets: [target("Officer", 30)],
      },
      d20(20),
    );
    expect(result.shape).toBe("single");
    expect(result.attacks[0]).toMatchObject({ bonus: 0, damageFormula: "5d8" });
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: true, critical: true });
  });
});

describe("attackShape", () => {
  it("autofire beats a burst radius; a grenade is a burst; splash; otherwise single", () => {
    expect(attackShape(fragGrenade, choices({ fire: "autofire" }))).toBe("autofire");
    expect(attackShape(fragGrenade, choices())).toBe("burst");
    expect(attackShape({ ...blasterRifle, splash: true }, choices())).toBe("splash");
    expect(attackShape(blasterRifle, choices({ fire: "burstFire" }))).toBe("single");
  });
});
