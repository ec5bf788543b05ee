// D6 grenades: the throw at a target point and its deviation (d6-combat.txt › Grenade Deviation: Sandor's
// 20 m throw of 11 against 14 falls 7 m short), everyone caught by band (the fragmentation grenade's 5D/4D/3D/2D
// at 2/4/6/10 m), dodging (the troopers need 18 against his 17), and the flow over the scene stand-ins: the
// blast placed by the player, moved where a miss strays, its tokens on one card.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../../../src/rules/index.ts";
import type { D6WeaponView } from "../../../../../src/rulesets/d6/attack/attack-views.ts";
import { withDodges } from "../../../../../src/rulesets/d6/grenade/dodges.ts";
import { landingPoint } from "../../../../../src/rulesets/d6/grenade/grenade-flow.ts";
import {
  type D6GrenadeDice,
  type D6ThrowRequest,
  grenadeCard,
  throwGrenade,
} from "../../../../../src/rulesets/d6/grenade/grenade-throw.ts";
import { readThrowForm } from "../../../../../src/rulesets/d6/grenade/throw-dialog.ts";
import { blasterPistol, code, sandor, scriptedDice, trooper } from "./d6-fixtures.ts";

const grenade: D6WeaponView & { blast: d6.Blast } = {
  ...blasterPistol(),
  id: "grenade",
  name: "Grenade",
  damage: { strength: false, dice: code(5) },
  damageType: "physical",
  ranges: { short: 10, medium: 20, long: 40 },
  blast: d6.FRAGMENTATION_GRENADE,
};

function throwing(overrides: Partial<D6ThrowRequest> = {}): D6ThrowRequest {
  return {
    attacker: sandor(),
    weapon: grenade,
    distance: 20,
    band: "medium",
    difficulty: 14,
    unseen: 0,
    actions: 1,
    options: { wildDie: false },
    ...overrides,
  };
}

function dice(totals: number[], faces: number[] = []): D6GrenadeDice & { codes: d6.DiceCode[] } {
  const scripted = scriptedDice(...totals);
  return {
    codes: scripted.codes,
    roll: scripted.roll,
    async face() {
      const face = faces.shift();
      if (face === undefined) throw new Error("no face left");
      return face;
    },
  };
}

async function thrown(request: D6ThrowRequest, roll: D6GrenadeDice) {
  const result = await throwGrenade(request, roll);
  if ("ok" in result) throw new Error(result.refused);
  return result;
}

describe("the throw and its deviation (d6-combat.txt › Grenade Deviation)", () => {
  it("Sandor's 11 misses Moderate 14: a 4 is short, 2D of 7 meters: it goes off 13 m from him", async () => {
    const roll = dice([11, 7], [4]);
    const result = await thrown(throwing(), roll);
    expect(roll.codes).toEqual([code(4, 1), code(2)]);
    expect(result.grenade).toMatchObject({
      outcome: "miss",
      difficulty: 14,
      deviation: { face: 4, direction: "short", rolled: { total: 7 } },
      fromThrower: 13,
    });
    expect(result.landing).toEqual({ beyond: -7, right: 0 });
  });
  it("a throw that equals the difficulty hits the target point: no deviation is rolled", async () => {
    const roll = dice([14]);
    const result = await thrown(throwing(), roll);
    expect(result.grenade).toMatchObject({ outcome: "hit", deviation: null, fromThrower: 20 });
    expect(roll.codes).toHaveLength(1);
  });
  it("at short range a miss strays 1D meters; at long 3D", async () => {
    const short = dice([3, 2], [1]);
    await thrown(throwing({ distance: 8, band: "short", difficulty: 8 }), short);
    expect(short.codes[1]).toEqual(code(1));
    const long = dice([3, 9], [2]);
    await thrown(throwing({ distance: 30, band: "long", difficulty: 18 }), long);
    expect(long.codes[1]).toEqual(code(3));
  });
  it("an unseen target point adds the GM's +5 to +10", async () => {
    const result = await thrown(throwing({ unseen: 7 }), dice([20, 3], [1]));
    expect(result.grenade).toMatchObject({ difficulty: 21, outcome: "miss", unseen: 7 });
  });
  it("a thrower who cannot act is refused", async () => {
    expect(await throwGrenade(throwing({ attacker: sandor({ actions: "none" }) }), dice([]))).toEqual({
      ok: false,
      refused: "cannotAct",
    });
  });
});

describe("everyone caught takes his band's damage", () => {
  it("the troopers 6 to 10 m from where it went off each take 2D; one at 2 m 5D", async () => {
    const result = await thrown(throwing(), dice([11, 7], [4]));
    const card = grenadeCard(
      { attacker: sandor(), weapon: grenade, options: { wildDie: false } },
      result,
      [
        { target: trooper(1), distance: 6.5 },
        { target: trooper(2), distance: 10 },
        { target: trooper(3), distance: 2 },
        { target: trooper(4), distance: 10.4 },
      ],
      "Scene.s.MeasuredTemplate.t",
    );
    expect(card.attacks.map((attack) => [attack.damageFormula, attack.targets.map((t) => t.name)])).toEqual([
      ["5D", ["Trooper 3"]],
      ["2D", ["Trooper 1", "Trooper 2"]],
    ]);
    expect(card.attacks[1]?.targets[0]).toMatchObject({ blast: { distance: 6.5, band: 3 }, lands: true });
    expect(card.grenade).toMatchObject({ outcome: "miss", templateUuid: "Scene.s.MeasuredTemplate.t" });
  });
  it("a band's edge belongs to the nearer band: 2 m is 5D, 4 m 4D, 6 m 3D", async () => {
    const result = await thrown(throwing(), dice([14]));
    const card = grenadeCard(
      { attacker: sandor(), weapon: grenade, options: { wildDie: false } },
      result,
      [2, 4, 6].map((distance, i) => ({ target: trooper(i), distance })),
      null,
    );
    expect(card.attacks.map((attack) => attack.damageFormula)).toEqual(["5D", "4D", "3D"]);
  });
});

describe("dodging grenades (d6-combat.txt › Dodging Grenades)", () => {
  async function sandorsThrow() {
    const result = await thrown(throwing({ distance: 16, difficulty: 13 }), dice([17]));
    return grenadeCard(
      { attacker: sandor(), weapon: grenade, options: { wildDie: false } },
      result,
      [
        { target: trooper(1), distance: 2 },
        { target: trooper(2), distance: 1.5 },
      ],
      null,
    );
  }
  it("against Sandor's 17 a trooper's 18 hits the deck; 17 still takes the 5D", async () => {
    const card = await sandorsThrow();
    const dodged = withDodges(card, 0, { [trooper(1).tokenUuid]: 18, [trooper(2).tokenUuid]: 17 });
    expect(dodged?.attacks[0]?.targets.map((t) => [t.name, t.dodge, t.lands])).toEqual([
      ["Trooper 1", { total: 18, dodged: true }, false],
      ["Trooper 2", { total: 17, dodged: false }, true],
    ]);
  });
  it("a full dodge of the round is his dodge against the grenade too", async () => {
    const result = await thrown(throwing({ distance: 16, difficulty: 13 }), dice([17]));
    const card = grenadeCard(
      { attacker: sandor(), weapon: grenade, options: { wildDie: false } },
      result,
      [{ target: trooper(1, { fullReaction: { skill: "dodge", total: 20 } }), distance: 3 }],
      null,
    );
    expect(card.attacks[0]?.targets[0]).toMatchObject({ dodge: { total: 20, dodged: true }, lands: false });
  });
  it("once the band's damage is rolled, no more dodging", async () => {
    const card = await sandorsThrow();
    const attack = card.attacks[0]!;
    const rolled = {
      ...card,
      attacks: [{ ...attack, damage: { formula: "5D", total: 18, rollIndex: 1, rolled: attack.roll } }],
    };
    expect(withDodges(rolled, 0, { [trooper(1).tokenUuid]: 30 })).toBeNull();
  });
});

describe("where it lands on the scene", () => {
  const grid = { kind: "square" as const, size: 100, distance: 2, units: "m" };
  it("thrown east 20 m and 7 m short: 7 m (350 px) back towards the thrower", () => {
    expect(landingPoint({ x: 0, y: 0 }, { x: 1000, y: 0 }, { beyond: -7, right: 0 }, grid)).toEqual({
      x: 650,
      y: 0,
    });
  });
  it("facing east, the thrower's right is down the scene", () => {
    const point = landingPoint({ x: 0, y: 0 }, { x: 1000, y: 0 }, { beyond: 0, right: 4 }, grid);
    expect(point.x).toBeCloseTo(1000);
    expect(point.y).toBeCloseTo(200);
  });
  it("facing south, his right is west", () => {
    const point = landingPoint({ x: 0, y: 0 }, { x: 0, y: 1000 }, { beyond: 2, right: 2 }, grid);
    expect(point.x).toBeCloseTo(-100);
    expect(point.y).toBeCloseTo(1100);
  });
});

describe("the throw's dialog", () => {
  const defaults = { actions: 1, band: "medium" as const, difficulty: 13, unseen: 0 };
  const get = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
  it("reads the band, number and unseen modifier", () => {
    expect(
      readThrowForm(get({ actions: "2", band: "long", difficulty: "17", unseen: "5" }), defaults),
    ).toEqual({
      choices: { actions: 2, band: "long", difficulty: 17, unseen: 5 },
      refusals: [],
    });
  });
  it("an unseen modifier past +10 is refused, naming the field, and 0 is used", () => {
    expect(
      readThrowForm(get({ actions: "1", band: "short", difficulty: "8", unseen: "15" }), defaults),
    ).toEqual({
      choices: { actions: 1, band: "short", difficulty: 8, unseen: 0 },
      refusals: [{ field: "SWRPG.D6.Grenade.Unseen", value: "15" }],
    });
  });
});
