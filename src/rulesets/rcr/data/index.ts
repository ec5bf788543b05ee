import { CharacterModel, NpcModel } from "./actor/actor-model.ts";
import { ArmorModel } from "./item/armor-model.ts";
import { FeatModel } from "./item/feat-model.ts";
import { WeaponModel } from "./item/weapon-model.ts";

export { ActorModel, CharacterModel, NpcModel } from "./actor/actor-model.ts";
export { ArmorModel } from "./item/armor-model.ts";
export { FeatModel } from "./item/feat-model.ts";
export { WeaponModel } from "./item/weapon-model.ts";
export { actorModel, armorModel, featModel, weaponModel } from "./narrow.ts";

/** Data models by document type, as CONFIG takes them (system.json › documentTypes declares the same names). */
export const actorDataModels = { character: CharacterModel, npc: NpcModel } as const;
export const itemDataModels = { weapon: WeaponModel, armor: ArmorModel, feat: FeatModel } as const;

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { character: typeof CharacterModel; npc: typeof NpcModel };
    Item: { weapon: typeof WeaponModel; armor: typeof ArmorModel; feat: typeof FeatModel };
  }
}
