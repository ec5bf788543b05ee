// saga-variant-character-combat.txt › Character Condition Tracks, as the world options sagaVariantConditionTrack
// (15 steps instead of core's 5) and sagaVariantLimbTracks (a 5-step track for each limb). The stored step
// allows 0 to 15 always; a step past the world's track is read as its bottom and never rewritten. Core's 5
// steps carry −1, −2, −5, −10 and helpless at the bottom; the variant's 15 carry no penalty (a reading:
// docs/rules-api-saga.md › Readings), only helpless at the bottom. Limb steps have no effect in the text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sagaActorStats } from "../../../../../src/rulesets/saga/data/actor-stats.ts";
import { SAGA_SHEET_ACTIONS } from "../../../../../src/rulesets/saga/sheets/actions.ts";
import type { SheetHandle } from "../../../../../src/rulesets/types.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { createSoldier, registerSystem, sagaSheetContext, sagaSystemOf } from "./saga-fixtures.ts";

beforeAll(registerSystem);
afterAll(() => installSettings({ ruleset: "saga" }));

const LONG = { ruleset: "saga", sagaVariantConditionTrack: true };
const CORE = { ruleset: "saga" };

async function click(actor: Actor.Implementation, action: string, data: Record<string, string>) {
  const sheet: SheetHandle = { actor, isEditable: true };
  await SAGA_SHEET_ACTIONS[action]?.(sheet, {} as PointerEvent, { dataset: data } as unknown as HTMLElement);
}

const view = (actor: Actor.Implementation) => sagaSheetContext(actor);

const condition = (actor: Actor.Implementation) => {
  const system = sagaSystemOf(actor);
  return {
    stored: actor._source.system.condition.step,
    step: system.conditionStep,
    length: system.conditionTrackLength,
    penalty: system.conditionPenalty,
    helpless: system.helpless,
  };
};

describe("the condition track's length by the option", () => {
  it("core: 5 steps; clicking 5 reaches the bottom (helpless, no penalty), 6 is refused", async () => {
    installSettings(CORE);
    const actor = await createSoldier();
    await click(actor, "setCondition", { step: "4" });
    expect(condition(actor)).toEqual({ stored: 4, step: 4, length: 5, penalty: -10, helpless: false });
    await click(actor, "setCondition", { step: "5" });
    expect(condition(actor)).toEqual({ stored: 5, step: 5, length: 5, penalty: 0, helpless: true });
    await click(actor, "setCondition", { step: "6" });
    expect(condition(actor).stored).toBe(5);
  });

  it("variant: 15 steps without penalty; step 5 is not the bottom, 15 is (helpless), 16 is refused", async () => {
    installSettings(LONG);
    const actor = await createSoldier();
    await click(actor, "setCondition", { step: "5" });
    expect(condition(actor)).toEqual({ stored: 5, step: 5, length: 15, penalty: 0, helpless: false });
    expect(sagaSystemOf(actor).defenses.reflex.total).toBe(17);
    await click(actor, "setCondition", { step: "14" });
    expect(condition(actor).helpless).toBe(false);
    await click(actor, "setCondition", { step: "15" });
    expect(condition(actor)).toEqual({ stored: 15, step: 15, length: 15, penalty: 0, helpless: true });
    await click(actor, "setCondition", { step: "16" });
    expect(condition(actor).stored).toBe(15);
  });

  it("switched off with step 12 stored: read as the 5-step track's bottom everywhere, the stored 12 kept", async () => {
    installSettings(LONG);
    const actor = await createSoldier();
    await click(actor, "setCondition", { step: "12" });
    installSettings(CORE);
    actor.prepareData();
    expect(condition(actor)).toEqual({ stored: 12, step: 5, length: 5, penalty: 0, helpless: true });
    const stats = sagaActorStats(actor);
    expect(stats?.condition).toMatchObject({ step: 5, trackLength: 5 });
    expect(stats?.health.condition).toBe(5);
    expect(
      view(actor)
        .conditionSteps.filter((step) => step.current)
        .map((step) => step.step),
    ).toEqual([5]);
    installSettings(LONG);
    actor.prepareData();
    expect(condition(actor)).toEqual({ stored: 12, step: 12, length: 15, penalty: 0, helpless: false });
  });
});

describe("the sheet's track", () => {
  it("core: 6 buttons named by their penalty, Normal … Helpless", async () => {
    installSettings(CORE);
    const steps = view(await createSoldier()).conditionSteps;
    expect(steps.map((step) => step.label)).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `SWRPG.Saga.Sheet.ConditionStep.${n}`),
    );
    expect(steps.map((step) => step.penalty)).toEqual([0, -1, -2, -5, -10, 0]);
    expect(steps.map((step) => step.bottom)).toEqual([false, false, false, false, false, true]);
  });

  it("variant: 16 buttons; only Normal (0) and Helpless (15) are named, the bottom alone is helpless", async () => {
    installSettings(LONG);
    const sheet = view(await createSoldier());
    const steps = sheet.conditionSteps;
    expect(steps.map((step) => step.step)).toEqual([...Array(16).keys()]);
    expect(steps[0]?.label).toBe("SWRPG.Saga.Sheet.ConditionStep.0");
    expect(steps[15]?.label).toBe("SWRPG.Saga.Sheet.ConditionStep.5");
    expect(steps.slice(1, 15).every((step) => step.label === null)).toBe(true);
    expect(steps.filter((step) => step.bottom).map((step) => step.step)).toEqual([15]);
    expect(sheet.variant.sagaVariantConditionTrack).toBe(true);
  });
});

describe("limb tracks", () => {
  it("each limb's click sets its 0…5 step; 6 and an unknown limb are refused", async () => {
    installSettings({ ruleset: "saga", sagaVariantLimbTracks: true });
    const actor = await createSoldier();
    await click(actor, "setLimb", { limb: "leftArm", step: "5" });
    await click(actor, "setLimb", { limb: "rightLeg", step: "2" });
    await click(actor, "setLimb", { limb: "rightArm", step: "6" });
    await click(actor, "setLimb", { limb: "tail", step: "1" });
    expect(actor._source.system.limbs).toEqual({ leftArm: 5, rightArm: 0, leftLeg: 0, rightLeg: 2 });
    expect(sagaSystemOf(actor).conditionPenalty).toBe(0);
    await click(actor, "setLimb", { limb: "leftArm", step: "0" });
    expect(sagaSystemOf(actor).limbs.leftArm).toBe(0);
    expect(view(actor).variant.sagaVariantLimbTracks).toBe(true);
  });

  it("option off: the sheet is told so and the stored steps stay", async () => {
    installSettings({ ruleset: "saga", sagaVariantLimbTracks: true });
    const actor = await createSoldier();
    await click(actor, "setLimb", { limb: "leftLeg", step: "3" });
    installSettings(CORE);
    actor.prepareData();
    expect(view(actor).variant.sagaVariantLimbTracks).toBe(false);
    expect(actor._source.system.limbs.leftLeg).toBe(3);
  });
});
