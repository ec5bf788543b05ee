// saga-special-combat-rules.txt › Area Attacks, Autofire › Evasion, Cover, Improved Cover, Total Cover.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const trooper = (id: string, reflex: number, extra: Partial<saga.AreaTarget> = {}): saga.AreaTarget => ({
  id,
  reflex,
  ...extra,
});

describe("area attacks: one roll against every target's Reflex Defense", () => {
  it("a grenade's roll of 16 hits Reflex 15 and 16 for full damage and misses Reflex 17 for half", () => {
    const result = saga.resolveAreaAttack({
      d20: 12,
      attackBonus: 4,
      damage: 15,
      targets: [trooper("a", 15), trooper("b", 16), trooper("c", 17)],
    });
    expect(result).toEqual({
      natural: 12,
      total: 16,
      reachesTargets: true,
      results: [
        { id: "a", hit: true, damage: 15, reflex: 15 },
        { id: "b", hit: true, damage: 15, reflex: 16 },
        { id: "c", hit: false, damage: 7, reflex: 17 },
      ],
    });
  });
  it("half damage rounds down (15 → 7, 1 → 0)", () => {
    const miss = (damage: number) =>
      saga.resolveAreaAttack({ d20: 10, attackBonus: 0, damage, targets: [trooper("a", 30)] }).results[0]!
        .damage;
    expect(miss(15)).toBe(7);
    expect(miss(16)).toBe(8);
    expect(miss(1)).toBe(0);
  });
  it("negative damage counts as 0", () => {
    const result = saga.resolveAreaAttack({
      d20: 15,
      attackBonus: 0,
      damage: -4,
      targets: [trooper("a", 10)],
    });
    expect(result.results[0]).toEqual({ id: "a", hit: true, damage: 0, reflex: 10 });
  });
  it("an area attack is never doubled: a natural 20 hits everyone for the plain damage", () => {
    const result = saga.resolveAreaAttack({
      d20: 20,
      attackBonus: -15,
      damage: 12,
      targets: [trooper("a", 10), trooper("b", 40)],
    });
    expect(result.total).toBe(5);
    expect(result.reachesTargets).toBe(true);
    expect(result.results).toEqual([
      { id: "a", hit: true, damage: 12, reflex: 10 },
      { id: "b", hit: true, damage: 12, reflex: 40 },
    ]);
  });
  it("a natural 1 that still reaches 10 misses everyone for half damage (Saga core)", () => {
    const result = saga.resolveAreaAttack({
      d20: 1,
      attackBonus: 20,
      damage: 10,
      targets: [trooper("a", 12)],
    });
    expect(result.reachesTargets).toBe(true);
    expect(result.results).toEqual([{ id: "a", hit: false, damage: 5, reflex: 12 }]);
  });
  it("no targets: no results", () => {
    expect(saga.resolveAreaAttack({ d20: 15, attackBonus: 0, damage: 10, targets: [] }).results).toEqual([]);
  });
});

describe("area attacks: the modified roll must be 10 or higher", () => {
  it("exactly 10 is compared with the targets (hits a Reflex of 10)", () => {
    const result = saga.resolveAreaAttack({ d20: 7, attackBonus: 3, damage: 8, targets: [trooper("a", 10)] });
    expect(result.reachesTargets).toBe(true);
    expect(result.results).toEqual([{ id: "a", hit: true, damage: 8, reflex: 10 }]);
  });
  it("9 is compared with nobody: no hit, no damage, no Reflex, even against a Reflex of 5", () => {
    const result = saga.resolveAreaAttack({
      d20: 6,
      attackBonus: 3,
      damage: 8,
      targets: [trooper("a", 5), trooper("b", 20, { cover: "cover" })],
    });
    expect(result).toEqual({
      natural: 6,
      total: 9,
      reachesTargets: false,
      results: [
        { id: "a", hit: false, damage: 0, reflex: null },
        { id: "b", hit: false, damage: 0, reflex: null },
      ],
    });
  });
});

describe("area attacks: Evasion", () => {
  it("a hit deals half, a miss nothing", () => {
    const result = saga.resolveAreaAttack({
      d20: 15,
      attackBonus: 0,
      damage: 11,
      targets: [trooper("hit", 15, { evasion: true }), trooper("missed", 16, { evasion: true })],
    });
    expect(result.results).toEqual([
      { id: "hit", hit: true, damage: 5, reflex: 15 },
      { id: "missed", hit: false, damage: 0, reflex: 16 },
    ]);
  });
});

describe("area attacks: cover", () => {
  it("cover adds +5 and improved cover +10 to the Reflex Defense compared", () => {
    const result = saga.resolveAreaAttack({
      d20: 15,
      attackBonus: 5,
      damage: 10,
      targets: [trooper("cover", 15, { cover: "cover" }), trooper("improved", 10, { cover: "improved" })],
    });
    expect(result.results).toEqual([
      { id: "cover", hit: true, damage: 10, reflex: 20 },
      { id: "improved", hit: true, damage: 10, reflex: 20 },
    ]);
  });
  it("a target with cover or improved cover that is missed takes nothing; without cover, half", () => {
    const result = saga.resolveAreaAttack({
      d20: 15,
      attackBonus: 5,
      damage: 10,
      targets: [
        trooper("cover", 16, { cover: "cover" }),
        trooper("improved", 11, { cover: "improved" }),
        trooper("none", 21, { cover: "none" }),
      ],
    });
    expect(result.results).toEqual([
      { id: "cover", hit: false, damage: 0, reflex: 21 },
      { id: "improved", hit: false, damage: 0, reflex: 21 },
      { id: "none", hit: false, damage: 5, reflex: 21 },
    ]);
  });
  it("total cover cannot be attacked, not even by a natural 20", () => {
    const result = saga.resolveAreaAttack({
      d20: 20,
      attackBonus: 0,
      damage: 10,
      targets: [trooper("behind the wall", 5, { cover: "total" })],
    });
    expect(result.results).toEqual([{ id: "behind the wall", hit: false, damage: 0, reflex: null }]);
  });
  it("areaCoverOrigin: a burst or splash from the area's center, autofire from the attacker", () => {
    expect(saga.areaCoverOrigin("burst")).toBe("center");
    expect(saga.areaCoverOrigin("splash")).toBe("center");
    expect(saga.areaCoverOrigin("autofire")).toBe("attacker");
  });
});

describe("area attack properties", () => {
  const target = fc.record({
    id: fc.string(),
    reflex: fc.integer({ min: 0, max: 40 }),
    cover: fc.constantFrom<saga.SagaCoverDegree | undefined>(undefined, "none", "cover", "improved", "total"),
    evasion: fc.boolean(),
  });
  const attack = fc.record({
    d20: fc.integer({ min: 1, max: 20 }),
    attackBonus: fc.integer({ min: -10, max: 25 }),
    damage: fc.integer({ min: 0, max: 100 }),
    targets: fc.array(target, { maxLength: 12 }),
  });

  it("every target gets exactly one result, in the given order", () => {
    fc.assert(
      fc.property(attack, (input) => {
        const result = saga.resolveAreaAttack(input);
        expect(result.results.map((r) => r.id)).toEqual(input.targets.map((t) => t.id));
      }),
    );
  });
  it("a miss never deals more than a hit would to the same target, and nothing exceeds the damage", () => {
    fc.assert(
      fc.property(attack, (input) => {
        const result = saga.resolveAreaAttack(input);
        expect(result.results).toHaveLength(input.targets.length);
        result.results.forEach((r, i) => {
          expect(r.damage).toBeLessThanOrEqual(input.damage);
          if (r.hit) return;
          const asHit = saga.resolveAreaAttack({ ...input, d20: 20, targets: [input.targets[i]!] })
            .results[0]!;
          expect(r.damage).toBeLessThanOrEqual(asHit.damage);
        });
      }),
    );
  });
  it("a hit is exactly a total at or above the compared Reflex (natural 20 and 1 aside)", () => {
    fc.assert(
      fc.property(attack, (input) => {
        const result = saga.resolveAreaAttack(input);
        for (const r of result.results) {
          if (r.reflex === null) expect(r.hit).toBe(false);
          else if (input.d20 !== 20 && input.d20 !== 1) expect(r.hit).toBe(result.total >= r.reflex);
        }
      }),
    );
  });
});
