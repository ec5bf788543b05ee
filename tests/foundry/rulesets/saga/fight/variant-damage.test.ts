// The Saga variant's damage options on a card's Apply, each ON against OFF, worked out by hand from
// saga-variant-character-combat.txt › Shield Damage, Damage Threshold, The Condition Track (the core numbers:
// saga-special-combat-rules.txt › Shield Rating, and core's one step at the threshold). The trooper's damage
// threshold is 12 (Con 14).
import { describe, expect, it } from "vitest";
import type { SagaDamageSpec } from "../../../../../src/rulesets/saga/damage/damage-spec.ts";
import { sagaDamage } from "../../../../../src/rulesets/saga/damage/saga-damage.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { hit, source, useDamageWorld } from "./damage-fixtures.ts";
import { healthOf, sagaTrooper } from "./saga-actors.ts";

useDamageWorld("vlog");

/** Applies `spec` to a fresh trooper in a Saga world with `option` on or off. */
async function applied(option: string, on: boolean, spec: SagaDamageSpec, trooper = {}) {
  installSettings({ ruleset: "saga", [option]: on });
  const actor = await sagaTrooper(trooper);
  const result = await sagaDamage.apply(actor, spec, source);
  return { actor, taken: result?.taken, health: healthOf(actor) };
}

describe("shield damage (sagaVariantShieldDamage)", () => {
  it("SR 10 absorbing 7: core keeps SR 10 (the damage did not exceed it); the variant drops it to 5", async () => {
    const core = await applied("sagaVariantShieldDamage", false, hit(7), { shield: 10 });
    expect(core.health).toMatchObject({ hp: 30, shield: 10 });
    const variant = await applied("sagaVariantShieldDamage", true, hit(7), { shield: 10 });
    expect(variant.health).toMatchObject({ hp: 30, shield: 5 });
    expect(variant.taken).toMatchObject({ hp: 0, shield: 5 });
  });
  it("15 against SR 10: 5 gets through either way; core lowers the SR by 5 (to 5), the variant by 10 (to 0)", async () => {
    const core = await applied("sagaVariantShieldDamage", false, hit(15), { shield: 10 });
    expect(core.health).toMatchObject({ hp: 25, shield: 5 });
    const variant = await applied("sagaVariantShieldDamage", true, hit(15), { shield: 10 });
    expect(variant.health).toMatchObject({ hp: 25, shield: 0 });
  });
});

describe("damage threshold (sagaVariantDamageThreshold)", () => {
  const tough = { hp: 100 };
  it("37 (over three times 12): core moves one step; the variant three (at 12, over 24, over 36)", async () => {
    expect((await applied("sagaVariantDamageThreshold", false, hit(37), tough)).health.condition).toBe(1);
    expect((await applied("sagaVariantDamageThreshold", true, hit(37), tough)).health.condition).toBe(3);
  });
  it("36, exactly three times: the variant's third multiple is not exceeded, two steps", async () => {
    expect((await applied("sagaVariantDamageThreshold", true, hit(36), tough)).health.condition).toBe(2);
  });
  it("a critical of 13: core one step, the variant one more; a critical below the threshold moves nothing", async () => {
    const critical = (amount: number) => hit(amount, { critical: true });
    expect((await applied("sagaVariantDamageThreshold", false, critical(13), tough)).health.condition).toBe(
      1,
    );
    expect((await applied("sagaVariantDamageThreshold", true, critical(13), tough)).health.condition).toBe(2);
    expect((await applied("sagaVariantDamageThreshold", true, critical(11), tough)).health.condition).toBe(0);
  });
  it("massive damage: 15 of 30 hit points is half, so massive with the variant (14 is not); never in core", async () => {
    expect((await applied("sagaVariantDamageThreshold", true, hit(15))).taken).toEqual({
      hp: 15,
      temp: 0,
      shield: 0,
      steps: 1,
      massive: 1,
    });
    expect((await applied("sagaVariantDamageThreshold", true, hit(14))).taken).not.toHaveProperty("massive");
    expect((await applied("sagaVariantDamageThreshold", false, hit(15))).taken).not.toHaveProperty("massive");
  });
});

describe("the 15-step condition track (sagaVariantConditionTrack)", () => {
  it("a step from step 4: core's bottom (5) knocks the trooper out; on 15 steps it is only step 5", async () => {
    const core = await applied("sagaVariantConditionTrack", false, hit(12), { condition: 4 });
    expect(core.health.condition).toBe(5);
    expect(core.actor.statuses.has("unconscious")).toBe(true);
    const variant = await applied("sagaVariantConditionTrack", true, hit(12), { condition: 4 });
    expect(variant.health.condition).toBe(5);
    expect(variant.actor.statuses.has("unconscious")).toBe(false);
  });
  it("stun's two steps from step 3 reach step 5: core's bottom knocks out; not on 15 steps", async () => {
    const stun = hit(12, { kind: "stun", types: ["stun"] });
    const core = await applied("sagaVariantConditionTrack", false, stun, { condition: 3 });
    expect(core.health.condition).toBe(5);
    expect(core.actor.statuses.has("unconscious")).toBe(true);
    const variant = await applied("sagaVariantConditionTrack", true, stun, { condition: 3 });
    expect(variant.health.condition).toBe(5);
    expect(variant.actor.statuses.has("unconscious")).toBe(false);
  });
  it("ion's two steps on a droid from step 3: core's bottom disables it; not on 15 steps", async () => {
    const ion = hit(10, { kind: "ion", types: ["ion"] });
    const core = await applied("sagaVariantConditionTrack", false, ion, { condition: 3, droid: true });
    expect(core.health.condition).toBe(5);
    expect(core.actor.statuses.has("disabled")).toBe(true);
    const variant = await applied("sagaVariantConditionTrack", true, ion, { condition: 3, droid: true });
    expect(variant.health.condition).toBe(5);
    expect(variant.actor.statuses.has("disabled")).toBe(false);
  });
});
