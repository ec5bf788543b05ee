// The Saga variant's attack side in the pipeline, each world option ON against OFF, worked out by hand from
// saga-variant-character-combat.txt › Attack Roll Formulas, Double-Grip & Single-Grip, Special Attacks,
// Damage Calculation Formulas, Defense Scores, Flanking (the core numbers: Saga core, not in the texts).
//
// The duelist: BAB 6, Str +3, Dex +2, heroic level 6, Weapon Focus. Core bonus with a vibroblade (2d6):
// 6 + 3 + 1 = +10, damage 2d6 + 3 (half level) + 3 (Str) = "2d6 + 6".
import { describe, expect, it } from "vitest";
import { runSagaAttack } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import type {
  SagaAttackerView,
  SagaWeaponView,
} from "../../../../../src/rulesets/saga/attack/attack-views.ts";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { sagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { sagaCardAmount } from "../../../../../src/rulesets/saga/damage/damage-spec.ts";
import type { SagaVariant } from "../../../../../src/rulesets/saga/variant.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { blasterRifle, choices, d20, fragGrenade, target, trooper } from "./fight-fixtures.ts";

const duelist: SagaAttackerView = { ...trooper, name: "Duelist", bab: 6, str: 3, dex: 2, heroicLevel: 6 };

const vibroblade: SagaWeaponView = {
  ...blasterRifle,
  id: "blade",
  name: "Vibroblade",
  kind: "melee",
  rules: { group: "melee" },
  attackBonus: 10,
  attackParts: [
    { label: "bab", value: 6 },
    { label: "strength", value: 3 },
    { label: "weaponFocus", value: 1 },
  ],
  damageFormula: "2d6 + 6",
  diceFormula: "2d6",
  damageTypes: ["slashing"],
  autofire: false,
};

/** A thrown knife (1d4): core adds no Strength to a thrown weapon's damage, the variant does. */
const knife: SagaWeaponView = {
  ...vibroblade,
  id: "knife",
  name: "Knife",
  kind: "ranged",
  rules: { group: "thrown" },
  attackBonus: 8,
  attackParts: [
    { label: "bab", value: 6 },
    { label: "dexterity", value: 2 },
  ],
  damageFormula: "1d4 + 3",
  diceFormula: "1d4",
};

const rifle: SagaWeaponView = {
  ...blasterRifle,
  attackBonus: 8,
  attackParts: [
    { label: "bab", value: 6 },
    { label: "dexterity", value: 2 },
  ],
  damageFormula: "3d8 + 3",
  diceFormula: "3d8",
};

const FORMULAS: Partial<SagaVariant> = { sagaVariantFormulas: true };
const foe = target("Foe", 10);

async function attack(
  weapon: SagaWeaponView,
  more: Partial<Parameters<typeof runSagaAttack>[0]> = {},
  dice = d20(12),
): Promise<SagaAttackCard> {
  const result = await runSagaAttack(
    { attacker: duelist, weapon, choices: choices(), targets: [foe], ...more },
    dice,
  );
  if (!result || "ok" in result) throw new Error(`no card: ${JSON.stringify(result)}`);
  return result;
}

const first = (card: SagaAttackCard) => {
  const attack = card.attacks[0];
  if (!attack) throw new Error("no attack");
  return attack;
};

describe("attack and damage formulas (sagaVariantFormulas)", () => {
  it("OFF: the weapon's core bonus (+10) and core damage (2d6 + 6), a standard action spent", async () => {
    const dice = d20(12);
    const card = await attack(vibroblade, {}, dice);
    expect(first(card)).toMatchObject({ bonus: 10, total: 22, damageFormula: "2d6 + 6" });
    expect(first(card).damageParts).toBeUndefined();
    expect(dice.spent).toEqual([["standard"]]);
  });
  it("ON, normal grip in melee: BAB 6 + Str 3, Weapon Focus kept = +10; damage 2d6 + half level 3 + Str 3", async () => {
    const card = await attack(vibroblade, { variant: FORMULAS });
    expect(first(card)).toMatchObject({ bonus: 10, damageFormula: "2d6 + 6" });
    expect(first(card).parts).toEqual([
      { label: "bab", value: 6 },
      { label: "strength", value: 3 },
      { label: "weaponFocus", value: 1 },
    ]);
    expect(first(card).damageParts).toEqual([
      { label: "halfLevel", value: 3 },
      { label: "strength", value: 3 },
    ]);
  });
  it("ON, double grip in melee: half Str to hit (6 + 1 + 1 = +8), double Str to damage (2d6 + 3 + 6)", async () => {
    const card = await attack(vibroblade, { variant: FORMULAS, choices: choices({ grip: "double" }) });
    expect(first(card)).toMatchObject({ bonus: 8, damageFormula: "2d6 + 9" });
  });
  it("ON, single grip in melee: half Str and −10 to hit (6 + 1 − 10 + 1 = −2), Str / 2.5 = 1 to damage", async () => {
    const card = await attack(vibroblade, { variant: FORMULAS, choices: choices({ grip: "single" }) });
    expect(first(card).parts).toContainEqual({ label: "singleGrip", value: -10 });
    expect(first(card)).toMatchObject({ bonus: -2, damageFormula: "2d6 + 4" });
  });
  it("ON, ranged: double grip doubles Dex (6 + 4 = +10, core +8); single grip halves it and −5 (6 + 1 − 5 = +2)", async () => {
    const double = await attack(rifle, { variant: FORMULAS, choices: choices({ grip: "double" }) });
    expect(first(double).bonus).toBe(10);
    const single = await attack(rifle, { variant: FORMULAS, choices: choices({ grip: "single" }) });
    expect(first(single).bonus).toBe(2);
    // Ranged damage takes no Strength, whatever the grip: 3d8 + half level 3.
    expect(first(single).damageFormula).toBe("3d8 + 3");
  });
  it("a thrown weapon: core adds no Strength (1d4 + 3); the variant adds it (1d4 + 3 + 3)", async () => {
    expect(first(await attack(knife)).damageFormula).toBe("1d4 + 3");
    expect(first(await attack(knife, { variant: FORMULAS })).damageFormula).toBe("1d4 + 6");
  });
  it("a critical: core doubles the whole damage (16 → 32); the variant doubles the dice only (10 × 2 + 6 = 26)", async () => {
    for (const [variant, expected] of [
      [{}, 32],
      [FORMULAS, 26],
    ] as const) {
      const card = await attack(vibroblade, { variant }, d20(20));
      expect(first(card).targets[0]?.critical).toBe(true);
      first(card).damage = { formula: "2d6 + 6", total: 16, rollIndex: 1 }; // dice 4 + 6 = 10
      expect(sagaCardAmount(card, 0, foe.tokenUuid, "full")).toMatchObject({ amount: expected });
    }
  });
});

describe("heavy attacks (sagaVariantFormulas › Special Attacks)", () => {
  it("heavy (BAB 6): −6 to hit (+10 − 6 = +4), the dice ×3 before the modifiers, a full-round action", async () => {
    const dice = d20(12);
    const card = await attack(vibroblade, { variant: FORMULAS, choices: choices({ heavy: "heavy" }) }, dice);
    expect(first(card).parts).toContainEqual({ label: "heavy", value: -6 });
    expect(first(card)).toMatchObject({ bonus: 4, damageFormula: "(2d6)*3 + 6" });
    expect(first(card).variantDamage?.heavy).toBe("heavy");
    expect(dice.spent).toEqual([["fullRound"]]);
  });
  it("a heavy attack's natural 20 hits but is never critical", async () => {
    const card = await attack(
      vibroblade,
      { variant: FORMULAS, choices: choices({ heavy: "heavy" }) },
      d20(20),
    );
    expect(first(card).targets[0]).toMatchObject({ hit: true, critical: false });
  });
  it("improved heavy (BAB 12): 12 + 3 + 1 − 12 = +4 to hit, the dice ×4", async () => {
    const card = await attack(vibroblade, {
      attacker: { ...duelist, bab: 12 },
      variant: FORMULAS,
      choices: choices({ heavy: "improvedHeavy" }),
    });
    expect(first(card).parts).toContainEqual({ label: "improvedHeavy", value: -12 });
    expect(first(card)).toMatchObject({ bonus: 4, damageFormula: "(2d6)*4 + 6" });
  });
  it("a special attack strikes one target: refused with two targets, on autofire and with a grenade, before any action is spent", async () => {
    const dice = d20(12);
    const two = await runSagaAttack(
      {
        attacker: duelist,
        weapon: rifle,
        choices: choices({ heavy: "heavy" }),
        targets: [foe, target("Other", 10)],
        variant: FORMULAS,
      },
      dice,
    );
    expect(two).toEqual({ ok: false, refused: "heavySingleTarget" });
    const auto = await runSagaAttack(
      {
        attacker: duelist,
        weapon: rifle,
        choices: choices({ heavy: "heavy", fire: "autofire" }),
        targets: [foe],
        variant: FORMULAS,
      },
      dice,
    );
    expect(auto).toEqual({ ok: false, refused: "heavySingleTarget" });
    const grenade = await runSagaAttack(
      {
        attacker: duelist,
        weapon: fragGrenade,
        choices: choices({ heavy: "heavy" }),
        targets: [foe],
        variant: FORMULAS,
      },
      dice,
    );
    expect(grenade).toEqual({ ok: false, refused: "heavySingleTarget" });
    expect(dice.spent).toEqual([]);
  });
  it("a turn that cannot afford the action: no roll, no card", async () => {
    const dice = d20(12, false);
    const result = await runSagaAttack(
      {
        attacker: duelist,
        weapon: vibroblade,
        choices: choices({ heavy: "heavy" }),
        targets: [foe],
        variant: FORMULAS,
      },
      dice,
    );
    expect(result).toBeNull();
    expect(dice.spent).toEqual([["fullRound"]]);
    expect(dice.bonuses).toEqual([]);
  });
});

describe("General Defense (sagaVariantDefenses)", () => {
  const guarded = target("Guard", 12, {
    defenses: { reflex: 12, fortitude: 13, will: 11, general: 15, combatManeuver: 14 },
  });
  it("OFF: the rifle attacks Reflex 12 (a natural 5 + 8 = 13 hits)", async () => {
    const card = await runSagaAttack(
      { attacker: duelist, weapon: rifle, choices: choices(), targets: [guarded] },
      d20(5),
    );
    expect(card && !("ok" in card) && card.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "reflex",
      compared: 12,
      hit: true,
    });
  });
  it("ON: it attacks General Defense 15 (13 misses), and cover adds to it (+5: 20)", async () => {
    const general = { ...rifle, defense: "general" as const };
    const card = await runSagaAttack(
      {
        attacker: duelist,
        weapon: general,
        choices: choices({
          targets: {
            [guarded.tokenUuid]: { cover: "cover", concealment: "none", flanking: false, intoMelee: false },
          },
        }),
        targets: [guarded],
      },
      d20(5),
    );
    expect(card && !("ok" in card) && card.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "general",
      defense: 15,
      compared: 20,
      hit: false,
    });
  });
});

describe("flanking (sagaVariantFlanking)", () => {
  const flanked = (uuid: string) => ({
    [uuid]: { cover: "none" as const, concealment: "none" as const, flanking: true, intoMelee: false },
  });
  it("OFF: +2 to the melee attack, one d20, the damage rolled once", async () => {
    const dice = d20(12);
    const card = await attack(vibroblade, { choices: choices({ targets: flanked(foe.tokenUuid) }) }, dice);
    expect(first(card).targets[0]?.parts).toEqual([{ label: "flanking", value: 2 }]);
    expect(dice.advantages).toEqual([false]);
    expect(first(card).damageFormula).toBe("2d6 + 6");
    expect(first(card).advantage).toBe(false);
    expect(first(card).d20s).toBeUndefined();
  });
  it("ON: no +2, the attack rolled with advantage, the damage marked for advantage (the card pools it)", async () => {
    const dice = d20(12);
    const card = await attack(
      vibroblade,
      { variant: { sagaVariantFlanking: true }, choices: choices({ targets: flanked(foe.tokenUuid) }) },
      dice,
    );
    expect(first(card).targets[0]?.parts).toEqual([]);
    expect(dice.advantages).toEqual([true]);
    expect(first(card)).toMatchObject({ advantage: true, damageFormula: "2d6 + 6" });
    // The card keeps both d20s (12 and the fixture's 1) so it can show the dropped one.
    expect(first(card).d20s).toEqual([
      { result: 12, kept: true },
      { result: 1, kept: false },
    ]);
    expect(first(card).natural).toBe(12);
  });
  it("ON with the formulas and a heavy attack: the higher of two totals of (2d6)×3 + 6, i.e. the higher dice ×3 + 6", async () => {
    const card = await attack(vibroblade, {
      variant: { sagaVariantFlanking: true, sagaVariantFormulas: true },
      choices: choices({ heavy: "heavy", targets: flanked(foe.tokenUuid) }),
    });
    expect(first(card)).toMatchObject({ advantage: true, damageFormula: "(2d6)*3 + 6" });
    const roll = new Roll(sagaCard.rolledFormula?.(card, 0, first(card).damageFormula) ?? "");
    forcedResults.push(1, 2, 6, 4); // 3 and 10: 10 × 3 + 6
    await roll.evaluate();
    expect(roll).toMatchObject({ formula: "{(2d6)*3 + 6,(2d6)*3 + 6}kh", total: 36 });
  });
  it("ON, but one roll against a flanked and an unflanked target: no advantage (it must hold against each)", async () => {
    const other = target("Other", 10);
    const dice = d20(12);
    await attack(
      vibroblade,
      {
        variant: { sagaVariantFlanking: true },
        targets: [foe, other],
        choices: choices({ targets: flanked(foe.tokenUuid) }),
      },
      dice,
    );
    expect(dice.advantages).toEqual([false]);
  });
  it("ON: a ranged attack gets nothing from flanking", async () => {
    const dice = d20(12);
    const card = await attack(
      rifle,
      { variant: { sagaVariantFlanking: true }, choices: choices({ targets: flanked(foe.tokenUuid) }) },
      dice,
    );
    expect(dice.advantages).toEqual([false]);
    expect(first(card).targets[0]?.parts).toEqual([]);
  });
});
