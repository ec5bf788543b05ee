// Healing from the sheet, worked out by the engine: rcr-combat.txt › Natural Healing (a 5th-level soldier
// recovers 5 vitality points an hour of rest and 1 wound point a day), Assisted Healing (long-term care: 2 a
// day), Healing Limits (never above the maximum), Recovering with Help (Treat Injury DC 15, Heal Another
// DC 10), Recovering without Help (no wound points while dying untended).
import { describe, expect, it } from "vitest";
import { healingCardContext } from "../../../../../src/rulesets/rcr/healing/healing-card.ts";
import {
  afterRest,
  afterStabilize,
  type Patient,
  readRestForm,
  readStabilizeForm,
} from "../../../../../src/rulesets/rcr/healing/healing-plan.ts";

const soldier: Patient = {
  level: 5,
  vitality: 20,
  vitalityMax: 40,
  wounds: 10,
  woundsMax: 14,
  stable: false,
  tended: false,
};
const get = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("rest", () => {
  it("the 5th-level soldier: 5 vitality an hour (3 hours: +15), 1 wound a day", () => {
    expect(afterRest(soldier, { hours: 3, days: 1, longTermCare: false })).toMatchObject({
      vitality: 35,
      wounds: 11,
    });
  });
  it("long-term care doubles the wound points to 2 a day; never above the maximum", () => {
    expect(afterRest(soldier, { hours: 0, days: 1, longTermCare: true }).wounds).toBe(12);
    expect(afterRest(soldier, { hours: 8, days: 3, longTermCare: true })).toMatchObject({
      vitality: 40,
      wounds: 14,
    });
  });
  it("dying and untended: no wound points come back; under long-term care they do, and waking clears stable", () => {
    const dying = { ...soldier, wounds: -3, stable: true };
    expect(afterRest(dying, { hours: 0, days: 2, longTermCare: false }).wounds).toBe(-3);
    const cared = afterRest(dying, { hours: 0, days: 2, longTermCare: true });
    expect(cared).toMatchObject({ wounds: 1, stable: false, tended: false });
  });
  it("the form: whole hours 0-720 and days 0-365, at least one; a bad field is named", () => {
    expect(readRestForm(get({ hours: "8", days: "", longTermCare: "on" }))).toEqual({
      ok: true,
      choice: { hours: 8, days: 0, longTermCare: true },
    });
    expect(readRestForm(get({ hours: "2.5" }))).toEqual({ ok: false, field: "SWRPG.Healing.Hours" });
    expect(readRestForm(get({ hours: "721" }))).toEqual({ ok: false, field: "SWRPG.Healing.Hours" });
    expect(readRestForm(get({ hours: "1", days: "-1" }))).toEqual({ ok: false, field: "SWRPG.Healing.Days" });
    expect(readRestForm(get({ hours: "0", days: "0" }))).toEqual({ ok: false, field: "SWRPG.Healing.Hours" });
  });
});

describe("stabilizing the dying", () => {
  const dying = { ...soldier, wounds: -4 };
  it("Treat Injury: 15 stabilizes (stable and tended), 14 does not", () => {
    expect(afterStabilize(dying, { method: "treatInjury", checkTotal: 15 })).toMatchObject({
      dc: 15,
      success: true,
      after: { wounds: -4, stable: true, tended: true },
    });
    expect(afterStabilize(dying, { method: "treatInjury", checkTotal: 14 })).toMatchObject({
      success: false,
      after: { stable: false },
    });
  });
  it("Heal Another: DC 10", () => {
    expect(afterStabilize(dying, { method: "healAnother", checkTotal: 10 }).success).toBe(true);
    expect(afterStabilize(dying, { method: "healAnother", checkTotal: 9 }).success).toBe(false);
  });
  it("no one but the dying is stabilized (not at 0 wounds, not the dead)", () => {
    expect(afterStabilize({ ...soldier, wounds: 0 }, { method: "healAnother", checkTotal: 30 }).success).toBe(
      false,
    );
    expect(
      afterStabilize({ ...soldier, wounds: -10 }, { method: "healAnother", checkTotal: 30 }).success,
    ).toBe(false);
  });
  it("the form: a known method and a whole check total, else the field is named", () => {
    expect(readStabilizeForm(get({ method: "treatInjury", checkTotal: "17" }))).toEqual({
      ok: true,
      choice: { method: "treatInjury", checkTotal: 17 },
    });
    expect(readStabilizeForm(get({ method: "bacta", checkTotal: "17" }))).toEqual({
      ok: false,
      field: "SWRPG.Healing.Method",
    });
    expect(readStabilizeForm(get({ method: "healAnother", checkTotal: "" }))).toEqual({
      ok: false,
      field: "SWRPG.Healing.CheckTotal",
    });
  });
});

describe("the card", () => {
  it("lists what changed with the gain, and offers Undo only when something changed", () => {
    const after = afterRest(soldier, { hours: 3, days: 1, longTermCare: false });
    const before = { vitality: 20, wounds: 10, stable: false, tended: false };
    const context = healingCardContext({
      kind: "rest",
      actorUuid: "Actor.a",
      name: "Soldier",
      before,
      after,
      rest: { hours: 3, days: 1, longTermCare: false },
    });
    expect(context.changes).toEqual([
      { labelKey: "SWRPG.Actor.Vitality", before: 20, after: 35, gained: 15 },
      { labelKey: "SWRPG.Actor.Wounds", before: 10, after: 11, gained: 1 },
    ]);
    expect(context.changed).toBe(true);
    const nothing = healingCardContext({
      kind: "rest",
      actorUuid: "Actor.a",
      name: "Soldier",
      before,
      after: before,
      rest: { hours: 1, days: 0, longTermCare: false },
    });
    expect(nothing).toMatchObject({ changes: [], changed: false });
  });
});
