// Applying a card's damage: rcr-combat.txt › Vitality and Wound Points, Critical Hits, Damage Reduction,
// Pulling a Blow (rcr-additional-combat-rules.txt); the damage log behind Undo.
import { beforeAll, describe, expect, it } from "vitest";
import { appendLog, DAMAGE_LOG_LIMIT, latestEntry, withoutEntry } from "../../../src/damage/damage-log.ts";
import {
  type DamageLogEntry,
  markSaveRolled,
  readLog,
  undoneValues,
} from "../../../src/rulesets/rcr/damage/damage-log.ts";
import { damageSpec, planApplication } from "../../../src/rulesets/rcr/damage/damage-plan.ts";
import { stampWounds, woundsLostThisRound } from "../../../src/rulesets/rcr/damage/wounds-this-round.ts";
import type { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { attackCard } from "./card-fixture.ts";
import { damageRollOf } from "./damage-roll-fixture.ts";

const A = "Scene.s.Token.a";
const B = "Scene.s.Token.b";

/** The message's DamageRoll the card names: 9, as the card says. */
let nine: DamageRoll;
beforeAll(async () => {
  nine = await damageRollOf(9);
});

describe("damageSpec: what an Apply button deals to one token", () => {
  it("a card target the attack landed on takes the roll plus its point-blank bonus, critical per target", () => {
    expect(damageSpec(attackCard(), 0, A, "full", nine)).toEqual({
      roll: nine,
      amount: 10,
      bonus: 1,
      critical: true,
      halfDamage: false,
      vitalityOnly: false,
    });
  });
  it("a card target the attack missed gets nothing", () => {
    expect(damageSpec(attackCard(), 0, B, "full", nine)).toEqual({ refused: "notHit" });
  });
  it("a selected token the card does not list takes the rolled total as a plain hit", () => {
    expect(damageSpec(attackCard(), 0, "Scene.s.Token.z", "full", nine)).toMatchObject({
      amount: 9,
      critical: false,
    });
  });
  it("Apply half and Apply vitality only set the engine's flags; a pulled blow on the card forces its own", () => {
    expect(damageSpec(attackCard(), 0, A, "half", nine)).toMatchObject({ halfDamage: true });
    expect(damageSpec(attackCard(), 0, A, "vitalityOnly", nine)).toMatchObject({ vitalityOnly: true });
    expect(damageSpec(attackCard({ vitalityOnly: true }), 0, A, "full", nine)).toMatchObject({
      vitalityOnly: true,
    });
  });
  it("nothing is dealt before damage is rolled, for a missing attack, or for stun damage", () => {
    const card = attackCard();
    const unrolled = { ...card, attacks: card.attacks.map((attack) => ({ ...attack, damage: null })) };
    expect(damageSpec(unrolled, 0, A, "full", nine)).toEqual({ refused: "noDamage" });
    expect(damageSpec(card, 3, A, "full", nine)).toEqual({ refused: "noAttack" });
    expect(damageSpec(attackCard({ stun: true }), 0, A, "full", nine)).toEqual({ refused: "stun" });
  });
  it("the damage is the message's DamageRoll: none, or one whose total is not the card's, is refused", async () => {
    expect(damageSpec(attackCard(), 0, A, "full", null)).toEqual({ refused: "rollMismatch" });
    expect(damageSpec(attackCard(), 0, A, "full", await damageRollOf(30))).toEqual({
      refused: "rollMismatch",
    });
  });
});

describe("planApplication: vitality before wounds, through the engine", () => {
  const heroic = {
    vitality: 5,
    wounds: 12,
    woundsMax: 12,
    heroic: true,
    damageReduction: 2,
    woundsLostThisRound: 1,
  };
  it("overflow past vitality goes to wounds, less armor DR, and sets the Fortitude DC", () => {
    const { result, before, after } = planApplication(heroic, {
      amount: 10,
      critical: false,
      halfDamage: false,
      vitalityOnly: false,
    });
    expect(before).toEqual({ vitality: 5, wounds: 12, woundsLostThisRound: 1 });
    expect(after).toEqual({ vitality: 0, wounds: 9, woundsLostThisRound: 4 });
    expect(result.fortitudeDC).toBe(9);
  });
  it("a critical against a heroic target goes straight to wounds", () => {
    const { after } = planApplication(heroic, {
      amount: 6,
      critical: true,
      halfDamage: false,
      vitalityOnly: false,
    });
    expect(after).toMatchObject({ vitality: 5, wounds: 8 });
  });
  it("a critical drops an ordinary target to -1 wounds", () => {
    const ordinary = { ...heroic, heroic: false, vitality: 0 };
    const { after } = planApplication(ordinary, {
      amount: 3,
      critical: true,
      halfDamage: false,
      vitalityOnly: false,
    });
    expect(after.wounds).toBe(-1);
  });
  it("vitality only never reaches wounds", () => {
    const { after, result } = planApplication(heroic, {
      amount: 20,
      critical: true,
      halfDamage: false,
      vitalityOnly: true,
    });
    expect(after).toMatchObject({ vitality: 0, wounds: 12 });
    expect(result.fortitudeDC).toBeNull();
  });
});

describe("the damage log restores the exact previous values", () => {
  const entry = (id: string, messageId: string, attackIndex = 0): DamageLogEntry => ({
    id,
    messageId,
    attackIndex,
    at: 0,
    before: { vitality: 5, wounds: 12, woundsLostThisRound: 0 },
    after: { vitality: 0, wounds: 9, woundsLostThisRound: 3 },
    knockedOut: false,
  });
  it("finds the newest entry of a card (and of one attack of it)", () => {
    const log = [entry("1", "m"), entry("2", "m", 1), entry("3", "other")];
    expect(latestEntry(log, "m")?.id).toBe("2");
    expect(latestEntry(log, "m", 0)?.id).toBe("1");
    expect(latestEntry(log, "none")).toBeNull();
  });
  it("keeps the newest entries only", () => {
    let log: DamageLogEntry[] = [];
    for (let i = 0; i < DAMAGE_LOG_LIMIT + 5; i++) log = appendLog(log, entry(String(i), "m"));
    expect(log).toHaveLength(DAMAGE_LOG_LIMIT);
    expect(log[0]?.id).toBe("5");
  });
  it("undo removes the entry; the save is recorded as rolled on its entry, with its knock-out", () => {
    const log = [entry("1", "m"), entry("2", "m")];
    expect(withoutEntry(log, "1").map((e) => e.id)).toEqual(["2"]);
    const saved = markSaveRolled(log, "2", true);
    expect([saved[1]?.saveRolled, saved[1]?.knockedOut]).toEqual([true, true]);
    expect([saved[0]?.saveRolled, saved[0]?.knockedOut]).toEqual([undefined, false]);
    expect(markSaveRolled(log, "2", false)[1]).toMatchObject({ saveRolled: true, knockedOut: false });
  });
  it("undo of an entry nothing changed since puts back the exact values from before it", () => {
    const max = { vitality: 12, wounds: 12 };
    const after = { vitality: 0, wounds: 9, woundsLostThisRound: 3 };
    expect(undoneValues(entry("1", "m"), after, max)).toEqual({
      values: { vitality: 5, wounds: 12, woundsLostThisRound: 0 },
      exact: true,
    });
  });
  it("undo after later changes gives back only what the entry took (5 vitality, 3 wounds), capped at the maximums", () => {
    const max = { vitality: 12, wounds: 12 };
    const later = { vitality: 0, wounds: 4, woundsLostThisRound: 8 };
    expect(undoneValues(entry("1", "m"), later, max)).toEqual({
      values: { vitality: 5, wounds: 7, woundsLostThisRound: 5 },
      exact: false,
    });
    const healed = { vitality: 10, wounds: 11, woundsLostThisRound: 1 };
    expect(undoneValues(entry("1", "m"), healed, max)).toEqual({
      values: { vitality: 12, wounds: 12, woundsLostThisRound: 0 },
      exact: false,
    });
  });
  it("a flag of the wrong shape reads as an empty log, and malformed entries are dropped", () => {
    expect(readLog(undefined)).toEqual([]);
    expect(readLog([entry("1", "m"), { id: 3 }, null])).toEqual([entry("1", "m")]);
  });
});

describe("wounds lost this round", () => {
  it("count only within the same combat round; outside combat each hit stands alone", () => {
    const stored = stampWounds(3, { combatId: "c", round: 2 });
    expect(woundsLostThisRound(stored, { combatId: "c", round: 2 })).toBe(3);
    expect(woundsLostThisRound(stored, { combatId: "c", round: 3 })).toBe(0);
    expect(woundsLostThisRound(stored, { combatId: null, round: 0 })).toBe(0);
    expect(woundsLostThisRound("junk", { combatId: "c", round: 2 })).toBe(0);
  });
});
