// Every lang key the sheets build at run time (choices, hints, breakdown terms, conditions) exists in
// lang/en.json, for every value the data models allow, not only the ones the fixtures happen to use.
import { describe, expect, it } from "vitest";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { fieldsByPath } from "../../src/data/fields.ts";
import { SIZES, type WoundCondition } from "../../src/rules/index.ts";
import { ABILITY_KEYS, SAVE_KEYS } from "../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { ATTACK_TYPES } from "../../src/rulesets/rcr/data/item/weapon-schema.ts";
import { ITEM_SHEET_SPECS, ITEM_SHEET_WORDS } from "../../src/rulesets/rcr/sheets/context/item-fields.ts";
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
      const fields = fieldsByPath(spec.fields);
      for (const [group, paths] of Object.entries(spec.groups)) {
        keys.push(`${ITEM_SHEET_WORDS.group}${group}`);
        for (const path of paths) {
          const field = fields[path];
          keys.push(
            `${ITEM_SHEET_WORDS.hint}${type}.${path}`,
            spec.labels?.[path] ?? (field && "label" in field ? field.label : path),
          );
          if (field?.kind === "integer" && field.placeholder) keys.push(field.placeholder);
          if (field?.kind === "choice") {
            expect(field.prefix, path).toBeDefined();
            keys.push(...choicesOf(field.choices, field.prefix ?? "").map((choice) => choice.label));
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
