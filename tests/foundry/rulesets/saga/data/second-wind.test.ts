// saga-variant-character-combat.txt › Second Wind, Temporary Hit Points, as the world option
// sagaVariantSecondWind: the sheet's "Catch a second wind" asks the engine (heroic, or the Extra Second Wind
// feat; at half the maximum hit points or less; uses per day), spends a swift action through the action
// economy's contract, then sets the temporary hit points (the larger of the current pool and the second
// wind's: a reading, they do not stack) and counts the use. Refusals warn with the engine's reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import de from "../../../../../lang/de.json" with { type: "json" };
import en from "../../../../../lang/en.json" with { type: "json" };
import { SAGA_SHEET_ACTIONS } from "../../../../../src/rulesets/saga/sheets/actions.ts";
import type { SheetHandle } from "../../../../../src/rulesets/types.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { createSoldier, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

const { spend } = vi.hoisted(() => ({ spend: vi.fn(async () => true) }));
vi.mock("../../../../../src/rulesets/saga/combat/action-economy.ts", () => ({ spendSagaActions: spend }));

const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
const user = (globalThis as unknown as { game: { user: { isGM?: boolean } } }).game.user;

beforeAll(registerSystem);
beforeEach(() => {
  installSettings({ ruleset: "saga", sagaVariantSecondWind: true });
  spend.mockClear();
  spend.mockResolvedValue(true);
  warn.mockClear();
});
afterAll(() => {
  installSettings({ ruleset: "saga" });
  delete user.isGM;
});

/** The rebel soldier (heroic level 3, Con 13, 38 hit points) with these hit points and second wind data. */
function soldier(hp: { value: number; temp?: number }, more: Record<string, unknown> = {}) {
  return createSoldier((data) => {
    Object.assign(data.system, { hp: { max: 38, temp: 0, ...hp }, ...more });
  });
}

async function click(action: string, actor: Actor.Implementation, isEditable = true) {
  const sheet: SheetHandle = { actor, isEditable };
  await SAGA_SHEET_ACTIONS[action]?.(sheet, {} as PointerEvent, {} as HTMLElement);
}

const stored = (actor: Actor.Implementation) => {
  const { hp, secondWind } = sagaSystemOf(actor);
  return { temp: hp.temp, used: secondWind.used };
};

describe("catching a second wind", () => {
  it("at exactly half (19 of 38): the Con score 13 beats a quarter (9); a swift action is spent, then 13 temporary hit points and one use", async () => {
    const actor = await soldier({ value: 19 });
    await click("secondWind", actor);
    expect(spend).toHaveBeenCalledExactlyOnceWith(actor, ["swift"]);
    expect(stored(actor)).toEqual({ temp: 13, used: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("a quarter of the maximum when it is more: 80 max, Con 13 → 20", async () => {
    const actor = await soldier({ value: 40 }, { hp: { value: 40, max: 80, temp: 0 } });
    await click("secondWind", actor);
    expect(stored(actor)).toEqual({ temp: 20, used: 1 });
  });

  it("temporary hit points do not stack: 5 current become 13; 20 current stay 20 (the use still counts)", async () => {
    const low = await soldier({ value: 10, temp: 5 });
    await click("secondWind", low);
    expect(stored(low)).toEqual({ temp: 13, used: 1 });
    const high = await soldier({ value: 10, temp: 20 });
    await click("secondWind", high);
    expect(stored(high)).toEqual({ temp: 20, used: 1 });
  });

  it("the action economy refuses the swift action: nothing changes", async () => {
    spend.mockResolvedValue(false);
    const actor = await soldier({ value: 10 });
    await click("secondWind", actor);
    expect(spend).toHaveBeenCalledOnce();
    expect(stored(actor)).toEqual({ temp: 0, used: 0 });
  });
});

describe("the engine's refusals, each warned by its lang key, no action spent, nothing changed", () => {
  const refused = async (actor: Actor.Implementation, reason: string) => {
    await click("secondWind", actor);
    expect(warn).toHaveBeenCalledExactlyOnceWith(`SWRPG.Saga.Variant.Sheet.Refused.${reason}`, {
      localize: true,
    });
    expect(spend).not.toHaveBeenCalled();
    expect(stored(actor)).toMatchObject({ temp: 0 });
  };

  it("above half: 20 of 38 is refused (aboveHalf)", async () => {
    await refused(await soldier({ value: 20 }), "aboveHalf");
  });

  it("nonheroic (heroic level 0) is refused (notHeroic); the Extra Second Wind feat allows it", async () => {
    await refused(await soldier({ value: 10 }, { heroicLevel: 0, nonheroicLevel: 3 }), "notHeroic");
    const feat = await soldier(
      { value: 10 },
      { heroicLevel: 0, nonheroicLevel: 3, secondWind: { used: 0, perDay: 1, extra: true } },
    );
    await click("secondWind", feat);
    expect(stored(feat)).toEqual({ temp: 13, used: 1 });
  });

  it("once a day: with today's use spent a try is refused (usedUp); two uses a day allow a second", async () => {
    const actor = await soldier({ value: 10 }, { secondWind: { used: 1, perDay: 1, extra: false } });
    await refused(actor, "usedUp");
    expect(stored(actor).used).toBe(1);
    const twice = await soldier({ value: 10 }, { secondWind: { used: 1, perDay: 2, extra: false } });
    await click("secondWind", twice);
    expect(stored(twice)).toEqual({ temp: 13, used: 2 });
  });

  it("every refusal has an English and a German message", () => {
    for (const lang of [en, de])
      expect(Object.keys(lang.SWRPG.Saga.Variant.Sheet.Refused).sort()).toEqual([
        "aboveHalf",
        "notHeroic",
        "usedUp",
      ]);
  });
});

describe("the option and the sheet", () => {
  it("option off: the button does nothing (no warning, no action spent)", async () => {
    installSettings({ ruleset: "saga" });
    const actor = await soldier({ value: 10 });
    await click("secondWind", actor);
    expect(spend).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(stored(actor)).toEqual({ temp: 0, used: 0 });
  });

  it("a read-only sheet changes nothing", async () => {
    const actor = await soldier({ value: 10 });
    await click("secondWind", actor, false);
    expect(stored(actor)).toEqual({ temp: 0, used: 0 });
  });

  it("the GM resets the day's uses to 0; a player's click does nothing", async () => {
    const actor = await soldier({ value: 10 }, { secondWind: { used: 1, perDay: 1, extra: false } });
    user.isGM = false;
    await click("resetSecondWind", actor);
    expect(stored(actor).used).toBe(1);
    user.isGM = true;
    await click("resetSecondWind", actor);
    expect(stored(actor).used).toBe(0);
  });
});
