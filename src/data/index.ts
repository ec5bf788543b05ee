import { installDataModels } from "../rulesets/install.ts";
import type { SystemRegistration } from "../system-registration.ts";

/**
 * The data models of every ruleset's Actor and Item types (each ruleset's record lists its own: RCR's
 * are in src/rulesets/rcr/data/). This folder keeps what the models of every ruleset share: field
 * constraints, the update guard and the refusal notice.
 */
export const registration: SystemRegistration = {
  name: "data",
  register(): void {
    installDataModels();
  },
};
