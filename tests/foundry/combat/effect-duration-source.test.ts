// Effect durations in rounds, read from Foundry v13's shape (duration.combat a ForeignDocumentField) and
// from v14's (duration {value, units} with start {combat, round, turn}).
import { describe, expect, it } from "vitest";
import { roundDurationSource } from "../../../src/documents/effect-duration-source.ts";
import { V14 } from "../fakes/generation.ts";
import { FakeEffect } from "./fighters.ts";

const combat = { id: "combat7" };

describe("roundDurationSource", () => {
  it("v13: the prepared duration holds the Combat document, the source its id; both give the id", () => {
    const prepared = { duration: { rounds: 3, startRound: 2, startTurn: 1, combat } };
    const withSource = { ...prepared, _source: { duration: { combat: "combat7" } } };
    const expected = { rounds: 3, startRound: 2, startTurn: 1, combatId: "combat7" };
    expect(roundDurationSource(prepared)).toEqual(expected);
    expect(roundDurationSource(withSource)).toEqual(expected);
  });
  it("v14: duration {value, units: rounds} with start {combat, round, turn}", () => {
    const effect = {
      duration: { value: 2, units: "rounds", expiry: "turnStart" },
      _source: { duration: { value: 2, units: "rounds" }, start: { combat: "combat7", round: 4, turn: 0 } },
    };
    expect(roundDurationSource(effect)).toEqual({
      rounds: 2,
      startRound: 4,
      startTurn: 0,
      combatId: "combat7",
    });
  });
  it("no duration in rounds: null (v13 rounds 0, v14 other units)", () => {
    expect(roundDurationSource({ duration: { rounds: 0 } })).toBeNull();
    expect(roundDurationSource({ duration: { value: 10, units: "seconds" } })).toBeNull();
    expect(roundDurationSource({})).toBeNull();
  });
});

describe("the ActiveEffect stand-in (ForeignDocumentField, common/data/fields.d.mts)", () => {
  it("v13 prepares duration.combat as the Combat document and keeps the id in the source; v14 drops those keys", () => {
    const world = game as unknown as { combat: unknown };
    world.combat = combat;
    const effect = new FakeEffect("e", { duration: { rounds: 1, combat: "combat7" } });
    if (V14) expect(effect._source.duration).toEqual({});
    else {
      expect(effect.duration.combat).toBe(combat);
      expect(effect._source.duration.combat).toBe("combat7");
    }
    world.combat = null;
  });
});
