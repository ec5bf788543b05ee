import { DeclaredModel } from "../../../data/declared-model.ts";
import { SAGA_FORCE_POWER_FIELDS, type SagaForcePowerSchema } from "./power-schema.ts";

/**
 * Item type `sagaForcePower`. Its check needs the user's Use the Force: the actor derives it
 * (src/rulesets/saga/force/power-view.ts reads both).
 */
export class SagaForcePowerModel extends DeclaredModel<SagaForcePowerSchema, Item.Implementation> {
  static override fields = SAGA_FORCE_POWER_FIELDS;
}
