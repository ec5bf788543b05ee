// d6-combat.txt › Character Damage Chart; the paragraphs after it (wound escalation); Stun Damage.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

describe("the Character Damage Chart: damage roll minus Strength roll", () => {
  it.each([
    [10, 11, -1, "noEffect"],
    [3, 20, -17, "noEffect"],
    [11, 11, 0, "stunned"],
    [14, 11, 3, "stunned"],
    [15, 11, 4, "wounded"],
    [19, 11, 8, "wounded"],
    [20, 11, 9, "incapacitated"],
    [23, 11, 12, "incapacitated"],
    [24, 11, 13, "mortallyWounded"],
    [26, 11, 15, "mortallyWounded"],
    [27, 11, 16, "killed"],
    [40, 11, 29, "killed"],
  ] as const)("damage %i against Strength %i: difference %i, %s", (damage, resist, difference, result) => {
    expect(d6.characterDamage({ damageTotal: damage, resistTotal: resist })).toEqual({ difference, result });
  });
  it("the Strength roll wins only when higher: an equal roll stuns", () => {
    expect(d6.characterDamage({ damageTotal: 12, resistTotal: 12 }).result).toBe("stunned");
  });
});

describe("stun damage: anything above stunned is unconscious", () => {
  it.each([
    [-1, "noEffect"],
    [0, "stunned"],
    [3, "stunned"],
    [4, "unconscious"],
    [9, "unconscious"],
    [13, "unconscious"],
    [16, "unconscious"],
  ] as const)("difference %i on stun: %s", (difference, result) => {
    expect(d6.characterDamage({ damageTotal: 10 + difference, resistTotal: 10, stun: true })).toEqual({
      difference,
      result,
    });
  });
  it("stun: false is the normal chart", () => {
    expect(d6.characterDamage({ damageTotal: 20, resistTotal: 10, stun: false }).result).toBe(
      "incapacitated",
    );
  });
});

describe("canSetForStun: every character-scale blaster unless its listing says otherwise", () => {
  it("a character-scale blaster can", () => {
    expect(d6.canSetForStun({ characterScaleBlaster: true })).toBe(true);
  });
  it("a vibro-ax can't", () => {
    expect(d6.canSetForStun({ characterScaleBlaster: false })).toBe(false);
  });
  it("the weapon's own listing wins either way", () => {
    expect(d6.canSetForStun({ characterScaleBlaster: true, stun: false })).toBe(false);
    expect(d6.canSetForStun({ characterScaleBlaster: false, stun: true })).toBe(true);
  });
});

describe("wound escalation", () => {
  it.each([
    ["healthy", "wounded", "wounded"],
    ["wounded", "wounded", "woundedTwice"],
    ["woundedTwice", "wounded", "incapacitated"],
    ["incapacitated", "wounded", "mortallyWounded"],
    ["incapacitated", "incapacitated", "mortallyWounded"],
    ["mortallyWounded", "incapacitated", "killed"],
    ["mortallyWounded", "mortallyWounded", "killed"],
  ] as const)("%s, then %s: %s (the text's escalation)", (current, result, next) => {
    expect(d6.escalateWound(current, result)).toBe(next);
  });
  it.each([
    ["healthy", "incapacitated", "incapacitated"],
    ["healthy", "mortallyWounded", "mortallyWounded"],
    ["healthy", "killed", "killed"],
    ["wounded", "incapacitated", "incapacitated"],
    ["woundedTwice", "incapacitated", "incapacitated"],
    ["woundedTwice", "mortallyWounded", "mortallyWounded"],
    ["incapacitated", "mortallyWounded", "mortallyWounded"],
    ["mortallyWounded", "wounded", "mortallyWounded"],
    ["wounded", "killed", "killed"],
    ["mortallyWounded", "killed", "killed"],
  ] as const)("%s, then %s: %s (the worse of the two)", (current, result, next) => {
    expect(d6.escalateWound(current, result)).toBe(next);
  });
  it.each(["noEffect", "stunned", "unconscious"] as const)("%s leaves every level alone", (result) => {
    expect(d6.WOUND_LEVELS.map((level) => d6.escalateWound(level, result))).toEqual([...d6.WOUND_LEVELS]);
  });
  it.each(["wounded", "incapacitated", "mortallyWounded", "killed"] as const)(
    "killed is final: %s",
    (result) => {
      expect(d6.escalateWound("killed", result)).toBe("killed");
    },
  );
  it("worseWound picks the later level either way round", () => {
    expect(d6.worseWound("wounded", "incapacitated")).toBe("incapacitated");
    expect(d6.worseWound("incapacitated", "wounded")).toBe("incapacitated");
    expect(d6.worseWound("woundedTwice", "woundedTwice")).toBe("woundedTwice");
  });
  it("WOUND_LEVELS runs healthiest first", () => {
    expect(d6.WOUND_LEVELS).toEqual([
      "healthy",
      "wounded",
      "woundedTwice",
      "incapacitated",
      "mortallyWounded",
      "killed",
    ]);
  });
});

const level = fc.constantFrom(...d6.WOUND_LEVELS);
const result = fc.constantFrom(
  "noEffect",
  "stunned",
  "unconscious",
  "wounded",
  "incapacitated",
  "mortallyWounded",
  "killed",
) as fc.Arbitrary<import("../../../src/rules/index.ts").d6.DamageResult>;
const rank = (wound: string) => d6.WOUND_LEVELS.indexOf(wound as (typeof d6.WOUND_LEVELS)[number]);

describe("properties of injuries", () => {
  it("a wound level never improves from damage (escalateWound)", () => {
    fc.assert(
      fc.property(level, result, (current, hit) => {
        expect(rank(d6.escalateWound(current, hit))).toBeGreaterThanOrEqual(rank(current));
      }),
    );
  });
  it("a wound level never improves from damage (applyDamage, any rolls, stun or not)", () => {
    fc.assert(
      fc.property(
        level,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (wound, damageTotal, resistTotal, stun) => {
          const after = d6.applyDamage({ wound, strengthDice: 3 }, { damageTotal, resistTotal, stun });
          expect(rank(after.health.wound)).toBeGreaterThanOrEqual(rank(wound));
        },
      ),
    );
  });
  it("escalation reaches killed and stays there", () => {
    const wounding = fc.constantFrom(
      "wounded",
      "incapacitated",
      "mortallyWounded",
      "killed",
    ) as typeof result;
    const serious = fc.constantFrom("incapacitated", "mortallyWounded", "killed") as typeof result;
    fc.assert(
      fc.property(
        fc.array(wounding, { minLength: 4, maxLength: 12 }),
        serious,
        fc.array(result, { minLength: 1, maxLength: 12 }),
        (hits, finisher, after) => {
          let wound: (typeof d6.WOUND_LEVELS)[number] = "healthy";
          for (const hit of hits) wound = d6.escalateWound(wound, hit);
          // Four wounding hits leave him mortally wounded at least (healthy → wounded → twice → incap. → mortal).
          expect(rank(wound)).toBeGreaterThanOrEqual(rank("mortallyWounded"));
          wound = d6.escalateWound(wound, finisher);
          expect(wound).toBe("killed");
          for (const hit of after) wound = d6.escalateWound(wound, hit);
          expect(wound).toBe("killed");
        },
      ),
    );
  });
  it("wounded hits alone stop at mortally wounded: only incapacitated or worse kills him", () => {
    let wound: (typeof d6.WOUND_LEVELS)[number] = "healthy";
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      wound = d6.escalateWound(wound, "wounded");
      seen.push(wound);
    }
    expect(seen).toEqual([
      "wounded",
      "woundedTwice",
      "incapacitated",
      "mortallyWounded",
      "mortallyWounded",
      "mortallyWounded",
    ]);
  });
  it("once killed, no hit of any kind changes the character", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (damageTotal, resistTotal, stun) => {
          const dead = { wound: "killed", strengthDice: 3, stuns: 1 } as const;
          const after = d6.applyDamage(dead, { damageTotal, resistTotal, stun });
          expect(after.health).toEqual(dead);
          expect(after.killed).toBe(true);
        },
      ),
    );
  });
});
