// The Saga variant through the whole attack flow (sheet click → dialog → roll → card → damage), with the world
// options as settings. The duelist: BAB 6, Str 14 (+2), heroic level 6, a vibroblade (2d6): core +8 to hit,
// 2d6 + 5 damage (half level 3 + Str 2). saga-variant-character-combat.txt › Special Attacks, Flanking;
// the action economy's spending (src/rulesets/saga/combat/action-economy.ts) is stood in for by a spy.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { spendSagaActions } from "../../../../../src/rulesets/saga/combat/action-economy.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { healthOf, sagaTrooper } from "./saga-actors.ts";
import {
  ana,
  anas,
  dialog,
  gm,
  gms,
  lastCard,
  PostedMessage,
  scene,
  target,
  useSagaWorld,
} from "./saga-world.ts";

vi.mock("../../../../../src/rulesets/saga/combat/action-economy.ts", () => ({
  spendSagaActions: vi.fn(async () => true),
}));

useSagaWorld();

/** FormData over a submitted form's named values (Node's FormData takes no form element). */
class SubmittedForm {
  readonly #values: Record<string, string>;
  constructor(form?: { values: Record<string, string> }) {
    this.#values = form?.values ?? {};
  }
  get(name: string): string | null {
    return this.#values[name] ?? null;
  }
}
beforeAll(() => vi.stubGlobal("FormData", SubmittedForm));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => vi.mocked(spendSagaActions).mockClear());

/** The player submits the attack dialog with these values. */
function submits(values: Record<string, string>): void {
  dialog.wait.mockImplementationOnce((async (options: {
    buttons: { callback(event: unknown, button: { form: { values: Record<string, string> } }): unknown }[];
  }) => options.buttons[0]?.callback({}, { form: { values } })) as never);
}

const bladeItem = {
  name: "Vibroblade",
  type: "sagaWeapon",
  system: { group: "melee", damage: { formula: "2d6", type: "slashing" }, equipped: true },
};

async function duelist() {
  const actor = anas(await sagaTrooper({ name: "Duelist", items: [bladeItem] }));
  await actor.update({
    "system.baseAttackBonus": 6,
    "system.heroicLevel": 6,
    "system.abilities.str.value": 14,
  } as Actor.UpdateData);
  scene.addToken("duelist", actor, 0, 0);
  const weaponId = actor.items.contents[0]?.id;
  if (!weaponId) throw new Error("no weapon");
  return { actor, weaponId };
}

async function foe() {
  const actor = gms(await sagaTrooper({ name: "Foe", hp: 60 }));
  const token = scene.addToken("foe", actor, 1, 0);
  target(ana, token);
  return { actor, token };
}

const click = { mode: "single", skipDialog: false } as const;

describe("a heavy attack (sagaVariantFormulas)", () => {
  it("ON: −6 to hit (+2), a full-round action, (2d6)×3 + 5 damage and a devastating injury over threshold 12", async () => {
    installSettings({ ruleset: "saga", hideDefenseFromPlayers: true, sagaVariantFormulas: true });
    const { actor, weaponId } = await duelist();
    const { actor: victim } = await foe();
    submits({ grip: "normal", heavy: "heavy" });
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, click);

    expect(spendSagaActions).toHaveBeenCalledWith(actor, ["fullRound"]);
    const message = lastCard();
    expect(message.rolls[0]).toMatchObject({ formula: "1d20 + 2", total: 17 });
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damageFormula).toBe("(2d6)*3 + 5");
    forcedResults.push(2, 3); // (5) × 3 + 5 = 20
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damage?.total).toBe(20);
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "applyTargeted", 0));
    expect(healthOf(victim).hp).toBe(60 - 20);
  });
  it("ON: the card posted for the damage notes the devastating injury (20 exceeds 12: 1 d20)", async () => {
    installSettings({ ruleset: "saga", sagaVariantFormulas: true });
    const { actor, weaponId } = await duelist();
    await foe();
    submits({ heavy: "heavy" });
    forcedResults.push(15, 2, 3);
    await saga.attack.start(actor, weaponId, click);
    const message = lastCard();
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    const html = await saga.chatCard.render(message.asDocument);
    expect(html).toContain("Devastating injury: roll 1d20");
  });
  it("OFF: the same submitted heavy attack is ignored: core +8, 2d6 + 5, a standard action", async () => {
    const { actor, weaponId } = await duelist();
    await foe();
    submits({ heavy: "heavy" });
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, click);
    expect(spendSagaActions).toHaveBeenCalledWith(actor, ["standard"]);
    expect(lastCard().rolls[0]).toMatchObject({ formula: "1d20 + 8", total: 23 });
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.damageFormula).toBe("2d6 + 5");
  });
  it("a turn that cannot afford the full-round action: nothing is rolled or posted", async () => {
    installSettings({ ruleset: "saga", sagaVariantFormulas: true });
    vi.mocked(spendSagaActions).mockResolvedValueOnce(false);
    const { actor, weaponId } = await duelist();
    await foe();
    submits({ heavy: "heavy" });
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, click);
    expect(PostedMessage.cards).toHaveLength(0);
    expect(forcedResults).toEqual([15]);
  });
});

describe("flanking (sagaVariantFlanking)", () => {
  it("OFF: one d20 with the +2 (5 + 8 + 2 = 15); the damage rolled once", async () => {
    const { actor, weaponId } = await duelist();
    await foe();
    submits({ "flanking-0": "on" });
    forcedResults.push(5);
    await saga.attack.start(actor, weaponId, click);
    const message = lastCard();
    expect(message.rolls[0]).toMatchObject({ formula: "1d20 + 8", total: 13 });
    expect(readSagaCard(message.asDocument)?.attacks[0]?.targets[0]?.total).toBe(15);
    expect(message.content).not.toContain("Advantage (flanking)");
  });
  it("ON: 2d20 keep highest (5 and 17: 17 + 8 = 25, no +2), the damage's higher total, 'Advantage (flanking)'", async () => {
    installSettings({ ruleset: "saga", sagaVariantFlanking: true });
    const { actor, weaponId } = await duelist();
    await foe();
    submits({ "flanking-0": "on" });
    forcedResults.push(5, 17);
    await saga.attack.start(actor, weaponId, click);
    const message = lastCard();
    expect(message.rolls[0]).toMatchObject({ formula: "2d20kh + 8", total: 25 });
    const card = readSagaCard(message.asDocument);
    expect(card?.attacks[0]).toMatchObject({ natural: 17, total: 25 });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ total: 25, parts: [] });
    expect(message.content).toContain("Advantage (flanking)");
    forcedResults.push(1, 1, 6, 5); // 2d6 + 5 twice: 7 and 16, the higher kept
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damage).toMatchObject({
      formula: "{2d6 + 5,2d6 + 5}kh",
      total: 16,
    });
  });
});

describe("creatures that cannot be flanked (variant › Flanking: blindsense, flexible eyes, passive Perception 18+)", () => {
  /** The foe with this flank immunity on its sheet, flanked by the duelist; the d20s 5 and 17. */
  async function flankedFoe(immunity: Record<string, unknown>) {
    const { actor, weaponId } = await duelist();
    const { actor: victim } = await foe();
    await asClient(gm, () =>
      victim.update({ "system.flankImmunity": immunity } as unknown as Actor.UpdateData),
    );
    submits({ "flanking-0": "on" });
    forcedResults.push(5, 17);
    await saga.attack.start(actor, weaponId, click);
    forcedResults.length = 0;
    return lastCard();
  }
  it("ON: passive Perception 17 can still be flanked: advantage", async () => {
    installSettings({ ruleset: "saga", sagaVariantFlanking: true });
    const message = await flankedFoe({ passivePerception: 17 });
    expect(message.rolls[0]).toMatchObject({ formula: "2d20kh + 8", total: 25 });
  });
  it("ON: passive Perception exactly 18: no advantage and no +2 (5 + 8 = 13)", async () => {
    installSettings({ ruleset: "saga", sagaVariantFlanking: true });
    const message = await flankedFoe({ passivePerception: 18 });
    expect(message.rolls[0]).toMatchObject({ formula: "1d20 + 8", total: 13 });
    expect(readSagaCard(message.asDocument)?.attacks[0]?.targets[0]?.total).toBe(13);
    expect(message.content).not.toContain("Advantage (flanking)");
  });
  it("ON: blindsense, and flexible eyes, each keep the foe from being flanked", async () => {
    installSettings({ ruleset: "saga", sagaVariantFlanking: true });
    expect((await flankedFoe({ blindsense: true })).rolls[0]).toMatchObject({ formula: "1d20 + 8" });
    expect((await flankedFoe({ flexibleEyes: true })).rolls[0]).toMatchObject({ formula: "1d20 + 8" });
  });
  it("OFF: core Saga's flanking +2 whatever the sheet says (5 + 8 + 2 = 15)", async () => {
    const message = await flankedFoe({ blindsense: true, passivePerception: 30 });
    expect(readSagaCard(message.asDocument)?.attacks[0]?.targets[0]?.total).toBe(15);
  });
});
