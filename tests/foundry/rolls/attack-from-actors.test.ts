// The attack flow from fixture actors: documents → pipeline records (derived data only) → card.
// rcr-combat.txt › Attack Bonus, Range Penalty, Defense (flat-footed), Unarmed Strike Damage.
import { beforeAll, describe, expect, it } from "vitest";
import { type AttackRefusal, runAttack } from "../../../src/rulesets/rcr/attack/attack-pipeline.ts";
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import {
  attackerView,
  targetView,
  unarmedView,
  weaponView,
} from "../../../src/rulesets/rcr/dice/combatant-views.ts";
import { createActor, registerSystem, soldier, stormtrooper, systemOf } from "../data/fixtures.ts";
import { choices, scriptedDice } from "./attack-fixtures.ts";

beforeAll(() => registerSystem());

function card(result: AttackCardData | AttackRefusal): AttackCardData {
  if ("ok" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

/** A token on the scene: the few fields the adapter reads. */
function tokenOf(actor: Actor.Implementation): TokenDocument.Implementation {
  // The fake token carries only what targetView reads; the full TokenDocument type cannot be built here.
  return {
    actor,
    uuid: `Scene.s.Token.${actor.id}`,
    name: actor.name,
    texture: { src: "t.webp" },
  } as unknown as TokenDocument.Implementation;
}

async function soldierWith(name: string) {
  const actor = await createActor(soldier());
  const system = systemOf(actor);
  const item = actor.items.find((entry) => entry.name === name);
  if (!item) throw new Error(`no ${name}`);
  const weapon = weaponView(item, system);
  if (!weapon) throw new Error(`${name} is not a weapon`);
  return { attacker: attackerView(actor, system), weapon, system };
}

describe("records built from documents", () => {
  it("the soldier's blaster rifle: ranged, 30 m, autofire, two hands, Weapon Focus", async () => {
    const { attacker, weapon } = await soldierWith("Blaster rifle");
    expect(attacker).toMatchObject({ bab: 1, strModifier: 2, dexModifier: 1, canAttack: true });
    expect(weapon).toMatchObject({
      kind: "ranged",
      rangeIncrement: 30,
      fireModes: ["single", "autofire"],
      grip: "two-hands",
      blasterRifle: true,
      weaponFocus: true,
      damageFormula: "3d8",
    });
  });
  it("a stormtrooper target carries its Defense inputs (Dex +1, no class bonus, DR armor cap +3)", async () => {
    const trooper = await createActor(stormtrooper());
    const target = targetView(tokenOf(trooper), 40);
    expect(target?.defense).toMatchObject({ classBonus: 0, dexModifier: 1, size: "medium", maxDexBonus: 3 });
    expect(target?.losesDexBonus).toBe(false);
  });
});

describe("attacking a stormtrooper 40 m away with the rifle: +1 BAB +1 Dex +1 Focus -2 range", () => {
  it("a natural 10 reaches Defense 11 and hits; a natural 9 misses", async () => {
    const { attacker, weapon } = await soldierWith("Blaster rifle");
    const target = targetView(tokenOf(await createActor(stormtrooper())), 40);
    if (!target) throw new Error("no target");
    const request = { attacker, weapon, offHand: null, choices: choices(), targets: [target] };
    const hit = card(await runAttack(request, scriptedDice([10])));
    expect(hit.attacks[0]?.targets[0]).toMatchObject({ total: 11, defense: 11, hit: true });
    const miss = card(await runAttack(request, scriptedDice([9])));
    expect(miss.attacks[0]?.targets[0]).toMatchObject({ total: 10, hit: false });
  });
  it("a flat-footed stormtrooper is compared with its flat-footed Defense", async () => {
    const { attacker, weapon } = await soldierWith("Blaster rifle");
    const trooper = await createActor(stormtrooper(), ["flatFooted"]);
    const target = targetView(tokenOf(trooper), 40);
    if (!target) throw new Error("no target");
    const result = card(
      await runAttack(
        { attacker, weapon, offHand: null, choices: choices(), targets: [target] },
        scriptedDice([9]),
      ),
    );
    expect(result.attacks[0]?.targets[0]).toMatchObject({
      defense: 10,
      defenseKind: "flatFooted",
      hit: true,
    });
  });
  it("an unarmed strike without Martial Arts hits on a 20 but never threatens; its damage is the engine's 1d3 + Str", async () => {
    const { attacker, system } = await soldierWith("Vibroblade");
    const target = targetView(tokenOf(await createActor(stormtrooper())), 1);
    if (!target) throw new Error("no target");
    const dice = scriptedDice([20]);
    const result = card(
      await runAttack(
        { attacker, weapon: unarmedView(system), offHand: null, choices: choices(), targets: [target] },
        dice,
      ),
    );
    expect(dice.calls).toEqual(["attack:20"]);
    expect(result.attacks[0]?.targets[0]).toMatchObject({ hit: true, threat: false });
    expect(result.attacks[0]?.damageFormula).toBe("1d3 + 2");
  });
});
