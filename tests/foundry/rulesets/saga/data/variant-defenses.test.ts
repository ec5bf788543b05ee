// saga-variant-character-combat.txt › Defense Scores, Damage Threshold, Mental Threshold, as the world option
// sagaVariantDefenses: the six defenses and both thresholds derived from the actor, worked out by hand:
//   General 10 + ½ heroic level + Dex + armor + class + size; Combat Maneuver 10 + Dex + CM attack bonus;
//   Fortitude 10 + ½ level + Con + class + size; Reflex 10 + ½ level + Dex + class + size; Will 10 + ½ level
//   + Wis + class (no size); Devastating Injury level + Con + class + size (no 10, the full level);
//   damage threshold 5 + ½ level + Con + modifiers + size; mental threshold 5 + ½ level + Wis + modifiers.
// Readings (docs/rules-api-saga.md): size is core's Reflex size modifier (Large −1) for the defenses and
// core's threshold size bonus (Large +5) for the damage threshold; the armor bonus is the worn armor's
// Reflex bonus; a condition penalty of the 5-step track is an additional modifier to every defense.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saga } from "../../../../../src/rules/index.ts";
import { sagaActorStats } from "../../../../../src/rulesets/saga/data/actor-stats.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { createSoldier, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

beforeAll(registerSystem);
afterAll(() => installSettings({ ruleset: "saga" }));

/**
 * The rebel soldier (level 3, Dex 14, Con 13, Wis 10; class Reflex +1, Fortitude +2; combat jumpsuit, Reflex
 * bonus 4) with the variant's inputs: class General +2, class Devastating Injury +1, Combat Maneuver Attack
 * Bonus +5, other damage threshold modifiers +3, other mental threshold modifiers +1.
 */
function variantSoldier(more: Record<string, unknown> = {}) {
  return createSoldier((data) => {
    Object.assign(data.system, {
      classDefense: { reflex: 1, fortitude: 2, will: 0, general: 2, devastatingInjury: 1 },
      combatManeuverBonus: 5,
      thresholdMisc: { damage: 3, mental: 1 },
      ...more,
    });
  });
}

describe("sagaVariantDefenses on", () => {
  it("General 10+1+2+4+2 = 19, CM 10+2+5 = 17, Fort 10+1+1+2 = 14, Reflex 10+1+2+1 = 14, Will 11, DI 3+1+1 = 5", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const system = sagaSystemOf(await variantSoldier());
    expect(system.variantDefenses).toEqual({
      general: 19,
      combatManeuver: 17,
      fortitude: 14,
      reflex: 14,
      will: 11,
      devastatingInjury: 5,
    });
  });

  it("damage threshold 5+1+1+3 = 10 replaces core's 18 everywhere; mental threshold 5+1+0+1 = 7", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const actor = await variantSoldier();
    const system = sagaSystemOf(actor);
    expect(system.damageThreshold).toBe(10);
    expect(system.mentalThreshold).toBe(7);
    const stats = sagaActorStats(actor);
    expect(stats?.damageThreshold).toBe(10);
    expect(stats?.health.damageThreshold).toBe(10);
    expect(stats?.mentalThreshold).toBe(7);
    expect(stats?.variantDefenses?.general).toBe(19);
  });

  it("a Large soldier: size −1 on General, Fortitude, Reflex and DI, none on Will and CM; +5 on the damage threshold only", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const system = sagaSystemOf(await variantSoldier({ size: "large" }));
    expect(system.variantDefenses).toEqual({
      general: 18,
      combatManeuver: 17,
      fortitude: 13,
      reflex: 13,
      will: 11,
      devastatingInjury: 4,
    });
    expect(system.damageThreshold).toBe(15);
    expect(system.mentalThreshold).toBe(7);
  });

  it("two steps down the 5-step track: −2 on every defense, none on the thresholds", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const system = sagaSystemOf(await variantSoldier({ condition: { step: 2, persistent: false } }));
    expect(system.variantDefenses).toEqual({
      general: 17,
      combatManeuver: 15,
      fortitude: 12,
      reflex: 12,
      will: 9,
      devastatingInjury: 3,
    });
    expect(system.damageThreshold).toBe(10);
  });

  it("helpless: Reflex takes Dex −5 instead of +2 (10+1−5+1 = 7); General keeps the Dex bonus", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const actor = await createSoldier(
      (data) => {
        Object.assign(data.system, { classDefense: { reflex: 1, fortitude: 2, will: 0, general: 2 } });
      },
      ["helpless"],
    );
    const system = sagaSystemOf(actor);
    expect(system.variantDefenses?.reflex).toBe(7);
    expect(system.variantDefenses?.general).toBe(19);
  });
});

describe("sagaVariantDefenses off", () => {
  it("core Saga: no variant defenses or mental threshold, the threshold is Fortitude 18, the inputs stay stored", async () => {
    installSettings({ ruleset: "saga" });
    const actor = await variantSoldier();
    const system = sagaSystemOf(actor);
    expect(system.variantDefenses).toBeNull();
    expect(system.mentalThreshold).toBeNull();
    expect(system.damageThreshold).toBe(18);
    expect(system.defenses.reflex.total).toBe(17);
    expect(sagaActorStats(actor)).toMatchObject({
      variantDefenses: null,
      mentalThreshold: null,
      damageThreshold: 18,
    });
    expect(actor._source.system).toMatchObject({
      classDefense: { general: 2, devastatingInjury: 1 },
      combatManeuverBonus: 5,
      thresholdMisc: { damage: 3, mental: 1 },
    });
  });

  it("switching the option on and off again changes the derived numbers only, never the stored data", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const actor = await variantSoldier();
    const stored = structuredClone(actor._source);
    expect(sagaSystemOf(actor).damageThreshold).toBe(10);
    installSettings({ ruleset: "saga" });
    actor.prepareData();
    expect(sagaSystemOf(actor).damageThreshold).toBe(18);
    expect(sagaSystemOf(actor).variantDefenses).toBeNull();
    expect(actor._source).toEqual(stored);
  });
});

// variant › Damage Resistance: a DR may stop only some damage types, or be bypassed by some. The natural DR's
// types are stored always and read only with sagaVariantDefenses.
describe("damage resistance by type", () => {
  const typedSoldier = (mode: string) =>
    createSoldier((data) => {
      Object.assign(data.system, { damageReduction: 5, damageReductionTypes: { mode, type: "energy" } });
    });
  /** What a 12-point hit of each type leaves after the actor's DR, through the engine. */
  const leftOf = (actor: Actor.Implementation) => {
    const reductions = sagaActorStats(actor)?.damageReduction ?? [];
    return {
      energy: saga.applyDamageReduction(12, reductions, { types: ["energy"] }).damage,
      slashing: saga.applyDamageReduction(12, reductions, { types: ["slashing"] }).damage,
    };
  };

  it("on: DR 5 against energy only stops 5 of an energy hit and none of a slashing one; DR 5/energy the reverse", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const only = await typedSoldier("appliesTo");
    expect(sagaSystemOf(only).damageReductions).toEqual([{ amount: 5, appliesTo: ["energy"] }]);
    expect(leftOf(only)).toEqual({ energy: 7, slashing: 12 });
    const bypassed = await typedSoldier("bypassedBy");
    expect(sagaSystemOf(bypassed).damageReductions).toEqual([{ amount: 5, bypassedBy: ["energy"] }]);
    expect(leftOf(bypassed)).toEqual({ energy: 12, slashing: 7 });
    expect(leftOf(await typedSoldier("all"))).toEqual({ energy: 7, slashing: 7 });
  });

  it("off: the same stored types are ignored, DR 5 stops every type; a mode that is not a choice is refused", async () => {
    installSettings({ ruleset: "saga" });
    const actor = await typedSoldier("appliesTo");
    expect(sagaSystemOf(actor).damageReductions).toEqual([{ amount: 5 }]);
    expect(leftOf(actor)).toEqual({ energy: 7, slashing: 7 });
    expect(actor._source.system.damageReductionTypes).toEqual({ mode: "appliesTo", type: "energy" });
    await actor.update({ "system.damageReductionTypes.mode": "sometimes" } as unknown as Actor.UpdateData);
    expect(actor._source.system.damageReductionTypes.mode).toBe("appliesTo");
  });
});
