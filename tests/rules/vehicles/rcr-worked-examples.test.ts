// Worked examples (hand-computed from shared/RULES-API-VEHICLES.md › RCR, MSRD and d20F as paraphrased
// there): a speeder chase through a city and a starfighter duel, end to end with RCR's resolveAttack.
import { describe, expect, it } from "vitest";
import { resolveAttack, vehicles } from "../../../src/rules/index.ts";
import { operator } from "./rcr-fixtures.ts";

describe("worked example: a speeder chase (MSRD › Vehicle Movement and Combat)", () => {
  // Kara (Drive +7 with 6 ranks, class Defense +4, Dex +3, ranged +5) drives a Large landspeeder (maneuver
  // -1, 30 hp, hardness 5); a swoop (Medium, maneuver +2, 15 hp, hardness 3) with a trained NPC rider chases.
  const kara = operator({ pilotRanks: 6 });
  const landspeeder: vehicles.Vehicle = {
    size: "large",
    maneuver: -1,
    hitPoints: 30,
    maxHitPoints: 30,
    damageReduction: 5,
    speed: "highway",
    crew: [{ role: "pilot", operator: kara }],
  };
  const swoop: vehicles.Vehicle = {
    size: "medium",
    maneuver: 2,
    hitPoints: 15,
    maxHitPoints: 15,
    damageReduction: 3,
    speed: "highway",
    crew: [{ role: "pilot", operator: null, crewQuality: "trained" }],
  };

  it("Kara goes from street to highway, not straight to all-out", () => {
    expect(vehicles.declareSpeed({ current: "street", next: "highway" })).toEqual({ ok: true });
    expect(vehicles.declareSpeed({ current: "street", next: "allOut" })).toEqual({
      ok: false,
      refused: "moreThanOneStep",
    });
    // 9 chase squares this round is highway speed.
    expect(vehicles.speedCategoryFor(9, "chase")).toBe("highway");
  });
  it("her hard turn: +7 - 1 - 2 = +4; an 11 makes exactly DC 15", () => {
    const check = vehicles.maneuverCheck(landspeeder);
    expect(check).toMatchObject({ ok: true, total: 4 });
    const dc = vehicles.stuntDC({ stunt: "hardTurn" });
    expect(11 + (check.ok ? check.total : 0)).toBe(dc);
  });
  it("the swoop rider shoots at her: +2 crew - 2 highway - 2 range against Defense 10 - 1 + 4 + 3 + 2 = 18", () => {
    const bonus = vehicles.attackBonus({ vehicle: swoop, station: 0, rangePenalty: -2 });
    expect(bonus).toMatchObject({ ok: true, total: -2 });
    const defense = vehicles.defense(landspeeder).total;
    expect(defense).toBe(18);
    // A natural 19 gives 17: a miss; a natural 20 hits whatever the total.
    expect(resolveAttack({ d20: 19, attackBonus: -2, defense }).hit).toBe(false);
    expect(resolveAttack({ d20: 20, attackBonus: -2, defense, confirmD20: 12 })).toMatchObject({
      hit: true,
      threat: true,
      critical: false,
    });
  });
  it("the rider misses an oil slick (DC 15), rolls a 5 on control (+4 + 2 - 2 = 4 → 9): spin, not roll", () => {
    expect(vehicles.stuntDC({ stunt: "avoidHazard", hazard: "oilSlick" })).toBe(15);
    const check = vehicles.maneuverCheck(swoop);
    expect(check).toMatchObject({ ok: true, total: 4 });
    expect(vehicles.controlCheck({ total: 5 + 4 })).toBe("spin");
  });
  it("the spinning swoop hits a wall at highway speed: 4d8 rolled 18, ×1; the swoop is exactly disabled and explodes", () => {
    const crash = vehicles.collisionDamage({
      speed: "highway",
      size: "medium",
      direction: "stationaryObject",
      rolled: 18,
    });
    expect(crash).toEqual({ dice: 4, die: 8, multiplier: 1, total: 18 });
    // 18 - hardness 3 = 15 lost: 15 → 0 hit points, disabled; 15 is at least half of 15: it explodes.
    expect(vehicles.applyDamage(swoop, { amount: 18 })).toEqual({
      reducedBy: 3,
      hitPointsLost: 15,
      hitPoints: 0,
      status: "disabled",
      explodes: true,
    });
    // The rider sits in the open: he takes all 18.
    expect(vehicles.occupantCollisionDamage(18, "none")).toBe(18);
  });
});

describe("worked example: a starfighter duel (d20F › Starships › Combat Statistics)", () => {
  // Huge ultralight fighters (-2 size, standard targeting +1), both at highway speed. Wedge (ranged +6,
  // class Defense +3, Dex +3, Pilot +10 with 8 ranks) against an ace NPC pilot. 30 hp, hardness 10.
  const fighter = (crew: vehicles.CrewStation[]): vehicles.Vehicle => ({
    size: "huge",
    maneuver: -2,
    hitPoints: 30,
    maxHitPoints: 30,
    damageReduction: 10,
    destroyedAt: vehicles.starshipDestructionThreshold("ultralight"),
    speed: "highway",
    crew,
  });
  const wedge = operator({
    rangedAttackBonus: 6,
    classDefenseBonus: 3,
    dexModifier: 3,
    pilotCheck: 10,
    pilotRanks: 8,
  });
  const xwing = fighter([{ role: "pilot", operator: wedge }]);
  const eyeball = fighter([{ role: "pilot", operator: null, crewQuality: "ace" }]);

  it("Defenses: Wedge's fighter 10 - 2 + 3 + 3 + 2 = 16; the ace's 10 - 2 + 7 + 6 + 2 = 23", () => {
    expect(vehicles.defense(xwing).total).toBe(16);
    expect(vehicles.defense(eyeball).total).toBe(23);
  });
  it("Wedge fires at range: +6 + 2 synergy - 2 range - 2 size + 1 targeting - 2 speed = +3", () => {
    const bonus = vehicles.attackBonus({ vehicle: xwing, station: 0, rangePenalty: -2 });
    expect(bonus).toMatchObject({ ok: true, total: 3 });
  });
  it("at point blank (no range penalty) +5: a natural 18 makes exactly 23 and hits", () => {
    const bonus = vehicles.attackBonus({ vehicle: xwing, station: 0 });
    expect(bonus).toMatchObject({ ok: true, total: 5 });
    expect(resolveAttack({ d20: 18, attackBonus: 5, defense: 23 }).hit).toBe(true);
    expect(resolveAttack({ d20: 17, attackBonus: 5, defense: 23 }).hit).toBe(false);
  });
  it("the ace's two attacks: +8 and +3, each - 2 size + 1 targeting - 2 speed: +5 hits 16 on an 11, +0 misses on a 15", () => {
    const [first, second] = vehicles.crewQuality("ace").attackBonuses;
    const bonus = vehicles.attackBonus({ vehicle: eyeball, station: 0 });
    expect(bonus).toMatchObject({ ok: true, total: 5 });
    const shipParts = bonus.ok ? bonus.total - (first ?? 0) : 0;
    expect(resolveAttack({ d20: 11, attackBonus: (first ?? 0) + shipParts, defense: 16 }).hit).toBe(true);
    expect(resolveAttack({ d20: 15, attackBonus: (second ?? 0) + shipParts, defense: 16 }).hit).toBe(false);
  });
  it("three hits on the ace's fighter: 28, 24, 30 through hardness 10 (30 → 12 → -2 → -22, destroyed at -20)", () => {
    const first = vehicles.applyDamage(eyeball, { amount: 28 });
    expect(first).toEqual({
      reducedBy: 10,
      hitPointsLost: 18,
      hitPoints: 12,
      status: "operational",
      explodes: false,
    });
    const second = vehicles.applyDamage({ ...eyeball, hitPoints: first.hitPoints }, { amount: 24 });
    // 14 lost is under half of 30: disabled, no explosion; helpless at Defense 5 - 2 = 3.
    expect(second).toEqual({
      reducedBy: 10,
      hitPointsLost: 14,
      hitPoints: -2,
      status: "disabled",
      explodes: false,
    });
    expect(vehicles.defense({ ...eyeball, hitPoints: second.hitPoints }).total).toBe(3);
    const third = vehicles.applyDamage({ ...eyeball, hitPoints: second.hitPoints }, { amount: 30 });
    expect(third).toEqual({
      reducedBy: 10,
      hitPointsLost: 20,
      hitPoints: -22,
      status: "destroyed",
      explodes: false,
    });
  });
});
