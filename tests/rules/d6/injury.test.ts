// d6-combat.txt › the paragraphs after the Character Damage Chart: stun penalties and their half hour,
// wound penalties, unconsciousness, the mortally wounded 2D roll, first aid, stabilizing.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

type Health = import("../../../src/rules/index.ts").d6.Health;
const dice = (n: number) => ({ dice: n, pips: 0 });
const base: Health = Object.freeze({ wound: "healthy", strengthDice: 3 });

describe("injury effects", () => {
  it.each([
    ["healthy", 0, 0],
    ["wounded", 0, -1],
    ["woundedTwice", 0, -2],
    ["healthy", 2, -1],
    ["healthy", 1, -1],
    ["wounded", 1, -2],
    ["woundedTwice", 2, -3],
  ] as const)(
    "%s with %i stun rounds left: %iD to every skill and attribute roll",
    (wound, stunRounds, penalty) => {
      const effects = d6.injuryEffects({ ...base, wound, stunRounds });
      expect(effects.penalty).toEqual(dice(penalty));
      expect(effects.actions).toBe("all");
      expect(effects.mortallyWoundedRoll).toBe(false);
    },
  );
  it("a stun still affecting him after its two rounds no longer penalizes", () => {
    expect(d6.injuryEffects({ ...base, stuns: 2, stunRounds: 0 }).penalty).toEqual(dice(0));
  });
  it("unconscious: no actions", () => {
    expect(d6.injuryEffects({ ...base, unconscious: true }).actions).toBe("none");
  });
  it("incapacitated and awake: groggy, may only move", () => {
    expect(d6.injuryEffects({ ...base, wound: "incapacitated" }).actions).toBe("moveOnly");
    expect(d6.injuryEffects({ ...base, wound: "incapacitated", unconscious: true }).actions).toBe("none");
  });
  it("mortally wounded: no actions and a 2D roll every round until stabilized", () => {
    expect(d6.injuryEffects({ ...base, wound: "mortallyWounded" })).toEqual({
      penalty: dice(0),
      actions: "none",
      mortallyWoundedRoll: true,
    });
    expect(
      d6.injuryEffects({ ...base, wound: "mortallyWounded", stabilized: true }).mortallyWoundedRoll,
    ).toBe(false);
  });
  it("killed: no actions, no roll", () => {
    expect(d6.injuryEffects({ ...base, wound: "killed" })).toEqual({
      penalty: dice(0),
      actions: "none",
      mortallyWoundedRoll: false,
    });
  });
});

describe("the mortally wounded 2D roll", () => {
  it("dies when the roll is less than the rounds mortally wounded", () => {
    expect(d6.mortallyWoundedCheck({ roll: 4, rounds: 5 })).toEqual({ dead: true });
  });
  it("an equal roll survives", () => {
    expect(d6.mortallyWoundedCheck({ roll: 5, rounds: 5 })).toEqual({ dead: false });
    expect(d6.mortallyWoundedCheck({ roll: 12, rounds: 3 })).toEqual({ dead: false });
  });
});

describe("round end", () => {
  it("the stun's −1D covers this round and the next, then stops", () => {
    const stunned = d6.applyDamage(base, { damageTotal: 10, resistTotal: 10 }).health;
    const next = d6.injuryTransition(stunned, { type: "roundEnd" });
    expect(next.stunRounds).toBe(1);
    expect(d6.injuryEffects(next).penalty).toEqual(dice(-1));
    const after = d6.injuryTransition(next, { type: "roundEnd" });
    expect(after.stunRounds).toBe(0);
    expect(d6.injuryEffects(after).penalty).toEqual(dice(0));
    expect(after.stuns).toBe(1);
    expect(d6.injuryTransition(after, { type: "roundEnd" }).stunRounds).toBe(0);
  });
  it("a healthy record with no stun fields gets stunRounds 0", () => {
    expect(d6.injuryTransition(base, { type: "roundEnd" })).toEqual({ ...base, stunRounds: 0 });
  });
  it("mortally wounded: the round just ended counts before the 2D roll", () => {
    const dying: Health = { wound: "mortallyWounded", strengthDice: 3, unconscious: true };
    const first = d6.injuryTransition(dying, { type: "roundEnd", mortallyWoundedRoll: 2 });
    expect(first.mortallyWoundedRounds).toBe(1);
    expect(first.wound).toBe("mortallyWounded");
    const third = d6.injuryTransition(
      { ...dying, mortallyWoundedRounds: 2 },
      { type: "roundEnd", mortallyWoundedRoll: 3 },
    );
    expect(third).toEqual({ ...dying, mortallyWoundedRounds: 3, stunRounds: 0 });
    const dies = d6.injuryTransition(
      { ...dying, mortallyWoundedRounds: 3 },
      { type: "roundEnd", mortallyWoundedRoll: 3 },
    );
    expect(dies.wound).toBe("killed");
  });
  it("with no roll the round is counted and nothing is checked", () => {
    const out = d6.injuryTransition(
      { wound: "mortallyWounded", strengthDice: 3, mortallyWoundedRounds: 11 },
      { type: "roundEnd" },
    );
    expect(out.mortallyWoundedRounds).toBe(12);
    expect(out.wound).toBe("mortallyWounded");
  });
  it("a stabilized character neither counts nor rolls", () => {
    const stable: Health = {
      wound: "mortallyWounded",
      strengthDice: 3,
      stabilized: true,
      mortallyWoundedRounds: 5,
    };
    const out = d6.injuryTransition(stable, { type: "roundEnd", mortallyWoundedRoll: 2 });
    expect(out.mortallyWoundedRounds).toBe(5);
    expect(out.wound).toBe("mortallyWounded");
  });
  it("other wound levels never count rounds", () => {
    const out = d6.injuryTransition(
      { ...base, wound: "incapacitated" },
      { type: "roundEnd", mortallyWoundedRoll: 2 },
    );
    expect(out.mortallyWoundedRounds).toBeUndefined();
    expect(out.wound).toBe("incapacitated");
  });
});

describe("stuns wear off", () => {
  it("a minute's rest: no stun affects him any more", () => {
    expect(d6.injuryTransition({ ...base, stuns: 2 }, { type: "rest" }).stuns).toBe(0);
  });
  it("a stun's half hour ends: one fewer", () => {
    expect(d6.injuryTransition({ ...base, stuns: 2 }, { type: "stunExpired" }).stuns).toBe(1);
  });
  it("several at once, never below 0", () => {
    expect(d6.injuryTransition({ ...base, stuns: 3 }, { type: "stunExpired", count: 2 }).stuns).toBe(1);
    expect(d6.injuryTransition({ ...base, stuns: 1 }, { type: "stunExpired", count: 3 }).stuns).toBe(0);
    expect(d6.injuryTransition(base, { type: "stunExpired" }).stuns).toBe(0);
  });
});

describe("waking", () => {
  it("the knock-out time runs out: awake", () => {
    expect(d6.injuryTransition({ ...base, stuns: 3, unconscious: true }, { type: "wake" }).unconscious).toBe(
      false,
    );
  });
  it("an incapacitated character wakes groggy", () => {
    const awake = d6.injuryTransition(
      { ...base, wound: "incapacitated", unconscious: true },
      { type: "wake" },
    );
    expect(d6.injuryEffects(awake).actions).toBe("moveOnly");
  });
  it("a mortally wounded character stays unconscious", () => {
    expect(
      d6.injuryTransition({ ...base, wound: "mortallyWounded", unconscious: true }, { type: "wake" })
        .unconscious,
    ).toBe(true);
  });
});

describe("first aid", () => {
  const knockedOut: Health = { ...base, stuns: 3, unconscious: true };
  it("an Easy total (6) revives a character knocked out by stuns; 5 does not", () => {
    expect(d6.injuryTransition(knockedOut, { type: "firstAid", total: 6 }).unconscious).toBe(false);
    expect(d6.injuryTransition(knockedOut, { type: "firstAid", total: 5 }).unconscious).toBe(true);
  });
  it("wounded twice and knocked out: Easy is enough", () => {
    expect(
      d6.injuryTransition({ ...knockedOut, wound: "woundedTwice" }, { type: "firstAid", total: 6 })
        .unconscious,
    ).toBe(false);
  });
  const incapacitated: Health = { ...base, wound: "incapacitated", unconscious: true };
  it("a Moderate total (11) revives an incapacitated character, awake but groggy; 10 does not", () => {
    const revived = d6.injuryTransition(incapacitated, { type: "firstAid", total: 11 });
    expect(revived).toEqual({ ...incapacitated, unconscious: false });
    expect(d6.injuryEffects(revived).actions).toBe("moveOnly");
    expect(d6.injuryTransition(incapacitated, { type: "firstAid", total: 10 }).unconscious).toBe(true);
  });
  it("the GM's own difficulty number replaces the level", () => {
    expect(
      d6.injuryTransition(incapacitated, { type: "firstAid", total: 12, difficulty: 13 }).unconscious,
    ).toBe(true);
    expect(
      d6.injuryTransition(incapacitated, { type: "firstAid", total: 13, difficulty: 13 }).unconscious,
    ).toBe(false);
    expect(d6.injuryTransition(knockedOut, { type: "firstAid", total: 4, difficulty: 4 }).unconscious).toBe(
      false,
    );
  });
  const dying: Health = { ...base, wound: "mortallyWounded", unconscious: true, mortallyWoundedRounds: 2 };
  it("a Moderate total stabilizes a mortally wounded character, who stays mortally wounded and unconscious", () => {
    const stable = d6.injuryTransition(dying, { type: "firstAid", total: 11 });
    expect(stable).toEqual({ ...dying, stabilized: true });
    expect(d6.injuryEffects(stable).mortallyWoundedRoll).toBe(false);
    expect(d6.injuryTransition(dying, { type: "firstAid", total: 10 }).stabilized).toBeUndefined();
  });
  it("stabilizing with a medpac is still only stabilizing", () => {
    const stable = d6.injuryTransition(dying, { type: "firstAid", total: 15, medpacOrBacta: true });
    expect(stable.stabilized).toBe(true);
    expect(stable.treated).toBeUndefined();
  });
  it("a stabilized character treated with a medpac or bacta tank within the hour (Moderate) will survive", () => {
    const stable: Health = { ...dying, stabilized: true };
    expect(d6.injuryTransition(stable, { type: "firstAid", total: 11, medpacOrBacta: true }).treated).toBe(
      true,
    );
    expect(
      d6.injuryTransition(stable, { type: "firstAid", total: 10, medpacOrBacta: true }).treated,
    ).toBeUndefined();
    expect(d6.injuryTransition(stable, { type: "firstAid", total: 20 }).treated).toBeUndefined();
  });
  it("first aid on a conscious character changes nothing", () => {
    const wounded: Health = { ...base, wound: "wounded" };
    expect(d6.injuryTransition(wounded, { type: "firstAid", total: 30 })).toEqual(wounded);
  });
});

describe("the hour after stabilizing", () => {
  const stable: Health = { ...base, wound: "mortallyWounded", unconscious: true, stabilized: true };
  it("no medpac or bacta tank within the hour: he dies", () => {
    expect(d6.injuryTransition(stable, { type: "treatmentWindowLapsed" }).wound).toBe("killed");
  });
  it("treated in time: he lives", () => {
    expect(d6.injuryTransition({ ...stable, treated: true }, { type: "treatmentWindowLapsed" }).wound).toBe(
      "mortallyWounded",
    );
  });
  it("not stabilized, or not mortally wounded: nothing happens", () => {
    expect(
      d6.injuryTransition({ ...stable, stabilized: false }, { type: "treatmentWindowLapsed" }).wound,
    ).toBe("mortallyWounded");
    expect(
      d6.injuryTransition(
        { ...base, wound: "incapacitated", stabilized: true },
        { type: "treatmentWindowLapsed" },
      ).wound,
    ).toBe("incapacitated");
  });
});

describe("killed is final", () => {
  const dead: Health = Object.freeze({
    wound: "killed",
    strengthDice: 3,
    stuns: 2,
    stunRounds: 2,
    unconscious: true,
  });
  it.each([
    { type: "roundEnd", mortallyWoundedRoll: 12 },
    { type: "rest" },
    { type: "stunExpired", count: 2 },
    { type: "wake" },
    { type: "firstAid", total: 40, medpacOrBacta: true },
    { type: "treatmentWindowLapsed" },
  ] as const)("%o changes nothing", (event) => {
    expect(d6.injuryTransition(dead, event)).toEqual(dead);
  });
});

describe("injuryTransition never changes its input", () => {
  it("returns a new record", () => {
    const target: Health = Object.freeze({ ...base, stuns: 2, stunRounds: 2 });
    const out = d6.injuryTransition(target, { type: "roundEnd" });
    expect(out).not.toBe(target);
    expect(target.stunRounds).toBe(2);
  });
});
