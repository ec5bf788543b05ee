// The variant's combat maneuver (saga-variant-character-combat.txt › Attack Roll Formulas: 1d20 + Combat
// Maneuver Attack Bonus; › Defense Scores: Combat Maneuver Defense 10 + Dex + its attack bonus), from the
// sheet's button (unarmed) and from the dialog (a melee weapon), with the variant's formulas and defenses on.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { SAGA_SHEET_ACTIONS } from "../../../../../src/rulesets/saga/sheets/actions.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { lastCardOrNull } from "./flow-fixtures.ts";
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
const VARIANT = { ruleset: "saga", sagaVariantFormulas: true, sagaVariantDefenses: true } as const;
beforeEach(() => installSettings({ ...VARIANT }));

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

/** The wrestler (Combat Maneuver Attack Bonus +5, BAB 6) and a foe whose Combat Maneuver Defense is 10 + 0 + 3. */
async function wrestlerAndFoe() {
  const actor = anas(await sagaTrooper({ name: "Wrestler", items: [bladeItem] }));
  await actor.update({ "system.combatManeuverBonus": 5, "system.baseAttackBonus": 6 } as Actor.UpdateData);
  scene.addToken("wrestler", actor, 0, 0);
  const foe = gms(await sagaTrooper({ name: "Foe" }));
  await asClient(gm, () => foe.update({ "system.combatManeuverBonus": 3 } as Actor.UpdateData));
  target(ana, scene.addToken("foe", foe, 1, 0));
  return actor;
}

const maneuverButton = (actor: Actor.Implementation, shiftKey = true) =>
  SAGA_SHEET_ACTIONS.maneuver?.(
    { actor, isEditable: true },
    { shiftKey } as PointerEvent,
    { dataset: {} } as unknown as HTMLElement,
  );

describe("a combat maneuver from the sheet's button", () => {
  it("1d20 + 5 against Combat Maneuver Defense 13: a natural 8 (13) succeeds, a 7 (12) fails", async () => {
    const actor = await wrestlerAndFoe();
    forcedResults.push(8);
    await maneuverButton(actor);
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.choices?.maneuver).toBe(true);
    expect(card?.attacks[0]).toMatchObject({ bonus: 5, parts: [{ label: "combatManeuver", value: 5 }] });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({
      defenseKind: "combatManeuver",
      compared: 13,
      total: 13,
      hit: true,
    });
    expect(lastCard().content).toContain("Combat maneuver");
    forcedResults.push(7);
    await maneuverButton(actor);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets[0]?.hit).toBe(false);
  });

  it("without the variant's defenses the maneuver is refused with the reason", async () => {
    installSettings({ ruleset: "saga", sagaVariantFormulas: true });
    const actor = await wrestlerAndFoe();
    forcedResults.push(20);
    await maneuverButton(actor);
    expect(lastCardOrNull()).toBeNull();
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith(
      "Combat maneuvers need the variant's attack formulas and defenses (world settings).",
    );
  });
});

describe("a combat maneuver from the dialog, with a melee weapon", () => {
  it("the box ticked: the weapon's attack bonus is replaced by +5 against Combat Maneuver Defense", async () => {
    const actor = await wrestlerAndFoe();
    submits({ maneuver: "on", heavy: "heavy" });
    forcedResults.push(10);
    await saga.attack.start(actor, actor.items.contents[0]?.id ?? "", { mode: "single", skipDialog: false });
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.choices).toMatchObject({ maneuver: true, heavy: undefined });
    expect(card?.attacks[0]).toMatchObject({ bonus: 5, total: 15 });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ defenseKind: "combatManeuver", compared: 13 });
  });
});
