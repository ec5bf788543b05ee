// rcr-combat.txt › Knocked Out (1d4 rounds), The Combat Round (effects end just before their starting count).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_EXPIRY } from "../../../src/foundry-compat/effect-duration.ts";
import { registerSystem } from "../data/fixtures.ts";
import { V14 } from "../fakes/generation.ts";
import { chat, dice, FakeCombat } from "./fake-combat.ts";
import { FakeEffect, fighter } from "./fighters.ts";

const { RcrCombat: SwrpgCombat } = await import("../../../src/rulesets/rcr/combat/rcr-combat.ts");
const { INITIATIVE_FORMULA, RcrCombatantDocument: SwrpgCombatant } = await import(
  "../../../src/rulesets/rcr/combat/rcr-combatant.ts"
);
const { timeKnockOut } = await import("../../../src/rulesets/rcr/combat/combat-effects.ts");
const { listenToEffectDurations } = await import(
  "../../../src/rulesets/rcr/combat/effect-durations-hooks.ts"
);

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
    const effect = new FakeEffect("ko", {}, new Set(["knockedOut"]), rorworr);
    rorworr.extras.effects.push(effect);
    dice.push(2);
    await timeKnockOut(effect as unknown as ActiveEffect.Implementation);
    if (V14) {
      // v14: value and units, the system's own expiry event (core does not end it too), the start apart.
      expect(effect._source.duration).toEqual({ value: 2, units: "rounds", expiry: SYSTEM_EXPIRY });
      expect(effect._source.start).toMatchObject({ round: 1, turn: 0, combat: combat.id, initiative: 16 });
    } else {
      expect(effect._source.duration).toMatchObject({ rounds: 2, startRound: 1, combat: combat.id });
      expect(effect.duration.combat).toBe(combat);
    }
    expect(effect.flags.swrpg?.startCount).toBe(16);
    expect(chat.some((entry) => entry.content?.includes("knocked out for 2 rounds"))).toBe(true);
    for (let turn = 0; turn < 3; turn++) await combat.nextTurn(); // to round 2, count 8: still down
    expect(rorworr.extras.effects).toHaveLength(1);
    await combat.nextTurn(); // round 3, count 16: it ends just before
    expect(combat.round).toBe(3);
    expect(rorworr.extras.effects).toHaveLength(0);
  });
});

describe("timing a knock-out from the createActiveEffect hook", () => {
  it("a failure is reported through Foundry's error hook, not left unhandled", async () => {
    const fake = new SwrpgCombat() as unknown as FakeCombat;
    const combat = fake as unknown as InstanceType<typeof SwrpgCombat>;
    const rorworr = await fighter("Rorworr", 12);
    fake.add({ name: "Rorworr", actor: rorworr, initiative: 8 });
    await combat.startCombat();
    const world = game as unknown as { combat: unknown; user: unknown };
    world.combat = combat;
    world.user = { id: "user-gm", isActiveGM: true };
    const failure = new Error("the server refused the duration");
    const effect = {
      parent: rorworr,
      statuses: new Set(["knockedOut"]),
      duration: {},
      flags: {},
      update: () => Promise.reject(failure),
    };
    listenToEffectDurations();
    vi.mocked(Hooks.onError).mockClear();
    dice.push(3);
    const options = {} as ActiveEffect.Database.OnCreateOperation; // the handler reads no options
    Hooks.callAll("createActiveEffect", effect as unknown as ActiveEffect.Implementation, options, "user-gm");
    await vi.waitFor(() =>
      expect(Hooks.onError).toHaveBeenCalledWith("swrpg.timeKnockOut", failure, {
        notify: "error",
        log: "error",
      }),
    );
  });
});
