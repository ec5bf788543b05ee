// The simulator's small parts: the generator, damage formulas, the option list, the text report.
import { describe, expect, it } from "vitest";
import { oddsReport, roundsHistogram, roundsLine } from "../../src/simulate/cli/odds-report.ts";
import { compileDamage, rollDamage } from "../../src/simulate/damage-dice.ts";
import { attackOptions, type EncounterOdds, Random, seedFrom } from "../../src/simulate/index.ts";
import { duelist } from "./fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

describe("the seeded generator (mulberry32)", () => {
  it("gives mulberry32's published first outputs for seed 0", () => {
    // Reference values of the public-domain mulberry32 for state 0.
    const random = new Random(0);
    expect([random.nextUint32(), random.nextUint32(), random.nextUint32()]).toEqual([
      1144304738, 1416247, 958946056,
    ]);
  });
  it("dice stay within their faces and reach both ends", () => {
    const random = new Random(11);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.die(6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it("a word names a seed (FNV-1a): the same word, the same seed", () => {
    expect(seedFrom("")).toBe(0x811c9dc5);
    expect(seedFrom("a")).toBe(0xe40c292c);
    expect(seedFrom("combat:1")).toBe(seedFrom("combat:1"));
  });
});

describe("damage formulas (parsed by the engine)", () => {
  it("a sum of dice and numbers: the dice rolled in order, the constant added", () => {
    const dice = compileDamage("2d8 + 2");
    expect(dice.mean).toBe(11);
    expect(rollDamage(dice, new ScriptedRandom([3, 8]))).toBe(13);
  });
  it("subtraction and negation", () => {
    expect(rollDamage(compileDamage("1d6-1"), new ScriptedRandom([1]))).toBe(0);
    expect(compileDamage("1d6-1").mean).toBe(2.5);
    expect(rollDamage(compileDamage("-1d4+5"), new ScriptedRandom([4]))).toBe(1);
    expect(rollDamage(compileDamage("10-(1d4+1)"), new ScriptedRandom([2]))).toBe(7);
  });
  it("a product is rolled as written", () => {
    const dice = compileDamage("(1d6+1)*2");
    expect(dice.sum).toBeNull();
    expect(dice.mean).toBe(9);
    expect(rollDamage(dice, new ScriptedRandom([5]))).toBe(12);
    expect(rollDamage(compileDamage("2*-1d4"), new ScriptedRandom([3]))).toBe(-6);
  });
  it("a bad formula is refused with the engine's error code", () => {
    expect(() => compileDamage("3x8")).toThrow(/bad damage formula "3x8" \(unexpectedCharacter/);
  });
});

describe("the options the engine allows", () => {
  it("a double weapon adds the both-ends full attack; refused plans are left out", () => {
    const staff = duelist("Staff", {
      weapons: [{ name: "Double vibroblade", kind: "melee", attack: 4, damage: "2d6", double: true }],
    });
    const labels = attackOptions(staff).map((option) => `${option.action} ${option.label}`);
    expect(labels).toEqual([
      "attack Double vibroblade",
      "fullAttack Double vibroblade single",
      "fullAttack Double vibroblade both ends",
    ]);
    // An autofire-only weapon has no attack action (single shots): the refused plan is not listed.
    const cannon = duelist("Cannon", {
      weapons: [
        {
          name: "Repeater",
          kind: "ranged",
          attack: 3,
          damage: "4d8",
          rangeIncrement: 40,
          fireModes: ["autofire"],
          autofireOnly: true,
        },
      ],
    });
    expect(attackOptions(cannon).map((option) => `${option.action} ${option.label}`)).toEqual([
      "fullAttack Repeater autofire",
    ]);
  });
});

describe("the text report", () => {
  const odds: EncounterOdds = {
    ruleset: "rcr",
    fights: 2000,
    seed: 5,
    sides: [
      { name: "Rebels", winChance: 0.75 },
      { name: "Empire", winChance: 0.2 },
    ],
    drawChance: 0.05,
    rounds: { mean: 2.5, p90: 3, distribution: [0, 0.1, 0.5, 0.4] },
    combatants: [
      { name: "Han", side: 0, dropChance: 0.25, deathChance: 0.05 },
      { name: "Stormtrooper 1", side: 1, dropChance: 0.9, deathChance: 0.1 },
    ],
  };
  it("a table per side and per combatant, then the histogram scaled to the tallest bar", () => {
    expect(oddsReport(odds)).toBe(
      [
        "Encounter odds: Rebels vs Empire",
        "2,000 fights, seed 5, ruleset RCR",
        "",
        "Side       Wins",
        "Rebels   75.0 %",
        "Empire   20.0 %",
        "(draw)    5.0 %",
        "",
        "Rounds: 2.5 expected; 90 % of fights are over by round 3.",
        "",
        "Combatant       Side      Drops     Dies",
        "Han             Rebels   25.0 %    5.0 %",
        "Stormtrooper 1  Empire   90.0 %   10.0 %",
        "",
        "Rounds per fight",
        `1 │ ${"█".repeat(8).padEnd(40)}  10.0 %`,
        `2 │ ${"█".repeat(40)}  50.0 %`,
        `3 │ ${"█".repeat(32).padEnd(40)}  40.0 %`,
        "",
      ].join("\n"),
    );
  });
  it("a share too small for one block still shows; an empty round shows none", () => {
    expect(roundsHistogram([0, 0.001, 0.999, 0])).toEqual([
      `1 │ ${"▏".padEnd(40)}   0.1 %`,
      `2 │ ${"█".repeat(40)}  99.9 %`,
      `3 │ ${"".padEnd(40)}   0.0 %`,
    ]);
  });
  it("a side that starts down: round 0 gets its bar, and the rounds line says so truly", () => {
    const started = { ...odds, rounds: { mean: 1.2, p90: 2, distribution: [0.4, 0.2, 0.4] } };
    expect(roundsLine(started)).toBe(
      "Rounds: 1.2 expected; 90 % of fights are over by round 2. 40.0 % were over before anyone acted (a side started with nobody able to fight).",
    );
    expect(roundsHistogram(started.rounds.distribution)[0]).toBe(`0 │ ${"█".repeat(40)}  40.0 %`);
    const all = { ...odds, rounds: { mean: 0, p90: 0, distribution: [1] } };
    expect(roundsLine(all)).toBe(
      "Rounds: 0.0 expected; 90 % of fights are over before round 1. 100.0 % were over before anyone acted (a side started with nobody able to fight).",
    );
  });
  it("the report names the ruleset as its command does", () => {
    expect(oddsReport(odds, "Saga Edition").split("\n")[1]).toBe(
      "2,000 fights, seed 5, ruleset Saga Edition",
    );
  });
});
