// rcr-combat.txt › Knocked Out (1d4 rounds), The Combat Round (effects end just before their starting count).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerSystem } from "../data/fixtures.ts";
import { chat, dice, FakeCombat } from "./fake-combat.ts";
import { type FakeEffect, fighter } from "./fighters.ts";

const { SwrpgCombat } = await import("../../../src/documents/combat.ts");
const { INITIATIVE_FORMULA, SwrpgCombatant } = await import("../../../src/documents/combatant.ts");
const { timeKnockOut } = await import("../../../src/documents/combat-effects.ts");

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = SwrpgCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = INITIATIVE_FORMULA;
});

beforeEach(() => {
  dice.length = 0;
  chat.length = 0;
});

describe("a knocked-out character", () => {
  it("stays down the rolled 1d4 rounds from the count it fell on, then the status ends", async () => {
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as InstanceType<typeof SwrpgCombat>;
    const rorworr = await fighter("Rorworr", 12);
    fake.add({ name: "Shooter", actor: await fighter("Shooter", 12), initiative: 16 });
    fake.add({ name: "Rorworr", actor: rorworr, initiative: 8 });
    await combat.startCombat(); // round 1, the shooter's turn (count 16): Rorworr is hit and fails his save
    (game as unknown as { combat: unknown }).combat = combat;
    const effect: FakeEffect & { parent: unknown; update: (changes: Partial<FakeEffect>) => Promise<void> } =
      {
        id: "ko",
        parent: rorworr,
        statuses: new Set(["knockedOut"]),
        duration: {} as FakeEffect["duration"],
        flags: {},
        update: async (changes) => {
          Object.assign(effect, changes);
        },
      };
    rorworr.extras.effects.push(effect);
    dice.push(2);
    await timeKnockOut(effect as unknown as ActiveEffect.Implementation);
    expect(effect.duration).toMatchObject({ rounds: 2, startRound: 1, combat: combat.id });
    expect(effect.flags.swrpg?.startCount).toBe(16);
    expect(chat.some((entry) => entry.content?.includes("knocked out for 2 rounds"))).toBe(true);
    for (let turn = 0; turn < 3; turn++) await combat.nextTurn(); // to round 2, count 8: still down
    expect(rorworr.extras.effects).toHaveLength(1);
    await combat.nextTurn(); // round 3, count 16: it ends just before
    expect(combat.round).toBe(3);
    expect(rorworr.extras.effects).toHaveLength(0);
  });
});
