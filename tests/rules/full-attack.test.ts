// rcr-combat.txt › Multiple Attacks, Full Attack, Attacking with Two Weapons, Double Weapon, Multifire,
// Autofire; rcr-additional-combat-rules.txt › How Many Shots.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fullAttackCount,
  MAX_ATTACKS_PER_ROUND,
  multifireAttackBonuses,
  type PlannedAttack,
  type PlannerWeapon,
  planAttacks,
} from "../../src/rules/index.ts";

const pistol = (id: string): PlannerWeapon => ({
  id,
  ranged: true,
  fireModes: ["single", "multifire"],
  parts: [{ label: "dexterity", value: 2 }],
});
const rifle: PlannerWeapon = {
  id: "rifle",
  ranged: true,
  twoHanded: true,
  blasterRifle: true,
  fireModes: ["single", "multifire", "autofire"],
};
const vibroblade: PlannerWeapon = { id: "vibroblade", parts: [{ label: "strength", value: 1 }] };
const knife: PlannerWeapon = { id: "knife", light: true };
const staff: PlannerWeapon = { id: "staff", double: true };

function plan(input: Parameters<typeof planAttacks>[0]): PlannedAttack[] {
  const result = planAttacks(input);
  if (!result.ok) throw new Error(`refused: ${result.refused}`);
  return result.attacks;
}

describe("How Many Shots: the 6th-level soldier with two blaster pistols", () => {
  // Rapid Shot, Two-Weapon Fighting, Ambidexterity, Dex 15 (+2); BAB +6/+1; multifire.
  const soldier = {
    action: "fullAttack" as const,
    bab: 6,
    primary: pistol("right"),
    offHand: pistol("left"),
    fireMode: "multifire" as const,
    feats: { rapidShot: true, twoWeaponFighting: true, ambidexterity: true },
  };
  it("makes five attacks in a full attack", () => {
    expect(plan(soldier)).toHaveLength(5);
    expect(fullAttackCount({ bab: 6, secondWeapon: true, fireMode: "multifire", rapidShot: true })).toBe(5);
  });
  it("two from BAB, one off hand, one multifire, one Rapid Shot; the extras are made once, not per weapon", () => {
    const sources = plan(soldier).map((a) => a.source);
    expect(sources.sort()).toEqual(["base", "iterative", "multifire", "offHand", "rapidShot"]);
  });
  it("every attack takes multifire -4, recoil -2 (one-handed), Rapid Shot -2 and the two-weapon penalty -4", () => {
    const attacks = plan(soldier);
    // Blaster pistols are not light here: Ambidexterity and Two-Weapon Fighting give -4/-4.
    expect(attacks.map((a) => a.bonus)).toEqual([-4, -4, -4, -4, -9]);
    expect((attacks[0] as PlannedAttack).parts).toEqual([
      { label: "bab", value: 6 },
      { label: "twoWeapon", value: -4 },
      { label: "multifire", value: -4 },
      { label: "recoilOneHanded", value: -2 },
      { label: "rapidShot", value: -2 },
      { label: "dexterity", value: 2 },
    ]);
    expect(attacks[4]).toMatchObject({ weapon: "right", source: "iterative", bab: 1 });
  });
  it("an attack action gets only a single attack at the highest bonus", () => {
    const single = plan({ action: "attack", bab: 6, primary: pistol("right"), offHand: pistol("left") });
    expect(single).toEqual([
      {
        weapon: "right",
        hand: "primary",
        source: "base",
        bab: 6,
        bonus: 8,
        parts: [
          { label: "bab", value: 6 },
          { label: "dexterity", value: 2 },
        ],
      },
    ]);
    expect(planAttacks({ ...soldier, action: "attack" })).toEqual({ ok: false, refused: "needsFullAttack" });
    expect(planAttacks({ ...soldier, action: "attack", fireMode: "single" })).toEqual({
      ok: false,
      refused: "needsFullAttack",
    });
  });
});

describe("the eight-attack maximum", () => {
  it("4 from BAB, second weapon, multifire, Improved Two-Weapon Fighting and Rapid Shot: 8", () => {
    const opts = {
      bab: 16,
      secondWeapon: true,
      improvedTwoWeaponFighting: true,
      fireMode: "multifire" as const,
      rapidShot: true,
    };
    expect(fullAttackCount(opts)).toBe(8);
    const attacks = plan({
      action: "fullAttack",
      bab: 16,
      primary: pistol("right"),
      offHand: pistol("left"),
      fireMode: "multifire",
      feats: {
        rapidShot: true,
        improvedTwoWeaponFighting: true,
        twoWeaponFighting: true,
        ambidexterity: true,
      },
    });
    expect(attacks).toHaveLength(8);
    expect(attacks.filter((a) => a.hand === "offHand").map((a) => a.source)).toEqual([
      "offHand",
      "improvedTwoWeapon",
    ]);
  });
  it("autofire in the same full attack would reach 9: the cap holds and the lowest attack is dropped", () => {
    expect(
      fullAttackCount({
        bab: 16,
        secondWeapon: true,
        improvedTwoWeaponFighting: true,
        fireMode: "autofire",
        rapidShot: true,
      }),
    ).toBe(MAX_ATTACKS_PER_ROUND);
    const attacks = plan({
      action: "fullAttack",
      bab: 16,
      primary: rifle,
      offHand: { ...pistol("left"), fireModes: ["single", "multifire", "autofire"] },
      fireMode: "autofire",
      feats: { rapidShot: true, improvedTwoWeaponFighting: true },
    });
    expect(attacks).toHaveLength(8);
    // The lowest of the nine is the primary's last iterative attack at BAB +1.
    expect(attacks.filter((a) => a.source === "iterative").map((a) => a.bab)).toEqual([11, 6]);
    expect(attacks.map((a) => a.source)).toContain("improvedTwoWeapon");
  });
});

describe("fullAttackCount", () => {
  it("counts each source", () => {
    expect(fullAttackCount({ bab: 0 })).toBe(1);
    expect(fullAttackCount({ bab: 11 })).toBe(3);
    expect(fullAttackCount({ bab: 1, secondWeapon: true })).toBe(2);
    expect(fullAttackCount({ bab: 1, improvedTwoWeaponFighting: true })).toBe(1);
    expect(fullAttackCount({ bab: 1, fireMode: "autofire" })).toBe(3);
    expect(fullAttackCount({ bab: 1, rapidShot: true })).toBe(2);
  });
  it("the planner makes exactly as many attacks as fullAttackCount says", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("single" as const, "multifire" as const, "autofire" as const),
        fc.boolean(),
        (bab, secondWeapon, improvedTwoWeaponFighting, fireMode, rapidShot) => {
          const attacks = plan({
            action: "fullAttack",
            bab,
            primary: rifle,
            offHand: secondWeapon ? { ...rifle, id: "second" } : null,
            fireMode,
            feats: { improvedTwoWeaponFighting, rapidShot },
          });
          expect(attacks).toHaveLength(
            fullAttackCount({ bab, secondWeapon, improvedTwoWeaponFighting, fireMode, rapidShot }),
          );
          const bonuses = attacks.map((a) => a.bonus);
          expect([...bonuses].sort((a, b) => b - a)).toEqual(bonuses);
        },
      ),
    );
  });
});

describe("the planner reproduces the Multifire table for one weapon braced against recoil", () => {
  it("BAB +0 to +20 with and without the feats", () => {
    for (let bab = 0; bab <= 20; bab++)
      for (const rapidShot of [false, true])
        for (const multishot of [false, true]) {
          const attacks = plan({
            action: "fullAttack",
            bab,
            primary: rifle,
            fireMode: "multifire",
            feats: { rapidShot, multishot },
          });
          expect(attacks.map((a) => a.bonus)).toEqual(multifireAttackBonuses(bab, { rapidShot, multishot }));
        }
  });
});

describe("melee full attacks", () => {
  it("BAB +11 with one weapon: +11/+6/+1 in order", () => {
    expect(plan({ action: "fullAttack", bab: 11, primary: vibroblade }).map((a) => a.bonus)).toEqual([
      12, 7, 2,
    ]);
  });
  it("a light off-hand knife with no feats: -4 primary, -8 off hand", () => {
    const attacks = plan({ action: "fullAttack", bab: 6, primary: vibroblade, offHand: knife });
    expect(attacks.map((a) => [a.weapon, a.source, a.bonus])).toEqual([
      ["vibroblade", "base", 3],
      ["knife", "offHand", -2],
      ["vibroblade", "iterative", -2],
    ]);
  });
  it("Improved Two-Weapon Fighting's second off-hand attack is 5 lower", () => {
    const attacks = plan({
      action: "fullAttack",
      bab: 6,
      primary: vibroblade,
      offHand: knife,
      feats: { improvedTwoWeaponFighting: true, twoWeaponFighting: true },
    });
    const offHand = attacks.filter((a) => a.hand === "offHand");
    expect(offHand.map((a) => a.bonus)).toEqual([0, -5]);
    expect(offHand[1]?.parts).toContainEqual({ label: "improvedTwoWeapon", value: -5 });
  });
  it("a double weapon attacks with its other end as a light off-hand weapon", () => {
    const attacks = plan({ action: "fullAttack", bab: 1, primary: staff, doubleWeapon: true });
    expect(attacks.map((a) => [a.weapon, a.hand, a.bonus])).toEqual([
      ["staff", "primary", -3],
      ["staff", "offHand", -7],
    ]);
  });
  it("situational parts fall on every attack", () => {
    const attacks = plan({
      action: "fullAttack",
      bab: 6,
      primary: vibroblade,
      parts: [
        { label: "flanking", value: 2 },
        { label: "fightingDefensively", value: -4 },
        { label: "zero", value: 0 },
      ],
    });
    expect(attacks.map((a) => a.bonus)).toEqual([5, 0]);
    expect(attacks[0]?.parts.map((p) => p.label)).toEqual([
      "bab",
      "strength",
      "flanking",
      "fightingDefensively",
    ]);
  });
});

describe("fire modes in the plan", () => {
  it("the fire mode's extra attacks go to the weapon that has the mode; others fire normally", () => {
    const attacks = plan({
      action: "fullAttack",
      bab: 1,
      primary: vibroblade,
      offHand: pistol("pistol"),
      fireMode: "multifire",
    });
    expect(attacks.map((a) => [a.weapon, a.source, a.bonus])).toEqual([
      ["vibroblade", "base", -4],
      ["pistol", "multifire", -13],
      ["pistol", "offHand", -13],
    ]);
  });
  it("Rapid Shot's extra attack goes to a ranged weapon", () => {
    const attacks = plan({
      action: "fullAttack",
      bab: 1,
      primary: vibroblade,
      offHand: pistol("pistol"),
      feats: { rapidShot: true },
    });
    expect(attacks.find((a) => a.source === "rapidShot")?.weapon).toBe("pistol");
  });
  it("an autofire-only repeating blaster fires no single shots", () => {
    const repeater: PlannerWeapon = {
      id: "repeater",
      ranged: true,
      twoHanded: true,
      autofireOnly: true,
      fireModes: ["multifire", "autofire"],
    };
    expect(planAttacks({ action: "attack", bab: 3, primary: repeater })).toEqual({
      ok: false,
      refused: "fireModeUnavailable",
    });
    expect(planAttacks({ action: "fullAttack", bab: 3, primary: repeater })).toEqual({
      ok: false,
      refused: "fireModeUnavailable",
    });
    const attacks = plan({ action: "fullAttack", bab: 3, primary: repeater, fireMode: "multifire" });
    // Heavy repeating blaster without a tripod: multifire -6.
    expect(attacks.map((a) => a.bonus)).toEqual([-3, -3]);
  });
});

describe("which weapons can fire in a mode", () => {
  const plainBlaster: PlannerWeapon = { id: "plain", ranged: true };
  const singleShot: PlannerWeapon = { id: "single", ranged: true, fireModes: ["single"] };
  const repeater: PlannerWeapon = {
    id: "repeater",
    ranged: true,
    autofireOnly: true,
    fireModes: ["autofire"],
  };
  it("a blaster that lists no fire modes fires single shots only", () => {
    expect(plan({ action: "attack", bab: 2, primary: plainBlaster }).map((a) => a.bonus)).toEqual([2]);
    expect(plan({ action: "fullAttack", bab: 2, primary: plainBlaster })).toHaveLength(1);
    expect(
      planAttacks({ action: "fullAttack", bab: 2, primary: plainBlaster, fireMode: "multifire" }),
    ).toEqual({
      ok: false,
      refused: "fireModeUnavailable",
    });
  });
  it("multifire needs a full attack, not an attack action", () => {
    expect(planAttacks({ action: "attack", bab: 2, primary: pistol("p"), fireMode: "multifire" })).toEqual({
      ok: false,
      refused: "needsFullAttack",
    });
  });
  it("a single-shot pistol beside a multifire one fires single shots; the extra attack is the other's", () => {
    const attacks = plan({
      action: "fullAttack",
      bab: 1,
      primary: singleShot,
      offHand: pistol("multi"),
      fireMode: "multifire",
    });
    expect(attacks.map((a) => [a.weapon, a.source])).toEqual([
      ["single", "base"],
      ["multi", "multifire"],
      ["multi", "offHand"],
    ]);
  });
  it("a weapon that has neither the mode nor single fire makes the whole full attack impossible", () => {
    expect(
      planAttacks({
        action: "fullAttack",
        bab: 1,
        primary: pistol("p"),
        offHand: repeater,
        fireMode: "multifire",
      }),
    ).toEqual({ ok: false, refused: "fireModeUnavailable" });
  });
  it("a melee weapon never fires in a mode, whatever it lists", () => {
    const odd: PlannerWeapon = { id: "odd", fireModes: ["single", "multifire"] };
    const attacks = plan({
      action: "fullAttack",
      bab: 1,
      primary: odd,
      offHand: pistol("p"),
      fireMode: "multifire",
    });
    expect(attacks.find((a) => a.source === "multifire")?.weapon).toBe("p");
  });
});

describe("refusals", () => {
  it("a fire mode no weapon has", () => {
    expect(planAttacks({ action: "fullAttack", bab: 3, primary: pistol("p"), fireMode: "autofire" })).toEqual(
      {
        ok: false,
        refused: "fireModeUnavailable",
      },
    );
  });
  it("Rapid Shot without a ranged weapon", () => {
    expect(
      planAttacks({ action: "fullAttack", bab: 3, primary: vibroblade, feats: { rapidShot: true } }),
    ).toEqual({
      ok: false,
      refused: "rapidShotNeedsRanged",
    });
  });
  it("the other end of a weapon that is not double, or a double weapon and an off-hand weapon", () => {
    expect(planAttacks({ action: "fullAttack", bab: 3, primary: vibroblade, doubleWeapon: true })).toEqual({
      ok: false,
      refused: "notDoubleWeapon",
    });
    expect(
      planAttacks({ action: "fullAttack", bab: 3, primary: staff, doubleWeapon: true, offHand: knife }),
    ).toEqual({
      ok: false,
      refused: "tooManyWeapons",
    });
  });
});
