// Every lang key the sheets build at run time (choices, hints, breakdown terms, conditions) exists in
// lang/en.json, for every value the data models allow, not only the ones the fixtures happen to use.
import { describe, expect, it } from "vitest";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { SIZES, type WoundCondition } from "../../src/rules/index.ts";
import { ABILITY_KEYS, SAVE_KEYS } from "../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { ATTACK_TYPES } from "../../src/rulesets/rcr/data/item/weapon-schema.ts";
import { ITEM_SHEET_SPECS } from "../../src/rulesets/rcr/sheets/context/item-fields.ts";
import {
  abilityAbbreviation,
  abilityLabel,
  bonusPartLabel,
  choicesOf,
  FIRE_MODE_PREFIX,
  injuryLabel,
  itemTypeLabel,
  SIZE_PREFIX,
  saveLabel,
} from "../../src/rulesets/rcr/sheets/context/labels.ts";
import { CONDITION_IDS, conditionLabel } from "../../src/rulesets/rcr/status-effects.ts";
import { loadEnglish } from "./harness/foundry-core-helpers.ts";

const lang = loadEnglish();
const WOUND_CONDITIONS: WoundCondition[] = ["unhurt", "fatigued", "disabled", "dying", "dead"];
/** Defense breakdown terms (docs/data-models.md › defense.breakdown). */
const DEFENSE_PARTS = ["base", "class", "dexterity", "size", "fightingDefensively", "totalDefense", "charge"];

function missing(keys: string[]): string[] {
  return keys.filter((key) => !lang.has(key));
}

describe("lang keys the sheets build at run time", () => {
  it("item sheets: labels, hints and choice labels of every field", () => {
    const keys: string[] = [];
    for (const [type, spec] of Object.entries(ITEM_SHEET_SPECS)) {
      keys.push(itemTypeLabel(type));
      for (const group of spec.groups) {
        keys.push(group.label);
        for (const field of group.fields) {
          const constrained = spec.constraints[field.path];
          keys.push(
            `SWRPG.Sheet.Hint.${type}.${field.path}`,
            field.label ?? constrained?.label ?? field.textLabel ?? field.path,
          );
          if (field.placeholder) keys.push(field.placeholder);
          const suggestions = field.suggestions;
          if (suggestions)
            keys.push(...choicesOf(suggestions.values, suggestions.prefix).map((choice) => choice.label));
          const constraint = constrained?.constraint;
          if (constraint?.kind === "choice") {
            expect(field.choicePrefix, field.path).toBeDefined();
            keys.push(
              ...choicesOf(constraint.choices, field.choicePrefix ?? "").map((choice) => choice.label),
            );
          }
        }
      }
    }
    keys.push(...["group", "weapon", "empty", "unused"].map((note) => `SWRPG.Sheet.TargetNote.${note}`));
    expect(missing(keys)).toEqual([]);
  });

  it("actor sheets: tabs, abilities, saves, sizes, injury, Defense terms, conditions, attack kinds and fire modes", () => {
    const keys = [
      ...CHARACTER_SHEET_LAYOUT.tabs.map((tab) => tab.label),
      ...ABILITY_KEYS.flatMap((key) => [abilityLabel(key), abilityAbbreviation(key)]),
      ...SAVE_KEYS.map(saveLabel),
      ...choicesOf(SIZES, SIZE_PREFIX).map((choice) => choice.label),
      ...WOUND_CONDITIONS.map(injuryLabel),
      ...DEFENSE_PARTS.map(bonusPartLabel),
      ...CONDITION_IDS.map(conditionLabel),
      ...ATTACK_TYPES.map((type) => `SWRPG.Weapon.AttackType.${type}`),
      ...["single", "multifire", "autofire", "autofireOnly"].map((mode) => `${FIRE_MODE_PREFIX}${mode}`),
    ];
    expect(missing(keys)).toEqual([]);
  });

  it("a missing key is reported (the check itself works)", () => {
    expect(missing(["SWRPG.Sheet.Attack", "SWRPG.Sheet.NoSuchKey"])).toEqual(["SWRPG.Sheet.NoSuchKey"]);
  });
});
