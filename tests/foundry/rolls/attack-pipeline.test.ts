// The attack flow against fixture targets: rcr-combat.txt › Attack Rolls, Automatic Misses and Hits,
// Critical Hits, Concealment, Full Attack, Attacking with Two Weapons, Charge, Fighting Defensively.
import { describe, expect, it } from "vitest";
import { type AttackRefusal, runAttack } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { attacker, blaster, choices, lightsaber, scriptedDice, target } from "./attack-fixtures.ts";

function card(result: AttackCardData | AttackRefusal): AttackCardData {
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

// Blaster at 5 m: +6 BAB +2 Dex = +8 against Defense 16.
const single = { attacker: attacker(), weapon: blaster(), offHand: null, choices: choices() };

describe("one attack against targets", () => {
  it("hits when the total reaches Defense and misses below it, per target", async () => {
    const far = target("far", { defense: { classBonus: 6, dexModifier: 2, size: "medium" } });
    const data = card(await runAttack({ ...single, targets: [target("near"), far] }, scriptedDice([8])));
    const [near, farResult] = data.attacks[0]!.targets;
    expect(near).toMatchObject({ total: 16, defense: 16, hit: true, lands: true, defenseKind: "normal" });
    expect(farResult).toMatchObject({ total: 16, defense: 18, hit: false, lands: false });
  });
  it("a natural 1 misses even a Defense the total beats", async () => {
    const data = card(
      await runAttack(
        { ...single, attacker: attacker({ bab: 30 }), targets: [target("a")] },
        scriptedDice([1]),
      ),
    );
    expect(data.attacks[0]!.targets[0]).toMatchObject({ hit: false, threat: false });
  });
  it("a natural 20 hits any Defense, threatens, and rolls the confirmation with the same bonus", async () => {
    const armored = target("a", { defense: { classBonus: 30, dexModifier: 0, size: "medium" } });
    const dice = scriptedDice([20, 15]);
    const data = card(await runAttack({ ...single, targets: [armored] }, dice));
    expect(dice.calls).toEqual(["attack:20", "confirm:15"]);
    expect(data.attacks[0]!.targets[0]).toMatchObject({
      hit: true,
      threat: true,
      critical: false,
      confirmTotal: 23,
    });
  });
  it("a threat whose confirmation hits is a critical; a confirmation that misses is a plain hit", async () => {
    const saber = { ...single, weapon: lightsaber() };
    const confirmed = card(await runAttack({ ...saber, targets: [target("a")] }, scriptedDice([19, 10])));
    expect(confirmed.attacks[0]!.targets[0]).toMatchObject({
      threat: true,
      critical: true,
      confirmTotal: 17,
    });
    expect(confirmed.attacks[0]!.confirmNatural).toBe(10);
    const failed = card(await runAttack({ ...saber, targets: [target("a")] }, scriptedDice([19, 2])));
    expect(failed.attacks[0]!.targets[0]).toMatchObject({ threat: true, critical: false, lands: true });
  });
  it("a roll in the threat range that misses rolls no confirmation", async () => {
    const tough = target("a", { defense: { classBonus: 20, dexModifier: 0, size: "medium" } });
    const dice = scriptedDice([19]);
    const data = card(await runAttack({ ...single, weapon: lightsaber(), targets: [tough] }, dice));
    expect(dice.calls).toEqual(["attack:19"]);
    expect(data.attacks[0]!.targets[0]).toMatchObject({ hit: false, threat: false, confirmTotal: null });
  });
  it("a hit on a concealed target rolls the miss chance, and a low d% turns it into a miss", async () => {
    const hidden = target("a");
    const request = {
      ...single,
      choices: choices({
        targets: { [hidden.tokenUuid]: { cover: "none", concealment: "half", intoMelee: false } },
      }),
      targets: [hidden],
    };
    const missed = card(await runAttack(request, scriptedDice([12], [15])));
    expect(missed.attacks[0]!.targets[0]).toMatchObject({
      hit: true,
      concealed: true,
      lands: false,
      missD100: 15,
      missChance: 20,
    });
    const kept = card(await runAttack(request, scriptedDice([12], [75])));
    expect(kept.attacks[0]!.targets[0]).toMatchObject({ concealed: false, lands: true });
  });
  it("a flat-footed target is compared with its flat-footed Defense", async () => {
    const data = card(
      await runAttack({ ...single, targets: [target("a", { losesDexBonus: true })] }, scriptedDice([6])),
    );
    expect(data.attacks[0]!.targets[0]).toMatchObject({ defense: 14, defenseKind: "flatFooted", hit: true });
  });
  it("a target beyond maximum range or behind total cover is listed as refused, not attacked", async () => {
    const far = target("far", { distance: 150 });
    const walled = target("walled");
    const request = {
      ...single,
      choices: choices({
        targets: { [walled.tokenUuid]: { cover: "total", concealment: "none", intoMelee: false } },
      }),
      targets: [far, walled],
    };
    const data = card(await runAttack(request, scriptedDice([12])));
    expect(data.refused.map((r) => r.reason)).toEqual(["beyondRange", "totalCover"]);
    expect(data.attacks[0]!.targets).toEqual([]);
  });
  it("without targets the card carries the total, the natural roll and whether it is in the threat range", async () => {
    const data = card(await runAttack({ ...single, weapon: lightsaber(), targets: [] }, scriptedDice([19])));
    expect(data.attacks[0]).toMatchObject({
      natural: 19,
      total: 26,
      inThreatRange: true,
      confirmNatural: null,
      targets: [],
    });
  });
});

describe("attack bonus built by the engine", () => {
  it("point blank adds +1 to the attack and +1 damage for that target only", async () => {
    const close = target("close", { distance: 2 });
    const data = card(await runAttack({ ...single, targets: [close, target("away")] }, scriptedDice([10])));
    const [near, away] = data.attacks[0]!.targets;
    expect(near).toMatchObject({ total: 19, damageBonus: 1 });
    expect(away).toMatchObject({ total: 18, damageBonus: 0 });
  });
  it("a melee attack adds Strength to attack and damage and the target's conditions (stunned +2)", async () => {
    const stunned = target("a", {
      againstMe: {
        melee: {
          parts: [{ label: "stunned", value: 2 }],
          defenderLosesDex: true,
          defenderHelpless: false,
          postureCover: "none",
          randomGrappler: false,
          notApplicable: [],
        },
        ranged: {
          parts: [],
          defenderLosesDex: false,
          defenderHelpless: false,
          postureCover: "none",
          randomGrappler: false,
          notApplicable: [],
        },
      },
    });
    const data = card(
      await runAttack({ ...single, weapon: lightsaber(), targets: [stunned] }, scriptedDice([5])),
    );
    expect(data.attacks[0]!.bonus).toBe(7);
    expect(data.attacks[0]!.damageFormula).toBe("2d8 + 1");
    expect(data.attacks[0]!.targets[0]).toMatchObject({ total: 14, defense: 14, hit: true });
  });
  it("a full attack lists the iterative attacks, highest first, one d20 each", async () => {
    const dice = scriptedDice([10, 10, 10, 10]);
    const data = card(
      await runAttack(
        { ...single, attacker: attacker({ bab: 16 }), choices: choices({ mode: "full" }), targets: [] },
        dice,
      ),
    );
    expect(data.attacks.map((a) => a.bonus)).toEqual([18, 13, 8, 3]);
  });
  it("fighting defensively costs 4 on every attack and replaces the same stance set as a status", async () => {
    const defensive = attacker({
      attackParts: { melee: [], ranged: [{ label: "fightingDefensively", value: -4 }] },
    });
    const data = card(
      await runAttack(
        { ...single, attacker: defensive, choices: choices({ stance: "fightingDefensively" }), targets: [] },
        scriptedDice([10]),
      ),
    );
    expect(data.attacks[0]!.bonus).toBe(4);
  });
  it("a charge adds +2 to a single melee attack, even when a full attack was asked", async () => {
    const data = card(
      await runAttack(
        {
          ...single,
          weapon: lightsaber(),
          attacker: attacker({ bab: 11 }),
          choices: choices({ mode: "full", charge: true }),
          targets: [],
        },
        scriptedDice([10]),
      ),
    );
    expect(data.attacks).toHaveLength(1);
    expect(data.attacks[0]!.parts).toContainEqual({ label: "charge", value: 2 });
  });
  it("two weapons: the off-hand attack uses its own weapon and the table's penalties", async () => {
    const offHand = blaster({ id: "hold-out", name: "Hold-out", light: true, damageFormula: "3d4" });
    const request = {
      ...single,
      offHand,
      choices: choices({ mode: "full", offHandWeaponId: "hold-out" }),
      targets: [],
    };
    const data = card(await runAttack(request, scriptedDice([10, 10, 10])));
    const off = data.attacks.find((a) => a.source === "offHand")!;
    expect(off.weaponId).toBe("hold-out");
    expect(off.damageFormula).toBe("3d4");
    expect(off.parts).toContainEqual({ label: "twoWeapon", value: -8 });
  });
  it("a pulled blow costs 4 and marks the card for vitality-only damage", async () => {
    const data = card(
      await runAttack(
        { ...single, weapon: lightsaber(), choices: choices({ pullBlow: "vitalityOnly" }), targets: [] },
        scriptedDice([10]),
      ),
    );
    expect(data.vitalityOnly).toBe(true);
    expect(data.attacks[0]!.parts).toContainEqual({ label: "pullingABlow", value: -4 });
  });
  it("aiming (prone, +2) lessens the -4 range penalty of the first attack and denies the target its Dex", async () => {
    const far = target("far", { distance: 25 });
    const aim = { aimed: true, position: "prone" as const, support: "none" as const };
    const data = card(
      await runAttack({ ...single, choices: choices({ aim }), targets: [far] }, scriptedDice([10])),
    );
    expect(data.attacks[0]!.targets[0]).toMatchObject({ total: 16, defenseKind: "flatFooted", defense: 14 });
  });
});

describe("refusals", () => {
  it.each([
    ["totalDefense", { choices: choices({ stance: "totalDefense" }) }],
    ["cannotAttack", { attacker: attacker({ canAttack: false }) }],
    ["chargeMeleeOnly", { choices: choices({ charge: true }) }],
    ["pullBlow.meleeOnly", { choices: choices({ pullBlow: "halfDamage" }) }],
    ["needsFullAttack", { choices: choices({ fireMode: "autofire" }) }],
  ])("%s", async (refused, change) => {
    const dice = scriptedDice([]);
    expect(await runAttack({ ...single, targets: [], ...change }, dice)).toEqual({ ok: false, refused });
    expect(dice.calls).toEqual([]);
  });
  it("a fatigued character cannot charge", async () => {
    const request = {
      ...single,
      weapon: lightsaber(),
      attacker: attacker({ fatigued: true }),
      choices: choices({ charge: true }),
      targets: [],
    };
    expect(await runAttack(request, scriptedDice([]))).toEqual({ ok: false, refused: "charge.fatigued" });
  });
});
