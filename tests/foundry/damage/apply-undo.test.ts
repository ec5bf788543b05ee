// Damage applied to actors through the data model and undone from the damage log:
// rcr-combat.txt › Vitality and Wound Points, Damage Reduction, Critical Hits; Knocked Out (Undo lifts it).
import { beforeAll, describe, expect, it } from "vitest";
import { applyToActor, undoOnActor } from "../../../src/rulesets/rcr/damage/apply-damage.ts";
import { rcrDamage } from "../../../src/rulesets/rcr/damage/damage-application.ts";
import type { DamageSpec } from "../../../src/rulesets/rcr/damage/damage-plan.ts";
import { createActor, registerSystem, settle, soldier, stormtrooper, systemOf } from "../data/fixtures.ts";
import { damageRollOf } from "./damage-roll-fixture.ts";

let ids = 0;
beforeAll(() => {
  registerSystem();
  Object.assign(foundry, {
    utils: { ...(foundry as { utils?: object }).utils, randomID: () => `entry${++ids}` },
  });
});

/** A card's damage for one token: the message's DamageRoll of `amount`, as a plain hit unless told. */
const hit = async (amount: number, extra: Partial<DamageSpec> = {}): Promise<DamageSpec> => ({
  roll: await damageRollOf(amount),
  amount,
  bonus: 0,
  critical: false,
  halfDamage: false,
  vitalityOnly: false,
  ...extra,
});
const source = { messageId: "m1", attackIndex: 0 };

describe("applying a card's damage to an actor", () => {
  it("takes vitality first, writes the log entry and asks for the Fortitude save when wounds are lost", async () => {
    const hero = await createActor(soldier()); // vitality 12, wounds 15, no armor
    const applied = await applyToActor(hero, await hit(15), source);
    await settle();
    expect(systemOf(hero).vitality.value).toBe(0);
    expect(systemOf(hero).wounds.value).toBe(12);
    expect(applied?.fortitudeDC).toBe(8);
    expect(hero.flags.swrpg?.damageLog).toEqual([
      expect.objectContaining({
        messageId: "m1",
        before: { vitality: 12, wounds: 15, woundsLostThisRound: 0 },
        after: { vitality: 0, wounds: 12, woundsLostThisRound: 3 },
      }),
    ]);
  });
  it("armor DR reduces wound damage of an ordinary target, and a critical drops it to -1", async () => {
    const trooper = await createActor(stormtrooper()); // ordinary, wounds 12, DR 5
    await applyToActor(trooper, await hit(8), source);
    expect(systemOf(trooper).wounds.value).toBe(9);
    await applyToActor(trooper, await hit(2, { critical: true }), { messageId: "m1", attackIndex: 1 });
    expect(systemOf(trooper).wounds.value).toBe(-1);
  });
  it("the card's mark says what the armor's DR stopped: 8 against DR 5 takes 3 wounds, 5 stopped", async () => {
    const trooper = await createActor(stormtrooper()); // ordinary: no vitality, wounds 12, DR 5
    const applied = await rcrDamage.apply(trooper, await hit(8), source);
    expect(applied?.taken).toEqual({ vitality: 0, wounds: 3, dr: 5 });
    const hero = await createActor(soldier()); // no armor: nothing stopped, no DR in the mark
    expect((await rcrDamage.apply(hero, await hit(5), source))?.taken).toEqual({ vitality: 5, wounds: 0 });
  });
  it("Undo restores the exact values from before that attack's damage and lifts its knock-out", async () => {
    const hero = await createActor(soldier());
    await applyToActor(hero, await hit(5), { messageId: "m1", attackIndex: 0 });
    const second = await applyToActor(hero, await hit(10), { messageId: "m2", attackIndex: 0 });
    await settle();
    expect(systemOf(hero).wounds.value).toBe(12);
    const log = (hero.flags.swrpg?.damageLog ?? []).map((e) =>
      e.id === second?.entry.id ? { ...e, knockedOut: true } : e,
    );
    await hero.update({ "flags.swrpg.damageLog": log } as Actor.UpdateData);
    await hero.toggleStatusEffect("knockedOut", { active: true });

    expect(await undoOnActor(hero, { messageId: "m2", attackIndex: 0 })).toBe(true);
    await settle();
    expect(systemOf(hero).vitality.value).toBe(7);
    expect(systemOf(hero).wounds.value).toBe(15);
    expect(hero.statuses.has("knockedOut")).toBe(false);
    expect(hero.flags.swrpg?.damageLog).toHaveLength(1);
  });
  it("Undo of a killing hit lifts the dead the wounds caused and leaves the actor exactly as before", async () => {
    const hero = await createActor(soldier()); // vitality 12, wounds 15
    await hero.update({ system: { wounds: { value: -3 } } });
    await settle();
    await hero.toggleStatusEffect("stable", { active: true }); // dying, stabilized
    const before = [...hero.statuses].sort();
    await applyToActor(hero, await hit(7, { critical: true }), source); // -3 → -10: dead
    await settle();
    expect([...hero.statuses]).toEqual(["dead"]);
    expect(await undoOnActor(hero, source)).toBe(true);
    await settle();
    expect(systemOf(hero).wounds.value).toBe(-3);
    expect([...hero.statuses].sort()).toEqual(before);
    expect(hero.flags.swrpg?.deadFromWounds).toBe(false);
  });
  it("Undo keeps a dead the GM set by hand (Toggle Defeated) before the hit", async () => {
    const trooper = await createActor(stormtrooper());
    await trooper.toggleStatusEffect("dead", { active: true });
    await applyToActor(trooper, await hit(8), source);
    await settle();
    expect(await undoOnActor(trooper, source)).toBe(true);
    await settle();
    expect(systemOf(trooper).wounds.value).toBe(12);
    expect([...trooper.statuses]).toEqual(["dead"]);
  });
  it("Undo with nothing logged from that card changes nothing", async () => {
    const hero = await createActor(soldier());
    await applyToActor(hero, await hit(5), source);
    expect(await undoOnActor(hero, { messageId: "other", attackIndex: 0 })).toBe(false);
    expect(systemOf(hero).vitality.value).toBe(7);
  });
});
