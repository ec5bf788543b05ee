// The sheet's "Unarmed attack" button (no item): saga-special-combat-rules.txt › Unarmed Attacks (a melee
// attack, Medium 1d4 bludgeoning + Strength); Martial Arts feats raise the die (Saga core, not in the texts);
// an unarmed attack without Martial Arts provokes (› Provoking an Attack of Opportunity).
import { describe, expect, it } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { foe } from "./flow-fixtures.ts";
import { healthOf, sagaTrooper } from "./saga-actors.ts";
import { ana, anas, gms, lastCard, scene, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

const martialArts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Martial Arts ${i + 1}`,
    type: "sagaTalent",
    system: { key: "martialArts" },
  }));

async function brawler(items: Record<string, unknown>[] = []) {
  const actor = anas(await sagaTrooper({ name: "Brawler", items }));
  scene.addToken("brawler", actor, 0, 0);
  return actor;
}

describe("the unarmed attack from the sheet", () => {
  it("posts a melee card against the target (not 'no longer has that weapon'), 1d4 bludgeoning", async () => {
    const actor = await brawler();
    const victim = await foe("victim", 1, 0);
    target(ana, victim.token);
    forcedResults.push(10);
    await saga.attack.start(actor, null, shift);
    const card = readSagaCard(lastCard().asDocument);
    expect(card).toMatchObject({ kind: "melee", weapon: { id: null }, damageTypes: ["bludgeoning"] });
    expect(card?.attacks[0]).toMatchObject({ damageFormula: "1d4", natural: 10 });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ name: "victim", hit: true });
  });

  it("rolls its damage and the Apply button deals it (checked by the GM)", async () => {
    const actor = await brawler();
    const victim = await foe("victim", 1, 0);
    target(ana, victim.token);
    forcedResults.push(15);
    await saga.attack.start(actor, null, shift);
    const message = lastCard();
    forcedResults.push(3);
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damage).toMatchObject({ total: 3 });
    // The victim is the GM's: the GM's client works the unarmed card out again before it applies it.
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(victim.actor).hp).toBe(27);
  });

  it("Martial Arts I and II raise the die two steps: 1d8", async () => {
    const actor = await brawler(martialArts(2));
    const victim = await foe("victim", 1, 0);
    target(ana, victim.token);
    forcedResults.push(10);
    await saga.attack.start(actor, null, shift);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.damageFormula).toBe("1d8");
  });
});

describe("an unarmed attack provokes unless the attacker has Martial Arts (› Provoking an Attack of Opportunity)", () => {
  const pistol = {
    name: "Blaster pistol",
    type: "sagaWeapon",
    system: { group: "pistol", damage: { formula: "3d6", type: "energy" }, equipped: true },
  };
  async function punchNextToGuard(items: Record<string, unknown>[]) {
    const actor = await brawler(items);
    (scene.tokens.get("brawler") as { disposition: number }).disposition = 1;
    const guard = gms(await sagaTrooper({ name: "Guard", items: [pistol] }));
    scene.addToken("guard", guard, 1, 0);
    target(ana, scene.tokens.get("guard") as { uuid: string });
    forcedResults.push(10);
    await saga.attack.start(actor, null, shift);
    return readSagaCard(lastCard().asDocument);
  }
  it("without Martial Arts the guard with a pistol next to the puncher may strike", async () => {
    expect((await punchNextToGuard([]))?.opportunity).toEqual(["Guard"]);
  });
  it("with Martial Arts nobody may", async () => {
    expect((await punchNextToGuard(martialArts(1)))?.opportunity).toBeUndefined();
  });
});
