import type { ConstraintTable } from "../../../data/constraints.ts";
import { choiceField, htmlField, textField } from "../../../data/fields.ts";
import { choice } from "./constraint-helpers.ts";
import {
  SAGA_TALENT_KEYS,
  SAGA_TALENT_KINDS,
  type SagaTalentKey,
  type SagaTalentKind,
} from "./talent-registry.ts";

export const SAGA_TALENT_CONSTRAINTS: ConstraintTable = {
  kind: choice(SAGA_TALENT_KINDS, "SWRPG.Saga.Talent.Kind"),
  key: choice(SAGA_TALENT_KEYS, "SWRPG.Saga.Talent.Key.label"),
};

export function defineSagaTalentSchema() {
  return {
    kind: choiceField<SagaTalentKind>(SAGA_TALENT_KINDS, "feat"),
    key: choiceField<SagaTalentKey>(SAGA_TALENT_KEYS, "pointBlankShot"),
    /** The weapon group or armor type of a targeted key (weapon focus, proficiencies); blank otherwise. */
    target: textField(),
    description: htmlField(),
  };
}

export type SagaTalentSchema = ReturnType<typeof defineSagaTalentSchema>;
