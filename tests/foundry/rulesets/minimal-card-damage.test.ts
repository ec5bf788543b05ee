// The shared card damage works for any ruleset, not only RCR: the test-only minimal ruleset's card goes
// through the same Apply and Undo (src/damage/card-actions.ts), the same GM relay with its checks
// (src/damage/damage-relay.ts), and the same marks on the card, counted in the minimal ruleset's own pool.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readCardMarks } from "../../../src/damage/applied-marks.ts";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { registerRuleset } from "../../../src/rulesets/registry.ts";
import { type MinimalCard, minimal } from "../../rulesets/minimal/index.ts";
import type { TrooperModel } from "../../rulesets/minimal/trooper-model.ts";
import { ana, B, bob, gm, useRelayWorld } from "../damage/relay-scene.ts";
import { settle } from "../data/fixtures.ts";
import { FakeCardMessage } from "../fakes/chat-messages.ts";
import { ownedBy, placeDocument, placeToken } from "../fakes/tokens-and-ownership.ts";
import { asClient, queryLog } from "../fakes/users-and-queries.ts";
import { setWorldRuleset } from "./stand-ins.ts";

registerRuleset(minimal); // before the relay world installs every registered ruleset's types
useRelayWorld();
beforeEach(() => setWorldRuleset("minimal"));

async function trooper(name: string, ...owners: (typeof gm)[]): Promise<Actor.Implementation> {
  const actor = await SwrpgActor.create({ name, type: "minimalTrooper" } as unknown as Actor.CreateData);
  if (!actor) throw new Error("not created");
  return ownedBy(actor, ...owners);
}

const health = (actor: Actor.Implementation) => (actor.system as unknown as TrooperModel).health;

/** Ana's Tanner hits Bex (the GM's token B) for 3; the card is posted by `author`. */
async function scene(author = ana) {
  const tanner = await trooper("Tanner", ana);
  placeDocument("Actor.tanner", tanner);
  const bex = await asClient(gm, () => trooper("Bex", gm));
  placeToken(B, bex);
  const card: MinimalCard = { attacker: "Tanner", attackerUuid: "Actor.tanner", target: B, damage: 3 };
  const message = new FakeCardMessage(author, { flags: { swrpg: { minimalAttack: card } } });
  return { bex, message, doc: message.asDocument };
}

describe("the minimal ruleset's card through the shared damage buttons and relay", () => {
  it("a player's Apply on a token she does not own goes to the GM, who applies it and marks what it took", async () => {
    const { bex, doc } = await scene();
    await asClient(ana, () => minimal.chatCard.act(doc, "apply", 0));
    await settle();
    expect(queryLog).toEqual([
      {
        to: "gm",
        name: "swrpg.damage",
        data: {
          action: "apply",
          messageId: doc.id,
          attackIndex: 0,
          mode: "full",
          targets: [{ tokenUuid: B, amount: 3 }],
        },
      },
    ]);
    expect(health(bex)).toBe(7);
    expect(readCardMarks(doc)).toEqual([{ tokenUuid: B, attackIndex: 0, name: "Bex", taken: { health: 3 } }]);
  });
  it("a second Apply takes nothing more, naming the token; Undo through the GM gives the 3 back and clears the mark", async () => {
    const { bex, doc } = await scene();
    await asClient(ana, () => minimal.chatCard.act(doc, "apply", 0));
    await asClient(ana, () => minimal.chatCard.act(doc, "apply", 0));
    expect(health(bex)).toBe(7);
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toMatch(/^Bex already took/);
    await asClient(ana, () => minimal.chatCard.act(doc, "undo", 0));
    await settle();
    expect(health(bex)).toBe(10);
    expect(readCardMarks(doc)).toEqual([]);
  });
  it("a card posted by a user who does not own its attacker is refused by the GM, and nothing changes", async () => {
    const { bex, doc } = await scene(bob);
    await asClient(bob, () => minimal.chatCard.act(doc, "apply", 0));
    expect(vi.mocked(ui.notifications!.warn).mock.calls.at(-1)?.[0]).toBe(
      "SWRPG.Damage.Refused.authorNotOwner",
    );
    expect(health(bex)).toBe(10);
  });
});
