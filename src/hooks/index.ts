import type { SystemRegistration } from "../system-registration.ts";
import { combatEffectDurations } from "./combat-effect-durations.ts";

export const registration: SystemRegistration = {
  name: "hooks",
  register(): void {
    combatEffectDurations.listen();
  },
};
