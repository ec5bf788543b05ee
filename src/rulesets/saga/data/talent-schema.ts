import { choice, constraintsOf, html, type SchemaOf, text } from "../../../data/fields.ts";
import { SAGA_TALENT_KEYS, SAGA_TALENT_KINDS } from "./talent-registry.ts";

/** Every stored Saga talent field, declared once: the schema, the update guard and the sheet derive from it. */
export const SAGA_TALENT_FIELDS = {
  kind: choice("SWRPG.Saga.Talent.Kind", SAGA_TALENT_KINDS, "feat", "SWRPG.Saga.Talent.KindChoice."),
  key: choice("SWRPG.Saga.Talent.Key.label", SAGA_TALENT_KEYS, "pointBlankShot", "SWRPG.Saga.Talent.Key."),
  /** The weapon group or armor type of a targeted key (weapon focus, proficiencies); blank otherwise. */
  target: text("SWRPG.Saga.Talent.Target"),
  description: html,
} as const;

export const SAGA_TALENT_CONSTRAINTS = constraintsOf(SAGA_TALENT_FIELDS);

export type SagaTalentSchema = SchemaOf<typeof SAGA_TALENT_FIELDS>;
