// rcr-combat.txt › The Combat Round: effects lasting rounds end just before the count on which they began.
import { describe, expect, it } from "vitest";
import { effectExpired } from "../../src/rules/rcr/effect-duration.ts";

describe("an effect begun on a negative count (a low initiative roll)", () => {
  it("ends in its last round even when the acting combatant has no count", () => {
    const effect = { startRound: 1, startCount: -2, rounds: 1 };
    expect(effectExpired(effect, { round: 2, count: null })).toBe(true);
    expect(effectExpired(effect, { round: 2, count: -1 })).toBe(false);
  });
});

describe("a 1-round effect begun on count 15 of round 2", () => {
  const effect = { startRound: 2, startCount: 15, rounds: 1 };

  it("lasts through the rest of round 2", () => {
    expect(effectExpired(effect, { round: 2, count: 3 })).toBe(false);
  });
  it("still holds in round 3 above count 15", () => {
    expect(effectExpired(effect, { round: 3, count: 16 })).toBe(false);
  });
  it("ends just before count 15 of round 3", () => {
    expect(effectExpired(effect, { round: 3, count: 15 })).toBe(true);
    expect(effectExpired(effect, { round: 3, count: 12 })).toBe(true);
  });
  it("is over in any later round", () => {
    expect(effectExpired(effect, { round: 4, count: 30 })).toBe(true);
  });
});

describe("a 3-round effect", () => {
  it("lasts three rounds to the count", () => {
    const effect = { startRound: 1, startCount: 10, rounds: 3 };
    expect(effectExpired(effect, { round: 3, count: 5 })).toBe(false);
    expect(effectExpired(effect, { round: 4, count: 11 })).toBe(false);
    expect(effectExpired(effect, { round: 4, count: 10 })).toBe(true);
  });
});

describe("without a count", () => {
  it("an effect begun before anyone's count ends as its last round begins", () => {
    expect(effectExpired({ startRound: 0, startCount: null, rounds: 2 }, { round: 1, count: 20 })).toBe(
      false,
    );
    expect(effectExpired({ startRound: 0, startCount: null, rounds: 2 }, { round: 2, count: 20 })).toBe(true);
  });
  it("a turn without a count (not rolled) in the last round ends it", () => {
    expect(effectExpired({ startRound: 1, startCount: 12, rounds: 1 }, { round: 2, count: null })).toBe(true);
  });
});
