import type { SystemRegistration } from "../system-registration.ts";
import { SwrpgActor } from "./actor.ts";
import { SwrpgCombat } from "./combat.ts";
import { INITIATIVE_FORMULA, SwrpgCombatant } from "./combatant.ts";
import { SwrpgItem } from "./item.ts";

export { SwrpgActor } from "./actor.ts";
export { SwrpgCombat } from "./combat.ts";
export { SwrpgCombatant } from "./combatant.ts";
export { SwrpgItem } from "./item.ts";

export const registration: SystemRegistration = {
  name: "documents",
  register(): void {
    CONFIG.Actor.documentClass = SwrpgActor;
    CONFIG.Item.documentClass = SwrpgItem;
    CONFIG.Combat.documentClass = SwrpgCombat;
    CONFIG.Combatant.documentClass = SwrpgCombatant;
    CONFIG.Combat.initiative = { formula: INITIATIVE_FORMULA, decimals: 0 };
  },
};

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof SwrpgActor;
    Item: typeof SwrpgItem;
  }
}
