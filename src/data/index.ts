import type { SystemRegistration } from "../system-registration.ts";
import { ArmorModel } from "./item/armor-model.ts";
import { FeatModel } from "./item/feat-model.ts";
import { WeaponModel } from "./item/weapon-model.ts";

export { ArmorModel } from "./item/armor-model.ts";
export { FeatModel } from "./item/feat-model.ts";
export { WeaponModel } from "./item/weapon-model.ts";

/** Data models by document type, as CONFIG takes them (template.json declares the same names). */
export const itemDataModels = { weapon: WeaponModel, armor: ArmorModel, feat: FeatModel } as const;

export const registration: SystemRegistration = {
  name: "data",
  register(): void {
    Object.assign(CONFIG.Item.dataModels, itemDataModels);
  },
};

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Item: { weapon: typeof WeaponModel; armor: typeof ArmorModel; feat: typeof FeatModel };
  }
}
