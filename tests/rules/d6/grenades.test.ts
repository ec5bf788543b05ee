// d6-combat.txt › Grenades and Thermal Detonators; Grenade Deviation (Sandor's grenade at 20 meters, the
// fragmentation grenade's listing); Dodging Grenades; Tossing Grenades Away.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

const dice = (n: number) => ({ dice: n, pips: 0 });
// The text gives only a grenade's medium range (11-20 m); its long edge here is test data.
const grenadeRanges = { short: 10, medium: 20, long: 30 };

describe("the grenade at 20 meters", () => {
  it("20 m is medium range, Moderate; Sandor's 11 misses the GM's 14", () => {
    const band = d6.rangeBand(20, grenadeRanges)!;
    expect(band).toBe("medium");
    expect(d6.rangeDifficulty(band)).toBe("moderate");
    expect(d6.resolveAttack({ total: 11, difficulty: d6.attackDifficulty({ difficulty: 14 }) }).outcome).toBe(
      "miss",
    );
  });
  it("a medium-range miss strays 2D meters", () => {
    expect(d6.grenadeDeviationDice("medium")).toEqual(dice(2));
  });
  it("the direction roll of 4 falls short; the 2D roll of 7 is seven meters", () => {
    expect(d6.grenadeDeviation({ directionRoll: 4, distanceRoll: 7 })).toEqual({
      direction: "short",
      meters: 7,
    });
  });
  it("seven meters short of a 20 m throw lands 13 meters from Sandor", () => {
    expect(d6.grenadeLanding({ targetDistance: 20, direction: "short", meters: 7 })).toEqual({
      beyond: -7,
      right: 0,
      fromThrower: 13,
    });
  });
  it("the stormtroopers, 7 to 10 meters from the blast, take 2D each", () => {
    expect(d6.blastDamage(7)).toEqual(dice(2));
    expect(d6.blastDamage(10)).toEqual(dice(2));
  });
  it("Sandor, 13 meters from it, takes nothing", () => {
    expect(d6.blastDamage(13)).toBeNull();
  });
});

describe("grenade deviation", () => {
  it.each([
    ["pointBlank", 1],
    ["short", 1],
    ["medium", 2],
    ["long", 3],
  ] as const)("a miss at %s range strays %iD meters", (band, n) => {
    expect(d6.grenadeDeviationDice(band)).toEqual(dice(n));
  });
  it.each([
    [1, "long"],
    [2, "long-right"],
    [3, "short-right"],
    [4, "short"],
    [5, "short-left"],
    [6, "long-left"],
    [7, "long"],
    [0, "long-left"],
    [-1, "short-left"],
  ] as const)("direction roll %i: %s", (directionRoll, direction) => {
    expect(d6.grenadeDeviation({ directionRoll, distanceRoll: 3 })).toEqual({ direction, meters: 3 });
  });
  const half = Math.sqrt(3) / 2;
  it.each([
    ["long", 4, 0, 14],
    ["long-right", 2, 4 * half, Math.hypot(12, 4 * half)],
    ["short-right", -2, 4 * half, Math.hypot(8, 4 * half)],
    ["short", -4, 0, 6],
    ["short-left", -2, -4 * half, Math.hypot(8, 4 * half)],
    ["long-left", 2, -4 * half, Math.hypot(12, 4 * half)],
  ] as const)("4 m %s of a 10 m throw", (direction, beyond, right, fromThrower) => {
    const landing = d6.grenadeLanding({ targetDistance: 10, direction, meters: 4 });
    expect(landing.beyond).toBeCloseTo(beyond, 10);
    expect(landing.right).toBeCloseTo(right, 10);
    expect(landing.fromThrower).toBeCloseTo(fromThrower, 10);
  });
  it("straight ahead or back, the landing is exactly on the line of the throw", () => {
    expect(Object.is(d6.grenadeLanding({ targetDistance: 10, direction: "long", meters: 3 }).right, 0)).toBe(
      true,
    );
    expect(Object.is(d6.grenadeLanding({ targetDistance: 10, direction: "short", meters: 3 }).right, 0)).toBe(
      true,
    );
  });
  it("a grenade that strays back past the thrower is still measured from him", () => {
    expect(d6.grenadeLanding({ targetDistance: 2, direction: "short", meters: 5 }).fromThrower).toBe(3);
  });
});

describe("the fragmentation grenade's blast", () => {
  it("lists 5D/4D/3D/2D at 0-2/4/6/10 meters", () => {
    expect(d6.FRAGMENTATION_GRENADE).toEqual({
      damage: [dice(5), dice(4), dice(3), dice(2)],
      radius: [2, 4, 6, 10],
    });
  });
  it.each([
    [0, 5],
    [2, 5],
    [2.5, 4],
    [4, 4],
    [5, 3],
    [6, 3],
    [6.5, 2],
    [10, 2],
  ])("%s m from the blast: %iD (an edge belongs to the nearer band)", (distance, n) => {
    expect(d6.blastDamage(distance)).toEqual(dice(n));
  });
  it("beyond 10 meters: no damage", () => {
    expect(d6.blastDamage(10.1)).toBeNull();
  });
  it("another explosive's own listing", () => {
    const detonator = { damage: [dice(10), dice(8)], radius: [2, 8] };
    expect(d6.blastDamage(3, detonator)).toEqual(dice(8));
    expect(d6.blastDamage(9, detonator)).toBeNull();
  });
  it("a listing with fewer damage bands than radii gives nothing past its last damage", () => {
    expect(d6.blastDamage(5, { damage: [dice(4)], radius: [2, 6] })).toBeNull();
  });
  it("the returned code is a copy: changing it leaves the grenade's listing alone", () => {
    const damage = d6.blastDamage(1)!;
    damage.dice = 1;
    expect(d6.blastDamage(1)).toEqual(dice(5));
  });
});

describe("dodging grenades: Sandor's throw at two stormtroopers 16 meters away", () => {
  it("16 m is medium range; his 17 beats the GM's 13 and lands where he aimed", () => {
    expect(d6.rangeBand(16, grenadeRanges)).toBe("medium");
    expect(d6.resolveAttack({ total: 17, difficulty: 13 }).hit).toBe(true);
  });
  it("a trooper rolling 18 hits the deck and takes no damage", () => {
    expect(d6.dodgesGrenade({ throwTotal: 17, dodgeTotal: 18 })).toBe(true);
  });
  it("one rolling 17 or less still takes damage: 5D so close to the grenade", () => {
    expect(d6.dodgesGrenade({ throwTotal: 17, dodgeTotal: 17 })).toBe(false);
    expect(d6.dodgesGrenade({ throwTotal: 17, dodgeTotal: 9 })).toBe(false);
    expect(d6.blastDamage(1.5)).toEqual(dice(5));
  });
  it("a thrown grenade hits its target point on an equal roll", () => {
    expect(d6.resolveAttack({ total: 13, difficulty: 13 }).hit).toBe(true);
  });
  it("an unseen target point adds the GM's +5 to +10", () => {
    expect(d6.attackDifficulty({ difficulty: 13, modifiers: [5] })).toBe(18);
    expect(d6.attackDifficulty({ difficulty: 13, modifiers: [10] })).toBe(23);
  });
});

describe("tossing grenades away", () => {
  it("Sandor's 13 is a Moderate total: medium range, 11 to 20 meters, out of the blast", () => {
    const toss = d6.tossAway({ total: 13, ranges: grenadeRanges });
    expect(toss).toEqual({ level: "moderate", band: "medium", minMeters: 11, maxMeters: 20 });
    // Thrown from where he stands, the nearest landing (11 m) is past the 10 m blast edge.
    expect(d6.blastDamage(toss.minMeters)).toBeNull();
  });
  it.each([
    [3, "veryEasy", "pointBlank", 0, 3],
    [5, "veryEasy", "pointBlank", 0, 3],
    [6, "easy", "short", 4, 10],
    [10, "easy", "short", 4, 10],
    [11, "moderate", "medium", 11, 20],
    [16, "difficult", "long", 21, 30],
    [25, "veryDifficult", "long", 21, 30],
    [35, "heroic", "long", 21, 30],
  ] as const)("a total of %i: %s, %s range, %i-%i m", (total, level, band, minMeters, maxMeters) => {
    expect(d6.tossAway({ total, ranges: grenadeRanges })).toEqual({ level, band, minMeters, maxMeters });
  });
  it("a weapon's own point-blank edge moves the short band's start", () => {
    expect(d6.tossAway({ total: 7, ranges: { ...grenadeRanges, pointBlank: 2 } }).minMeters).toBe(3);
  });
});

describe("when a grenade goes off", () => {
  it("a contact grenade explodes when it hits something", () => {
    expect(d6.grenadeDetonation({ activator: "contact" })).toBe("impact");
  });
  it("a timer under five seconds: at the end of the round it was thrown", () => {
    expect(d6.grenadeDetonation({ activator: "timer", seconds: 4.9 })).toBe("endOfRound");
    expect(d6.grenadeDetonation({ activator: "timer", seconds: 0 })).toBe("endOfRound");
  });
  it("five seconds or more: when its timer runs out", () => {
    expect(d6.grenadeDetonation({ activator: "timer", seconds: 5 })).toBe("timer");
    expect(d6.grenadeDetonation({ activator: "timer", seconds: 30 })).toBe("timer");
  });
});
