/**
 * What the Saga item sheets show: labelled fields grouped, built from the data models' constraint
 * tables (a sheet never offers what the model refuses), each with its hint
 * (`SWRPG.Saga.Hint.<type>.<path>`), and the description.
 */
import type { ConstraintTable } from "../../../data/constraints.ts";
import { SAGA_ARMOR_CONSTRAINTS } from "../data/armor-schema.ts";
import { TALENT_TARGETS } from "../data/talent-registry.ts";
import { SAGA_TALENT_CONSTRAINTS } from "../data/talent-schema.ts";
import { SAGA_WEAPON_CONSTRAINTS } from "../data/weapon-schema.ts";

export type SagaItemType = "sagaWeapon" | "sagaArmor" | "sagaTalent";

export interface ChoiceView {
  value: string;
  label: string;
}

export interface FieldView {
  id: string;
  name: string;
  label: string;
  hint: string;
  kind: "number" | "text" | "select" | "checkbox";
  value: string | number | boolean | null;
  choices: ChoiceView[];
  hasMin: boolean;
  min: number;
  hasMax: boolean;
  max: number;
  placeholder: string | null;
  suggestions: ChoiceView[];
  note: null;
}

interface FieldSpec {
  path: string;
  /** Lang key prefix of a select's choices (`<prefix><value>`). */
  choicePrefix?: string;
  placeholder?: string;
}

interface ItemSpec {
  constraints: ConstraintTable;
  groups: { key: string; label: string; fields: FieldSpec[] }[];
}

const DAMAGE_TYPE = "SWRPG.Saga.DamageTypeChoice.";

const SPECS: Readonly<Record<SagaItemType, ItemSpec>> = {
  sagaWeapon: {
    constraints: SAGA_WEAPON_CONSTRAINTS,
    groups: [
      {
        key: "damage",
        label: "SWRPG.Saga.Sheet.Group.damage",
        fields: [
          { path: "damage.formula" },
          { path: "damage.type", choicePrefix: DAMAGE_TYPE },
          { path: "damage.secondType", choicePrefix: DAMAGE_TYPE },
          { path: "lightsaber" },
        ],
      },
      {
        key: "attack",
        label: "SWRPG.Saga.Sheet.Group.attack",
        fields: [
          { path: "group", choicePrefix: "SWRPG.Saga.Group." },
          { path: "range", choicePrefix: "SWRPG.Saga.RangeChoice." },
          { path: "accuracy", choicePrefix: "SWRPG.Saga.AccuracyChoice." },
          { path: "twoHanded" },
          { path: "proficient" },
          { path: "equipped" },
        ],
      },
      {
        key: "fire",
        label: "SWRPG.Saga.Sheet.Group.fire",
        fields: [
          { path: "fire.autofire" },
          { path: "fire.autofireOnly" },
          { path: "fire.burstFire" },
          { path: "shots.value" },
          { path: "shots.max" },
          { path: "stun.available" },
          { path: "stun.active" },
        ],
      },
      {
        key: "area",
        label: "SWRPG.Saga.Sheet.Group.area",
        fields: [{ path: "burstRadius", placeholder: "SWRPG.Saga.Sheet.NoArea" }, { path: "splash" }],
      },
    ],
  },
  sagaArmor: {
    constraints: SAGA_ARMOR_CONSTRAINTS,
    groups: [
      {
        key: "protection",
        label: "SWRPG.Saga.Sheet.Group.protection",
        fields: [
          { path: "armorType", choicePrefix: "SWRPG.Saga.ArmorType." },
          { path: "reflexBonus" },
          { path: "fortitudeBonus" },
          { path: "maxDexBonus", placeholder: "SWRPG.Saga.Sheet.NoCap" },
          { path: "damageReduction" },
          { path: "shieldRating" },
          { path: "equipped" },
        ],
      },
    ],
  },
  sagaTalent: {
    constraints: SAGA_TALENT_CONSTRAINTS,
    groups: [
      {
        key: "rule",
        label: "SWRPG.Saga.Sheet.Group.rule",
        fields: [
          { path: "kind", choicePrefix: "SWRPG.Saga.Talent.KindChoice." },
          { path: "key", choicePrefix: "SWRPG.Saga.Talent.Key." },
          { path: "target" },
        ],
      },
    ],
  },
};

export function isSagaItemType(type: string): type is SagaItemType {
  return type in SPECS;
}

function readPath(data: object, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function choicesOf(values: readonly string[], prefix: string): ChoiceView[] {
  return values.map((value) => ({ value, label: `${prefix}${value}` }));
}

/** The target field of a talent: a select of its key's targets (blank: not chosen yet), or text. */
function talentTargetChoices(system: object): ChoiceView[] | null {
  const key = readPath(system, "key");
  const targets = typeof key === "string" ? TALENT_TARGETS[key as keyof typeof TALENT_TARGETS] : undefined;
  if (!targets) return null;
  const prefix = targets.includes("light") ? "SWRPG.Saga.ArmorType." : "SWRPG.Saga.Group.";
  return [{ value: "", label: "SWRPG.Saga.Sheet.ChooseTarget" }, ...choicesOf(targets, prefix)];
}

function fieldView(item: SagaItemSubject, spec: FieldSpec, table: ConstraintTable): FieldView {
  const constrained = table[spec.path];
  const constraint = constrained?.constraint;
  const integer = constraint?.kind === "integer" ? constraint : null;
  const raw = readPath(item.system, spec.path);
  const value = typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean" ? raw : null;
  const targetChoices = spec.path === "target" ? talentTargetChoices(item.system) : null;
  let kind: FieldView["kind"] = "text";
  if (integer) kind = "number";
  else if (constraint?.kind === "choice" || targetChoices) kind = "select";
  else if (constraint?.kind === "boolean") kind = "checkbox";
  return {
    id: `${item.id ?? "item"}-${spec.path.replaceAll(".", "-")}`,
    name: `system.${spec.path}`,
    label: constrained?.label ?? "SWRPG.Saga.Talent.Target",
    hint: `SWRPG.Saga.Hint.${item.type}.${spec.path}`,
    kind,
    value,
    choices:
      targetChoices ??
      (constraint?.kind === "choice" ? choicesOf(constraint.choices, spec.choicePrefix ?? "") : []),
    hasMin: integer !== null,
    min: integer?.min ?? 0,
    hasMax: integer !== null,
    max: integer?.max ?? 0,
    placeholder: spec.placeholder ?? null,
    suggestions: [],
    note: null,
  };
}

/** An item as its sheet reads it. */
export interface SagaItemSubject {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: SagaItemType;
  system: object;
}

export function sagaItemSheetView(
  item: SagaItemSubject,
  options: { editable: boolean; enrichedDescription: string },
) {
  const spec = SPECS[item.type];
  const description = readPath(item.system, "description");
  return {
    item: {
      id: item.id ?? "",
      uuid: item.uuid,
      name: item.name,
      img: item.img ?? "icons/svg/item-bag.svg",
      type: item.type,
      typeLabel: `TYPES.Item.${item.type}`,
    },
    editable: options.editable,
    groups: spec.groups.map((group) => ({
      key: group.key,
      label: group.label,
      fields: group.fields.map((field) => fieldView(item, field, spec.constraints)),
    })),
    description: {
      value: typeof description === "string" ? description : "",
      enriched: options.enrichedDescription,
    },
  };
}

export type SagaItemSheetView = ReturnType<typeof sagaItemSheetView>;
