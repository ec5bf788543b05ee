import { claimRoundExpiry } from "../foundry-compat/effect-duration.ts";
import { installCombat } from "../rulesets/install.ts";
import type { SystemRegistration } from "../system-registration.ts";
import { SwrpgActor } from "./actor.ts";
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
    // The world ruleset's combat sequence (rcr: SwrpgCombat, SwrpgCombatant, src/rulesets/rcr/combat.ts).
    installCombat();
    // v14: round durations without an expiry event are the rulesets' to end, not core's too.
    Hooks.on("preCreateActiveEffect", (effect) => {
      claimRoundExpiry(effect);
    });
  },
};

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof SwrpgActor;
    Item: typeof SwrpgItem;
  }
}
