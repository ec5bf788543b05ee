// Issue 27 bug 4 in Saga: before the GM's client applies a player's card to a token the player does not own,
// it takes only the d20 and the damage dice from the message and works the rest out again from the documents
// (the shooter's bonus, each target's Reflex and cover, hit, critical, the weapon's damage formula); a card
// that differs is refused and the GM is told. Saga core's natural 20 (not in the texts).
import { describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { healthOf, rifleItem, sagaTrooper } from "./saga-actors.ts";
import { ana, anas, gm, gms, lastCard, scene, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

/** Ana's shooter (+0 with its rifle) fires at the GM's trooper with Reflex `reflex`; 3d8 damage of 9. */
async function shot(natural: number, dex = 10) {
  const shooter = anas(await sagaTrooper({ name: "Shooter", items: [rifleItem] }));
  scene.addToken("shooter", shooter, 0, 0);
  const foe = gms(await sagaTrooper({ name: "Foe", dex }));
  const token = scene.addToken("foe", foe, 5, 0);
  target(ana, token);
  forcedResults.push(natural);
  await saga.attack.start(shooter, shooter.items.contents[0]?.id ?? null, shift);
  const message = lastCard();
  forcedResults.push(2, 3, 4);
  await saga.chatCard.act(message.asDocument, "rollDamage", 0);
  return { foe, message };
}

const warnings = () => vi.mocked(ui.notifications!.warn).mock.calls.map((call) => String(call[0]));

describe("the GM works a player's Saga card out again before applying its damage", () => {
  it("a real card passes: a natural 15 hits Reflex 10, the foe takes the 9 its dice make", async () => {
    const { foe, message } = await shot(15);
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(foe).hp).toBe(21);
  });
  it("a card saying a natural 5 was a critical hit on Reflex 14 is refused, and the GM is told", async () => {
    const { foe, message } = await shot(5, 18); // Dex 18: Reflex 14
    const card = readSagaCard(message.asDocument);
    const attack = card?.attacks[0];
    if (!card || !attack) throw new Error("no card");
    const forged = {
      ...card,
      attacks: [
        { ...attack, targets: attack.targets.map((t) => ({ ...t, hit: true, critical: true, lands: true })) },
      ],
    };
    await message.update({ flags: { swrpg: { sagaAttack: forged } } });
    vi.mocked(ui.notifications!.warn).mockClear();
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(foe).hp).toBe(30);
    expect(warnings()).toContain(
      "Damage from Ana's card was not applied: The card is not what the attacker, the targets and its dice make. " +
        "(Foe: hit true, worked out false)",
    );
  });
  it("a card without its choices cannot be checked; the GM's own Apply is the GM's decision", async () => {
    const { foe, message } = await shot(15);
    // A card stored as older versions stored it: no choices.
    delete (message.flags.swrpg?.sagaAttack as { choices?: unknown }).choices;
    expect(readSagaCard(message.asDocument)?.choices).toBeUndefined();
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(foe).hp).toBe(30);
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "applyTargeted", 0));
    expect(healthOf(foe).hp).toBe(21);
  });
});
