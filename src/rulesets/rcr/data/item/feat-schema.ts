import { choice, constraintsOf, html, type SchemaOf, text } from "../../../../data/fields.ts";
import { FEAT_KEYS } from "./feat-registry.ts";

/** Every stored feat field, declared once: the schema, the update guard and the sheet derive from it. */
export const FEAT_FIELDS = {
  key: choice("SWRPG.Feat.Key", FEAT_KEYS, "weaponFocus", "SWRPG.Feat."),
  /** Weapon Focus / Improved Critical: a weapon group key or a weapon name. */
  target: text("SWRPG.Feat.Target"),
  description: html,
} as const;

export const FEAT_CONSTRAINTS = constraintsOf(FEAT_FIELDS);

export type FeatSchema = SchemaOf<typeof FEAT_FIELDS>;
