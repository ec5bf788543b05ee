// A sheet check goes through core Roll: 1d20 + the modifier as roll data, evaluated, then posted to
// chat as the actor with the flavor line. Roll and ChatMessage are stand-ins recording the calls.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHECK_FORMULA, rollCheck } from "../../src/applications/sheets/check-roll.ts";

const calls: string[] = [];
const created: { formula: string; data: unknown; message?: unknown }[] = [];

class StandInRoll {
  readonly record: { formula: string; data: unknown; message?: unknown };
  constructor(formula: string, data: unknown) {
    this.record = { formula, data };
    created.push(this.record);
  }
  async evaluate(): Promise<this> {
    calls.push("evaluate");
    return this;
  }
  async toMessage(message: unknown): Promise<void> {
    calls.push("toMessage");
    this.record.message = message;
  }
}

beforeAll(() => {
  vi.stubGlobal("Roll", StandInRoll);
  vi.stubGlobal("ChatMessage", {
    getSpeaker: ({ actor }: { actor: { name: string } }) => ({ alias: actor.name }),
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe("rollCheck", () => {
  it("rolls 1d20 + the modifier and posts it as the actor with the flavor", async () => {
    // Only the name is read, by the ChatMessage stand-in.
    const actor = { name: "Kyla Venn" } as unknown as Actor.Implementation;
    await rollCheck(actor, { flavor: "Dexterity check", modifier: 3 });
    expect(CHECK_FORMULA).toBe("1d20 + @modifier");
    expect(created).toEqual([
      {
        formula: CHECK_FORMULA,
        data: { modifier: 3 },
        message: { speaker: { alias: "Kyla Venn" }, flavor: "Dexterity check" },
      },
    ]);
    expect(calls).toEqual(["evaluate", "toMessage"]);
  });
});
