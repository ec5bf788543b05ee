// rcr-combat.txt › Defense (Class Bonus, Dexterity Modifier, Size Modifier, Dodge Feat, Dodge Bonuses,
// Touch Attacks); Flat-Footed; Favorable and Unfavorable Conditions notes b/c; Helpless Defenders.
import { describe, expect, it } from "vitest";
import {
  DEX_LOSS_SITUATIONS,
  defense,
  defenseBreakdown,
  dodgeFeatBonus,
  helplessAttackBonus,
  losesDexBonus,
} from "../../src/rules/index.ts";

const base = { classBonus: 4, dexModifier: 3, size: "medium" as const };

describe("Defense = 10 + class bonus + Dex modifier + size modifier", () => {
  it("the average character has Defense 10", () => {
    expect(defense({ classBonus: 0, dexModifier: 0, size: "medium" })).toBe(10);
  });
  it("class +4, Dex +3, Medium → 17", () => {
    expect(defense(base)).toBe(17);
  });
  it("an Ewok (Small) gets +1", () => {
    expect(defense({ ...base, size: "small" })).toBe(18);
  });
  it("a low Dexterity lowers Defense", () => {
    expect(defense({ ...base, dexModifier: -2 })).toBe(12);
  });
  it("other bonuses (cover) add", () => {
    expect(defense({ ...base, otherBonuses: 4 })).toBe(21);
  });
});

describe("armor caps the Dexterity bonus", () => {
  it("max Dex +1 → only +1 of a +3 bonus", () => {
    expect(defense({ ...base, maxDexBonus: 1 })).toBe(15);
  });
  it("max Dex 0 removes the bonus", () => {
    expect(defense({ ...base, maxDexBonus: 0 })).toBe(14);
  });
  it("the cap never lifts or hides a Dex penalty", () => {
    expect(defense({ ...base, dexModifier: -1, maxDexBonus: 0 })).toBe(13);
  });
  it("null means no cap", () => {
    expect(defense({ ...base, maxDexBonus: null })).toBe(17);
  });
  it("a negative cap counts as 0", () => {
    expect(defense({ ...base, maxDexBonus: -1 })).toBe(14);
  });
});

describe("dodge bonuses stack, are not capped by armor, and are lost with the Dex bonus", () => {
  it("dodge bonuses stack with each other", () => {
    expect(defense({ ...base, dodgeBonuses: [1, 4] })).toBe(22);
  });
  it("armor does not limit them", () => {
    expect(defense({ ...base, maxDexBonus: 0, dodgeBonuses: [4] })).toBe(18);
  });
  it("losing the Dex bonus loses the dodge bonuses", () => {
    expect(defense({ ...base, dodgeBonuses: [1, 4], loseDexBonus: true })).toBe(14);
  });
});

describe("losing the Dexterity bonus (flat-footed and the like)", () => {
  it("a flat-footed character keeps the class bonus but not the Dex bonus", () => {
    expect(defense({ ...base, loseDexBonus: true })).toBe(14);
  });
  it("a Dex penalty still applies", () => {
    expect(defense({ ...base, dexModifier: -2, loseDexBonus: true })).toBe(12);
  });
  it.each(["flatFooted", "unaware", "running", "stunned", "climbing", "pinned", "helpless", "hanging"])(
    "%s denies the Dex bonus",
    (situation) => {
      expect(losesDexBonus([situation])).toBe(true);
    },
  );
  it("other or no situations do not", () => {
    expect(losesDexBonus([])).toBe(false);
    expect(losesDexBonus(["prone", "fatigued"])).toBe(false);
    expect(losesDexBonus(new Set(["prone", "cowering"]))).toBe(true);
  });
  it("the list names the text's situations", () => {
    expect(DEX_LOSS_SITUATIONS).toContain("offBalance");
    expect(DEX_LOSS_SITUATIONS).toContain("attackerConcealed");
  });
});

describe("Touch Attacks: no class bonus; size and Dex apply", () => {
  it("class +4, Dex +3 → touch Defense 13", () => {
    expect(defense({ ...base, touch: true })).toBe(13);
  });
  it("flat-footed touch: 10 + size only", () => {
    expect(defense({ ...base, touch: true, loseDexBonus: true, size: "large" })).toBe(9);
  });
});

describe("Helpless Defenders: Dexterity treated as 0, modifier -5", () => {
  it("helpless: class bonus + (-5), no dodge", () => {
    expect(defense({ ...base, helpless: true, dodgeBonuses: [1] })).toBe(9);
  });
  it("a melee attack against a helpless defender gets +4, a ranged one nothing", () => {
    expect(helplessAttackBonus("melee")).toBe(4);
    expect(helplessAttackBonus("ranged")).toBe(0);
  });
});

describe("Dodge Feat: +1 against one designated opponent", () => {
  it("against the designated opponent", () => {
    expect(dodgeFeatBonus("stormtrooper-1", "stormtrooper-1")).toBe(1);
  });
  it("not against anyone else, nor with no designation", () => {
    expect(dodgeFeatBonus("stormtrooper-1", "stormtrooper-2")).toBe(0);
    expect(dodgeFeatBonus(null, "stormtrooper-2")).toBe(0);
    expect(dodgeFeatBonus(undefined, "x")).toBe(0);
  });
  it("it is a dodge bonus: lost when flat-footed", () => {
    const dodge = dodgeFeatBonus("a", "a");
    expect(defense({ ...base, dodgeBonuses: [dodge] })).toBe(18);
    expect(defense({ ...base, dodgeBonuses: [dodge], loseDexBonus: true })).toBe(14);
  });
});

describe("Defense breakdown: the labelled terms a sheet shows", () => {
  const fightingDefensively = { label: "fightingDefensively", value: 2 };
  const cover = { label: "cover", value: 4 };

  it("lists base 10, class, Dex, size, then dodge and other bonuses, summing to the Defense", () => {
    const { total, parts } = defenseBreakdown({
      ...base,
      size: "small",
      dodgeParts: [fightingDefensively],
      otherParts: [cover],
    });
    expect(parts).toEqual([
      { label: "base", value: 10 },
      { label: "class", value: 4 },
      { label: "dexterity", value: 3 },
      { label: "size", value: 1 },
      fightingDefensively,
      cover,
    ]);
    expect(total).toBe(24);
    expect(total).toBe(defense({ ...base, size: "small", dodgeBonuses: [2], otherBonuses: 4 }));
  });

  it("a flat-footed defender loses the Dex and dodge terms but keeps cover", () => {
    const { total, parts } = defenseBreakdown({
      ...base,
      dodgeParts: [fightingDefensively],
      otherParts: [cover],
      loseDexBonus: true,
    });
    expect(parts.map((part) => part.label)).toEqual(["base", "class", "dexterity", "size", "cover"]);
    expect(parts.find((part) => part.label === "dexterity")?.value).toBe(0);
    expect(total).toBe(18);
  });

  it("a touch attack shows the class term as 0; armor caps the Dex term", () => {
    const { parts } = defenseBreakdown({ ...base, touch: true, maxDexBonus: 1 });
    expect(parts.find((part) => part.label === "class")?.value).toBe(0);
    expect(parts.find((part) => part.label === "dexterity")?.value).toBe(1);
  });
});
