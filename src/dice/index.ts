import { installRollClasses } from "../rulesets/install.ts";
import type { SystemRegistration } from "../system-registration.ts";

/** Every ruleset's Roll classes (rebuilt from chat messages by class name); each record lists its own. */
export const registration: SystemRegistration = {
  name: "dice",
  register(): void {
    installRollClasses();
  },
};
