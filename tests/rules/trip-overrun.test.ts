// rcr-combat.txt › Trip (Making a Trip Attack, Being Tripped), Overrun.
import { describe, expect, it } from "vitest";
import {
  counterTrip,
  OVERRUN_BACK_METERS,
  OVERRUN_MIN_METERS,
  type OverrunInput,
  overrun,
  type TripResult,
  type TripSide,
  trip,
} from "../../src/rules/index.ts";

const side = (over: Partial<TripSide> = {}): TripSide => ({
  d20: 10,
  strength: 0,
  dexterity: 0,
  size: "medium",
  ...over,
});

function made(result: TripResult) {
  if (!result.ok) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe("Trip: who can be tripped", () => {
  it("one size larger: yes; two sizes larger: refused", () => {
    expect(trip({ touchHit: true, attacker: side(), defender: side({ size: "large" }) }).ok).toBe(true);
    expect(trip({ touchHit: true, attacker: side(), defender: side({ size: "huge" }) })).toEqual({
      ok: false,
      refused: "tooLarge",
    });
  });
});

describe("Making a Trip Attack", () => {
  it("a missed touch attack ends it: no check, no trip back", () => {
    expect(trip({ touchHit: false, attacker: side({ d20: 20 }), defender: side({ d20: 1 }) })).toEqual({
      ok: true,
      stage: "touch",
      winner: "defender",
      tripped: false,
      mayCounterTrip: false,
      attacker: null,
      defender: null,
    });
  });
  it("Strength against the defender's better of Strength and Dexterity; both add +4 per size; stable +4", () => {
    const result = made(
      trip({
        touchHit: true,
        attacker: side({ d20: 12, strength: 3, dexterity: 5, size: "large" }),
        defender: side({ d20: 9, strength: 1, dexterity: 2, size: "large", stable: true }),
      }),
    );
    expect(result.attacker?.parts).toEqual([
      { label: "strength", value: 3 },
      { label: "size", value: 4 },
    ]);
    expect(result.attacker?.total).toBe(19);
    expect(result.defender?.parts).toEqual([
      { label: "dexterity", value: 2 },
      { label: "size", value: 4 },
      { label: "stability", value: 4 },
    ]);
    expect(result.defender?.total).toBe(19);
  });
  it("equal Strength and Dexterity: the defender's part is Strength; a Small combatant takes -4", () => {
    const result = made(
      trip({
        touchHit: true,
        attacker: side({ size: "small" }),
        defender: side({ strength: 2, dexterity: 2 }),
      }),
    );
    expect(result.attacker?.total).toBe(6);
    expect(result.defender?.parts).toEqual([{ label: "strength", value: 2 }]);
  });
  it("winning trips the defender (prone); no trip back", () => {
    const result = made(trip({ touchHit: true, attacker: side({ d20: 11 }), defender: side() }));
    expect(result).toMatchObject({
      stage: "check",
      winner: "attacker",
      tripped: true,
      mayCounterTrip: false,
    });
  });
  it("losing lets the defender trip back at once", () => {
    const result = made(trip({ touchHit: true, attacker: side({ d20: 9 }), defender: side() }));
    expect(result).toMatchObject({ winner: "defender", tripped: false, mayCounterTrip: true });
  });
  it("a tie goes to the higher modifier: the attacker's +1 Strength beats the defender's +0", () => {
    const result = made(trip({ touchHit: true, attacker: side({ d20: 9, strength: 1 }), defender: side() }));
    expect(result.winner).toBe("attacker");
    const lower = made(
      trip({ touchHit: true, attacker: side({ d20: 11 }), defender: side({ d20: 10, dexterity: 1 }) }),
    );
    expect(lower).toMatchObject({ winner: "defender", mayCounterTrip: true });
  });
  it("a tie of totals and modifiers: both roll again, nobody falls", () => {
    const result = made(trip({ touchHit: true, attacker: side(), defender: side() }));
    expect(result).toMatchObject({ winner: "reroll", tripped: false, mayCounterTrip: false });
  });
  it("a defender much smaller than the attacker cannot trip it back (the size limit applies to the counter)", () => {
    const result = made(
      trip({ touchHit: true, attacker: side({ size: "huge" }), defender: side({ d20: 20, size: "medium" }) }),
    );
    expect(result).toMatchObject({ winner: "defender", mayCounterTrip: false });
  });
});

describe("the counter-trip", () => {
  it("the defender's Strength against the attacker's better of Dexterity and Strength; no trip back from it", () => {
    const result = made(
      counterTrip({
        attacker: side({ d20: 14, strength: 2 }),
        defender: side({ d20: 12, strength: 1, dexterity: 3 }),
      }),
    );
    expect(result.defender?.parts).toEqual([{ label: "dexterity", value: 3 }]);
    expect(result).toMatchObject({
      stage: "check",
      winner: "attacker",
      tripped: true,
      mayCounterTrip: false,
    });
    const failed = made(counterTrip({ attacker: side({ d20: 2 }), defender: side() }));
    expect(failed).toMatchObject({ winner: "defender", tripped: false, mayCounterTrip: false });
  });
  it("the size limit holds for the counter-trip too", () => {
    expect(counterTrip({ attacker: side({ size: "small" }), defender: side({ size: "large" }) })).toEqual({
      ok: false,
      refused: "tooLarge",
    });
  });
});

describe("Overrun", () => {
  const base: OverrunInput = {
    attackerSize: "medium",
    defenderSize: "medium",
    charging: true,
    straightMeters: 4,
    defenderChoice: "block",
    block: {
      touchHit: true,
      attacker: { d20: 15, strength: 0, dexterity: 0 },
      defender: { d20: 5, strength: 0, dexterity: 0 },
    },
  };
  const run = (over: Partial<OverrunInput> = {}) => overrun({ ...base, ...over });

  it("only as part of a charge", () => {
    expect(run({ charging: false })).toEqual({ ok: false, refused: "notCharging" });
  });
  it("only against an opponent at most one size larger", () => {
    expect(run({ defenderSize: "large" }).ok).toBe(true);
    expect(run({ defenderSize: "huge" })).toEqual({ ok: false, refused: "tooLarge" });
  });
  it("one attempt per action", () => {
    expect(run({ attemptsThisAction: 0 }).ok).toBe(true);
    expect(run({ attemptsThisAction: 1 })).toEqual({ ok: false, refused: "alreadyTried" });
  });
  it("at least 4 m in a straight line into the space: exactly 4 m is enough, 3 m is not", () => {
    expect(OVERRUN_MIN_METERS).toBe(4);
    expect(run({ straightMeters: 4 }).ok).toBe(true);
    expect(run({ straightMeters: 3.9 })).toEqual({ ok: false, refused: "tooShort" });
  });
  it("the defender avoids: the charge goes on", () => {
    expect(run({ defenderChoice: "avoid", block: undefined })).toEqual({
      ok: true,
      outcome: "avoided",
      continueCharge: true,
      attackerProne: false,
      movesBackMeters: 0,
      defenderProne: false,
      trip: null,
      counterTrip: null,
    });
  });
  it("the defender blocks without a trip given: refused", () => {
    expect(run({ block: undefined })).toEqual({ ok: false, refused: "noTrip" });
  });
  it("blocked, the trip succeeds: the defender is prone and the charge goes on", () => {
    const result = run();
    expect(result).toMatchObject({
      ok: true,
      outcome: "defenderTripped",
      continueCharge: true,
      defenderProne: true,
      attackerProne: false,
      movesBackMeters: 0,
      counterTrip: null,
    });
    if (result.ok) expect(result.trip?.tripped).toBe(true);
  });
  it("the trip uses the overrun's sizes: a Large overrunner adds +4", () => {
    const result = run({ attackerSize: "large" });
    if (!result.ok) throw new Error("refused");
    expect(result.trip?.attacker?.total).toBe(19);
  });
  it("blocked, the touch attack misses: 2 m back the way it came", () => {
    const result = run({ block: { ...(base.block as NonNullable<OverrunInput["block"]>), touchHit: false } });
    expect(result).toMatchObject({
      outcome: "pushedBack",
      continueCharge: false,
      movesBackMeters: 2,
      attackerProne: false,
      trip: null,
    });
    const occupied = run({
      returnSpaceOccupied: true,
      block: { ...(base.block as NonNullable<OverrunInput["block"]>), touchHit: false },
    });
    expect(occupied).toMatchObject({ outcome: "pushedBack", attackerProne: true });
  });
  const losing = {
    touchHit: true,
    attacker: { d20: 5, strength: 0, dexterity: 0 },
    defender: { d20: 15, strength: 0, dexterity: 0 },
  };
  it("the trip fails and the defender trips back: prone in the defender's space", () => {
    const result = run({ block: losing, counter: { defenderD20: 15, attackerD20: 5 } });
    expect(result).toMatchObject({
      outcome: "attackerTripped",
      attackerProne: true,
      movesBackMeters: 0,
      continueCharge: false,
      defenderProne: false,
    });
    if (result.ok) expect(result.counterTrip?.tripped).toBe(true);
  });
  it("the trip fails, the counter-trip fails: 2 m back, prone only if that space is occupied", () => {
    const counter = { defenderD20: 5, attackerD20: 15 };
    const result = run({ block: losing, counter });
    expect(result).toMatchObject({
      outcome: "pushedBack",
      attackerProne: false,
      movesBackMeters: OVERRUN_BACK_METERS,
    });
    if (result.ok) expect(result.counterTrip).toMatchObject({ winner: "defender", mayCounterTrip: false });
    expect(run({ block: losing, counter, returnSpaceOccupied: true })).toMatchObject({ attackerProne: true });
    expect(OVERRUN_BACK_METERS).toBe(2);
  });
  it("the trip fails and the defender does not trip back: 2 m back", () => {
    const result = run({ block: losing });
    expect(result).toMatchObject({
      outcome: "pushedBack",
      attackerProne: false,
      movesBackMeters: 2,
      counterTrip: null,
    });
  });
  it("a tie of the trip or of the counter-trip: roll again", () => {
    const tie = {
      touchHit: true,
      attacker: { d20: 10, strength: 0, dexterity: 0 },
      defender: { d20: 10, strength: 0, dexterity: 0 },
    };
    const rerolled = run({ block: tie });
    expect(rerolled).toMatchObject({
      outcome: "reroll",
      continueCharge: false,
      attackerProne: false,
      movesBackMeters: 0,
    });
    if (rerolled.ok) expect(rerolled.trip?.winner).toBe("reroll");
    const result = run({ block: losing, counter: { defenderD20: 10, attackerD20: 10 } });
    expect(result).toMatchObject({ outcome: "reroll", attackerProne: false, movesBackMeters: 0 });
    if (result.ok) expect(result.counterTrip?.winner).toBe("reroll");
  });
  it("a counter given when the defender cannot trip back (much smaller) is ignored", () => {
    const result = run({
      attackerSize: "huge",
      defenderSize: "medium",
      block: { ...losing, attacker: { d20: 1, strength: 0, dexterity: 0 } },
      counter: { defenderD20: 20, attackerD20: 1 },
    });
    expect(result).toMatchObject({ outcome: "pushedBack", attackerProne: false, counterTrip: null });
  });
});
