// rcr-combat.txt › Injury and Death (Fatigued, Knocked Out, Disabled, Dying, Dead); Recovering without Help;
// Recovering with Help.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createInjuryState,
  healsNaturally,
  type InjuryEvent,
  type InjuryState,
  injuryEffects,
  injuryTransition,
  STABLE_HOURLY_DC,
  woundCondition,
} from "../../src/rules/index.ts";

const run = (state: InjuryState, ...events: InjuryEvent[]) => events.reduce(injuryTransition, state);
const fresh = () => createInjuryState(14, 14);

describe("Fatigued: any wound damage, -2 Str and Dex, no running or charging until healed", () => {
  it("losing wounds fatigues", () => {
    const state = run(fresh(), { type: "wounds", wounds: 12 });
    expect(state.condition).toBe("fatigued");
    expect(injuryEffects(state)).toMatchObject({
      abilityPenalty: -2,
      canRun: false,
      canCharge: false,
      actions: "full",
    });
  });
  it("healed to full, the fatigue ends", () => {
    const state = run(fresh(), { type: "wounds", wounds: 12 }, { type: "wounds", wounds: 14 });
    expect(injuryEffects(state)).toMatchObject({ abilityPenalty: 0, canRun: true, canCharge: true });
  });
  it("fatigued by another cause at full wound points: the same penalties", () => {
    expect(injuryEffects(fresh(), true)).toMatchObject({
      abilityPenalty: -2,
      canRun: false,
      canCharge: false,
      actions: "full",
    });
  });
});

describe("Knocked Out: a failed wound save, 1d4 rounds, not helpless", () => {
  const hurt = () => run(fresh(), { type: "wounds", wounds: 11 });
  it("Rorworr's save of 12 against DC 7 keeps him up", () => {
    expect(run(hurt(), { type: "woundSave", fortitudeTotal: 12, dc: 7, d4: 3 }).knockedOutRounds).toBe(0);
  });
  it("a wound save that exactly meets its DC keeps him up; one short of it knocks him out", () => {
    const state = hurt();
    expect(run(state, { type: "woundSave", fortitudeTotal: 8, dc: 8, d4: 3 })).toBe(state);
    expect(run(state, { type: "woundSave", fortitudeTotal: 7, dc: 8, d4: 3 })).toMatchObject({
      knockedOutRounds: 3,
      conscious: false,
    });
  });
  it("a failed save knocks out for the d4 rounds; no actions, but not helpless", () => {
    const state = run(hurt(), { type: "woundSave", fortitudeTotal: 6, dc: 8, d4: 3 });
    expect(state).toMatchObject({ knockedOutRounds: 3, conscious: false });
    expect(injuryEffects(state)).toMatchObject({ actions: "none", helpless: false });
  });
  it("wakes when the rounds run out", () => {
    const out = run(hurt(), { type: "woundSave", fortitudeTotal: 6, dc: 8, d4: 2 });
    const one = run(out, { type: "roundEnd" });
    expect(one).toMatchObject({ knockedOutRounds: 1, conscious: false });
    expect(run(one, { type: "roundEnd" })).toMatchObject({ knockedOutRounds: 0, conscious: true });
  });
  it("help (Treat Injury) wakes at once", () => {
    const out = run(hurt(), { type: "woundSave", fortitudeTotal: 6, dc: 8, d4: 4 });
    expect(run(out, { type: "revive" })).toMatchObject({ knockedOutRounds: 0, conscious: true });
  });
  it("round ends and revives do nothing to a character who is not knocked out", () => {
    const state = hurt();
    expect(run(state, { type: "roundEnd" }, { type: "revive" })).toBe(state);
  });
  it("more wound damage while knocked out keeps him out; a dying character is not knocked out", () => {
    const out = run(hurt(), { type: "woundSave", fortitudeTotal: 6, dc: 8, d4: 4 });
    expect(run(out, { type: "wounds", wounds: 5 }).conscious).toBe(false);
    const dying = run(fresh(), { type: "wounds", wounds: -2 });
    expect(run(dying, { type: "woundSave", fortitudeTotal: 0, dc: 20, d4: 2 })).toBe(dying);
  });
  it("a dying character's knock-out ends with the countdown but he stays unconscious", () => {
    const out = run(hurt(), { type: "woundSave", fortitudeTotal: 6, dc: 8, d4: 1 });
    const healedThenHurt = { ...out, wounds: -1, condition: woundCondition(-1, 14) } as InjuryState;
    expect(run(healedThenHurt, { type: "roundEnd" }).conscious).toBe(false);
    expect(run({ ...healedThenHurt, knockedOutRounds: 2 }, { type: "revive" }).conscious).toBe(false);
  });
  it("a d4 below 1 still knocks out for a round", () => {
    expect(run(hurt(), { type: "woundSave", fortitudeTotal: 1, dc: 8, d4: 0 }).knockedOutRounds).toBe(1);
  });
});

describe("Disabled at 0 wounds: one move or attack action a round; an attack action costs 1 wound", () => {
  const disabled = () => run(fresh(), { type: "wounds", wounds: 0 });
  it("single actions, attacks cost a wound", () => {
    expect(disabled().condition).toBe("disabled");
    expect(injuryEffects(disabled())).toMatchObject({
      actions: "single",
      attackCostsWound: true,
      helpless: false,
    });
  });
  it("attacking drops him to -1: dying and unconscious", () => {
    const state = run(disabled(), { type: "strenuousAction" });
    expect(state).toMatchObject({ wounds: -1, condition: "dying", conscious: false, stable: false });
    expect(injuryEffects(state)).toMatchObject({ actions: "none", helpless: true, dyingSaveEachRound: true });
  });
  it("a character with wounds above 0 pays nothing for an attack action", () => {
    const state = run(fresh(), { type: "wounds", wounds: 3 });
    expect(run(state, { type: "strenuousAction" })).toBe(state);
  });
  it("a healthy character neither pays a wound to attack nor rolls a dying save", () => {
    expect(injuryEffects(fresh())).toEqual({
      abilityPenalty: 0,
      canRun: true,
      canCharge: true,
      actions: "full",
      attackCostsWound: false,
      helpless: false,
      dyingSaveEachRound: false,
    });
    const atOne = run(fresh(), { type: "wounds", wounds: 1 });
    expect(injuryEffects(atOne)).toMatchObject({ actions: "full", attackCostsWound: false });
    expect(run(atOne, { type: "strenuousAction" })).toBe(atOne);
  });
});

describe("Dying (-1 to -9): unconscious, DC 10 Fortitude each round", () => {
  const dying = () => run(fresh(), { type: "wounds", wounds: -3 });
  it("falls unconscious at once", () => {
    expect(dying()).toMatchObject({ condition: "dying", conscious: false, stable: false });
  });
  it("a failed save loses 1 wound point", () => {
    expect(run(dying(), { type: "dyingSave", fortitudeTotal: 4 })).toMatchObject({
      wounds: -4,
      stable: false,
    });
  });
  it("a successful save stabilizes; later saves change nothing", () => {
    const stable = run(dying(), { type: "dyingSave", fortitudeTotal: 15 });
    expect(stable).toMatchObject({ wounds: -3, stable: true, conscious: false, tended: false });
    expect(injuryEffects(stable).dyingSaveEachRound).toBe(false);
    expect(run(stable, { type: "dyingSave", fortitudeTotal: 1 })).toBe(stable);
  });
  it("dying saves do nothing to a character who is not dying", () => {
    const state = fresh();
    expect(run(state, { type: "dyingSave", fortitudeTotal: 1 })).toBe(state);
  });
  it("failing at -9 is death", () => {
    const state = run(fresh(), { type: "wounds", wounds: -9 }, { type: "dyingSave", fortitudeTotal: 1 });
    expect(state).toMatchObject({ wounds: -10, condition: "dead", conscious: false });
    expect(injuryEffects(state)).toMatchObject({ actions: "none", canRun: false });
  });
  it("new wound damage to a stable character starts the dying again", () => {
    const stable = run(dying(), { type: "dyingSave", fortitudeTotal: 15 });
    expect(run(stable, { type: "wounds", wounds: -5 })).toMatchObject({ stable: false, conscious: false });
  });
  it("the same negative wound points reported again are no new loss: he stays stable", () => {
    const stable = run(dying(), { type: "dyingSave", fortitudeTotal: 15 });
    expect(run(stable, { type: "wounds", wounds: -3 })).toMatchObject({ stable: true, wounds: -3 });
  });
  it("a character found dying is neither tended nor recovering: he heals nothing yet", () => {
    const found = createInjuryState(-3, 14);
    expect(found).toMatchObject({ tended: false, recovering: false, stable: false, conscious: false });
    expect(healsNaturally(found)).toBe(false);
  });
  it("healing while still negative keeps him stable", () => {
    const stable = run(dying(), { type: "dyingSave", fortitudeTotal: 15 });
    expect(run(stable, { type: "wounds", wounds: -1 })).toMatchObject({ stable: true, wounds: -1 });
  });
});

describe("Recovering without Help: hourly save, then a 10% daily chance", () => {
  const stable = () =>
    run(fresh(), { type: "wounds", wounds: -3 }, { type: "dyingSave", fortitudeTotal: 10 });
  it("the hourly save uses DC 10 (the text names none)", () => {
    expect(STABLE_HOURLY_DC).toBe(10);
  });
  it("a successful hourly save wakes him: he acts as if disabled", () => {
    const awake = run(stable(), { type: "hourlySave", fortitudeTotal: 10 });
    expect(awake).toMatchObject({ conscious: true, stable: true });
    expect(injuryEffects(awake)).toMatchObject({
      actions: "single",
      attackCostsWound: true,
      helpless: false,
    });
  });
  it("a failed hourly save loses 1 wound point; he stays stable", () => {
    expect(run(stable(), { type: "hourlySave", fortitudeTotal: 9 })).toMatchObject({
      wounds: -4,
      stable: true,
      conscious: false,
    });
  });
  it("hourly saves do not apply once awake, or to a tended character", () => {
    const awake = run(stable(), { type: "hourlySave", fortitudeTotal: 10 });
    expect(run(awake, { type: "hourlySave", fortitudeTotal: 1 })).toBe(awake);
  });
  it("daily: 10% or less starts natural recovery, no more loss", () => {
    const awake = run(stable(), { type: "hourlySave", fortitudeTotal: 10 });
    const recovering = run(awake, { type: "dailyRecovery", d100: 10 });
    expect(recovering).toMatchObject({ recovering: true, wounds: -3 });
    expect(healsNaturally(recovering)).toBe(true);
    expect(run(recovering, { type: "dailyRecovery", d100: 90 })).toBe(recovering);
  });
  it("daily: more than 10% loses 1 wound point", () => {
    const awake = run(stable(), { type: "hourlySave", fortitudeTotal: 10 });
    expect(run(awake, { type: "dailyRecovery", d100: 11 })).toMatchObject({
      wounds: -4,
      recovering: false,
      conscious: true,
    });
    expect(healsNaturally(awake)).toBe(false);
  });
  it("a disabled character (0 wounds) rolls too; a failure leaves him stable at -1, still conscious", () => {
    const disabled = run(fresh(), { type: "wounds", wounds: 0 });
    expect(run(disabled, { type: "dailyRecovery", d100: 50 })).toMatchObject({
      wounds: -1,
      stable: true,
      conscious: true,
    });
  });
  it("the slow loss can kill", () => {
    const atNine = run(fresh(), { type: "wounds", wounds: -9 }, { type: "dyingSave", fortitudeTotal: 12 });
    expect(run(atNine, { type: "hourlySave", fortitudeTotal: 1 }).condition).toBe("dead");
    const awake = run(atNine, { type: "hourlySave", fortitudeTotal: 12 });
    expect(run(awake, { type: "dailyRecovery", d100: 99 })).toMatchObject({
      condition: "dead",
      stable: false,
    });
  });
  it("the daily roll does not apply to a character above 0 wounds or unconscious", () => {
    const hurt = run(fresh(), { type: "wounds", wounds: 5 });
    expect(run(hurt, { type: "dailyRecovery", d100: 50 })).toBe(hurt);
    expect(run(stable(), { type: "dailyRecovery", d100: 50 })).toEqual(stable());
  });
});

describe("Recovering with Help: Treat Injury DC 15 or Heal Another DC 10 stabilizes; 10% an hour to wake", () => {
  const dying = () => run(fresh(), { type: "wounds", wounds: -4 });
  it("Treat Injury 15 stabilizes and tends", () => {
    expect(run(dying(), { type: "stabilize", method: "treatInjury", checkTotal: 15 })).toMatchObject({
      stable: true,
      tended: true,
    });
  });
  it("Treat Injury 14 does not; Heal Another 10 does", () => {
    expect(run(dying(), { type: "stabilize", method: "treatInjury", checkTotal: 14 }).stable).toBe(false);
    expect(run(dying(), { type: "stabilize", method: "healAnother", checkTotal: 10 }).stable).toBe(true);
  });
  it("no stabilizing a character who is not dying", () => {
    const state = fresh();
    expect(run(state, { type: "stabilize", method: "healAnother", checkTotal: 30 })).toBe(state);
  });
  it("a tended character wakes on 10% or less each hour, and heals even while unconscious", () => {
    const tended = run(dying(), { type: "stabilize", method: "treatInjury", checkTotal: 20 });
    expect(healsNaturally(tended)).toBe(true);
    expect(run(tended, { type: "hourlyWake", d100: 11 })).toBe(tended);
    expect(run(tended, { type: "hourlyWake", d100: 10 }).conscious).toBe(true);
    expect(run(tended, { type: "hourlySave", fortitudeTotal: 1 })).toBe(tended);
    expect(run(tended, { type: "dailyRecovery", d100: 99 })).toBe(tended);
  });
  it("the hourly wake roll is for tended characters only", () => {
    const unaided = run(dying(), { type: "dyingSave", fortitudeTotal: 10 });
    expect(run(unaided, { type: "hourlyWake", d100: 1 })).toBe(unaided);
  });
  it("no hourly wake roll for a dying character who is not yet stable", () => {
    expect(run(dying(), { type: "hourlyWake", d100: 1 })).toEqual(dying());
  });
  it("back to 1 wound point or more: normal activity", () => {
    const tended = run(dying(), { type: "stabilize", method: "treatInjury", checkTotal: 20 });
    expect(run(tended, { type: "wounds", wounds: 1 })).toMatchObject({
      conscious: true,
      stable: false,
      tended: false,
      condition: "fatigued",
    });
  });
});

describe("who heals naturally: above 0 wounds, or once tended or recovering", () => {
  it("an ordinary wounded character (wound points above 0) heals naturally", () => {
    expect(healsNaturally(run(fresh(), { type: "wounds", wounds: 5 }))).toBe(true);
    expect(healsNaturally(run(fresh(), { type: "wounds", wounds: 1 }))).toBe(true);
  });
  it("an unaided disabled character (0 wounds) does not until he starts recovering", () => {
    const disabled = run(fresh(), { type: "wounds", wounds: 0 });
    expect(healsNaturally(disabled)).toBe(false);
    expect(healsNaturally(run(disabled, { type: "dailyRecovery", d100: 10 }))).toBe(true);
  });
});

describe("Dead at -10 wounds or Constitution 0", () => {
  it("exactly -10 is dead, -9 is still dying", () => {
    expect(woundCondition(-10, 14)).toBe("dead");
    expect(woundCondition(-9, 14)).toBe("dying");
    expect(createInjuryState(-10, 14)).toMatchObject({ condition: "dead", conscious: false });
  });
  it("-10 wounds", () => {
    expect(run(fresh(), { type: "wounds", wounds: -10 })).toMatchObject({
      condition: "dead",
      conscious: false,
    });
  });
  it("Constitution drops to 0", () => {
    expect(run(fresh(), { type: "wounds", wounds: 14, woundsMax: 0 }).condition).toBe("dead");
    expect(createInjuryState(3, 0)).toMatchObject({ condition: "dead", conscious: false });
  });
  it("a dead character never heals: not with wound points left (Constitution 0), not once tended", () => {
    expect(healsNaturally(run(fresh(), { type: "wounds", wounds: 14, woundsMax: 0 }))).toBe(false);
    const dying = run(fresh(), { type: "wounds", wounds: -8 });
    const tended = run(dying, { type: "stabilize", method: "treatInjury", checkTotal: 20 });
    expect(healsNaturally(run(tended, { type: "wounds", wounds: -11 }))).toBe(false);
  });
  it("only a change of wound points touches a dead character", () => {
    const dead = run(fresh(), { type: "wounds", wounds: -12 });
    expect(
      run(dead, { type: "dyingSave", fortitudeTotal: 20 }, { type: "revive" }, { type: "strenuousAction" }),
    ).toBe(dead);
    expect(healsNaturally(dead)).toBe(false);
  });
});

describe("injury machine properties", () => {
  const event: fc.Arbitrary<InjuryEvent> = fc.oneof(
    fc.record({ type: fc.constant("wounds" as const), wounds: fc.integer({ min: -14, max: 16 }) }),
    fc.record({
      type: fc.constant("wounds" as const),
      wounds: fc.integer({ min: -14, max: 16 }),
      woundsMax: fc.integer({ min: 0, max: 16 }),
    }),
    fc.record({
      type: fc.constant("woundSave" as const),
      fortitudeTotal: fc.integer({ min: 0, max: 25 }),
      dc: fc.integer({ min: 5, max: 25 }),
      d4: fc.integer({ min: 1, max: 4 }),
    }),
    fc.constant({ type: "roundEnd" as const }),
    fc.constant({ type: "revive" as const }),
    fc.record({ type: fc.constant("dyingSave" as const), fortitudeTotal: fc.integer({ min: 0, max: 20 }) }),
    fc.record({
      type: fc.constant("stabilize" as const),
      method: fc.constantFrom("treatInjury" as const, "healAnother" as const),
      checkTotal: fc.integer({ min: 0, max: 25 }),
    }),
    fc.record({ type: fc.constant("hourlySave" as const), fortitudeTotal: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ type: fc.constant("hourlyWake" as const), d100: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ type: fc.constant("dailyRecovery" as const), d100: fc.integer({ min: 1, max: 100 }) }),
    fc.constant({ type: "strenuousAction" as const }),
  );
  const start = fc
    .tuple(fc.integer({ min: -12, max: 16 }), fc.integer({ min: 0, max: 16 }))
    .map(([wounds, max]) => createInjuryState(wounds, max));

  it("the condition always agrees with the wound points", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          state = injuryTransition(state, e);
          if (state.condition !== woundCondition(state.wounds, state.woundsMax)) return false;
        }
        return true;
      }),
    );
  });

  it("only a 'wounds' event raises wound points; the others never do", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          const next = injuryTransition(state, e);
          if (e.type !== "wounds" && next.wounds > state.wounds) return false;
          state = next;
        }
        return true;
      }),
    );
  });

  it("the dead, the dying-and-unstable and the knocked out are never conscious; a stable flag needs negative wounds or a conscious recovery", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          state = injuryTransition(state, e);
          if (state.condition === "dead" && state.conscious) return false;
          if (state.condition === "dying" && !state.stable && state.conscious) return false;
          if (state.knockedOutRounds > 0 && state.conscious) return false;
          if (state.stable && state.wounds >= 0) return false;
        }
        return true;
      }),
    );
  });
});
