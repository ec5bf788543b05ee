// A damage formula may name the attacker's numbers (`1d6 + @str.mod`). Core's Roll replaces an `@path`
// its roll data lacks with 0, silently (client/dice/roll.d.mts), so the damage roll needs the attacker's data.
import { beforeAll, describe, expect, it } from "vitest";
import { rollCardDamage } from "../../../src/rulesets/rcr/dice/attack-card-message.ts";
import { attackCard } from "../damage/card-fixture.ts";
import { createActor, registerSystem } from "../data/fixtures.ts";
import { FakeChatMessage } from "./fake-chat.ts";
import { FakeRoll, forcedResults } from "./fake-roll.ts";

beforeAll(() => {
  registerSystem();
  (globalThis as unknown as { ChatMessage: unknown }).ChatMessage = FakeChatMessage;
});

describe("damage rolls get the attacker's roll data", () => {
  it("1d6 + @str.mod for a Strength 16 attacker rolls the die + 3, not + 0", async () => {
    const attacker = await createActor({
      name: "Brute",
      type: "npc",
      system: { abilities: { str: { value: 16 } } },
    });
    FakeChatMessage.actors.set(attacker.id ?? "", attacker);
    const card = attackCard();
    const message = await FakeChatMessage.create({
      speaker: FakeChatMessage.getSpeaker({ actor: { id: attacker.id ?? "", name: attacker.name } }),
      flags: {
        swrpg: {
          attack: {
            ...card,
            attacks: [{ ...card.attacks[0]!, damageFormula: "1d6 + @str.mod", damage: null }],
          },
        },
      },
    });
    forcedResults.push(4);
    expect(await rollCardDamage(message.asDocument, 0)).toEqual({ ok: true });
    expect(message.flags.swrpg?.attack?.attacks[0]?.damage?.total).toBe(7);
  });
});

describe("the Roll stand-in (Roll.replaceFormulaData with missing: '0')", () => {
  it("an @path the data lacks becomes 0; one it holds becomes its value", async () => {
    forcedResults.push(2, 2);
    expect((await new FakeRoll("1d6 + @str.mod", {}).evaluate()).total).toBe(2);
    expect((await new FakeRoll("1d6 + @str.mod", { str: { mod: 3 } }).evaluate()).total).toBe(5);
  });
});
