/**
 * What the Saga item sheets show: the data models' declared fields grouped (a sheet never offers what
 * the model refuses), each with its hint (`SWRPG.Saga.Hint.<type>.<path>`), and the description.
 */
import {
  type ChoiceView,
  choicesOf,
  type ItemSheetSpec,
  itemSheetView,
  type SheetItemSubject,
} from "../../../applications/sheets/item-sheet-view.ts";
import { readChange } from "../../../data/guard-changes.ts";
import { SAGA_ARMOR_FIELDS } from "../data/armor-schema.ts";
import { LEGACY_MELEE_TARGET, WEAPON_GROUP_KEYS } from "../data/item-migrations.ts";
import { TALENT_TARGETS } from "../data/talent-registry.ts";
import { SAGA_TALENT_FIELDS } from "../data/talent-schema.ts";
import { SAGA_WEAPON_FIELDS } from "../data/weapon-schema.ts";
import { SAGA_FORCE_POWER_FIELDS } from "../force/power-schema.ts";

export type SagaItemType = "sagaWeapon" | "sagaArmor" | "sagaTalent" | "sagaForcePower";

const SPECS: Readonly<Record<SagaItemType, ItemSheetSpec>> = {
  sagaWeapon: {
    fields: SAGA_WEAPON_FIELDS,
    groups: {
      damage: ["damage.formula", "damage.type", "damage.secondType", "lightsaber"],
      attack: ["group", "proficiencyGroup", "range", "accuracy", "defense", "twoHanded", "equipped"],
      fire: [
        "fire.autofire",
        "fire.autofireOnly",
        "fire.burstFire",
        "shots.value",
        "shots.max",
        "stun.available",
        "stun.active",
      ],
      area: ["burstRadius", "splash"],
    },
  },
  sagaArmor: {
    fields: SAGA_ARMOR_FIELDS,
    groups: {
      protection: [
        "armorType",
        "reflexBonus",
        "fortitudeBonus",
        "maxDexBonus",
        "damageReduction",
        "shieldRating",
        "equipped",
      ],
    },
  },
  sagaTalent: { fields: SAGA_TALENT_FIELDS, groups: { rule: ["kind", "key", "target"] } },
  sagaForcePower: {
    fields: SAGA_FORCE_POWER_FIELDS,
    groups: {
      use: ["descriptor", "action", "range", "defense", "area.shape", "area.size"],
      ladder: ["ladder.activationDc", "ladder.step", "ladder.rungs"],
      effect: [
        "damage.dice",
        "damage.die",
        "damage.perRung",
        "damage.type",
        "missHalf",
        "conditionSteps",
        "stepsPerFiveOver",
        "knockProne",
      ],
    },
  },
};

export function isSagaItemType(type: string): type is SagaItemType {
  return type in SPECS;
}

/**
 * The target field of a talent: a select of its key's targets (blank: not chosen yet), or text. A weapon
 * feat still stored for "melee" (before groups) keeps that choice so saving the sheet does not change it.
 */
function talentTargetChoices(system: object): ChoiceView[] | null {
  const key = readChange(system, "key");
  const targets = typeof key === "string" ? TALENT_TARGETS[key as keyof typeof TALENT_TARGETS] : undefined;
  if (!targets) return null;
  const prefix = targets.includes("light") ? "SWRPG.Saga.ArmorType." : "SWRPG.Saga.ProficiencyGroup.";
  const legacy =
    readChange(system, "target") === LEGACY_MELEE_TARGET && WEAPON_GROUP_KEYS.includes(String(key))
      ? [{ value: LEGACY_MELEE_TARGET, label: "SWRPG.Saga.ProficiencyGroup.legacyMelee" }]
      : [];
  return [{ value: "", label: "SWRPG.Saga.Sheet.ChooseTarget" }, ...choicesOf(targets, prefix), ...legacy];
}

/** An item as its sheet reads it. */
export interface SagaItemSubject extends SheetItemSubject {
  type: SagaItemType;
}

export function sagaItemSheetView(
  item: SagaItemSubject,
  options: { editable: boolean; enrichedDescription: string },
) {
  return itemSheetView(
    item,
    SPECS[item.type],
    { group: "SWRPG.Saga.Sheet.Group.", hint: "SWRPG.Saga.Hint." },
    options,
    (path) => {
      const choices = path === "target" && talentTargetChoices(item.system);
      return choices ? { kind: "select", choices } : null;
    },
  );
}

export type SagaItemSheetView = ReturnType<typeof sagaItemSheetView>;
