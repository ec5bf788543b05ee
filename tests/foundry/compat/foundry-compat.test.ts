// The helpers where Foundry v13 and v14 differ (src/foundry-compat/), each asked for both generations
// explicitly: v13's shapes (fvtt-types 13.345) and v14's (the v14 API pages named in src/types/v14.d.ts).
import { describe, expect, it } from "vitest";
import { regionShape } from "../../../src/canvas/region-backing.ts";
import { contextMenuEntry } from "../../../src/foundry-compat/context-menu.ts";
import { deletionUpdate } from "../../../src/foundry-compat/deletion.ts";
import {
  claimRoundExpiry,
  expiresBySystem,
  roundDurationUpdate,
  SYSTEM_EXPIRY,
} from "../../../src/foundry-compat/effect-duration.ts";
import { isV14 } from "../../../src/foundry-compat/generation.ts";
import { messageModeOf, rollModeOf } from "../../../src/foundry-compat/message-mode.ts";
import { statusEffectsConfig } from "../../../src/foundry-compat/status-effects.ts";
import { ForcedDeletion } from "../fakes/generation.ts";

describe("the generation", () => {
  it("13 is v13, 14 and later v14", () => {
    expect(isV14(13)).toBe(false);
    expect(isV14(14)).toBe(true);
    expect(isV14(15)).toBe(true);
  });
});

describe("status effects", () => {
  const effects = [
    { id: "prone", name: "P", img: "p.svg" },
    { id: "dead", name: "D", img: "d.svg" },
  ];
  it("v13: an array in the given order; v14: a record keyed by id", () => {
    expect(statusEffectsConfig(effects, 13)).toEqual(effects);
    expect(statusEffectsConfig(effects, 14)).toEqual({ prone: effects[0], dead: effects[1] });
  });
  it("copies: changing CONFIG does not change the ruleset's table", () => {
    const shaped = statusEffectsConfig(effects, 13) as { id: string }[];
    (shaped[0] as { id: string }).id = "x";
    expect(effects[0]?.id).toBe("prone");
  });
});

describe("deleting a key in an update", () => {
  it("v13: the -= prefix with null", () => {
    expect(deletionUpdate("flags.swrpg.applied", "k", 13)).toEqual({ "flags.swrpg.applied.-=k": null });
  });
  it("v14: the key itself with foundry.data.operators.ForcedDeletion", () => {
    const world = globalThis as unknown as { foundry: { data: Record<string, unknown> } };
    const saved = world.foundry.data.operators;
    world.foundry.data.operators = { ForcedDeletion };
    try {
      const update = deletionUpdate("flags.swrpg.applied", "k", 14);
      expect(Object.keys(update)).toEqual(["flags.swrpg.applied.k"]);
      expect(update["flags.swrpg.applied.k"]).toBeInstanceOf(ForcedDeletion);
    } finally {
      world.foundry.data.operators = saved;
    }
  });
});

describe("context-menu entries", () => {
  const clicked: unknown[] = [];
  const entry = {
    label: "SWRPG.Combat.Menu.Delay",
    icon: "<i></i>",
    visible: (target: HTMLElement) => target.id === "mine",
    onClick: (target: HTMLElement) => clicked.push(target),
  };
  const mine = { id: "mine" } as HTMLElement;
  it("v13: name, condition, callback(target)", () => {
    const v13 = contextMenuEntry(entry, 13) as unknown as Record<string, unknown>;
    expect(v13).toMatchObject({ name: entry.label, icon: entry.icon });
    expect(v13).not.toHaveProperty("label");
    expect((v13.condition as (t: HTMLElement) => boolean)(mine)).toBe(true);
    (v13.callback as (t: HTMLElement) => void)(mine);
    expect(clicked.at(-1)).toBe(mine);
  });
  it("v14: label, visible, onClick(event, target)", () => {
    const v14 = contextMenuEntry(entry, 14) as unknown as Record<string, unknown>;
    expect(v14).toMatchObject({ label: entry.label, icon: entry.icon });
    expect(v14).not.toHaveProperty("name");
    expect((v14.visible as (t: HTMLElement) => boolean)({ id: "theirs" } as HTMLElement)).toBe(false);
    (v14.onClick as (e: Event, t: HTMLElement) => void)(new Event("click"), mine);
    expect(clicked.at(-1)).toBe(mine);
  });
});

describe("message modes", () => {
  it("each of v13's roll modes has its v14 message mode, and back", () => {
    expect(messageModeOf("publicroll")).toBe("public");
    expect(messageModeOf("gmroll")).toBe("gm");
    expect(messageModeOf("blindroll")).toBe("blind");
    expect(messageModeOf("selfroll")).toBe("self");
    expect(rollModeOf("gm")).toBe("gmroll");
    expect(rollModeOf("selfroll")).toBe("selfroll");
    expect(rollModeOf("roll")).toBeNull();
    expect(rollModeOf(undefined)).toBeNull();
  });
});

describe("a knock-out's duration in rounds", () => {
  const start = { rounds: 3, combat: "c1", combatant: "k1", round: 2, turn: 1, initiative: 14 };
  it("v13: duration {rounds, startRound, startTurn, combat}", () => {
    expect(roundDurationUpdate(start, 13)).toEqual({
      duration: { rounds: 3, startRound: 2, startTurn: 1, combat: "c1" },
    });
  });
  it("v14: duration {value, units, the system's expiry} and start {combat, combatant, round, turn, initiative}", () => {
    expect(roundDurationUpdate(start, 14)).toEqual({
      duration: { value: 3, units: "rounds", expiry: SYSTEM_EXPIRY },
      start: { combat: "c1", combatant: "k1", round: 2, turn: 1, initiative: 14 },
    });
  });
});

describe("who ends a round duration", () => {
  const withExpiry = (expiry: string | null) => ({
    _source: { duration: { value: 1, units: "rounds", expiry } },
  });
  it("v13: the system, always (core ends none)", () => {
    expect(expiresBySystem(withExpiry("turnStart"), 13)).toBe(true);
    expect(expiresBySystem({ duration: { rounds: 1 } }, 13)).toBe(true);
  });
  it("v14: the system only with its own expiry event; core's events are core's", () => {
    expect(expiresBySystem(withExpiry(SYSTEM_EXPIRY), 14)).toBe(true);
    expect(expiresBySystem(withExpiry("turnStart"), 14)).toBe(false);
    expect(expiresBySystem(withExpiry(null), 14)).toBe(false);
  });
  it("v14: a round or turn duration created without an expiry event is claimed; one with core's event is not", () => {
    const updates: unknown[] = [];
    const effect = (duration: object) => ({
      _source: { duration },
      updateSource: (c: object) => updates.push(c),
    });
    expect(claimRoundExpiry(effect({ value: 2, units: "rounds", expiry: null }), 14)).toBe(true);
    expect(updates).toEqual([{ duration: { expiry: SYSTEM_EXPIRY } }]);
    expect(claimRoundExpiry(effect({ value: 2, units: "turns", expiry: null }), 14)).toBe(true);
    expect(claimRoundExpiry(effect({ value: 2, units: "rounds", expiry: "roundEnd" }), 14)).toBe(false);
    expect(claimRoundExpiry(effect({ value: 10, units: "minutes", expiry: null }), 14)).toBe(false);
    expect(claimRoundExpiry(effect({ value: null, units: "rounds", expiry: null }), 14)).toBe(false);
    expect(claimRoundExpiry(effect({ value: 2, units: "rounds", expiry: null }), 13)).toBe(false);
    expect(updates).toHaveLength(2);
  });
});

describe("an area's Region shape (v14)", () => {
  it("a circle: its center and radius in pixels (spaces × pixels per space)", () => {
    expect(
      regionShape({ shape: { kind: "circle", radius: 2 }, origin: { x: 300.4, y: 199.6 } }, { size: 100 }),
    ).toEqual({ type: "circle", x: 300, y: 200, radius: 200 });
  });
  it("a rect: its top-left corner and size in pixels", () => {
    expect(
      regionShape(
        { shape: { kind: "rect", width: 2, height: 3 }, origin: { x: 1000, y: 500 } },
        { size: 50 },
      ),
    ).toEqual({ type: "rectangle", x: 1000, y: 500, width: 100, height: 150 });
  });
});
