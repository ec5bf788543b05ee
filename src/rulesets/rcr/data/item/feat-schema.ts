import type { ConstraintTable } from "../../../../data/constraints.ts";
import { choiceField, htmlField, textField } from "../../../../data/fields.ts";
import { FEAT_KEYS, type FeatKey } from "./feat-registry.ts";

export const FEAT_CONSTRAINTS: ConstraintTable = {
  key: { constraint: { kind: "choice", choices: FEAT_KEYS }, label: "SWRPG.Feat.Key" },
};

export function defineFeatSchema() {
  return {
    key: choiceField<FeatKey>(FEAT_KEYS, "weaponFocus"),
    /** Weapon Focus / Improved Critical: a weapon group key or a weapon name. */
    target: textField(),
    description: htmlField(),
  };
}

export type FeatSchema = ReturnType<typeof defineFeatSchema>;
