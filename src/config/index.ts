import { registerSystemExpiry } from "../foundry-compat/effect-duration.ts";
import { installStatusEffects } from "../rulesets/install.ts";
import type { SystemRegistration } from "../system-registration.ts";
import { registerSettings } from "./settings.ts";

export { SYSTEM_ID } from "./system-id.ts";

export const registration: SystemRegistration = {
  name: "config",
  register(): void {
    registerSettings();
    installStatusEffects();
    registerSystemExpiry();
  },
};
