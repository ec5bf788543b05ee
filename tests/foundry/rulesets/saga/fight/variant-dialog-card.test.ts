// The Saga variant in the attack dialog and on the card, each option ON against OFF: the grip and the heavy
// attacks the attacker's BAB unlocks (saga-variant-character-combat.txt › Double-Grip & Single-Grip, Special
// Attacks: heavy 6, improved 12, master 18), the devastating-injury note when a heavy attack's damage exceeds
// the target's damage threshold (1 d20, improved 3), advantage from flanking, the variant's damage parts,
// General Defense named, massive damage among what a token took. Rendered with the real templates and lang.
import { describe, expect, it } from "vitest";
import {
  readSagaAttackForm,
  type SagaDialogInput,
  sagaDialogContext,
} from "../../../../../src/rulesets/saga/attack/attack-dialog-form.ts";
import { runSagaAttack } from "../../../../../src/rulesets/saga/attack/attack-pipeline.ts";
import type { SagaWeaponView } from "../../../../../src/rulesets/saga/attack/attack-views.ts";
import { sagaCardContext, type TakesFn } from "../../../../../src/rulesets/saga/card/card-context.ts";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { takesFromCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { renderTemplate } from "../../../rolls/card-template.ts";
import { blasterRifle, choices, d20, target, trooper } from "./fight-fixtures.ts";

const blade = {
  ...blasterRifle,
  kind: "melee" as const,
  rules: { group: "melee" as const },
  autofire: false,
};
const dialog = (bab: number, variant = {}, weapon: SagaWeaponView = blade): SagaDialogInput => ({
  weapon,
  attacker: { ...trooper, bab },
  targets: [target("Foe", 10)],
  choices: choices(),
  variant,
});
const FORMULAS = { sagaVariantFormulas: true };
const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
const renderDialog = (input: SagaDialogInput) =>
  renderTemplate("systems/swrpg/templates/saga/dialog/attack-dialog.hbs", sagaDialogContext(input));

describe("the attack dialog's grip and heavy attacks", () => {
  it("OFF: no grip and no heavy attack, even at BAB 18; a submitted heavy attack is ignored", async () => {
    const input = dialog(18);
    expect(sagaDialogContext(input)).toMatchObject({ grips: null, heavyTiers: null });
    const html = await renderDialog(input);
    expect(html).not.toContain('name="grip"');
    expect(html).not.toContain('name="heavy"');
    expect(readSagaAttackForm(form({ heavy: "heavy" }), input).heavy).toBeUndefined();
  });
  it("ON: every grip (the data says how a weapon is wielded, not its class)", async () => {
    const html = await renderDialog(dialog(1, FORMULAS));
    expect(html).toContain("Double grip (one-handed weapon in both hands)");
    expect(html).toContain("Single grip (two-handed weapon in one hand)");
    expect(readSagaAttackForm(form({ grip: "single" }), dialog(1, FORMULAS)).grip).toBe("single");
    expect(readSagaAttackForm(form({ grip: "sideways" }), dialog(1, FORMULAS)).grip).toBe("normal");
  });
  it("ON: the heavy attacks by BAB — none at 5, heavy from 6, improved from 12, master from 18", () => {
    const tiers = (bab: number) => sagaDialogContext(dialog(bab, FORMULAS)).heavyTiers ?? [];
    expect(tiers(5)).toEqual([]);
    expect(tiers(6)).toEqual(["heavy"]);
    expect(tiers(11)).toEqual(["heavy"]);
    expect(tiers(12)).toEqual(["heavy", "improvedHeavy"]);
    expect(tiers(17)).toEqual(["heavy", "improvedHeavy"]);
    expect(tiers(18)).toEqual(["heavy", "improvedHeavy", "masterHeavy"]);
  });
  it("ON: a tier above the BAB cannot be submitted; 'none' is no heavy attack", () => {
    expect(readSagaAttackForm(form({ heavy: "improvedHeavy" }), dialog(11, FORMULAS)).heavy).toBeUndefined();
    expect(readSagaAttackForm(form({ heavy: "improvedHeavy" }), dialog(12, FORMULAS)).heavy).toBe(
      "improvedHeavy",
    );
    expect(readSagaAttackForm(form({ heavy: "" }), dialog(12, FORMULAS)).heavy).toBeUndefined();
  });
  it("the dialog names General Defense when the weapon attacks it", async () => {
    const html = await renderDialog(dialog(1, {}, { ...blade, defense: "general" }));
    expect(html).toContain("Attacks General");
  });
});

const viewer = { isGM: true, hideDefense: false };

async function heavyCard(tier: "heavy" | "improvedHeavy", total: number): Promise<SagaAttackCard> {
  const result = await runSagaAttack(
    {
      attacker: { ...trooper, bab: 12, str: 2, heroicLevel: 4 },
      weapon: { ...blade, diceFormula: "2d6" },
      choices: choices({ heavy: tier }),
      targets: [target("Threshold 12", 10, { damageThreshold: 12 })],
      variant: FORMULAS,
    },
    d20(15),
  );
  if (!result || "ok" in result) throw new Error("no card");
  const attack = result.attacks[0];
  if (attack) attack.damage = { formula: attack.damageFormula, total, rollIndex: 1 };
  return result;
}

const renderCard = (card: SagaAttackCard, takes: TakesFn = takesFromCard(card), marks = []) =>
  renderTemplate(
    "systems/swrpg/templates/saga/chat/attack-card.hbs",
    sagaCardContext(card, "m1", viewer, marks, takes),
  );

describe("the card of a heavy attack", () => {
  it("damage 13 exceeds threshold 12: a devastating injury rolled with 1 d20; the damage parts listed", async () => {
    // (2d6)*3 + 2 (half level 4) + 2 (Str).
    const card = await heavyCard("heavy", 13);
    expect(card.attacks[0]?.damageFormula).toBe("(2d6)*3 + 4");
    const context = sagaCardContext(card, "m1", viewer, [], takesFromCard(card));
    expect(context.attacks[0]?.targets[0]).toMatchObject({ takes: 13, injury: 1 });
    expect(context.attacks[0]?.damageBreakdown).toEqual([
      { labelKey: "SWRPG.Saga.Card.Part.halfLevel", value: 2 },
      { labelKey: "SWRPG.Saga.Card.Part.strength", value: 2 },
    ]);
    const html = await renderCard(card);
    expect(html).toContain("Devastating injury: roll 1d20");
    expect(html).toContain("Heavy attack: dice multiplied, never critical");
    expect(html).toContain("Half heroic level");
  });
  it("damage 12 equals the threshold: no injury (it must exceed it)", async () => {
    const card = await heavyCard("heavy", 12);
    expect(await renderCard(card)).not.toContain("Devastating injury");
  });
  it("an improved heavy attack's injury is rolled with 3 d20s", async () => {
    const html = await renderCard(await heavyCard("improvedHeavy", 30));
    expect(html).toContain("Devastating injury: roll 3d20");
  });
  it("a normal attack in the same world (formulas on) has no injury note, however high the damage", async () => {
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: blade,
        choices: choices(),
        targets: [target("Threshold 12", 10, { damageThreshold: 12 })],
        variant: FORMULAS,
      },
      d20(15),
    );
    if (!result || "ok" in result) throw new Error("no card");
    const attack = result.attacks[0];
    if (attack) attack.damage = { formula: attack.damageFormula, total: 40, rollIndex: 1 };
    const html = await renderCard(result);
    expect(html).not.toContain("Devastating injury");
    expect(html).not.toContain("Heavy attack");
  });
});

describe("the card's advantage, defense and what a token took", () => {
  const flanked = (uuid: string) => ({
    [uuid]: { cover: "none" as const, concealment: "none" as const, flanking: true, intoMelee: false },
  });
  async function flankCard(variant: object) {
    const foe = target("Foe", 10);
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: blade,
        choices: choices({ targets: flanked(foe.tokenUuid) }),
        targets: [foe],
        variant,
      },
      d20(15),
    );
    if (!result || "ok" in result) throw new Error("no card");
    return result;
  }
  it("flanking OFF: the +2 in the breakdown, no advantage; ON: 'Advantage (flanking)'", async () => {
    const off = await renderCard(await flankCard({}));
    expect(off).not.toContain("Advantage (flanking)");
    expect(off).toContain("Flanking");
    const on = await renderCard(await flankCard({ sagaVariantFlanking: true }));
    expect(on).toContain("Advantage (flanking)");
  });
  it("General Defense is named beside the target", async () => {
    const result = await runSagaAttack(
      {
        attacker: trooper,
        weapon: { ...blade, defense: "general" },
        choices: choices(),
        targets: [target("Foe", 10)],
      },
      d20(15),
    );
    if (!result || "ok" in result) throw new Error("no card");
    expect(await renderCard(result)).toContain("vs General 10");
  });
  it("massive damage (the variant threshold) is said among what the token took; core marks have none", async () => {
    const card = await flankCard({});
    const mark = (taken: Record<string, number>) => ({
      tokenUuid: "Scene.s.Token.Foe",
      attackIndex: 0,
      name: "Foe",
      taken,
    });
    const massive = await renderCard(card, () => null, [mark({ hp: 16, steps: 2, massive: 1 })] as never);
    expect(massive).toContain("16 HP, condition track −2, massive damage");
    const core = await renderCard(card, () => null, [mark({ hp: 16, steps: 1 })] as never);
    expect(core).not.toContain("massive");
  });
});
