// A heavy attack's devastating injury on the card (saga-variant-character-combat.txt › Special Attacks, Defense
// Scores, Limb Condition Track), with the variant's formulas and defenses on. The duelist: BAB 6, Str 14,
// heroic level 6, a vibroblade (2d6): a heavy attack at +2 (BAB 6 + Str 2 − 6). The foe: heroic level 4,
// Con 14, class bonus 10 to Devastating Injury Defense: 4 + 2 + 10 = 16; damage threshold 5 + 2 + 2 = 9.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { spendSagaActions } from "../../../../../src/rulesets/saga/combat/action-economy.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { sagaTrooper } from "./saga-actors.ts";
import { ana, anas, dialog, gm, gms, lastCard, scene, target, useSagaWorld } from "./saga-world.ts";

vi.mock("../../../../../src/rulesets/saga/combat/action-economy.ts", () => ({
  spendSagaActions: vi.fn(async () => true),
}));

useSagaWorld();

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
beforeEach(() => {
  vi.mocked(spendSagaActions).mockClear();
  installSettings({
    ruleset: "saga",
    hideDefenseFromPlayers: true,
    sagaVariantFormulas: true,
    sagaVariantDefenses: true,
  });
});

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

async function heavyHit(damageDice: [number, number], thresholdMisc = 0) {
  const actor = anas(await sagaTrooper({ name: "Duelist", items: [bladeItem] }));
  await actor.update({
    "system.baseAttackBonus": 6,
    "system.heroicLevel": 6,
    "system.abilities.str.value": 14,
  } as Actor.UpdateData);
  scene.addToken("duelist", actor, 0, 0);
  const victim = gms(await sagaTrooper({ name: "Foe", hp: 80 }));
  await asClient(gm, () =>
    victim.update({
      "system.heroicLevel": 4,
      "system.classDefense.devastatingInjury": 10,
      "system.thresholdMisc.damage": thresholdMisc,
    } as Actor.UpdateData),
  );
  target(ana, scene.addToken("foe", victim, 1, 0));
  submits({ grip: "normal", heavy: "heavy" });
  forcedResults.push(15);
  await saga.attack.start(actor, actor.items.contents[0]?.id ?? "", { mode: "single", skipDialog: false });
  const message = lastCard();
  forcedResults.push(...damageDice);
  await saga.chatCard.act(message.asDocument, "rollDamage", 0);
  return { message, victim };
}

const limbsOf = (actor: Actor.Implementation) =>
  (actor.system as unknown as { limbs: Record<string, number> }).limbs;

describe("the devastating injury of a heavy attack", () => {
  it("damage over the threshold: the card offers the roll; 8 + 8 = 16 meets Defense 16: inflicted", async () => {
    // (2 + 3) × 3 + 5 = 20, over the threshold 9.
    const { message } = await heavyHit([2, 3]);
    expect(await saga.chatCard.render(message.asDocument)).toContain('data-action="rollInjury"');
    forcedResults.push(8);
    await saga.chatCard.act(message.asDocument, "rollInjury", 0);
    const injury = readSagaCard(message.asDocument)?.attacks[0]?.injury;
    expect(injury).toMatchObject({
      formula: "1d20",
      d20s: [8],
      modifier: 8,
      total: 16,
      defense: 16,
      success: true,
    });
    expect(message.rolls[injury?.rollIndex ?? -1]).toMatchObject({ formula: "1d20", total: 8 });
    const html = await saga.chatCard.render(message.asDocument);
    expect(html).toContain("Devastating injury roll 16");
    expect(html).toContain("injury inflicted");
    expect(html).not.toContain('data-action="rollInjury"');
  });

  it("7 + 8 = 15 is resisted: no limb is offered, even to the GM", async () => {
    const { message } = await heavyHit([2, 3]);
    forcedResults.push(7);
    await saga.chatCard.act(message.asDocument, "rollInjury", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.injury).toMatchObject({ total: 15, success: false });
    const html = await asClient(gm, () => saga.chatCard.render(message.asDocument));
    expect(html).toContain("resisted");
    expect(html).not.toContain("injuryLimb-");
  });

  it("the GM picks the left arm: one step down its limb track, once", async () => {
    const { message, victim } = await heavyHit([2, 3]);
    forcedResults.push(20);
    await saga.chatCard.act(message.asDocument, "rollInjury", 0);
    expect(await saga.chatCard.render(message.asDocument)).not.toContain("injuryLimb-");
    expect(await asClient(gm, () => saga.chatCard.render(message.asDocument))).toContain(
      'data-action="injuryLimb-leftArm"',
    );
    await saga.chatCard.act(message.asDocument, "injuryLimb-leftArm", 0);
    expect(limbsOf(victim).leftArm).toBe(0);
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "injuryLimb-leftArm", 0));
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "injuryLimb-rightLeg", 0));
    expect(limbsOf(victim)).toMatchObject({ leftArm: 1, rightLeg: 0 });
    expect(readSagaCard(message.asDocument)?.attacks[0]?.injury?.limb).toBe("leftArm");
    expect(await saga.chatCard.render(message.asDocument)).toContain(
      "Left arm: one step down its limb track",
    );
  });

  it("damage not over the threshold inflicts none: the roll is refused with the reason", async () => {
    // (1 + 1) × 3 + 5 = 11 against a threshold raised by 20 to 29.
    const { message } = await heavyHit([1, 1], 20);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damage?.total).toBe(11);
    await saga.chatCard.act(message.asDocument, "rollInjury", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.injury).toBeUndefined();
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith("SWRPG.Saga.Injury.Refused.noInjury", {
      localize: true,
    });
  });
});
