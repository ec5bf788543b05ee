import { SagaForcePowerModel } from "../force/power-model.ts";
import { SagaCharacterModel, SagaNpcModel } from "./actor-model.ts";
import { SagaArmorModel, SagaTalentModel, SagaWeaponModel } from "./item-models.ts";

export { SagaActorModel, SagaCharacterModel, SagaNpcModel } from "./actor-model.ts";
export { SagaArmorModel, SagaTalentModel, SagaWeaponModel } from "./item-models.ts";

/** Saga's data models by document type, as CONFIG takes them (system.json › documentTypes declares the same names). */
export const sagaActorDataModels = { sagaCharacter: SagaCharacterModel, sagaNpc: SagaNpcModel } as const;
export const sagaItemDataModels = {
  sagaWeapon: SagaWeaponModel,
  sagaArmor: SagaArmorModel,
  sagaTalent: SagaTalentModel,
  sagaForcePower: SagaForcePowerModel,
} as const;
