import type { SystemRegistration } from "../system-registration.ts";
import { registerSettings } from "./settings.ts";
import { registerStatusEffects } from "./status-effects.ts";

export { SYSTEM_ID } from "./system-id.ts";

export const registration: SystemRegistration = {
  name: "config",
  register(): void {
    registerSettings();
    registerStatusEffects();
  },
};
