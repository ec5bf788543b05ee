import { D6CharacterModel, D6NpcModel } from "./actor-model.ts";
import { D6ArmorModel, D6WeaponModel } from "./item-models.ts";

export { D6ActorModel, D6CharacterModel, D6NpcModel } from "./actor-model.ts";
export { D6ArmorModel, D6WeaponModel } from "./item-models.ts";

/** D6's data models by document type, as CONFIG takes them (system.json › documentTypes declares the same names). */
export const d6ActorDataModels = { d6Character: D6CharacterModel, d6Npc: D6NpcModel } as const;
export const d6ItemDataModels = { d6Weapon: D6WeaponModel, d6Armor: D6ArmorModel } as const;
