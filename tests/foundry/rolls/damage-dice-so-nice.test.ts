// Damage rolls are added to the attack card's existing message, which dice modules do not animate: with
// Dice So Nice active the roll is shown through its API before the card is updated; without it, nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollCardDamage } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { attackCard } from "../damage/card-fixture.ts";
import { FakeChatMessage } from "./fake-chat.ts";
import { forcedResults } from "./fake-roll.ts";

const world = game as unknown as { dice3d?: unknown; user: unknown };
(globalThis as unknown as { ChatMessage: unknown }).ChatMessage = FakeChatMessage;
const user = { id: "player", isGM: false };

/** A card whose attack has hit and waits for its damage. */
async function unrolled(): Promise<FakeChatMessage> {
  const card = attackCard();
  return FakeChatMessage.create({
    flags: { swrpg: { attack: { ...card, attacks: [{ ...card.attacks[0]!, damage: null }] } } },
  });
}

beforeEach(() => {
  delete world.dice3d;
  world.user = user;
  forcedResults.length = 0;
});

describe("Dice So Nice", () => {
  it("active: the damage roll is shown to everyone, by the roller, before the card changes", async () => {
    const message = await unrolled();
    const showForRoll = vi.fn(async () => {
      expect(message.updates).toHaveLength(0);
      return true;
    });
    world.dice3d = { showForRoll };
    forcedResults.push(1, 2, 3);
    expect(await rollCardDamage(message.asDocument, 0)).toEqual({ ok: true });
    expect(showForRoll).toHaveBeenCalledTimes(1);
    const [roll, by, synchronize, users, blind] = showForRoll.mock.calls[0] as unknown[];
    expect(roll).toBeInstanceOf(DamageRoll);
    expect(roll).toBe(message.rolls[0]);
    expect((roll as DamageRoll).total).toBe(6);
    expect([by, synchronize, users, blind]).toEqual([user, true, null, false]);
    expect(message.updates).toHaveLength(1);
  });
  it("active, on a whispered blind card: only the card's recipients see the dice, blind", async () => {
    const message = await unrolled();
    message.whisper = ["gm"];
    message.blind = true;
    const showForRoll = vi.fn(async () => true);
    world.dice3d = { showForRoll };
    await rollCardDamage(message.asDocument, 0);
    expect(showForRoll.mock.calls[0]?.slice(3)).toEqual([["gm"], true]);
  });
  it("not active: the roll is stored on the card and nothing else is called", async () => {
    const message = await unrolled();
    forcedResults.push(6, 6, 6);
    expect(await rollCardDamage(message.asDocument, 0)).toEqual({ ok: true });
    expect(message.rolls).toHaveLength(1);
    expect(message.flags.swrpg?.attack?.attacks[0]?.damage).toEqual({
      formula: "3d6",
      total: 18,
      rollIndex: 0,
      dice: [{ faces: 6, results: [6, 6, 6] }],
    });
  });
  it("something else under game.dice3d (no showForRoll) is left alone", async () => {
    const message = await unrolled();
    world.dice3d = { version: "5" };
    expect(await rollCardDamage(message.asDocument, 0)).toEqual({ ok: true });
    expect(message.updates).toHaveLength(1);
  });
});
