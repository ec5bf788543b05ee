// The Saga attack dialog's running total (issue 34: "a running attack-bonus preview, as RCR's dialog has") and
// its "Who sees the roll". The preview is planned by the same code the roll uses (attack-plan.ts), so it is the
// bonus the card will show. The trooper: BAB +3, Dex +2, a blaster rifle (+5, autofire).
import { describe, expect, it } from "vitest";
import {
  readSagaAttackForm,
  type SagaDialogInput,
  sagaDialogContext,
  sagaRunningTotal,
} from "../../../../../src/rulesets/saga/attack/attack-dialog-form.ts";
import { previewSagaAttack, runSagaAttack } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import { blasterRifle, choices, d20, fragGrenade, target, trooper } from "./fight-fixtures.ts";

const officer = target("Imperial officer", 16);
const scout = target("Scout trooper", 18, { prone: true });
const input = (more: Partial<SagaDialogInput> = {}): SagaDialogInput => ({
  weapon: blasterRifle,
  attacker: { ...trooper, burstFire: true },
  targets: [officer, scout],
  choices: choices(),
  ...more,
});
const form =
  (fields: Record<string, string>) =>
  (name: string): string | null =>
    fields[name] ?? null;

describe("the running total of a Saga attack", () => {
  it("a single shot: BAB 3 + Dex 2 = +5; against the prone scout +0 (ranged at a prone target −5)", () => {
    expect(sagaRunningTotal(input(), choices())).toEqual({
      total: { bonuses: [5], refusedKey: null },
      targets: [5, 0],
    });
  });
  it("follows the choices: autofire −5, Burst Fire −5 and a situational +2", () => {
    expect(sagaRunningTotal(input(), choices({ fire: "autofire" }))?.total.bonuses).toEqual([0]);
    expect(sagaRunningTotal(input(), choices({ fire: "burstFire", situational: 2 }))?.total.bonuses).toEqual([
      2,
    ]);
  });
  it("concealment on one target changes that row only (−2 concealment, saga-special-combat-rules.txt › Concealment)", () => {
    const hidden = choices({
      targets: {
        [officer.tokenUuid]: { cover: "none", concealment: "concealment", flanking: false, intoMelee: false },
      },
    });
    expect(sagaRunningTotal(input(), hidden)).toEqual({
      total: { bonuses: [5], refusedKey: null },
      targets: [3, 0],
    });
  });
  it("is the bonus the roll then uses: the card's attack and each target's total less the natural roll", async () => {
    const preview = previewSagaAttack({ ...input(), choices: choices() });
    const card = await runSagaAttack({ ...input(), choices: choices() }, d20(11));
    if (!card || "ok" in card || "ok" in preview) throw new Error("refused");
    const attack = card.attacks[0];
    expect(attack?.bonus).toBe(preview.bonus);
    expect(attack?.targets.map((t) => t.total - attack.natural)).toEqual([
      preview.targets[officer.tokenUuid],
      preview.targets[scout.tokenUuid],
    ]);
  });
  it("a choice the rules refuse shows why in its place: a heavy attack needs one target", () => {
    const blade = {
      ...blasterRifle,
      kind: "melee" as const,
      autofire: false,
      rules: { group: "melee" as const },
    };
    const running = sagaRunningTotal(
      input({ weapon: blade, attacker: { ...trooper, bab: 6 }, variant: { sagaVariantFormulas: true } }),
      choices({ heavy: "heavy" }),
    );
    expect(running).toEqual({
      total: { bonuses: [], refusedKey: "SWRPG.Saga.Attack.Refused.heavySingleTarget" },
      targets: [null, null],
    });
  });
  it("the area's cover dialog has no running total (its bonus was shown in the first dialog)", () => {
    const area = input({ weapon: fragGrenade, areaOnly: { coverOrigin: "center" } });
    expect(sagaRunningTotal(area, choices())).toBeNull();
    expect(sagaDialogContext(area).total).toBeNull();
  });
});

describe("who sees a Saga roll", () => {
  it("the dialog starts on the roll mode given and offers core's four", () => {
    const context = sagaDialogContext(input({ rollMode: "gmroll" }));
    expect(context.rollMode).toBe("gmroll");
    expect(context.rollModes).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
    expect(sagaDialogContext(input()).rollMode).toBe("publicroll");
  });
  it("the chosen mode is read into the choices; anything else is no choice (the user's chat setting)", () => {
    expect(readSagaAttackForm(form({ rollMode: "blindroll" }), input()).rollMode).toBe("blindroll");
    expect(readSagaAttackForm(form({ rollMode: "roll" }), input())).not.toHaveProperty("rollMode");
    expect(readSagaAttackForm(form({}), input())).not.toHaveProperty("rollMode");
  });
  it("the area's cover dialog keeps the mode chosen in the first dialog", () => {
    const area = input({
      weapon: fragGrenade,
      areaOnly: { coverOrigin: "center" },
      choices: choices({ rollMode: "selfroll" }),
    });
    expect(readSagaAttackForm(form({}), area).rollMode).toBe("selfroll");
  });
});
