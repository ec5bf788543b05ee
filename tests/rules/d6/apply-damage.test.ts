// d6-combat.txt › Character Damage Chart and the paragraphs after it; Stun Damage; Game Option: Severe Injuries.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

type Health = import("../../../src/rules/index.ts").d6.Health;

const healthy: Health = Object.freeze({ wound: "healthy", strengthDice: 3 });
// damage minus Strength = the given difference.
const hit = (
  difference: number,
  extra: { stun?: boolean; severeInjury?: "wounded" | "woundedTwice" | "incapacitated" } = {},
) => ({
  damageTotal: 12 + difference,
  resistTotal: 12,
  ...extra,
});

describe("a hit the Strength roll beats does nothing", () => {
  it("difference -1: no effect, nothing changes", () => {
    const out = d6.applyDamage(healthy, hit(-1));
    expect(out).toEqual({
      health: healthy,
      difference: -1,
      result: "noEffect",
      stunned: false,
      unconsciousFor: null,
      fallsProne: false,
      actionsLost: false,
      severeInjury: false,
      killed: false,
    });
  });
});

describe("stuns", () => {
  it("an equal roll stuns: one stun affecting him, −1D for this round and the next", () => {
    const out = d6.applyDamage(healthy, hit(0));
    expect(out.result).toBe("stunned");
    expect(out.stunned).toBe(true);
    expect(out.health).toEqual({ wound: "healthy", strengthDice: 3, stuns: 1, stunRounds: 2 });
    expect(out.fallsProne).toBe(false);
    expect(out.actionsLost).toBe(false);
    expect(out.unconsciousFor).toBeNull();
  });
  it("Strength 3D: the third stun affecting him knocks him out for 2D minutes", () => {
    const second = d6.applyDamage({ ...healthy, stuns: 1, stunRounds: 1 }, hit(3));
    expect(second.health.stuns).toBe(2);
    expect(second.health.unconscious).toBeUndefined();
    expect(second.unconsciousFor).toBeNull();
    const third = d6.applyDamage(second.health, hit(2));
    expect(third.health).toEqual({
      wound: "healthy",
      strengthDice: 3,
      stuns: 3,
      stunRounds: 2,
      unconscious: true,
    });
    expect(third.unconsciousFor).toEqual({ dice: 2, pips: 0 });
    expect(third.actionsLost).toBe(true);
    expect(third.fallsProne).toBe(false);
  });
  it("Strength 2D+2: two stuns are enough", () => {
    const out = d6.applyDamage({ wound: "wounded", strengthDice: 2, stuns: 1 }, hit(1));
    expect(out.health.unconscious).toBe(true);
    expect(out.health.wound).toBe("wounded");
  });
  it("a stun on a character already knocked out adds the stun but does not knock him out again", () => {
    const out = d6.applyDamage({ ...healthy, stuns: 3, unconscious: true }, hit(0));
    expect(out.health.stuns).toBe(4);
    expect(out.health.unconscious).toBe(true);
    expect(out.unconsciousFor).toBeNull();
    expect(out.actionsLost).toBe(false);
  });
  it("a stun weapon's stunned row is an ordinary stun", () => {
    const out = d6.applyDamage(healthy, hit(3, { stun: true }));
    expect(out.result).toBe("stunned");
    expect(out.health.stuns).toBe(1);
  });
});

describe("a weapon set for stun: anything worse than stunned is unconscious for 2D minutes", () => {
  it.each([4, 12, 20])("difference %i: unconscious, no wound and no stun added", (difference) => {
    const out = d6.applyDamage({ ...healthy, stuns: 1 }, hit(difference, { stun: true }));
    expect(out.result).toBe("unconscious");
    expect(out.health).toEqual({ wound: "healthy", strengthDice: 3, stuns: 1, unconscious: true });
    expect(out.unconsciousFor).toEqual({ dice: 2, pips: 0 });
    expect(out.stunned).toBe(false);
    expect(out.actionsLost).toBe(true);
    expect(out.killed).toBe(false);
  });
});

describe("a stun weapon on a character already unconscious", () => {
  it("changes nothing and knocks out no one again", () => {
    const dying: Health = { wound: "mortallyWounded", strengthDice: 3, unconscious: true };
    const out = d6.applyDamage(dying, hit(10, { stun: true }));
    expect(out.result).toBe("unconscious");
    expect(out.health).toEqual(dying);
    expect(out.unconsciousFor).toBeNull();
    expect(out.actionsLost).toBe(false);
  });
});

describe("wounds", () => {
  it("wounded: falls prone, no more actions this round", () => {
    const out = d6.applyDamage(healthy, hit(4));
    expect(out.health).toEqual({ wound: "wounded", strengthDice: 3 });
    expect(out.fallsProne).toBe(true);
    expect(out.actionsLost).toBe(true);
    expect(out.unconsciousFor).toBeNull();
    expect(out.killed).toBe(false);
  });
  it("wounded a second time is wounded twice", () => {
    expect(d6.applyDamage({ ...healthy, wound: "wounded" }, hit(8)).health.wound).toBe("woundedTwice");
  });
  it("wounded twice and wounded again: incapacitated, unconscious for 10D minutes", () => {
    const out = d6.applyDamage({ ...healthy, wound: "woundedTwice" }, hit(5));
    expect(out.health).toEqual({ wound: "incapacitated", strengthDice: 3, unconscious: true });
    expect(out.unconsciousFor).toEqual({ dice: 10, pips: 0 });
  });
  it("incapacitated outright: 10D minutes", () => {
    const out = d6.applyDamage(healthy, hit(9));
    expect(out.health.wound).toBe("incapacitated");
    expect(out.unconsciousFor).toEqual({ dice: 10, pips: 0 });
  });
  it("mortally wounded: unconscious until healed, the round count starts at 0", () => {
    const out = d6.applyDamage(
      { ...healthy, stabilized: true, treated: true, mortallyWoundedRounds: 4 },
      hit(13),
    );
    expect(out.health).toEqual({
      wound: "mortallyWounded",
      strengthDice: 3,
      unconscious: true,
      mortallyWoundedRounds: 0,
      stabilized: false,
      treated: false,
    });
    expect(out.unconsciousFor).toBe("untilHealed");
    expect(out.killed).toBe(false);
  });
  it("an incapacitated character wounded again becomes mortally wounded", () => {
    const out = d6.applyDamage({ ...healthy, wound: "incapacitated", unconscious: true }, hit(4));
    expect(out.health.wound).toBe("mortallyWounded");
    expect(out.unconsciousFor).toBe("untilHealed");
  });
  it("wounded on a mortally wounded character changes nothing but the round", () => {
    const dying: Health = {
      wound: "mortallyWounded",
      strengthDice: 3,
      unconscious: true,
      mortallyWoundedRounds: 2,
    };
    const out = d6.applyDamage(dying, hit(6));
    expect(out.health).toEqual(dying);
    expect(out.unconsciousFor).toBeNull();
    expect(out.fallsProne).toBe(true);
    expect(out.actionsLost).toBe(true);
  });
  it("a mortally wounded character incapacitated again is killed", () => {
    const out = d6.applyDamage({ wound: "mortallyWounded", strengthDice: 3 }, hit(10));
    expect(out.health.wound).toBe("killed");
    expect(out.killed).toBe(true);
    expect(out.unconsciousFor).toBeNull();
  });
  it("killed outright at 16", () => {
    const out = d6.applyDamage(healthy, hit(16));
    expect(out.result).toBe("killed");
    expect(out.killed).toBe(true);
    expect(out.health.wound).toBe("killed");
    expect(out.fallsProne).toBe(true);
  });
  it("a killed target is final: nothing changes, even on a huge hit", () => {
    const dead: Health = Object.freeze({ wound: "killed", strengthDice: 3 });
    const out = d6.applyDamage(dead, hit(20));
    expect(out.health).toEqual(dead);
    expect(out.killed).toBe(true);
    expect(out.fallsProne).toBe(false);
    expect(out.actionsLost).toBe(false);
  });
  it("the target's record is never changed", () => {
    const target: Health = Object.freeze({ wound: "woundedTwice", strengthDice: 3, stuns: 1 });
    const out = d6.applyDamage(target, hit(5));
    expect(out.health).not.toBe(target);
    expect(target).toEqual({ wound: "woundedTwice", strengthDice: 3, stuns: 1 });
  });
});

describe("Game Option: Severe Injuries", () => {
  const on = { severeInjuries: true };
  it("a killing hit becomes a permanent injury at the GM's level", () => {
    const out = d6.applyDamage(healthy, hit(18, { severeInjury: "woundedTwice" }), on);
    expect(out.health.wound).toBe("woundedTwice");
    expect(out.severeInjury).toBe(true);
    expect(out.killed).toBe(false);
    expect(out.unconsciousFor).toBeNull();
  });
  it("incapacitated by the GM's choice: 10D minutes", () => {
    const out = d6.applyDamage(healthy, hit(16, { severeInjury: "incapacitated" }), on);
    expect(out.health.wound).toBe("incapacitated");
    expect(out.unconsciousFor).toEqual({ dice: 10, pips: 0 });
  });
  it("an escalation to killed counts too; the level is the worse of his and the GM's", () => {
    const out = d6.applyDamage(
      { wound: "mortallyWounded", strengthDice: 3 },
      hit(10, { severeInjury: "wounded" }),
      on,
    );
    expect(out.health.wound).toBe("mortallyWounded");
    expect(out.severeInjury).toBe(true);
    expect(out.killed).toBe(false);
  });
  it("without the option, or without the attacker's choice, the hit kills", () => {
    expect(d6.applyDamage(healthy, hit(16, { severeInjury: "wounded" })).killed).toBe(true);
    expect(
      d6.applyDamage(healthy, hit(16, { severeInjury: "wounded" }), { severeInjuries: false }).killed,
    ).toBe(true);
    expect(d6.applyDamage(healthy, hit(16), on).killed).toBe(true);
  });
  it("a hit that does not kill is not a severe injury", () => {
    const out = d6.applyDamage(healthy, hit(15, { severeInjury: "wounded" }), on);
    expect(out.health.wound).toBe("mortallyWounded");
    expect(out.severeInjury).toBe(false);
  });
});
