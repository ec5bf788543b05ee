// Wound-driven statuses follow wound points in one place: rcr-combat.txt › Effects of Damage (fatigued on any
// wound loss, disabled at 0, dying at -1 to -9, dead at -10), Recovering without Help (stable).
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  deadFromWoundsAfter,
  restoreToggles,
  woundStatusToggles,
} from "../../../src/rulesets/rcr/documents/wound-statuses.ts";
import { createActor, registerSystem, settle, soldier, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);

function toggles(wounds: number, active: string[] = [], previousWounds?: number) {
  return woundStatusToggles({
    wounds,
    woundsMax: 15,
    active: new Set(active),
    ...(previousWounds === undefined ? {} : { previousWounds }),
  });
}

describe("woundStatusToggles", () => {
  it("an unhurt character gets none, and loses stale ones", () => {
    expect(toggles(15)).toEqual([]);
    expect(toggles(15, ["fatigued", "dying"])).toEqual([
      { id: "fatigued", active: false },
      { id: "dying", active: false },
    ]);
  });

  it("any wound loss fatigues", () => {
    expect(toggles(14)).toEqual([{ id: "fatigued", active: true }]);
  });

  it("0 wounds: fatigued and disabled", () => {
    expect(toggles(0)).toEqual([
      { id: "fatigued", active: true },
      { id: "disabled", active: true },
    ]);
  });

  it("-1 to -9: fatigued and dying, no longer disabled", () => {
    expect(toggles(-1, ["fatigued", "disabled"])).toEqual([
      { id: "disabled", active: false },
      { id: "dying", active: true },
    ]);
    expect(toggles(-9, ["fatigued", "dying"])).toEqual([]);
  });

  it("-10: dead replaces the others and stability ends", () => {
    expect(toggles(-10, ["fatigued", "dying", "stable"])).toEqual([
      { id: "fatigued", active: false },
      { id: "dying", active: false },
      { id: "dead", active: true },
      { id: "stable", active: false },
    ]);
  });

  it("stable stays while dying, and ends with fresh wound loss or when no longer dying", () => {
    expect(toggles(-4, ["fatigued", "dying", "stable"], -4)).toEqual([]);
    expect(toggles(-5, ["fatigued", "dying", "stable"], -4)).toEqual([{ id: "stable", active: false }]);
    expect(toggles(2, ["fatigued", "dying", "stable"], -4)).toEqual([
      { id: "dying", active: false },
      { id: "stable", active: false },
    ]);
  });

  it("a Constitution of 0 is dead whatever the wounds", () => {
    expect(woundStatusToggles({ wounds: 5, woundsMax: 0, active: new Set() })).toEqual([
      { id: "dead", active: true },
    ]);
  });
});

describe("a dead the sync did not set (Toggle Defeated): rcr-combat.txt › Dead, dead is dead", () => {
  it("a hand-set dead is kept whatever the wounds; the sync's own dead goes when the wounds come back", () => {
    expect(toggles(15, ["dead"])).toEqual([]);
    expect(toggles(14, ["dead"])).toEqual([{ id: "fatigued", active: true }]);
    expect(
      woundStatusToggles({ wounds: 5, woundsMax: 15, active: new Set(["dead"]), deadFromWounds: true }),
    ).toEqual([
      { id: "fatigued", active: true },
      { id: "dead", active: false },
    ]);
  });

  it("the sync's dead is remembered while it is on, and forgotten when it goes or the GM lifts it", () => {
    expect(deadFromWoundsAfter([{ id: "dead", active: true }], new Set(), false)).toBe(true);
    expect(deadFromWoundsAfter([{ id: "dead", active: false }], new Set(["dead"]), true)).toBe(false);
    expect(deadFromWoundsAfter([], new Set(["dead"]), true)).toBe(true);
    expect(deadFromWoundsAfter([], new Set(), true)).toBe(false);
    expect(deadFromWoundsAfter([], new Set(["dead"]), false)).toBe(false);
  });

  it("restoring a snapshot toggles only the synced statuses that differ", () => {
    const active = new Set(["dead", "prone"]);
    expect(
      restoreToggles(active, { active: ["fatigued", "dying", "stable"], deadFromWounds: false }),
    ).toEqual([
      { id: "fatigued", active: true },
      { id: "dying", active: true },
      { id: "dead", active: false },
      { id: "stable", active: true },
    ]);
  });
});

describe("the actor keeps its statuses in step when wounds change", () => {
  it("the GM's Toggle Defeated survives later wound changes", async () => {
    const actor = await createActor(soldier());
    await actor.toggleStatusEffect("dead", { active: true }); // core's Toggle Defeated
    await actor.update({ system: { wounds: { value: 10 } } });
    await settle();
    expect(actor.statuses.has("dead")).toBe(true);
    await actor.update({ system: { wounds: { value: 15 } } });
    await settle();
    expect(actor.statuses.has("dead")).toBe(true);
  });

  it("a dead set from wounds at -10 goes when the wounds are healed", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { wounds: { value: -10 } } });
    await settle();
    expect([...actor.statuses]).toEqual(["dead"]);
    expect(actor.flags.swrpg?.deadFromWounds).toBe(true);
    await actor.update({ system: { wounds: { value: 5 } } });
    await settle();
    expect([...actor.statuses]).toEqual(["fatigued"]);
    expect(actor.flags.swrpg?.deadFromWounds).toBe(false);
  });

  it("a dead from Constitution 0 goes when Constitution is restored", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { abilities: { con: { value: 0 } } } });
    await settle();
    expect(actor.statuses.has("dead")).toBe(true);
    await actor.update({ system: { abilities: { con: { value: 15 } } } });
    await settle();
    expect(actor.statuses.has("dead")).toBe(false);
  });

  it("damage to 0 wounds sets fatigued and disabled; healing to full clears them", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { wounds: { value: 0 } } });
    await settle();
    expect([...actor.statuses].sort()).toEqual(["disabled", "fatigued"]);
    expect(systemOf(actor).combat.actions).toBe("single");
    await actor.update({ system: { wounds: { value: 15 } } });
    await settle();
    expect([...actor.statuses]).toEqual([]);
  });

  it("lowering Constitution below current wounds leaves the character hurt: fatigued", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { abilities: { con: { value: 20 } } } });
    await settle();
    expect(actor.statuses.has("fatigued")).toBe(true);
  });

  it("a status sync that fails is reported through Foundry's error hook, not left unhandled", async () => {
    const actor = await createActor(soldier());
    const failure = new Error("the server refused the status");
    actor.toggleStatusEffect = () => Promise.reject(failure);
    vi.mocked(Hooks.onError).mockClear();
    await actor.update({ system: { wounds: { value: 0 } } });
    await settle();
    expect(Hooks.onError).toHaveBeenCalledWith("swrpg.syncWoundStatuses", failure, {
      notify: "error",
      log: "error",
    });
  });

  it("an actor created already dying gets its statuses on creation", async () => {
    const actor = await createActor({ ...soldier(), system: { ...soldier().system, wounds: { value: -2 } } });
    await settle();
    expect([...actor.statuses].sort()).toEqual(["dying", "fatigued"]);
  });
});

describe("the token HUD's wounds bar reaches below 0 (core clamps a bar to 0..max)", () => {
  it("-17 from 15 wound points leaves -2: dying", async () => {
    const actor = await createActor(soldier());
    await actor.modifyTokenAttribute("wounds", -17, true, true);
    await settle();
    expect(systemOf(actor).wounds.value).toBe(-2);
    expect([...actor.statuses].sort()).toEqual(["dying", "fatigued"]);
  });

  it("below -10 is stored as -10 (dead); healing stops at the maximum", async () => {
    const actor = await createActor(soldier());
    await actor.modifyTokenAttribute("wounds", -40, true, true);
    await settle();
    expect(systemOf(actor).wounds.value).toBe(-10);
    expect(actor.statuses.has("dead")).toBe(true);
    await actor.modifyTokenAttribute("wounds", 99, false, true);
    expect(systemOf(actor).wounds.value).toBe(systemOf(actor).wounds.max);
  });

  it("vitality keeps core's 0..max", async () => {
    const actor = await createActor(soldier());
    await actor.modifyTokenAttribute("vitality", -999, true, true);
    expect(systemOf(actor).vitality.value).toBe(0);
  });
});
