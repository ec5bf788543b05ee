// Proficiency on the dialog and the card (Saga core, not in the texts): a wielder without the Weapon
// Proficiency feat for the weapon's group attacks at −5; the dialog says so before the roll and the card lists
// the part. Rendered with the real templates and lang; the card is built by the real attack flow.
import { describe, expect, it } from "vitest";
import {
  type SagaDialogInput,
  sagaDialogContext,
} from "../../../../../src/rulesets/saga/attack/attack-dialog-form.ts";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { renderTemplate } from "../../../rolls/card-template.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { blasterRifle, choices, target, trooper } from "./fight-fixtures.ts";
import { foe } from "./flow-fixtures.ts";
import { rifleItem, sagaTrooper } from "./saga-actors.ts";
import { target as aim, ana, anas, lastCard, scene, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

async function fire(proficient: boolean) {
  const actor = anas(await sagaTrooper({ name: "Shooter", items: [rifleItem], proficient }));
  scene.addToken("shooter", actor, 0, 0);
  const victim = await foe("victim", 2, 0);
  aim(ana, victim.token);
  forcedResults.push(12);
  await saga.attack.start(actor, actor.items.contents[0]?.id ?? "", shift);
  return readSagaCard(lastCard().asDocument);
}

describe("the card of an attack without the weapon's proficiency", () => {
  it("the same 12 totals 5 less, and the card lists 'Not proficient −5'", async () => {
    const trained = (await fire(true))?.attacks[0];
    const untrained = (await fire(false))?.attacks[0];
    expect(untrained?.bonus).toBe((trained?.bonus ?? 0) - 5);
    expect(untrained?.parts).toContainEqual({ label: "nonproficient", value: -5 });
    expect(trained?.parts.map((part) => part.label)).not.toContain("nonproficient");
    expect(lastCard().content).toContain("Not proficient");
  });
});

describe("the attack dialog", () => {
  const foeView = target("Foe", 10);
  const input = (attackParts: SagaDialogInput["weapon"]["attackParts"]): SagaDialogInput => ({
    weapon: { ...blasterRifle, attackParts, proficiencyGroup: "rifles" },
    attacker: trooper,
    targets: [foeView],
    choices: choices(),
  });
  const render = (i: SagaDialogInput) =>
    renderTemplate("systems/swrpg/templates/saga/dialog/attack-dialog.hbs", sagaDialogContext(i));

  it("names the group and the −5 when the wielder is not proficient", async () => {
    const html = await render(input([{ label: "nonproficient", value: -5 }]));
    expect(html).toContain("Not proficient with Rifles: −5 to attack.");
  });
  it("says nothing when the wielder is proficient", async () => {
    expect(await render(input([{ label: "bab", value: 3 }]))).not.toContain("Not proficient");
  });
});
