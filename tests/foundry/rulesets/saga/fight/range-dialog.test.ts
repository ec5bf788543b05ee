// The attack dialog's range band per target (Saga core, not in the texts): the measured band preselected with
// its squares, the player's word where nothing was measured; a band the player changes drops the squares.
// Rendered with the real template and lang.
import { describe, expect, it } from "vitest";
import {
  readSagaAttackForm,
  type SagaDialogInput,
  sagaDialogContext,
} from "../../../../../src/rulesets/saga/attack/attack-dialog-form.ts";
import { renderTemplate } from "../../../rolls/card-template.ts";
import { blasterRifle, choices, target, trooper } from "./fight-fixtures.ts";

const foe = target("Foe", 10);
const rifle = { ...blasterRifle, range: { category: "rifle", accuracy: "normal" as const } };
const measured = choices({
  targets: {
    [foe.tokenUuid]: {
      cover: "none",
      concealment: "none",
      flanking: false,
      intoMelee: false,
      range: "short",
      distance: 31,
    },
  },
});
const input = (more: Partial<SagaDialogInput> = {}): SagaDialogInput => ({
  weapon: rifle,
  attacker: trooper,
  targets: [foe],
  choices: measured,
  ...more,
});
const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
const render = (i: SagaDialogInput) =>
  renderTemplate("systems/swrpg/templates/saga/dialog/attack-dialog.hbs", sagaDialogContext(i));

describe("the range band in the attack dialog", () => {
  it("a measured target shows its squares and has its band selected", async () => {
    const html = await render(input());
    expect(html).toContain("Range (31 sq.)");
    expect(html).toMatch(/<option value="short" selected>Short range \(−2\)<\/option>/);
  });

  it("kept as measured: the band with its squares; changed: the player's band without them", () => {
    expect(readSagaAttackForm(form({ "range-0": "short" }), input()).targets[foe.tokenUuid]).toMatchObject({
      range: "short",
      distance: 31,
    });
    const changed = readSagaAttackForm(form({ "range-0": "long" }), input()).targets[foe.tokenUuid];
    expect(changed?.range).toBe("long");
    expect(changed?.distance).toBeUndefined();
  });

  it("an unknown band falls back to the measured one; unmeasured, to point blank", () => {
    expect(readSagaAttackForm(form({ "range-0": "orbit" }), input()).targets[foe.tokenUuid]?.range).toBe(
      "short",
    );
    const unmeasured = input({ choices: choices() });
    expect(readSagaAttackForm(form({}), unmeasured).targets[foe.tokenUuid]?.range).toBe("pointBlank");
  });

  it("a melee weapon has no range band", async () => {
    const blade = {
      ...blasterRifle,
      kind: "melee" as const,
      rules: { group: "melee" as const },
      range: undefined,
    };
    expect(sagaDialogContext(input({ weapon: blade })).ranges).toBeNull();
    expect(await render(input({ weapon: blade }))).not.toContain('name="range-0"');
  });
});
