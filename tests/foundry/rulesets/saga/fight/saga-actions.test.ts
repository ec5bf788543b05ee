// The Saga variant's action economy in the combat tracker (option sagaVariantActionEconomy), over the combat
// stand-ins: saga-variant-character-combat.txt › Actions in Combat (1 standard, 1 move, 1 swift, 3 free; the
// standard may be traded for a move, a swift or two free actions, the move for a swift or a free; a
// full-round action takes the whole turn; flat-footed, no free action but speaking) and › Reactions (3 +
// Dexterity modifier a round). What a combatant spent comes back at the start of its turn. And › Temporary
// Hit Points: they go at the end of the encounter (with the variant's second wind).

import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SagaSpend } from "../../../../../src/rulesets/saga/combat/action-economy.ts";
import { FakeCombat, type FakeCombatant } from "../../../combat/fake-combat.ts";
import { registerSystem } from "../../../data/fixtures.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { FakeUser, installUsers } from "../../../fakes/users-and-queries.ts";
import { installTemplates } from "../../../rolls/card-template.ts";
import { healthOf, sagaTrooper } from "./saga-actors.ts";

const { SagaCombat } = await import("../../../../../src/rulesets/saga/combat/saga-combat.ts");
const { SagaCombatant } = await import("../../../../../src/rulesets/saga/combat/saga-combatant.ts");
const { SAGA_INITIATIVE_FORMULA } = await import(
  "../../../../../src/rulesets/saga/combat/saga-combat-procedures.ts"
);
const economy = await import("../../../../../src/rulesets/saga/combat/action-economy.ts");

type Combat = InstanceType<typeof SagaCombat>;
type Combatant = InstanceType<typeof SagaCombatant>;

const gm = new FakeUser("gm", "Game Master", true);
const ana = new FakeUser("ana", "Ana's player");
const world = globalThis as unknown as { game: Record<string, unknown>; foundry: Record<string, unknown> };
const warn = () => vi.mocked(ui.notifications!.warn);

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = SagaCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = SAGA_INITIATIVE_FORMULA;
  installTemplates({ ...(world.foundry.applications as object) });
});

/** A Saga NPC with the effects collection the turn start reads (the shared actor fake has none). */
async function trooper(options: Parameters<typeof sagaTrooper>[0]) {
  return Object.assign(await sagaTrooper(options), { effects: [] });
}

/** The world's options: the action economy on unless a test says otherwise. */
function options(values: Record<string, boolean> = {}) {
  installSettings({ ruleset: "saga", groupInitiative: false, sagaVariantActionEconomy: true, ...values });
}

beforeEach(() => {
  gm.active = true;
  installUsers([gm, ana], gm);
  options();
  warn().mockClear();
});

/**
 * A started fight: Ana (Dex 14, owned by Ana's player) on 18, then a trooper (Dex 10) on 12, then a droid
 * (Dex 6) on 5; the active combat of the world. Everyone's first turn is Ana's.
 */
async function fight(extra: { temp?: number } = {}) {
  const fake = new SagaCombat() as unknown as FakeCombat;
  const combat = fake as unknown as Combat;
  const actors = {
    ana: await trooper({ name: "Ana", dex: 14, temp: extra.temp ?? 0 }),
    trooper: await trooper({ name: "Trooper", dex: 10, temp: extra.temp ?? 0 }),
    droid: await trooper({ name: "Droid", dex: 6 }),
  };
  const add = (name: keyof typeof actors, initiative: number) =>
    fake.add({ name: actors[name].name, actor: actors[name], initiative }) as unknown as Combatant;
  const combatants = { ana: add("ana", 18), trooper: add("trooper", 12), droid: add("droid", 5) };
  (combatants.ana as unknown as FakeCombatant).owners.push(ana.id);
  world.game.combat = combat;
  await combat.startCombat();
  return { combat, actors, combatants };
}

const left = (combatant: Combatant) => economy.sagaActionsLeft(combatant);
const spend = (combatant: Combatant, ...kinds: SagaSpend[]) => economy.spendForCombatant(combatant, kinds);

/** The warning's key and the action it names (its format data). */
function lastWarning() {
  const [key, opts] = warn().mock.lastCall ?? [];
  return { key, action: (opts as { format?: { action?: string } } | undefined)?.format?.action };
}

describe("what a turn holds (variant › Actions in Combat)", () => {
  it("a fresh turn fits 1 standard, 2 move, 3 swift, 6 free or 1 full-round action; Dex 14 gives 5 reactions", async () => {
    const { combatants } = await fight();
    // Free: 3 of its own, 2 for the standard action, 1 for the move action. Reactions: 3 + 2.
    expect(left(combatants.ana)).toEqual({
      standard: 1,
      move: 2,
      swift: 3,
      free: 6,
      fullRound: 1,
      reaction: 5,
    });
  });
  it("the standard action buys a second move: two moves spend it, a third move is refused naming it", async () => {
    const { combatants } = await fight();
    expect(await spend(combatants.ana, "move")).toBe(true);
    expect(await spend(combatants.ana, "move")).toBe(true);
    // Only the swift action and the three free actions of the turn itself are left.
    expect(left(combatants.ana)).toMatchObject({ standard: 0, move: 0, swift: 1, free: 3, fullRound: 0 });
    expect(await spend(combatants.ana, "move")).toBe(false);
    expect(lastWarning()).toEqual({
      key: "SWRPG.Saga.Variant.Actions.Refused.noActionLeft",
      action: "move action",
    });
    expect(combatants.ana.swrpg.sagaActions).toEqual(["move", "move"]);
  });
  it("after the standard action, one move remains and the move can still buy a swift or a free action", async () => {
    const { combatants } = await fight();
    await spend(combatants.ana, "standard");
    expect(left(combatants.ana)).toMatchObject({ standard: 0, move: 1, swift: 2, free: 4, fullRound: 0 });
  });
  it("never the other way round: two swift actions and the standard leave no move (a swift buys nothing)", async () => {
    const { combatants } = await fight();
    await spend(combatants.ana, "swift", "swift");
    // The second swift came from the standard or the move action: either is still there, not both.
    expect(left(combatants.ana)).toMatchObject({ standard: 1, move: 1 });
    await spend(combatants.ana, "standard");
    expect(left(combatants.ana)).toMatchObject({ move: 0, swift: 0, free: 3 });
    expect(await spend(combatants.ana, "move")).toBe(false);
    expect(lastWarning().action).toBe("move action");
  });
  it("three swift actions fit (its own, the standard's, the move's); the fourth is refused", async () => {
    const { combatants } = await fight();
    for (let i = 0; i < 3; i++) expect(await spend(combatants.ana, "swift")).toBe(true);
    expect(left(combatants.ana)).toMatchObject({ standard: 0, move: 0, swift: 0, free: 3 });
    expect(await spend(combatants.ana, "swift")).toBe(false);
    expect(lastWarning()).toEqual({
      key: "SWRPG.Saga.Variant.Actions.Refused.noActionLeft",
      action: "swift action",
    });
  });
  it("a full-round action is refused after any other action, even a free one, and nothing is spent", async () => {
    const { combatants } = await fight();
    await spend(combatants.ana, "free");
    expect(left(combatants.ana)?.fullRound).toBe(0);
    expect(await spend(combatants.ana, "fullRound")).toBe(false);
    expect(lastWarning()).toEqual({
      key: "SWRPG.Saga.Variant.Actions.Refused.fullRoundAlone",
      action: "full-round action",
    });
    expect(combatants.ana.swrpg.sagaActions).toEqual(["free"]);
  });
  it("after a full-round action nothing else fits, not even a free action", async () => {
    const { combatants } = await fight();
    expect(await spend(combatants.ana, "fullRound")).toBe(true);
    expect(left(combatants.ana)).toMatchObject({ standard: 0, move: 0, swift: 0, free: 0, fullRound: 0 });
    expect(await spend(combatants.ana, "free")).toBe(false);
    expect(lastWarning().action).toBe("free action");
  });
  it("flat-footed (before its first turn), a combatant has no free action but speaking; its swift action stays", async () => {
    const { actors, combatants } = await fight();
    expect(actors.trooper.statuses.has("flatFooted")).toBe(true);
    expect(left(combatants.trooper)).toMatchObject({ free: 0, swift: 3 });
    expect(await spend(combatants.trooper, "free")).toBe(false);
    expect(lastWarning()).toEqual({
      key: "SWRPG.Saga.Variant.Actions.Refused.flatFooted",
      action: "free action",
    });
    expect(await spend(combatants.trooper, "swift")).toBe(true);
  });
});

describe("reactions (variant › Reactions: 3 + Dexterity modifier a round)", () => {
  it("Dex 14 (+2): five reactions, the sixth is refused", async () => {
    const { combatants } = await fight();
    for (let i = 0; i < 5; i++) expect(await spend(combatants.ana, "reaction")).toBe(true);
    expect(left(combatants.ana)?.reaction).toBe(0);
    expect(await spend(combatants.ana, "reaction")).toBe(false);
    expect(lastWarning()).toEqual({ key: "SWRPG.Saga.Variant.Actions.Refused.reaction", action: "reaction" });
    expect(combatants.ana.swrpg.sagaReactions).toBe(5);
  });
  it("Dex 6 (−2): one reaction; a reaction spends no action of the turn", async () => {
    const { combatants } = await fight();
    expect(left(combatants.droid)?.reaction).toBe(1);
    expect(await spend(combatants.droid, "reaction")).toBe(true);
    expect(await spend(combatants.droid, "reaction")).toBe(false);
    expect(combatants.droid.swrpg.sagaActions).toEqual([]);
  });
  it("never below none: Dex 4 (−3) gives 0 reactions, Dex 3 (−4) too", async () => {
    const { combatants } = await fight();
    for (const dex of [4, 3]) {
      const actor = await trooper({ name: `Dex ${dex}`, dex });
      const weak = (combatants.ana.combat as unknown as FakeCombat).add({ name: `Dex ${dex}`, actor });
      expect(left(weak as unknown as Combatant)?.reaction).toBe(0);
      expect(await spend(weak as unknown as Combatant, "reaction")).toBe(false);
    }
  });
});

describe("the round comes back at the start of the combatant's own turn", () => {
  it("the trooper's turn gives back the trooper's spent actions and reactions, not Ana's", async () => {
    const { combat, combatants } = await fight();
    await spend(combatants.ana, "standard", "reaction");
    await spend(combatants.trooper, "reaction");
    await combat.nextTurn(); // the trooper's turn
    expect(combatants.trooper.swrpg).toMatchObject({ sagaActions: [], sagaReactions: 0 });
    expect(combatants.ana.swrpg).toMatchObject({ sagaActions: ["standard"], sagaReactions: 1 });
    await combat.nextTurn();
    await combat.nextTurn(); // round 2, Ana's turn
    expect(combatants.ana.swrpg).toMatchObject({ sagaActions: [], sagaReactions: 0 });
  });
  it("a turn the GM passes over gives the round back too", async () => {
    const { combat, combatants } = await fight();
    await spend(combatants.trooper, "reaction");
    await combat.update({ turn: 2 }); // straight to the droid: the trooper's turn is passed over
    expect(combatants.trooper.swrpg).toMatchObject({ sagaActions: [], sagaReactions: 0 });
  });
  it("a turn that starts again in the same round (the GM steps back to it) keeps what was spent", async () => {
    const { combat, combatants } = await fight();
    await spend(combatants.ana, "reaction");
    await combat.nextTurn();
    await combat.update({ turn: 0 });
    expect(combatants.ana.swrpg.sagaReactions).toBe(1);
  });
});

describe("the attack flow's entry point: spendSagaActions(actor, actions)", () => {
  it("spends for the actor's combatant in the active combat, and refuses what no longer fits", async () => {
    const { actors, combatants } = await fight();
    expect(await economy.spendSagaActions(actors.ana, ["standard"])).toBe(true);
    expect(combatants.ana.swrpg.sagaActions).toEqual(["standard"]);
    expect(await economy.spendSagaActions(actors.ana, ["fullRound"])).toBe(false);
    expect(combatants.ana.swrpg.sagaActions).toEqual(["standard"]);
  });
  it("an actor with no combatant, or no started combat: true, nothing spent", async () => {
    const { actors, combat } = await fight();
    const outsider = await trooper({ name: "Outsider" });
    expect(await economy.spendSagaActions(outsider, ["fullRound"])).toBe(true);
    world.game.combat = null;
    expect(await economy.spendSagaActions(actors.ana, ["standard"])).toBe(true);
    expect(combat.combatants.contents.map((c) => c.swrpg.sagaActions ?? [])).toEqual([[], [], []]);
  });
  it("option OFF: true and nothing stored, four swift actions or not; turn starts store nothing either", async () => {
    options({ sagaVariantActionEconomy: false });
    const { actors, combat, combatants } = await fight();
    for (let i = 0; i < 4; i++) expect(await economy.spendSagaActions(actors.ana, ["swift"])).toBe(true);
    await combat.nextTurn();
    for (const combatant of Object.values(combatants)) {
      expect(combatant.swrpg.sagaActions).toBeUndefined();
      expect(combatant.swrpg.sagaReactions).toBeUndefined();
    }
    expect(warn()).not.toHaveBeenCalled();
  });
});

/**
 * A tracker row as the shared tracker hands it over, in the DOM calls showSagaActions makes (lib.dom.d.ts:
 * HTMLElement#dataset, querySelector, insertAdjacentHTML("beforeend"), addEventListener): the name column
 * keeps the inserted HTML; the pips' element keeps its click listener.
 */
function trackerRow(id: string) {
  const listeners: ((event: unknown) => void)[] = [];
  const name = {
    html: "",
    insertAdjacentHTML(_where: "beforeend", html: string) {
      this.html += html;
    },
  };
  const pips = { addEventListener: (_type: "click", fn: (event: unknown) => void) => listeners.push(fn) };
  const row = {
    dataset: { combatantId: id },
    querySelector: (selector: string) =>
      selector === ".token-name" ? name : selector === ".swrpg-saga-actions" && name.html ? pips : null,
  };
  /** A click on the pip `data-spend=kind`. */
  const click = (kind: string) => {
    const event = {
      target: { closest: () => ({ dataset: { spend: kind } }) },
      stopPropagation: vi.fn(),
    };
    for (const listener of listeners) listener(event);
    return event;
  };
  return { row, name, listeners, click };
}

async function showRows(combat: Combat, ids: string[]) {
  const rows = ids.map(trackerRow);
  await economy.showSagaActions(
    { querySelectorAll: () => rows.map((r) => r.row) } as unknown as HTMLElement,
    combat,
  );
  return rows;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the tracker's row (templates/combat/saga-actions.hbs)", () => {
  it("shows what is left with labelled counters; the GM may spend and give the round back", async () => {
    const { combat, combatants } = await fight();
    await spend(combatants.ana, "standard");
    const [row] = await showRows(combat, [combatants.ana.id ?? ""]);
    const html = row?.name.html ?? "";
    expect(html).toContain('aria-label="Actions left this turn"');
    expect(html).toContain('aria-label="Move actions that still fit this turn: 1');
    expect(html).toContain('aria-label="Reactions left this round: 5');
    expect(html).toMatch(/data-spend="standard"[^>]*>\s*Std <span class="swrpg-saga-action-count">0<\/span>/);
    expect(html).toContain('data-spend="reset"');
    expect(html).not.toContain("disabled");
    row?.click("swift");
    await flush();
    expect(combatants.ana.swrpg.sagaActions).toEqual(["standard", "swift"]);
    row?.click("reset");
    await flush();
    expect(combatants.ana.swrpg).toMatchObject({ sagaActions: [], sagaReactions: 0 });
  });
  it("a player spends for their own combatant by a click; another's row is read-only", async () => {
    const { combat, combatants } = await fight();
    installUsers([gm, ana], ana);
    const [own, other] = await showRows(combat, [combatants.ana.id ?? "", combatants.trooper.id ?? ""]);
    expect(own?.name.html).not.toContain("disabled");
    expect(own?.name.html).not.toContain('data-spend="reset"');
    const event = own?.click("move");
    expect(event?.stopPropagation).toHaveBeenCalled(); // core's row click (select the token) stays out
    await flush();
    expect(combatants.ana.swrpg.sagaActions).toEqual(["move"]);
    expect(other?.name.html).toMatch(/data-spend="move"[^>]*disabled/);
    other?.click("move");
    await flush();
    expect(combatants.trooper.swrpg.sagaActions).toBeUndefined();
    // And the document refuses it (a player may update only the combatants they own).
    await expect(spend(combatants.trooper, "move")).rejects.toThrow(/lacks permission/);
  });
  it("rapid clicks before the first save lands: each spend counts once, none overwrites another, none passes the turn's limit", async () => {
    const { combat, combatants } = await fight();
    installUsers([gm, ana], ana);
    const [own] = await showRows(combat, [combatants.ana.id ?? ""]);
    own?.click("move");
    own?.click("swift");
    own?.click("standard");
    own?.click("standard");
    for (let i = 0; i < 8; i++) await flush();
    expect(combatants.ana.swrpg.sagaActions).toEqual(["move", "swift", "standard"]);
    // The fourth click found the standard action spent by the third, and was refused.
    expect(warn()).toHaveBeenCalledTimes(1);
  });
  it("option OFF, or a fight not started: the rows show nothing", async () => {
    const { combat, combatants } = await fight();
    options({ sagaVariantActionEconomy: false });
    const [off] = await showRows(combat, [combatants.ana.id ?? ""]);
    expect(off?.name.html).toBe("");
    options();
    const waiting = new SagaCombat() as unknown as FakeCombat;
    const cbt = waiting.add({ name: "Ana", actor: await trooper({ name: "Ana" }) });
    const [notStarted] = await showRows(waiting as unknown as Combat, [cbt.id]);
    expect(notStarted?.name.html).toBe("");
  });
});

describe("temporary hit points go at the end of the encounter (variant › Temporary Hit Points)", () => {
  it("with the variant's second wind, the GM ending a fight takes every Saga combatant's temporary hit points", async () => {
    options({ sagaVariantSecondWind: true });
    const { combat, actors } = await fight({ temp: 7 });
    await combat.delete();
    await flush();
    expect(healthOf(actors.ana)).toMatchObject({ hp: 30, temp: 0 });
    expect(healthOf(actors.trooper).temp).toBe(0);
  });
  it("without it (core Saga), they stay", async () => {
    options({ sagaVariantSecondWind: false });
    const { combat, actors } = await fight({ temp: 7 });
    await combat.delete();
    await flush();
    expect(healthOf(actors.ana).temp).toBe(7);
  });
  it("a fight deleted before it started was no encounter: they stay", async () => {
    options({ sagaVariantSecondWind: true });
    const fake = new SagaCombat() as unknown as FakeCombat;
    const actor = await trooper({ name: "Ana", temp: 7 });
    fake.add({ name: "Ana", actor });
    await (fake as unknown as Combat).delete();
    await flush();
    expect(healthOf(actor).temp).toBe(7);
  });
});
